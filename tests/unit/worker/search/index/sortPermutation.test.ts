import { describe, expect, it } from 'vitest';
import { ranksOf, rowOrder } from '../../../../../src/worker/search/query/columnOrder';
import { sortOrder } from '../../../../../src/oci/query';
import { COLUMN_FIELDS, FieldColumns } from '../../../../../src/worker/search/index/fieldColumns';
import { buildSortPermutation, firstInOrder } from '../../../../../src/worker/search/index/sortPermutation';
import type { StoredResource } from '../../../../../src/contract/db';
import { makeStoredResource } from '../../builders';
import { identifierOrder } from '../../../../../src/worker/search/index/identifierOrder';

const NAMES = ['web', 'Web', 'api', '10', '9', 'db-2', 'db-10', undefined];
const TIMES = ['2024-01-02T00:00:00Z', '2023-05-01T00:00:00Z', 'soon', undefined];

function resources(count: number, from = 0): StoredResource[] {
  return Array.from({ length: count }, (_, at) => {
    const n = from + at;
    return makeStoredResource({
      identifier: `ocid1.res.oc1..${((n * 37) % 101).toString().padStart(3, '0')}-${n}`,
      displayName: NAMES[n % NAMES.length],
      timeCreated: TIMES[(n >> 1) % TIMES.length],
      lifecycleState: n % 3 === 0 ? 'RUNNING' : 'STOPPED',
    });
  });
}

function columnsOf(records: readonly StoredResource[]) {
  const fields = new FieldColumns();
  for (const record of records) fields.add(record);
  const ids = records.map((record) => record.identifier);
  return { fields, ids, idOrder: identifierOrder(ids, undefined) };
}

const clause = (name: string, direction: 'asc' | 'desc') => ({
  field: { kind: 'field' as const, name, position: 0 },
  direction,
  position: 0,
});

describe('presorted rows', () => {
  it('walk every column field in the order of a full sort, both ways, ties by identifier', () => {
    const source = columnsOf(resources(90));
    const all = source.ids.map((_, row) => row);
    for (const field of COLUMN_FIELDS) {
      const permutation = buildSortPermutation(
        ranksOf(source.fields, field),
        source.fields.codes[field].view(),
        source.idOrder,
      );
      for (const direction of ['asc', 'desc'] as const) {
        const order = rowOrder(clause(field, direction), source);
        if (order === undefined) throw new Error(field);
        const sorted = [...all].sort(order);
        expect(
          firstInOrder(permutation, direction, all.length, () => true),
          `${field} ${direction}`,
        ).toEqual(sorted);
        // The first few that pass a test, as the full sort's first few of those.
        const odd = (row: number) => row % 2 === 1;
        expect(firstInOrder(permutation, direction, 7, odd), `${field} ${direction}`).toEqual(
          sorted.filter(odd).slice(0, 7),
        );
        expect(firstInOrder(permutation, direction, 0, () => true)).toEqual([]);
      }
    }
  });

  it('are kept while the rows are as built, and out of date once a row is added', () => {
    const records = resources(40);
    const source = columnsOf(records);
    const build = () =>
      buildSortPermutation(
        ranksOf(source.fields, 'displayName'),
        source.fields.codes.displayName.view(),
        source.idOrder,
      );
    expect(source.fields.permutation('displayName', 'current', build)).toBeUndefined();
    const built = source.fields.permutation('displayName', 'build', build);
    expect(built).toBeDefined();
    expect(source.fields.permutation('displayName', 'current', build)).toBe(built);
    // A row whose values are all known already: the dictionary does not grow, the rows do.
    const [again] = resources(1, 8);
    if (again === undefined) throw new Error('no resource');
    source.fields.add({ ...again, identifier: 'ocid1.res.oc1..added' });
    source.ids.push('ocid1.res.oc1..added');
    expect(source.fields.permutation('displayName', 'current', build)).toBeUndefined();
    const rebuilt = source.fields.permutation('displayName', 'build', build);
    expect(rebuilt?.rows).toHaveLength(41);
    const order = rowOrder(clause('displayName', 'desc'), source);
    if (rebuilt === undefined || order === undefined) throw new Error('not built');
    expect(firstInOrder(rebuilt, 'desc', 41, () => true)).toEqual(
      source.ids.map((_, row) => row).sort(order),
    );
    // Renumbered rows (compaction): out of date as well.
    source.fields.compact(source.ids.map((_, row) => row));
    expect(source.fields.permutation('displayName', 'current', build)).toBeUndefined();
  });

  it('order by creation times from their instants, shared, as records sort, as the times grow', () => {
    const dated = (count: number, from: number): StoredResource[] =>
      resources(count, from).map((record, at) => ({
        ...record,
        timeCreated:
          (from + at) % 7 === 0 ? undefined : `2024-0${1 + ((from + at) % 9)}-1${(from + at) % 3}T00:00:00Z`,
      }));
    const records = dated(60, 0);
    const source = columnsOf(records);
    const check = (): void => {
      for (const direction of ['asc', 'desc'] as const) {
        const order = rowOrder(clause('timeCreated', direction), source);
        const reference = sortOrder(clause('timeCreated', direction));
        if (order === undefined) throw new Error('not a column');
        const rows = source.ids.map((_, row) => row);
        expect(rows.sort(order).map((row) => source.ids[row])).toEqual(
          [...records]
            .sort((a, b) => reference.compareKeys(reference.key(a), reference.key(b)))
            .map((record) => record.identifier),
        );
      }
    };
    check();
    // Every value a date: the places are the instants themselves.
    expect(ranksOf(source.fields, 'timeCreated').places.buffer).toBe(source.fields.instants.view().buffer);
    for (const record of dated(30, 500)) {
      source.fields.add(record);
      source.ids.push(record.identifier);
      records.push(record);
    }
    check();
    // A value that is no date: ranked with the others, in the records' order still.
    const [odd] = resources(1, 2);
    if (odd === undefined) throw new Error('no resource');
    const soon = { ...odd, identifier: 'ocid1.res.oc1..soon', timeCreated: 'soon' };
    source.fields.add(soon);
    source.ids.push(soon.identifier);
    records.push(soon);
    check();
  });

  it('walk creation times of a row each, and rows without one, in the order of a full sort', () => {
    // A time of its own for each resource, but every seventh has none.
    const records = resources(80).map((record, at) => ({
      ...record,
      timeCreated:
        at % 7 === 3
          ? undefined
          : new Date(Date.UTC(2024, 0, 1) + ((at * 37) % 80) * 3_600_000).toISOString(),
    }));
    const source = columnsOf(records);
    const permutation = buildSortPermutation(
      ranksOf(source.fields, 'timeCreated'),
      source.fields.codes.timeCreated.view(),
      source.idOrder,
    );
    // One bit a row marks the runs.
    expect(permutation.runStarts.byteLength).toBe(10);
    const all = source.ids.map((_, row) => row);
    for (const direction of ['asc', 'desc'] as const) {
      const order = rowOrder(clause('timeCreated', direction), source);
      if (order === undefined) throw new Error('not a column');
      const sorted = [...all].sort(order);
      expect(
        firstInOrder(permutation, direction, all.length, () => true),
        direction,
      ).toEqual(sorted);
      const odd = (row: number) => row % 2 === 1;
      expect(firstInOrder(permutation, direction, 9, odd), direction).toEqual(sorted.filter(odd).slice(0, 9));
    }
  });
});
