/**
 * The query columns' dictionaries: a large one appends values unchecked at first (a start that
 * indexes a few records builds no map of them), and a compaction merges what it appended twice.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FIELD_COLUMNS,
  FieldColumns,
  ValueDictionary,
} from '../../../../src/worker/search/fieldColumns';
import { makeStoredResource } from '../builders';

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

describe('the query columns, compacted', () => {
  it('keep each value the rows use once, and the creation instants with them', () => {
    const times = names.map((_, at) => new Date(Date.UTC(2024, 0, 1) + at * 60_000).toISOString());
    const columns = new FieldColumns({
      ...EMPTY_FIELD_COLUMNS,
      values: { ...EMPTY_FIELD_COLUMNS.values, displayName: names, timeCreated: times },
      instants: Float64Array.from([Number.NaN, ...times.map((time) => Date.parse(time))]),
    });
    // Rows repeating a name and a time: appended unchecked, under new codes.
    const rows = [5, 6, 5, 7].map((at) =>
      makeStoredResource({ displayName: names[at], timeCreated: times[at] }),
    );
    for (const row of rows) columns.add(row);
    expect(columns.dictionaries.displayName.size).toBe(SIZE + 1 + rows.length);
    const parts = columns.compact([0, 1, 2, 3]);
    expect(parts.values.displayName).toEqual(['name-5', 'name-6', 'name-7']);
    expect(Array.from(parts.codes.displayName)).toEqual([1, 2, 1, 3]);
    expect(parts.values.timeCreated).toEqual([times[5], times[6], times[7]]);
    expect(Array.from(parts.instants).slice(1)).toEqual([5, 6, 7].map((at) => Date.parse(times[at] ?? '')));
    // The merged values are looked up from then on.
    expect(columns.dictionaries.displayName.code('name-6')).toBe(2);
  });
});
