/**
 * A column's dictionary: a large one appends values unchecked at first (a start that indexes a
 * few records builds no map of them), and a compaction merges what it appended twice and drops
 * what no row uses.
 */
import { describe, expect, it } from 'vitest';
import { ValueDictionary } from '../../../../../src/worker/search/index/valueDictionary';

const SIZE = 8_192;
const names = Array.from({ length: SIZE }, (_, at) => `name-${String(at)}`);

describe('a value dictionary', () => {
  it('looks values up from the first one while it is small', () => {
    const dictionary = new ValueDictionary(['a', 'b']);
    expect(dictionary.code('b')).toBe(2);
    expect(dictionary.code('c')).toBe(3);
    expect(dictionary.code('c')).toBe(3);
  });

  it('appends unchecked while large, as many as a sixteenth of it, then looks them up', () => {
    const dictionary = new ValueDictionary(names);
    const unchecked = SIZE / 16;
    for (let at = 0; at < unchecked; at += 1) expect(dictionary.code('name-1')).toBe(SIZE + 1 + at);
    // Past the share: the map is built, and the value has its first code again.
    expect(dictionary.code('name-1')).toBe(2);
    expect(dictionary.code('new')).toBe(SIZE + 1 + unchecked);
    expect(dictionary.code('new')).toBe(SIZE + 1 + unchecked);
  });
});

describe('a value dictionary, compacted', () => {
  it('keeps the values the rows use, each once, in the order the rows first use them', () => {
    const dictionary = new ValueDictionary(names);
    // Two rows of name-3 under two codes (the second appended unchecked), one of name-9.
    const rowCodes = [4, dictionary.code('name-3'), 10, 0];
    const kept: number[] = [];
    const {
      dictionary: merged,
      values,
      codes,
    } = dictionary.compacted(
      (row) => rowCodes[row] ?? 0,
      [2, 0, 1, 3],
      (code) => kept.push(code),
    );
    expect(values).toEqual(['name-9', 'name-3']);
    expect(Array.from(codes)).toEqual([1, 2, 2, 0]);
    expect(kept).toEqual([10, 4]);
    expect(merged.size).toBe(3);
    expect(merged.code('name-3')).toBe(2);
    expect(merged.code('name-1')).toBe(3);
  });
});
