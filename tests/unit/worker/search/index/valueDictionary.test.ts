/**
 * A column's dictionary: a large one appends values unchecked at first (a start that indexes a
 * few records builds no map of them), and a compaction merges what it appended twice and drops
 * what no row uses. Creation times made from their instants read as the texts they were.
 */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../../../src/oci/query';
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

describe('creation times made from their instants', () => {
  /** A dictionary of times as a restored index has it, with its instants as the columns keep them. */
  function times(texts: readonly string[]) {
    const instants: number[] = [Number.NaN, ...texts.map((text) => parseInstant(text) ?? Number.NaN)];
    const kept = texts.flatMap((text, at) =>
      Number.isNaN(instants[at + 1] ?? Number.NaN) || new Date(instants[at + 1] ?? 0).toISOString() !== text
        ? [at + 1]
        : [],
    );
    const dictionary = ValueDictionary.fromInstants(
      { size: texts.length, codes: Uint32Array.from(kept), texts: kept.map((code) => texts[code - 1] ?? '') },
      (code) => instants[code] ?? Number.NaN,
    );
    const add = (text: string): number => {
      const before = dictionary.size;
      const code = dictionary.code(text);
      if (code === before) instants.push(parseInstant(text) ?? Number.NaN);
      return code;
    };
    return { dictionary, add, kept };
  }

  const texts = [
    '2026-01-02T03:04:05.678Z',
    '2026-01-02T03:04:05Z',
    '2025-12-31',
    'not a date',
    '2024-02-29T23:59:59.999Z',
  ];

  it('reads every value as the text it was, keeping as text only those its instant does not give', () => {
    const { dictionary, add, kept } = times(texts);
    expect(kept).toEqual([2, 3, 4]);
    expect(dictionary.size).toBe(texts.length + 1);
    expect(dictionary.saved()).toEqual(texts);
    expect(dictionary.value(0)).toBeUndefined();
    // Added values: looked up by text, new ones read back the same, whichever way they are kept.
    expect(add('2024-02-29T23:59:59.999Z')).toBe(5);
    expect(add('1999-07-01T00:00:00.000Z')).toBe(6);
    expect(add('1999-07-01T00:00:00+02:00')).toBe(7);
    expect(dictionary.since(6)).toEqual(['1999-07-01T00:00:00.000Z', '1999-07-01T00:00:00+02:00']);
    expect(dictionary.lowerValues()).toEqual([
      undefined,
      ...dictionary.saved().map((text) => text.toLowerCase()),
    ]);
    expect(Array.from(dictionary.containing('2026-01-02') ?? [])).toEqual([0, 1, 1, 0, 0, 0, 0, 0]);
  });
});
