/**
 * Every page pattern is written once in src: a console page in the page table (pages.ts), any
 * other page a search result opens in its catalogue row. Everything else (a kind's addresses,
 * the route table, the features' links, the service worker's notifications) reads them, so a
 * kind added by the recipe of src/app/kinds/README.md writes no address of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { linkPatterns, PAGE, RESOURCE_TYPES } from '../../../../src/oci/resource-types';

const SRC = fileURLToPath(new URL('../../../../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const FILES = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** Where a pattern is written as a string of its own (quoted), by file. */
function writtenAt(pattern: string): string[] {
  const quoted = ["'", '"', '`'].map((quote) => `${quote}${pattern}${quote}`);
  return FILES.flatMap((file) => {
    const count = quoted.reduce((sum, text) => sum + file.text.split(text).length - 1, 0);
    return Array<string>(count).fill(file.path);
  });
}

/** Every page pattern: the page table's, and those the catalogue's links fill. */
const PATTERNS = [
  ...new Set([...Object.values(PAGE), ...RESOURCE_TYPES.flatMap((type) => linkPatterns(type.link))]),
];

describe('a page pattern', () => {
  it('is known from the page table and the catalogue’s links', () => {
    expect(PATTERNS.length).toBeGreaterThan(Object.keys(PAGE).length);
    // A rule built of pages says which it fills: the cross-connect's two, most specific first.
    const crossConnect = RESOURCE_TYPES.find((type) => type.name === 'CrossConnect');
    expect(linkPatterns(crossConnect?.link ?? null)).toEqual([PAGE.crossConnectInGroup, PAGE.crossConnect]);
  });

  it.each(PATTERNS.map((pattern) => [pattern]))('%s is written once in src', (pattern) => {
    const at = writtenAt(pattern);
    expect(at, `${pattern} written at ${at.join(', ')}`).toHaveLength(1);
    // In the page table, or in a catalogue row.
    expect(at[0]).toMatch(/^oci\/resource-types\//);
  });
});
