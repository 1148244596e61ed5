/**
 * A query of every resource (no condition, no `matching`, no filter) is answered from the
 * count and facets of every live row, kept between answers: they must follow every change of
 * the rows, and the page must be the query's as executeQuery gives it.
 */
import { describe, expect, it } from 'vitest';
import type { StoredResource } from '../../../../../src/contract/db';
import { executeQuery, parseQuery, planQuery, querySortClause } from '../../../../../src/oci/query';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { recordFacets } from './recordFacets';

const NOW = Date.UTC(2026, 10, 1);

const EVERY_RESOURCE = [
  'query all resources',
  'query all resources sorted by displayName asc',
  'query all resources sorted by timeCreated desc',
  "query vcn resources where lifecycleState = 'AVAILABLE' union query all resources",
];

/** Compares each query's page, total and facets with executeQuery's over the records. */
function compare(index: TextIndex, records: readonly StoredResource[], limit: number): void {
  for (const text of EVERY_RESOURCE) {
    const parsed = parseQuery(text);
    if (!parsed.ok) throw new Error(text);
    const expected = executeQuery(parsed.query, records, { now: NOW }) as StoredResource[];
    const found = index.structured(planQuery(parsed.query, NOW), querySortClause(parsed.query), {
      limit,
      offset: 1,
    });
    expect(found?.ids, text).toEqual(expected.slice(1, 1 + limit).map((item) => item.identifier));
    expect(found?.total, text).toBe(records.length);
    expect(found?.facets, text).toEqual(recordFacets(expected));
  }
}

describe('a query of every resource', () => {
  it('answers from the live rows’ count and facets as rows are added, removed, replaced and renumbered', () => {
    const first = syntheticResources(600);
    const index = new TextIndex();
    for (const record of first) index.add(record);
    const byId = new Map(first.map((record) => [record.identifier, record]));
    const current = (): StoredResource[] => [...byId.values()];
    compare(index, current(), 30);
    compare(index, current(), 1_000);

    // Removed: the same number of rows, fewer live.
    for (const record of first.filter((_, at) => at % 7 === 0)) {
      index.remove(record.identifier);
      byId.delete(record.identifier);
    }
    compare(index, current(), 30);

    // Added: more rows, as many removed.
    for (const record of syntheticResources(50, 600)) {
      index.add(record);
      byId.set(record.identifier, record);
    }
    compare(index, current(), 30);

    // Replaced with another state: a removal and an addition at once.
    for (const record of first.filter((_, at) => at % 7 === 3)) {
      const replaced = { ...record, lifecycleState: 'STOPPED' };
      index.add(replaced);
      byId.set(record.identifier, replaced);
    }
    compare(index, current(), 30);

    // Renumbered: as many live rows as before, under other numbers.
    index.compact();
    compare(index, current(), 30);
    index.prepare();
    compare(index, current(), 30);
    compare(index, current(), 1_000);
  });

  it('keeps to the filters: the types, states, regions and compartment asked for', () => {
    const records = syntheticResources(300);
    const index = new TextIndex();
    for (const record of records) index.add(record);
    const parsed = parseQuery('query all resources sorted by displayName asc');
    if (!parsed.ok) throw new Error('unparsed');
    const plan = planQuery(parsed.query, NOW);
    const sort = querySortClause(parsed.query);
    // The whole answer first, so that what it keeps is there to be misread.
    expect(index.structured(plan, sort, { limit: 5 })?.total).toBe(records.length);
    const sample = records[0];
    if (sample === undefined) throw new Error('no records');
    const everyRecord = executeQuery(parsed.query, records, { now: NOW }) as StoredResource[];
    const filters = [
      { types: [sample.resourceType.toUpperCase()] },
      { states: [sample.lifecycleState ?? ''] },
      { regions: [sample.region] },
      { compartmentId: sample.compartmentId },
    ];
    for (const filter of filters) {
      const expected = everyRecord.filter(
        (item) =>
          (filter.types === undefined || item.typeKey === sample.typeKey) &&
          (filter.states === undefined || item.lifecycleState === sample.lifecycleState) &&
          (filter.regions === undefined || item.region === sample.region) &&
          (filter.compartmentId === undefined || item.compartmentId === sample.compartmentId),
      );
      expect(expected.length).toBeLessThan(records.length);
      const found = index.structured(plan, sort, { limit: 10, ...filter });
      expect(found?.ids, JSON.stringify(filter)).toEqual(expected.slice(0, 10).map((item) => item.identifier));
      expect(found?.total, JSON.stringify(filter)).toBe(expected.length);
    }
  });
});
