import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileQuery, parseQuery, planQuery, querySortClause, type Query } from '../../../../../src/oci/query';
import { ConsoleDb } from '../../../../../src/contract/db';
import { LocalSearch } from '../../../../../src/worker/search/localSearch';
import type { LocalSearchDeps } from '../../../../../src/worker/search/localSearchTypes';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import {
  NEWEST_QUERY,
  REHEARSAL_LIMIT,
  rehearsalQueries,
} from '../../../../../src/worker/search/query/rehearsal';
import { toSearchRow, type SearchRow } from '../../../../../src/worker/search/query/searchRow';
import { ResourceStore } from '../../../../../src/worker/store/resourceStore';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { makeStoredResource } from '../../builders';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const TENANCY = syntheticResources(1_500);

function structured(index: TextIndex, text: string) {
  const parsed = parseQuery(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return index.structured(planQuery(parsed.query, NOW), querySortClause(parsed.query), { limit: REHEARSAL_LIMIT });
}

function row(overrides: Partial<SearchRow> = {}): SearchRow {
  return { ...toSearchRow(makeStoredResource({ displayName: 'prod-payments-web-07' })), ...overrides };
}

describe('rehearsalQueries', () => {
  it('makes each kind of search from the newest resource, every structured one answered by the columns', () => {
    const index = new TextIndex();
    for (const resource of TENANCY) index.add(resource);
    const newest = structured(index, NEWEST_QUERY)?.rows[0];
    expect(newest).toBeDefined();
    if (newest === undefined) return;
    const queries = rehearsalQueries(newest, NOW);
    const [word = ''] = (newest.displayName ?? '').toLowerCase().split(/[^a-z0-9]+/);
    const type = newest.resourceType.toLowerCase();
    const state = newest.lifecycleState ?? '';
    expect(queries).toEqual(
      expect.arrayContaining([
        word.slice(0, 2),
        word,
        `query all resources where lifecycleState = '${state}'`,
        `query ${type} resources where compartmentId = '${newest.compartmentId}'`,
        `query ${type} resources matching '${word}'`,
      ]),
    );
    // Each kind the columns evaluate: states equal and not, `=~` short and long, times, tags,
    // `||`, `&&`, `matching`, and both presorted orders.
    for (const kind of [" = '", " != '", " =~ '", ' > ', 'freeformTags', ' || ', ' && ', ' matching ']) {
      expect(queries.some((query) => query.includes(kind))).toBe(true);
    }
    for (const order of ['sorted by displayName asc', 'sorted by timeCreated desc']) {
      expect(queries.some((query) => query.endsWith(order))).toBe(true);
    }
    const free = queries.filter((query) => !query.startsWith('query '));
    expect(free.length).toBeGreaterThanOrEqual(3);
    for (const text of free) expect(index.search(text, { limit: REHEARSAL_LIMIT }).total).toBeGreaterThan(0);
    // None falls to the records (structured answers undefined when the columns cannot).
    const answered = queries.filter((query) => query.startsWith('query ')).map((query) => structured(index, query));
    expect(answered.length).toBeGreaterThanOrEqual(10);
    for (const answer of answered) expect(answer).toBeDefined();
    expect(answered.filter((answer) => (answer?.total ?? 0) > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('quotes only plain values: a name, state or compartment with a quote leaves out what would quote it', () => {
    const hostile = row({
      displayName: "x' || lifecycleState = 'RUNNING",
      lifecycleState: "RUNNING' || true",
      compartmentId: "ocid1.compartment.oc1..a'b",
    });
    const queries = rehearsalQueries(hostile, NOW);
    for (const query of queries.filter((text) => text.startsWith('query '))) {
      expect(parseQuery(query).ok, query).toBe(true);
    }
    expect(queries.join('\n')).not.toContain("RUNNING'");
    expect(queries.join('\n')).not.toContain("a'b");
    expect(queries.some((query) => query.includes('lifecycleState'))).toBe(false);
    // What is plain still comes: the name's words, and the queries without the state.
    expect(queries).toContain('x');
    expect(queries).toContain("query all resources where displayName =~ 'x'");
    // A resource without a name or state still rehearses the queries that need neither.
    const bare = rehearsalQueries(row({ displayName: undefined, lifecycleState: undefined }), NOW);
    expect(bare).toContain('query all resources sorted by displayName asc');
    expect(bare.some((query) => query.startsWith("query all resources where timeCreated > '2026-10-02T"))).toBe(true);
    expect(bare.every((query) => query.startsWith('query '))).toBe(true);
  });
});

describe('the rehearsal in a LocalSearch', () => {
  let opened: { db: ConsoleDb; search: LocalSearch<Query> }[] = [];
  afterEach(async () => {
    for (const { db, search } of opened) {
      search.close();
      db.close();
      await db.delete();
    }
    opened = [];
  });

  async function open(rehearsalFrom: number) {
    const db = new ConsoleDb(`rehearsal-${opened.length}-${Math.random()}`);
    const store = new ResourceStore(db);
    const asked: string[] = [];
    const deps: LocalSearchDeps<Query> = {
      store,
      parse: (text) => {
        asked.push(text);
        return parseQuery(text);
      },
      compile: (query, options) => compileQuery(query, options),
      plan: (query, now) => ({ branches: planQuery(query, now), sort: querySortClause(query) }),
      now: () => NOW,
      saveDelayMs: 0,
      rehearsalFrom,
    };
    const opening = await LocalSearch.open(deps);
    if (!opening.ok) throw new Error(opening.failure.message);
    opened.push({ db, search: opening.value });
    return { search: opening.value, asked };
  }

  it('rehearses once the index is prepared and large enough, once, never loading the records', async () => {
    const { search, asked } = await open(1_000);
    // Below the size, a preparation rehearses nothing.
    await search.putPage(TENANCY.slice(0, 500));
    await vi.waitFor(
      () => {
        expect(search.status().prepared).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(asked).toEqual([]);

    await search.putPage(TENANCY.slice(500));
    await vi.waitFor(
      () => {
        expect(search.status().prepared).toBe(true);
      },
      { timeout: 10_000 },
    );
    const newest = await search.search({ text: NEWEST_QUERY, limit: 1 });
    if (!newest.ok) throw new Error(newest.failure.message);
    const [first] = newest.value.items;
    if (first === undefined) throw new Error('no newest row');
    const rehearsed = rehearsalQueries(first, NOW).filter((query) => query.startsWith('query '));
    // Each rehearsed twice, after the newest resource is asked for.
    expect(asked.slice(0, 2 * rehearsed.length + 1)).toEqual([NEWEST_QUERY, ...rehearsed, ...rehearsed]);
    expect(search.status().recordsLoaded).toBe(false);

    // A later preparation (after more writes) builds the caches again, without a rehearsal.
    asked.length = 0;
    await search.putPage([makeStoredResource({ displayName: 'late-arrival' })]);
    await vi.waitFor(
      () => {
        expect(search.status().prepared).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(asked).toEqual([]);
  });
});
