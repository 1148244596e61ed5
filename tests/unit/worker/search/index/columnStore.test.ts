/**
 * The column store answers the query language as the record store does: every query of the
 * query language's tests (tests/unit/oci/query, read from their source: each string literal
 * that is a query, or a `where` condition) is run over the index's columns and compared with
 * executeQuery over the same records (the reference: compileQuery's `matches` and sortOrder),
 * order, total and facets included — before and after the index is saved and restored, and
 * after removals renumber the rows. A query that reads a field the columns do not keep must be
 * one that names such a field; the console then evaluates records (checked in LocalSearch).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  executeQuery,
  parseQuery,
  planQuery,
  queryBranches,
  querySortClause,
  summaryField,
  type Condition,
  type Query,
} from '../../../../../src/oci/query';
import { resolveField } from '../../../../../src/oci/query/resolveField';
import type { StoredResource } from '../../../../../src/contract/db';
import { ConsoleDb } from '../../../../../src/contract/db';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { decodeTextIndex, encodeTextIndex } from '../../../../../src/worker/search/saved/textIndexCodec';
import { fourByteParts } from '../saved/fourByteParts';
import { withTexts } from '../../../../../src/worker/search/saved/derivedSections';
import { defined } from '../../../defined';
import { sharedLocalSearch } from '../../../../../src/worker/search/sharedLocalSearch';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { recordFacets } from '../query/recordFacets';

const QUERY_TESTS = join(import.meta.dirname, '../../../oci/query');
const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const HOUR = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

/** The contents of the string literals of a source file ('…', "…"; template literals skipped). */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  const literal = /'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"/g;
  for (const match of source.matchAll(literal)) {
    const body = match[1] ?? match[2] ?? '';
    found.push(
      body.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_all, escaped: string) => {
        if (escaped.startsWith('u') && escaped.length === 5)
          return String.fromCharCode(parseInt(escaped.slice(1), 16));
        return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[escaped] ?? escaped;
      }),
    );
  }
  return found;
}

function queryOf(text: string): Query | undefined {
  const parsed = parseQuery(text);
  return parsed.ok ? parsed.query : undefined;
}

/** Every query of the query language's tests: whole queries, and conditions as `query all resources where …`. */
function testQueries(): { readonly text: string; readonly query: Query }[] {
  const seen = new Set<string>();
  const queries: { text: string; query: Query }[] = [];
  for (const file of readdirSync(QUERY_TESTS).filter((name) => name.endsWith('.test.ts'))) {
    for (const literal of stringLiterals(readFileSync(join(QUERY_TESTS, file), 'utf8'))) {
      for (const text of [literal, `query all resources where ${literal}`]) {
        const query = /^\s*query\b/i.test(literal) || text !== literal ? queryOf(text) : undefined;
        if (query === undefined || seen.has(text)) continue;
        seen.add(text);
        queries.push({ text, query });
        break;
      }
    }
  }
  return queries;
}

let sequence = 0;

function resource(overrides: Partial<StoredResource>): StoredResource {
  sequence += 1;
  const type = overrides.resourceType ?? 'Instance';
  return {
    resourceType: type,
    typeKey: type.toLowerCase(),
    identifier: `ocid1.${type.toLowerCase()}.oc1.phx.${String(sequence).padStart(6, '0')}`,
    compartmentId: 'ocid1.compartment.oc1..demo',
    displayName: `${type.toLowerCase()}-${sequence}`,
    timeCreated: '2024-01-01T00:00:00.000Z',
    lifecycleState: 'RUNNING',
    region: 'us-phoenix-1',
    link: null,
    fetchedAt: 1,
    ...overrides,
  };
}

