/**
 * React escapes every value it renders; the ways around that are few and greppable. None of them
 * appears anywhere in src/, so no display name, id or answer can become markup or script; and no
 * link's `href` is set from a value except through safeHref, so none becomes a script or data URL.
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

/** Case-insensitive: `srcDoc`, `InnerHTML` and `JavaScript:` are the same hole. */
const RAW_HTML = [
  /dangerouslySetInnerHTML/i,
  /\.innerHTML\b/i,
  /\.outerHTML\b/i,
  /insertAdjacentHTML/i,
  /document\.write(ln)?\s*\(/i,
  /createContextualFragment/i,
  /\bsrcdoc\b/i,
  /\beval\s*\(/i,
  /new\s+Function\s*\(/i,
  /\bsetTimeout\s*\(\s*['"`]/i,
  /javascript:/i,
  /\bwindow\.open\s*\(/i,
  /\blocation\.(assign|replace)\s*\(/i,
  // A link's address built from data goes through safeHref (src/app/ui/safeHref.ts), the one gate.
  /\bhref\s*=\s*\{(?!\s*safeHref\s*\()/i,
  /setAttribute\s*\(\s*['"`]href['"`]/i,
];

const FIXTURE = fileURLToPath(new URL('./fixtures/rawHtml.fixture.txt', import.meta.url));

describe('the check itself', () => {
  const lines = readFileSync(FIXTURE, 'utf8').split('\n').filter((line) => line !== '');

  it('catches every way around escaping written in the fixture', () => {
    const missed = lines.filter((line) => !RAW_HTML.some((pattern) => pattern.test(line)));
    expect(missed).toEqual([]);
  });

  it.each(RAW_HTML.map((pattern) => [String(pattern), pattern] as const))(
    'has a fixture line for %s',
    (_name, pattern) => {
      expect(lines.some((line) => pattern.test(line))).toBe(true);
    },
  );
});

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
