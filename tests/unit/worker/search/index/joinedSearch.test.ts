/**
 * Which values of a dictionary contain a text (what `=~` asks): the native search of the joined
 * values from the text's rarest character, and the values' pair masks once prepared, each
 * answering as the values asked one by one.
 */
import { describe, expect, it } from 'vitest';
import { anchorIn, characterCounts } from '../../../../../src/worker/search/index/joinedSearch';
import { ValueDictionary } from '../../../../../src/worker/search/index/valueDictionary';

describe('which values contain a text (what =~ asks)', () => {
  /** A small deterministic generator: the same values at every run. */
  function generator(seed: number): () => number {
    let state = seed;
    return () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 2 ** 32;
    };
  }

  it('searches from the rarest character of a short text, the same values as each value asked alone', () => {
    const next = generator(7);
    // Mostly `a`: a text's `a` is a poor place to search from, its `x` or `q` a good one.
    const letters = 'aaaaaaabbx-Q';
    const pick = (length: number): string =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)] ?? 'a').join('');
    const values = Array.from({ length: 3_000 }, () => pick(1 + Math.floor(next() * 9)));
    const dictionary = new ValueDictionary(values);
    const counts = characterCounts(values.join('\u0000').toLowerCase());
    expect(anchorIn('aax', counts)).toBe(2);
    expect(anchorIn('ba-a', counts)).toBe(2);
    // From seven characters the native search skips by the whole text: no anchor.
    expect(anchorIn('aaaaaax', counts)).toBe(0);
    const texts = ['aax', 'xa', 'a-x', 'ba-a', 'q', 'aq', 'xq-', 'bbx', 'aaaaaax', 'a-xq', 'zz'];
    for (const text of texts) {
      const flags = dictionary.containing(text);
      const expected = [0, ...values.map((value) => (value.toLowerCase().includes(text) ? 1 : 0))];
      expect(Array.from(flags ?? []), text).toEqual(expected);
    }
    // A value added since the joined text: joined apart, searched from the same anchor.
    dictionary.code('zzQxa');
    expect(dictionary.containing('qx')?.[values.length + 1]).toBe(1);
  });

  it('reads the values whose pairs of characters hold a text\'s, once prepared, the same values as each asked alone', () => {
    const next = generator(11);
    const letters = 'aaaabbx-Qcd';
    const pick = (length: number): string =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)] ?? 'a').join('');
    const texts = ['aab-x', 'bx-aa', 'aaaaaax', 'xaaab', 'a-xq-b', 'cdab', 'dcba', 'qqqqq', 'ab', 'x'];
    // Each text as a whole value, at a value's start and at its end, among random values.
    const values = [
      ...Array.from({ length: 3_000 }, () => pick(1 + Math.floor(next() * 12))),
      ...texts.flatMap((text) => [text.toUpperCase(), `${text}${pick(2)}`, `${pick(3)}${text}`]),
    ];
    const dictionary = new ValueDictionary(values);
    dictionary.preparePairs();
    for (const text of texts) {
      const expected = [0, ...values.map((value) => (value.toLowerCase().includes(text) ? 1 : 0))];
      expect(Array.from(dictionary.containing(text) ?? []), text).toEqual(expected);
    }
    // Values added since: searched apart from the masks, which stay those of the values before.
    dictionary.code('xxbaab-xq');
    const flags = dictionary.containing('aab-x');
    expect(flags?.[values.length + 1]).toBe(1);
    expect(flags?.length).toBe(values.length + 2);
  });

  it("answers for some rows' values as for every value: masks not made, made, and values added since", () => {
    const next = generator(13);
    const letters = 'aaaabbx-Qcd';
    const pick = (length: number): string =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)] ?? 'a').join('');
    const texts = ['aab-x', 'bx-aa', 'xaaab', 'cdab', 'ab', 'x', 'qqqqq'];
    const values = [
      ...Array.from({ length: 2_000 }, () => pick(1 + Math.floor(next() * 12))),
      ...texts.map((text) => `${pick(2)}${text.toUpperCase()}${pick(2)}`),
    ];
    const dictionary = new ValueDictionary(values);
    // A column of 6,000 rows (code 0: the field missing), a row in five read.
    const column = Uint32Array.from({ length: 6_000 }, () => Math.floor(next() * (values.length + 1)));
    const rows = Uint32Array.from({ length: 1_200 }, (_, at) => at * 5);
    const check = (): void => {
      for (const text of texts) {
        const among = dictionary.containingAmong(text, rows, column);
        const every = dictionary.containing(text) ?? new Uint8Array(0);
        const rowsFound = Array.from(rows, (row) => among[column[row] ?? 0]);
        expect(rowsFound, text).toEqual(Array.from(rows, (row) => every[column[row] ?? 0]));
        expect(rowsFound.some((found) => found === 1) || text === 'qqqqq', text).toBe(true);
      }
    };
    check();
    dictionary.preparePairs();
    check();
    // A value added after the masks, read on its own.
    const added = dictionary.code('dd-XAAAB-cdab');
    column[5] = added;
    check();
    expect(dictionary.containingAmong('xaaab', rows, column)[added]).toBe(1);
  });
});