/** Resources like those of the query language's tests, and the edges columns could get wrong. */
function edgeResources(): StoredResource[] {
  return [
    resource({ freeformTags: { env: 'prod', team: 'web' } }),
    resource({ freeformTags: { env: 'dev', owner: 'prod' } }),
    resource({ freeformTags: {} }),
    resource({
      definedTags: {
        Operations: { CostCenter: '42', Team: 'web' },
        Finance: { CostCenter: '7', Approved: true },
      },
      systemTags: { 'orcl-cloud': { 'free-tier-retained': 'true' } },
    }),
    resource({ freeformTags: { env: 'x' }, definedTags: { Ops: { Tier: 'prod' } } }),
    resource({ freeformTags: { count: 3 as unknown as string, Env: 'PROD' } }),
    resource({ timeCreated: iso(NOW - 2 * HOUR) }),
    resource({ timeCreated: iso(NOW - 10 * 24 * HOUR) }),
    resource({ timeCreated: iso(NOW + 3 * HOUR) }),
    resource({ timeCreated: undefined }),
    resource({ timeCreated: '2000-01-01T00:00:00Z' }),
    resource({ timeCreated: '2024-06-15T10:00:00.000Z' }),
    resource({ timeCreated: '2024-06-15 10:00' }),
    resource({ timeCreated: 'not a date' }),
    resource({ timeCreated: '2024-x' }),
    resource({ displayName: 'Web-Server-01', additionalDetails: { cpus: 4, memory: '16', flag: true } }),
    resource({
      displayName: 'db-primary',
      lifecycleState: 'STOPPED',
      additionalDetails: { cpus: 16, memory: '128' },
    }),
    resource({ displayName: undefined, lifecycleState: undefined }),
    resource({ displayName: 'İSTANBUL' }),
    resource({ displayName: 'a.b*c' }),
    resource({ displayName: 'axbbbc' }),
    resource({ displayName: '42' }),
    resource({ displayName: '' }),
    resource({ displayName: 'undated', timeCreated: undefined, identifier: 'id-0' }),
    resource({
      resourceType: 'Vcn',
      displayName: 'vcn-b',
      lifecycleState: 'AVAILABLE',
      availabilityDomain: 'AD-1',
    }),
    resource({ resourceType: 'VCN', displayName: 'VCN-a', availabilityDomain: 'ad-2' }),
    resource({
      resourceType: 'Subnet',
      compartmentId: 'ocid1.compartment.oc1..other',
      lifecycleState: 'running',
    }),
    resource({ resourceType: 'AutonomousDatabase', lifecycleState: 'TERMINATED', displayName: 'ledger db' }),
  ];
}

function corpus(): StoredResource[] {
  return [...edgeResources(), ...syntheticResources(400)];
}

/** Whether the query names a field the columns do not keep (a value field beyond the summary's own). */
function readsOtherFields(query: Query): boolean {
  const names: string[] = [];
  const walk = (condition: Condition): void => {
    if (condition.kind === 'comparison') names.push(condition.field.name);
    else condition.conditions.forEach(walk);
  };
  for (const branch of queryBranches(query)) if (branch.where) walk(branch.where);
  const sort = querySortClause(query);
  if (sort) names.push(sort.field.name);
  return names.some((name) => {
    const field = summaryField(name);
    return (
      resolveField(name).kind === 'value' &&
      (field === undefined || (field === 'identifier' && name === sort?.field.name))
    );
  });
}

function indexOf(records: readonly StoredResource[]): TextIndex {
  const index = new TextIndex();
  for (const record of records) index.add(record);
  return index;
}

/**
 * Removes every `every`-th record from the index and renames (with a new state) every fifth of
 * the rest; answers the records the index then holds.
 */
function removeAndRename(
  index: TextIndex,
  records: readonly StoredResource[],
  every: number,
): StoredResource[] {
  const removed = new Set(records.filter((_, at) => at % every === 0).map((record) => record.identifier));
  for (const id of removed) index.remove(id);
  const renamed = records
    .filter((record, at) => !removed.has(record.identifier) && at % 5 === 1)
    .map((record) => ({
      ...record,
      displayName: `renamed ${record.displayName ?? ''}`,
      lifecycleState: 'STOPPED',
    }));
  for (const record of renamed) index.add(record);
  const byId = new Map(
    records.filter((record) => !removed.has(record.identifier)).map((r) => [r.identifier, r]),
  );
  for (const record of renamed) byId.set(record.identifier, record);
  return [...byId.values()];
}

