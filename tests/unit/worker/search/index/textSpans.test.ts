/** Strings kept as spans of one text: read back, listed, and a selection of them copied by runs. */
import { describe, expect, it } from 'vitest';
import {
  selectSpans,
  spanAt,
  spanCount,
  spanList,
  spansOf,
} from '../../../../../src/worker/search/index/textSpans';

const STRINGS = ['amaaaa01', '', 'x', 'ümlaut', '', 'amaaaa02', '\u{1F600}', 'last'];

describe('text spans', () => {
  it('give back each string, the empty ones too', () => {
    const spans = spansOf(STRINGS);
    expect(spans.text).toBe(STRINGS.join(''));
    expect(spanCount(spans)).toBe(STRINGS.length);
    expect(STRINGS.map((_, at) => spanAt(spans, at))).toEqual(STRINGS);
    expect(spanList(spans)).toEqual(STRINGS);
    expect(spanAt(spans, STRINGS.length)).toBe('');
    expect(spanList(spansOf([]))).toEqual([]);
  });

  it('select any ascending entries as spans of a text of their own, neighbours copied as one piece', () => {
    const spans = spansOf(STRINGS);
    const selections = [[], [0], [7], [0, 1, 2, 3, 4, 5, 6, 7], [1, 3, 4, 6], [0, 2, 3, 7], [1, 4]];
    for (const entries of selections) {
      const picked = entries.map((entry) => STRINGS[entry] ?? '');
      const selected = selectSpans(spans, [...entries, 0, 5], entries.length);
      expect(selected.text, entries.join()).toBe(picked.join(''));
      expect(spanList(selected), entries.join()).toEqual(picked);
    }
  });

  it('select from spans that are places in a longer text', () => {
    // As a load reads them: places in the whole saved text, the list starting past its start.
    const spans = {
      text: `head|${STRINGS.join('')}|tail`,
      starts: spansOf(STRINGS).starts.map((at) => at + 5),
    };
    expect(spanList(spans)).toEqual(STRINGS);
    expect(spanList(selectSpans(spans, [0, 3, 5, 6], 4))).toEqual([
      'amaaaa01',
      'ümlaut',
      'amaaaa02',
      '\u{1F600}',
    ]);
  });
});
