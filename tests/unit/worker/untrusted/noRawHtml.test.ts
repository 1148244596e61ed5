/**
 * React escapes every value it renders; the ways around that are few and greppable. None of them
 * appears anywhere in src/, so no display name, id or answer can become markup or script.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|jsx|html)$/.test(name) ? [path] : [];
  });
}

const RAW_HTML = [
  /dangerouslySetInnerHTML/,
  /\.innerHTML\b/,
  /\.outerHTML\b/,
  /insertAdjacentHTML/,
  /document\.write(ln)?\s*\(/,
  /createContextualFragment/,
  /\bsrcdoc\b/,
  /\beval\s*\(/,
  /new\s+Function\s*\(/,
  /\bsetTimeout\s*\(\s*['"`]/,
  /javascript:/i,
];

describe('src/', () => {
  const files = sourceFiles(SRC);

  it('is where the sources are', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith('App.tsx'))).toBe(true);
  });

  it.each(RAW_HTML.map((pattern) => [String(pattern), pattern] as const))('never uses %s', (_name, pattern) => {
    const found = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(SRC, file));
    expect(found).toEqual([]);
  });
});