/** Compares the columns' answer of every query with executeQuery's; answers how many the columns answered. */
function compareAll(
  index: TextIndex,
  records: readonly StoredResource[],
  page: { readonly limit: number; readonly offset: number } = { limit: records.length, offset: 0 },
  queries: readonly { readonly text: string; readonly query: Query }[] = testQueries(),
): number {
  let answered = 0;
  for (const { text, query } of queries) {
    let expected: StoredResource[];
    try {
      expected = executeQuery(query, records, { now: NOW }) as StoredResource[];
    } catch {
      expect(() => planQuery(query, NOW), text).toThrow();
      continue;
    }
    const found = index.structured(planQuery(query, NOW), querySortClause(query), page);
    if (found === undefined) {
      expect(readsOtherFields(query), `${text}: not answered by the columns`).toBe(true);
      continue;
    }
    answered += 1;
    expect(found.ids, text).toEqual(
      expected.slice(page.offset, page.offset + page.limit).map((item) => item.identifier),
    );
    expect(found.total, text).toBe(expected.length);
    expect(found.facets, text).toEqual(recordFacets(expected));
  }
  return answered;
}

describe('the column store against the record store', () => {
  it('reads the query language tests’ queries', () => {
    const queries = testQueries();
    expect(queries.length).toBeGreaterThan(150);
    expect(queries.map((query) => query.text)).toContain(
      "query all resources where freeformTags.key = 'env' && freeformTags.value = 'prod'",
    );
  });

  it('answers every query of the query language tests as executeQuery does', () => {
    const records = corpus();
    const answered = compareAll(indexOf(records), records);
    expect(answered).toBeGreaterThan(100);
  });

  it("answers a branch's conditions on its types' rows as on every row", () => {
    const records = corpus();
    const instance = records.find((record) => record.typeKey === 'instance')?.identifier ?? '';
    const texts = [
      `query instance resources where identifier = '${instance}'`,
      `query instance, vcn resources where identifier != '${instance}' && lifecycleState = 'RUNNING'`,
      `query instance resources where lifecycleState != 'RUNNING' || identifier = '${instance}'`,
      "query vcn, subnet resources where displayName =~ 'a' || (lifecycleState = 'running' && displayName != 'VCN-a')",
      "query instance resources where freeformTags.key != 'env' || lifecycleState = 'STOPPED' sorted by displayName asc",
      `query instance resources where identifier = '${instance}' || lifecycleState = 'STOPPED' union query vcn resources`,
    ];
    const queries = texts.map((text) => ({ text, query: defined(queryOf(text)) }));
    expect(compareAll(indexOf(records), records, { limit: records.length, offset: 0 }, queries)).toBe(
      texts.length,
    );
  });

  it("answers a branch's types from the rows grouped by type, rows removed and added since", () => {
    const records = corpus();
    const index = indexOf(records);
    const typed = testQueries().filter(({ text }) => !/^query all /i.test(text));
    expect(typed.length).toBeGreaterThan(20);
    index.prepare();
    expect(compareAll(index, records, { limit: 5, offset: 1 }, typed)).toBeGreaterThan(20);
    // Removed only: the groups stay current, the removed rows in them (their type now dead).
    const removed = new Set(records.filter((_, at) => at % 3 === 0).map((record) => record.identifier));
    for (const id of removed) index.remove(id);
    const kept = records.filter((record) => !removed.has(record.identifier));
    compareAll(index, kept, { limit: 5, offset: 1 }, typed);
    compareAll(index, kept, { limit: kept.length, offset: 0 }, typed);
    // Added: the groups are out of date (read from every row) until prepared again.
    const added = records
      .filter((_, at) => at % 3 === 0)
      .map((record) => ({ ...record, identifier: `${record.identifier}-again`, displayName: 'again' }));
    for (const record of added) index.add(record);
    const current = [...kept, ...added];
    compareAll(index, current, { limit: current.length, offset: 0 }, typed);
    index.prepare();
    compareAll(index, current, { limit: current.length, offset: 0 }, typed);
  });

  it("answers `=~` on a few types' rows from those rows' values, as on every value", () => {
    // Many names, few of them a load balancer's or a vcn's: `=~` reads those rows' names only.
    const records = [...corpus(), ...syntheticResources(3_000, 400)];
    const some = records.filter((record) => record.typeKey === 'loadbalancer' || record.typeKey === 'vcn');
    expect(some.length * 4).toBeLessThan(records.length);
    const words = ['PROXY', 'web', 'a', 'db-0', 'nothing-like-it'];
    const texts = words.flatMap((word) => [
      `query loadbalancer resources where displayName =~ '${word}'`,
      `query loadbalancer, vcn resources where displayName !=~ '${word}' sorted by displayName asc`,
      `query loadbalancer resources where lifecycleState = 'FAILED' || displayName =~ '${word}'`,
    ]);
    const queries = texts.map((text) => ({ text, query: defined(queryOf(text)) }));
    const index = indexOf(records);
    const page = { limit: records.length, offset: 0 };
    expect(compareAll(index, records, page, queries)).toBe(texts.length);
    index.prepare();
    expect(compareAll(index, records, page, queries)).toBe(texts.length);
    // A name added after the pair masks were made is read on its own.
    const late = {
      ...defined(some[0]),
      identifier: 'ocid1.loadbalancer.oc1..late',
      displayName: 'Late-PROXY-web-db-0',
    };
    index.add(late);
    compareAll(index, [...records, late], page, queries);
  });

  it('answers the same after a save and a restore', () => {
    const records = corpus();
    const restored = TextIndex.load(indexOf(records).serialize());
    compareAll(restored, records);
  });

  it('answers the same from the packed save (format 6) as from the unpacked one (format 5) of the same index', () => {
    const records = corpus();
    const packed = indexOf(records).serialize();
    const parts = decodeTextIndex(packed.slice(0));
    const unpacked = encodeTextIndex(parts, 5);
    // Packed: varints, gaps, no forward lists; unpacked: four bytes a number, as saved before.
    expect(packed.byteLength).toBeLessThan(unpacked.byteLength);
    expect(fourByteParts(withTexts(decodeTextIndex(unpacked)))).toEqual(fourByteParts(withTexts(parts)));
    expect(compareAll(TextIndex.load(packed), records)).toBeGreaterThan(100);
    expect(compareAll(TextIndex.load(unpacked), records)).toBeGreaterThan(100);
  });

  it('answers the same from a save and the tails saved after it', () => {
    const records = corpus();
    const index = indexOf(records.slice(0, 300));
    const saved = index.serialize();
    const tails = [];
    for (const record of records.slice(300)) index.add(record);
    tails.push(defined(index.tail()));
    const expected = removeAndRename(index, records, 7);
    tails.push(defined(index.tail()));
    const restored = TextIndex.load(saved);
    for (const tail of tails) {
      const read = { ...tail, parts: decodeTextIndex(encodeTextIndex(tail.parts), 'tail') };
      expect(restored.applyTail(read)).toBe(true);
    }
    expect(compareAll(restored, expected)).toBeGreaterThan(100);
  });

  it('answers the same with values appended unchecked by a restored index, and after a compaction merges them', () => {
    // Past 4,096 names and creation times, a restored index appends a value without looking it up.
    const records = [...edgeResources(), ...syntheticResources(4_500)];
    const restored = TextIndex.load(indexOf(records).serialize());
    // Replacements repeat their names and times: each one appended again, under a second code.
    const replaced = records
      .filter((_, at) => at % 40 === 3)
      .map((record) => ({ ...record, lifecycleState: 'STOPPED' }));
    for (const record of replaced) restored.add(record);
    const byId = new Map(records.map((record) => [record.identifier, record]));
    for (const record of replaced) byId.set(record.identifier, record);
    compareAll(restored, [...byId.values()]);
    restored.compact();
    compareAll(restored, [...byId.values()]);
  });

  it('answers the same after removals and replacements renumber the rows', () => {
    const records = corpus();
    const index = indexOf(records);
    const expected = removeAndRename(index, records, 3);
    index.compact();
    compareAll(index, expected);
  });

  it('prepares in steps, rows added and removed between them, and pages as executeQuery does after', () => {
    const records = corpus();
    const index = indexOf(records);
    const steps = index.preparation();
    let taken = 0;
    const step = (): boolean => {
      const next = steps.next();
      if (!next.done) taken += 1;
      return next.done !== true;
    };
    // The caches' step, then rows come and go before the sketch and the presorted rows are built.
    expect(step()).toBe(true);
    const removed = new Set(records.filter((_, at) => at % 5 === 1).map((record) => record.identifier));
    for (const id of removed) index.remove(id);
    const added = records
      .filter((_, at) => at % 6 === 2)
      .map((record) => ({ ...record, identifier: `${record.identifier}x`, timeCreated: iso(NOW) }));
    for (const record of added) index.add(record);
    const current = [...records.filter((record) => !removed.has(record.identifier)), ...added];
    while (step()) compareAll(index, current, { limit: 5, offset: 2 });
    // The caches, the sketch, the names' pair masks, whether the tokens are runs and each
    // presorted order: a step each at this size.
    expect(taken).toBe(6);
    compareAll(index, current, { limit: 5, offset: 2 });
    compareAll(index, current, { limit: 1, offset: 0 });
  });

  it('pages down the presorted rows as executeQuery does, before and after rows are added and removed', () => {
    const records = corpus();
    const index = indexOf(records);
    index.prepare();
    for (const page of [
      { limit: 1, offset: 0 },
      { limit: 5, offset: 2 },
    ])
      compareAll(index, records, page);
    // Removed (dead, not yet renumbered) and added rows: the permutations are out of date until
    // prepare() builds them again, over the dead rows too.
    const removed = new Set(records.filter((_, at) => at % 4 === 0).map((record) => record.identifier));
    for (const id of removed) index.remove(id);
    const added = records
      .filter((_, at) => at % 7 === 3)
      .map((record) => ({ ...record, displayName: `b ${record.displayName ?? ''}`, timeCreated: iso(NOW) }));
    for (const record of added) index.add(record);
    const byId = new Map(
      records.filter((record) => !removed.has(record.identifier)).map((r) => [r.identifier, r]),
    );
    for (const record of added) byId.set(record.identifier, record);
    const current = [...byId.values()];
    compareAll(index, current, { limit: 5, offset: 2 });
    index.prepare();
    compareAll(index, current, { limit: 5, offset: 2 });
    index.compact();
    index.prepare();
    compareAll(index, current, { limit: 3, offset: 0 });
  });

  it('answers a creation time compared with an instant from the presorted times, as executeQuery does', () => {
    // Every creation time an instant (or missing): the presorted times answer these queries.
    const dated = syntheticResources(400);
    const boundary = defined(dated[17]?.timeCreated);
    const records = [
      ...dated,
      resource({ timeCreated: undefined }),
      resource({ timeCreated: boundary }),
      resource({ timeCreated: boundary, resourceType: 'Vcn' }),
    ];
    const instants = [...new Set(dated.map((record) => defined(record.timeCreated)))].sort();
    const texts = [
      boundary,
      defined(instants[0]),
      defined(instants.at(-1)),
      '1990-01-01T00:00:00Z',
      '2099-01-01T00:00:00Z',
    ];
    const queries = texts.flatMap((instant) =>
      ['>', '>=', '<', '<='].flatMap((operator) =>
        [
          `query all resources where timeCreated ${operator} '${instant}'`,
          `query all resources where timeCreated ${operator} '${instant}' sorted by displayName asc`,
          `query all resources where timeCreated ${operator} '${instant}' && lifecycleState = 'RUNNING'`,
          `query vcn resources where timeCreated ${operator} '${instant}'`,
        ].map((text) => ({ text, query: defined(queryOf(text)) })),
      ),
    );
    // Compacted first: a new index's first query would compact it, and the order with it.
    const index = indexOf(records);
    index.compact();
    index.prepare();
    for (const page of [
      { limit: 1, offset: 0 },
      { limit: 7, offset: 3 },
      { limit: records.length, offset: 0 },
    ])
      expect(compareAll(index, records, page, queries)).toBe(queries.length);
    // Rows removed (dead, still in the order) and added (the order out of date until prepared).
    for (const record of records.filter((_, at) => at % 10 === 0)) index.remove(record.identifier);
    const added = dated.slice(0, 10).map((record) => ({ ...record, identifier: `${record.identifier}-b` }));
    for (const record of added) index.add(record);
    const current = [...records.filter((_, at) => at % 10 !== 0), ...added];
    compareAll(index, current, { limit: 9, offset: 0 }, queries);
    index.prepare();
    compareAll(index, current, { limit: 9, offset: 0 }, queries);
    expect(compareAll(index, current, { limit: current.length, offset: 0 }, queries)).toBe(queries.length);
  });

  it('answers the same as pages arrive between queries, fresh and after a restore', () => {
    const records = corpus();
    const half = Math.floor(records.length / 2);
    for (const start of ['fresh', 'restored'] as const) {
      const built = indexOf(records.slice(0, half));
      const index = start === 'fresh' ? built : TextIndex.load(built.serialize());
      compareAll(index, records.slice(0, half));
      // The sort ranks and joined values the queries built are carried over to each page's values.
      const pages = [
        records.slice(half, half + 20),
        records.slice(half + 20, half + 150),
        records.slice(half + 150),
      ];
      let seen = half;
      for (const page of pages) {
        for (const record of page) index.add(record);
        seen += page.length;
        compareAll(index, records.slice(0, seen));
      }
    }
  });

  it('pages and filters over the columns as over records', () => {
    const records = corpus();
    const index = indexOf(records);
    const query = queryOf('query all resources sorted by displayName asc');
    if (query === undefined) throw new Error('unparsed');
    const expected = (executeQuery(query, records) as StoredResource[]).filter(
      (item) => item.lifecycleState === 'RUNNING' && item.typeKey === 'instance',
    );
    const found = index.structured(planQuery(query, NOW), querySortClause(query), {
      limit: 7,
      offset: 5,
      states: ['RUNNING'],
      types: ['INSTANCE'],
    });
    expect(found?.ids).toEqual(expected.slice(5, 12).map((item) => item.identifier));
    expect(found?.total).toBe(expected.length);
  });
});

describe('LocalSearch over the columns', () => {
  const dbs: ConsoleDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) {
      db.close();
      await db.delete();
    }
  });

  it('answers every query, from the columns or from records, as executeQuery does', async () => {
    const db = new ConsoleDb(`columns-${Math.random()}`);
    dbs.push(db);
    const records = corpus();
    const opened = await sharedLocalSearch(db)();
    if (!opened.ok) throw new Error(opened.failure.message);
    const local = opened.value;
    const stored = await local.putPage(records);
    expect(stored.ok).toBe(true);
    for (const { text, query } of testQueries()) {
      let expected: StoredResource[];
      try {
        expected = executeQuery(query, records) as StoredResource[];
      } catch {
        continue;
      }
      // `now` is the search's own clock here; queries relative to it may cross a boundary
      // between the two evaluations only if a resource sits within milliseconds of it.
      const page = await local.search({ text, limit: records.length });
      if (!page.ok) throw new Error(`${text}: ${page.failure.message}`);
      expect(
        page.value.items.map((item) => item.identifier),
        text,
      ).toEqual(expected.map((item) => item.identifier));
    }
    local.close();
  });
});
