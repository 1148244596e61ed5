/**
 * The query columns, compacted: each dictionary keeps the values the rows use, once, and the
 * creation instants follow their values.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_FIELD_COLUMNS, FieldColumns } from '../../../../../src/worker/search/index/fieldColumns';
import { makeStoredResource } from '../../builders';

const SIZE = 8_192;
const names = Array.from({ length: SIZE }, (_, at) => `name-${String(at)}`);

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
