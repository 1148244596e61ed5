/**
 * A column's dictionary: a large one appends values unchecked at first (a start that indexes a
 * few records builds no map of them), and a compaction merges what it appended twice and drops
 * what no row uses. Creation times made from their instants read as the texts they were.
 */
import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../../../src/oci/query';
import { isOwnInstantText, madeFromInstant } from '../../../../../src/worker/search/index/instantTexts';
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

describe("whether a value is its instant's ISO text (madeFromInstant)", () => {
  /** The answer the definition gives: the value equals toISOString of the instant. */
  const byText = (value: string, instant: number): boolean =>
    Number.isFinite(instant) && Math.abs(instant) <= 8.64e15 && new Date(instant).toISOString() === value;

  /** A small deterministic generator, so a failure names the same cases again. */
  function* numbers(seed: number, count: number): Generator<number> {
    let state = seed;
    for (let n = 0; n < count; n += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      yield state / 2_147_483_648;
    }
  }

  const edges = [
    0,
    -0,
    -1,
    1,
    Date.parse('0000-01-01T00:00:00.000Z'),
    Date.parse('9999-12-31T23:59:59.999Z'),
    Date.parse('+010000-01-01T00:00:00.000Z'),
    Date.parse('-000001-12-31T23:59:59.999Z'),
    Date.parse('2000-02-29T12:00:00.000Z'),
    Date.parse('1900-03-01T00:00:00.000Z'),
    Date.parse('2024-02-29T23:59:59.999Z'),
    8.64e15,
    -8.64e15,
    Date.parse('0000-06-15T12:00:00.000Z'),
  ];

  it("answers as comparing with the instant's text, for instants across every year it writes in four digits and beyond", () => {
    const instants = [
      ...edges,
      ...Array.from(numbers(7, 4_000), (at) => Math.round((at * 2 - 1) * 400_000_000_000_000)),
    ];
    for (const instant of instants) {
      const text = new Date(instant).toISOString();
      expect(madeFromInstant(text, instant), text).toBe(true);
      expect(madeFromInstant(text, instant + 1), text).toBe(byText(text, instant + 1));
      expect(madeFromInstant(text, instant - 86_400_000), text).toBe(false);
    }
  });

  it('refuses texts that only look like one: other digits, days a month lacks, hours past the day, other marks', () => {
    const instant = Date.parse('2023-03-15T10:20:30.456Z');
    const text = new Date(instant).toISOString();
    // Every character changed, one at a time, to each character an ISO text holds.
    for (let at = 0; at < text.length; at += 1) {
      for (const other of '0123456789-T:.Z +x') {
        const changed = text.slice(0, at) + other + text.slice(at + 1);
        expect(madeFromInstant(changed, instant), changed).toBe(byText(changed, instant));
      }
    }
    const looksLike = [
      ['2023-02-29T00:00:00.000Z', Date.UTC(2023, 2, 1)],
      ['2023-13-01T00:00:00.000Z', Date.UTC(2024, 0, 1)],
      ['2023-04-31T00:00:00.000Z', Date.UTC(2023, 4, 1)],
      ['2023-03-14T24:00:00.000Z', Date.UTC(2023, 2, 15)],
      ['2023-03-15T10:60:00.000Z', Date.UTC(2023, 2, 15, 11)],
      ['2023-03-15T10:20:60.000Z', Date.UTC(2023, 2, 15, 10, 21)],
      ['2023-00-15T10:20:30.456Z', Date.UTC(2022, 11, 15, 10, 20, 30, 456)],
      ['1900-02-29T00:00:00.000Z', Date.UTC(1900, 2, 1)],
    ] as const;
    for (const [value, near] of looksLike) expect(madeFromInstant(value, near), value).toBe(false);
    expect(madeFromInstant('2000-02-29T00:00:00.000Z', Date.UTC(2000, 1, 29))).toBe(true);
  });

  it('compares instants that are no whole millisecond, or no date, by the text', () => {
    const instant = Date.parse('2023-03-15T10:20:30.456Z');
    const text = new Date(instant).toISOString();
    expect(madeFromInstant(text, instant + 0.25)).toBe(byText(text, instant + 0.25));
    expect(madeFromInstant(text, undefined)).toBe(false);
    expect(madeFromInstant(text, Number.NaN)).toBe(false);
    expect(madeFromInstant(text, Number.POSITIVE_INFINITY)).toBe(false);
    expect(madeFromInstant('+275760-09-13T00:00:00.000Z', 8.64e15)).toBe(true);
  });

  it('tells a value that is the ISO text of the instant read in it (isOwnInstantText) as the text comparison does', () => {
    const own = (value: string): boolean => {
      const instant = parseInstant(value);
      return instant !== undefined && byText(value, instant);
    };
    const texts = [
      ...[
        ...edges,
        ...Array.from(numbers(11, 2_000), (at) => Math.round((at * 2 - 1) * 400_000_000_000_000)),
      ].map((instant) => new Date(instant).toISOString()),
      '2023-02-29T00:00:00.000Z',
      '2023-03-14T24:00:00.000Z',
      '2023-03-15T10:20:30Z',
      '2023-03-15T10:20:30.456+00:00',
      '2025-12-31',
      'someday',
      '',
    ];
    const text = '2023-03-15T10:20:30.456Z';
    for (let at = 0; at < text.length; at += 1) {
      for (const other of '0123456789-T:.Z +x') texts.push(text.slice(0, at) + other + text.slice(at + 1));
    }
    let ownTexts = 0;
    for (const value of texts) {
      expect(isOwnInstantText(value), value).toBe(own(value));
      if (own(value)) ownTexts += 1;
    }
    // Both answers occur (about half the generated instants have a year parseInstant reads).
    expect(ownTexts).toBeGreaterThan(500);
    expect(texts.length - ownTexts).toBeGreaterThan(100);
  });
});
