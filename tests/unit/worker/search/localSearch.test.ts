import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceSummary } from '../../../../src/oci/resource';
import type { StoredResource } from '../../../../src/contract/db';
import { LocalSearch } from '../../../../src/worker/search/localSearch';
import type { ParseOutcome, PlannedQuery } from '../../../../src/worker/search/localSearchTypes';
import { toSearchRow } from '../../../../src/worker/search/query/searchRow';
import { TextIndex } from '../../../../src/worker/search/index/textIndex';
import { nextTask } from '../../../../src/worker/search/pacing/afterQueuedTasks';
import type { CompiledSearch } from '../../../../src/worker/search/query/localStructuredSearch';
import { ConsoleDb } from '../../../../src/contract/db';
import { ResourceStore } from '../../../../src/worker/store/resourceStore';
import { makeStoredResource } from '../builders';
import { lastSave } from './lastSave';
import { syntheticResources } from '../../../bench/syntheticResources';
import {
  TAIL_MIN_DOCS,
  TEXT_INDEX_KEY,
  TEXT_INDEX_TAIL_PREFIX,
} from '../../../../src/worker/search/saved/savedIndex';

/** The fake query language: `query <type> [<state>]`; '!!' is a syntax error where it stands. */
interface FakeQuery {
  readonly type: string;
  readonly state?: string;
}

function parse(text: string): ParseOutcome<FakeQuery> {
  const bad = text.indexOf('!!');
  if (bad !== -1)
    return { ok: false, error: { message: `Unexpected '!!' at position ${bad}`, position: bad } };
  const [, type = 'all', state] = text.trim().split(/\s+/);
  return { ok: true, query: { type: type.toLowerCase(), state } };
}

const compiledWith: { now?: number }[] = [];

function compile(query: FakeQuery, options: { now: number }): CompiledSearch {
  compiledWith.push(options);
  if (query.type === 'boom') throw Object.assign(new Error('Unknown field boom'), { position: 6 });
  return {
    types: query.type === 'all' ? 'all' : new Set([query.type]),
    matches: (r: ResourceSummary) =>
      (query.type === 'all' || r.resourceType.toLowerCase() === query.type) &&
      (query.state === undefined || r.lifecycleState === query.state),
    sortKey: (r: ResourceSummary) => r.displayName ?? '',
    compareKeys: (a, b) => String(a).localeCompare(String(b)),
  };
}

let opened: ConsoleDb[] = [];
/** Every search a test opened: closed after it, so no pending save or cache build runs into the next. */
let searches: { close(): void }[] = [];
let serial = 0;

async function openSearch(
  extra: {
    saveDelayMs?: number;
    indexSlice?: number;
    saveAfterChanges?: number;
    logBound?: number;
    clock?: () => number;
  } = {},
) {
  serial += 1;
  const db = new ConsoleDb(`local-search-${serial}`);
  opened.push(db);
  const store = new ResourceStore(db);
  let ticks = 0;
  const opening = await LocalSearch.open({
    store,
    parse,
    compile,
    now: () => 1_000,
    clock: () => (ticks += 4),
    ...extra,
  });
  if (!opening.ok) throw new Error(opening.failure.message);
  searches.push(opening.value);
  return { search: opening.value, store, db };
}

afterEach(async () => {
  for (const search of searches) search.close();
  searches = [];
  for (const db of opened) {
    db.close();
    await db.delete();
  }
  opened = [];
});

const web = makeStoredResource({ identifier: 'web', displayName: 'prod-web-01', fetchedAt: 111 });
const api = makeStoredResource({ identifier: 'api', displayName: 'prod-api-01', lifecycleState: 'STOPPED' });
const vcn = makeStoredResource({
  identifier: 'vcn',
  resourceType: 'Vcn',
  displayName: 'prod-net',
  lifecycleState: 'AVAILABLE',
});

describe('LocalSearch', () => {
  it('answers free text with stored records, their fetch time, a total, facets and the time taken', async () => {
    const { search } = await openSearch();
    await search.putPage([web, api, vcn]);
    const page = await search.search({ text: 'prod-we', limit: 10 });
    expect(page).toEqual({
      ok: true,
      value: {
        mode: 'text',
        items: [toSearchRow(web)],
        total: 1,
        tookMs: 4,
        facets: { types: [{ value: 'instance', count: 1 }], states: [{ value: 'RUNNING', count: 1 }] },
      },
    });
    expect(page.ok && page.value.items[0]?.fetchedAt).toBe(111);
    const filtered = await search.search({ text: 'prod', types: ['Instance'], limit: 10 });
    expect(filtered.ok && filtered.value.items.map((r) => r.identifier)).toEqual(['api', 'web']);
    expect(filtered.ok && filtered.value.facets.types).toEqual([
      { value: 'instance', count: 2 },
      { value: 'vcn', count: 1 },
    ]);
  });

  it('answers a structured query through the injected parse and compile', async () => {
    const { search } = await openSearch();
    await search.putPage([web, api, vcn]);
    const instances = await search.search({ text: '  query instance', limit: 10 });
    expect(instances.ok && instances.value.mode).toBe('structured');
    expect(instances.ok && instances.value.items.map((r) => r.identifier)).toEqual(['api', 'web']);
    expect(compiledWith.at(-1)?.now).toBe(1_000);
    const stopped = await search.search({ text: 'query instance STOPPED', limit: 10 });
    expect(stopped.ok && stopped.value.items).toEqual([toSearchRow(api)]);
    const all = await search.search({
      text: 'QUERY all',
      states: ['RUNNING', 'AVAILABLE'],
      limit: 1,
      offset: 1,
    });
    expect(all.ok && all.value).toMatchObject({
      total: 2,
      items: [toSearchRow(web)],
      facets: {
        types: [
          { value: 'instance', count: 1 },
          { value: 'vcn', count: 1 },
        ],
        states: [
          { value: 'AVAILABLE', count: 1 },
          { value: 'RUNNING', count: 1 },
          { value: 'STOPPED', count: 1 },
        ],
      },
    });
    const queryish = await search.search({ text: 'queryable', limit: 10 });
    expect(queryish.ok && queryish.value.mode).toBe('text');
  });

  it('surfaces a syntax error as a query failure with its position', async () => {
    const { search } = await openSearch();
    expect(await search.search({ text: 'query instance !! x', limit: 10 })).toEqual({
      ok: false,
      failure: { kind: 'query', message: "Unexpected '!!' at position 15", position: 15 },
    });
    expect(await search.search({ text: 'query boom', limit: 10 })).toEqual({
      ok: false,
      failure: { kind: 'query', message: 'Unknown field boom', position: 6 },
    });
  });

  it('keeps the index and the in-memory records in step with writes', async () => {
    const { search } = await openSearch();
    await search.putPage([web, api]);
    expect(await search.preloadRecords()).toEqual({ ok: true, value: 2 });
    await search.putPage([{ ...api, lifecycleState: 'RUNNING', displayName: 'prod-gateway' }, vcn]);
    const running = await search.search({ text: 'query instance RUNNING', limit: 10 });
    expect(running.ok && running.value.items.map((r) => r.displayName)).toEqual([
      'prod-gateway',
      'prod-web-01',
    ]);
    const text = await search.search({ text: 'gateway', limit: 10 });
    expect(text.ok && text.value.items.map((r) => r.identifier)).toEqual(['api']);

    const enriched = await search.applyEnrichment(
      'vcn',
      { cidr: '10.0.0.0/16', altName: 'net (10.0.0.0/16)' },
      '/networking/vcns/vcn',
    );
    expect(enriched.ok && enriched.value?.link).toBe('/networking/vcns/vcn');
    const shown = { link: '/networking/vcns/vcn', altName: 'net (10.0.0.0/16)' };
    // The records' answer and the index's columns both show it.
    const vcns = await search.search({ text: 'query vcn', limit: 10 });
    expect(vcns.ok && vcns.value.items[0]).toMatchObject(shown);
    const byText = await search.search({ text: 'net', limit: 10 });
    expect(byText.ok && byText.value.items[0]).toMatchObject(shown);

    expect(await search.remove(['web'])).toEqual({ ok: true, value: 1 });
    const after = await search.search({ text: 'prod', limit: 10 });
    expect(after.ok && after.value.items.map((r) => r.identifier)).toEqual(['api', 'vcn']);
    expect(search.status()).toMatchObject({ indexed: 2, recordsLoaded: true });
  });

  it('saves the index (debounced or on demand) so the next worker loads it instead of rebuilding', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 0, logBound: 0 });
    expect(search.status().indexSource).toBe('rebuilt');
    await search.putPage([web, api]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reopened = await LocalSearch.open({ store, parse, compile });
    if (reopened.ok) searches.push(reopened.value);
    expect(reopened.ok && reopened.value.status()).toMatchObject({ indexSource: 'saved', indexed: 2 });
    if (!reopened.ok) return;
    await reopened.value.putPage([vcn]);
    expect(await reopened.value.saveIndex()).toEqual({ ok: true, value: undefined });
    reopened.value.close();
    const third = await LocalSearch.open({ store, parse, compile });
    if (third.ok) searches.push(third.value);
    expect(third.ok && third.value.status()).toMatchObject({ indexSource: 'saved', indexed: 3 });
    const found = third.ok ? await third.value.search({ text: 'net', limit: 5 }) : undefined;
    expect(found?.ok && found.value.items).toEqual([toSearchRow(vcn)]);
  });

  it('leaves a few changes to the table, and saves once they pass the log’s bound', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 0, logBound: 3 });
    const savedCount = async () => ((await lastSave(store.db))?.value as { count: number }).count;
    await search.putPage([web, { ...api, fetchedAt: 120 }]);
    await search.applyEnrichments([
      { id: 'web', enrichment: { altName: 'web 2' }, link: '/compute/instances/web' },
    ]);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await savedCount()).toBe(0);
    // A start meanwhile finds them in the table: the stored pages and the enrichment.
    const meanwhile = await LocalSearch.open({ store, parse, compile });
    if (!meanwhile.ok) throw new Error(meanwhile.failure.message);
    searches.push(meanwhile.value);
    const found = await meanwhile.value.search({ text: 'prod', limit: 10 });
    expect(found.ok && found.value.items.map((row) => [row.identifier, row.altName])).toEqual(
      expect.arrayContaining([
        ['web', 'web 2'],
        ['api', undefined],
      ]),
    );
    meanwhile.value.close();
    // The fourth change (two pages and an enrichment before it) passes the bound: saved once the writes stop.
    await search.putPage([{ ...vcn, fetchedAt: 200 }]);
    await vi.waitFor(async () => {
      expect(await savedCount()).toBe(3);
    });
  });

  it('saves after a removal however few the changes, so a start need not compare every identifier', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 0, logBound: 100 });
    await search.putPage([web, api]);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await lastSave(store.db)).toMatchObject({ value: { count: 0, removals: 0 } });
    await search.remove(['web']);
    await vi.waitFor(async () => {
      expect(await lastSave(store.db)).toMatchObject({ value: { count: 1, removals: 1 } });
    });
  });

  it('indexes a page in slices, yielding between them, and applies writes in the order stored', async () => {
    const { search } = await openSearch({ indexSlice: 1 });
    // 'a' comes last, so its newer version is stored while this page is still being indexed.
    const page = ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'a'].map((name) =>
      makeStoredResource({ identifier: name, displayName: `node-${name}` }),
    );
    const done = { first: false };
    const first = search.putPage(page).then((answer) => {
      done.first = true;
      return answer;
    });
    const renamed = search.putPage([makeStoredResource({ identifier: 'a', displayName: 'renamed-a' })]);
    const seen = new Set<number>();
    while (!done.first) {
      seen.add(search.status().indexed);
      // Queued as the slices' own yields are (a timer's turn may come only after all of them).
      await nextTask();
    }
    expect((await first).ok && (await renamed).ok).toBe(true);
    // Between two slices the page is partly indexed, and searches run there.
    expect([...seen].some((indexed) => indexed > 0 && indexed < page.length)).toBe(true);
    const found = await search.search({ text: 'renamed', limit: 10 });
    expect(found.ok && found.value.items.map((item) => item.identifier)).toEqual(['a']);
    const old = await search.search({ text: 'node-a', limit: 10 });
    expect(old.ok && old.value.total).toBe(0);
  });

  it('saves at once when the unsaved part grows large, and a restart indexes what came after', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 3_600_000, saveAfterChanges: 3 });
    await search.putPage([web, { ...api, fetchedAt: 120 }]);
    expect(await lastSave(store.db)).toMatchObject({ value: { count: 0 } });
    await search.putPage([{ ...vcn, fetchedAt: 200 }]);
    // The third change reaches the floor: saved without waiting for the (hour-long) delay.
    await vi.waitFor(async () => {
      expect(await lastSave(store.db)).toMatchObject({
        value: { count: 3, latestFetchedAt: 200 },
      });
    });
    const later = makeStoredResource({ identifier: 'lb', displayName: 'edge-lb', fetchedAt: 300 });
    await search.putPage([later]);
    search.close();
    const reopened = await LocalSearch.open({ store, parse, compile });
    if (reopened.ok) searches.push(reopened.value);
    if (!reopened.ok) throw new Error(reopened.failure.message);
    expect(reopened.value.status()).toMatchObject({ indexSource: 'saved', indexed: 4 });
    const found = await reopened.value.search({ text: 'edge', limit: 5 });
    expect(found.ok && found.value.items).toEqual([toSearchRow(later)]);
    reopened.value.close();
  });

  it('writes a download’s saves as tails while its writes go on, and saves whole once they stop', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 2_000, saveAfterChanges: 1_000 });
    const download = syntheticResources(4_000);
    for (let from = 0; from < download.length; from += 1_000) {
      const stored = await search.putPage(download.slice(from, from + 1_000));
      expect(stored.ok).toBe(true);
    }
    const saves = async () => ({
      whole: (await store.db.meta.get(TEXT_INDEX_KEY))?.value as { count: number } | undefined,
      last: (await lastSave(store.db))?.value as { count: number; seq?: number } | undefined,
    });
    // The last saves during the download hold more than a start should append, yet are tails…
    await vi.waitFor(
      async () => {
        const { whole, last } = await saves();
        expect(last).toMatchObject({ count: 4_000, seq: expect.any(Number) as number });
        expect(whole?.count).toBeLessThan(4_000 - TAIL_MIN_DOCS);
      },
      { timeout: 10_000, interval: 10 },
    );
    // …and once the writes stop for the delay, the index is saved whole and the tails deleted.
    await vi.waitFor(
      async () => {
        expect((await saves()).whole).toMatchObject({ count: 4_000 });
      },
      { timeout: 10_000 },
    );
    expect(await store.db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).count()).toBe(0);
  });

  it('puts a save off while searches run, until a second passes without one', async () => {
    let now = 0;
    const { search, store } = await openSearch({
      saveDelayMs: 0,
      saveAfterChanges: 1,
      clock: () => now,
    });
    await search.search({ text: 'prod', limit: 10 });
    // A pause long enough to write and index the page, too short to end the searching.
    now += 100;
    await search.putPage([web]);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await lastSave(store.db)).toMatchObject({ value: { count: 0 } });
    now += 5_000;
    await vi.waitFor(
      async () => {
        expect(await lastSave(store.db)).toMatchObject({ value: { count: 1 } });
      },
      { timeout: 5_000 },
    );
    search.close();
  });

  it('builds the column caches once no search has run for a second, after the start and after writes', async () => {
    let now = 0;
    const { search } = await openSearch({ saveDelayMs: 0, clock: () => now });
    await search.search({ text: 'query all', limit: 10 });
    // The start's preparation comes due while the user is still searching: it waits.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(search.status().prepared).toBe(false);
    now += 2_000;
    await vi.waitFor(
      () => {
        expect(search.status().prepared).toBe(true);
      },
      { timeout: 5_000 },
    );
    // Rows added leave the presorted rows out of date: built again once the writes stop.
    await search.putPage([web]);
    expect(search.status().prepared).toBe(false);
    await vi.waitFor(
      () => {
        expect(search.status().prepared).toBe(true);
      },
      { timeout: 5_000 },
    );
    search.close();
  });

  it("answers a search between the preparation's steps, and leaves the rest for the next pause", async () => {
    let now = 0;
    const { search } = await openSearch({ saveDelayMs: 0, clock: () => now });
    await search.search({ text: 'prod', limit: 10 });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the index as `this`.
    const real = TextIndex.prototype.preparation;
    let answered: Promise<unknown> | undefined;
    let steps = 0;
    // The user searches again as the first step ends (a message the worker takes between steps).
    const spy = vi.spyOn(TextIndex.prototype, 'preparation').mockImplementation(function* (this: TextIndex) {
      for (const step of real.call(this)) {
        steps += 1;
        if (answered === undefined) answered = search.search({ text: 'web', limit: 10 });
        yield step;
      }
    });
    try {
      now += 2_000;
      await vi.waitFor(() => {
        expect(answered).toBeDefined();
      });
      expect(await answered).toMatchObject({ ok: true });
      // The search came within the pause: the preparation stopped after that one step.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(steps).toBe(1);
      expect(search.status().prepared).toBe(false);
      now += 2_000;
      await vi.waitFor(() => {
        expect(search.status().prepared).toBe(true);
      });
      expect(steps).toBeGreaterThan(2);
    } finally {
      spy.mockRestore();
      search.close();
    }
  });

  it('after a start that indexed records from the table, builds the caches at the first pause, not after the save delay', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 60_000 });
    await search.putPage([web, { ...vcn, fetchedAt: 100 }]);
    expect(await search.saveIndex()).toEqual({ ok: true, value: undefined });
    await search.putPage([{ ...api, fetchedAt: 500 }]);
    search.close();
    const reopened = await LocalSearch.open({ store, parse, compile, saveDelayMs: 60_000 });
    if (!reopened.ok) throw new Error(reopened.failure.message);
    searches.push(reopened.value);
    expect(reopened.value.status()).toMatchObject({ indexSource: 'saved', indexed: 3, prepared: false });
    await vi.waitFor(
      () => {
        expect(reopened.value.status().prepared).toBe(true);
      },
      { timeout: 5_000 },
    );
  });

  /** A store that logs its writes' sizes, and every call: 'write' for a page, else the method's name. */
  function loggedStore(parts: number[], events: string[]): ResourceStore {
    serial += 1;
    const db = new ConsoleDb(`local-search-${serial}`);
    opened.push(db);
    const store = new ResourceStore(db);
    return new Proxy(store, {
      get(target, key) {
        if (key === 'putPage')
          return (page: StoredResource[], mayBeStored?: (id: string) => boolean) => {
            parts.push(page.length);
            events.push('write');
            return target.putPage(page, mayBeStored);
          };
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function' || typeof key !== 'string') return value;
        // Any other call of the store (a read), by name.
        return (...args: unknown[]) => {
          events.push(key);
          return (value as (...args: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  it('answers a search from the index without reading a record, even while a page is written', async () => {
    const events: string[] = [];
    // The fake language's type, planned for the columns.
    const plan = (query: FakeQuery): PlannedQuery => ({
      branches: [{ types: query.type === 'all' ? 'all' : new Set([query.type]), terms: [] }],
      sort: undefined,
    });
    const opening = await LocalSearch.open({
      store: loggedStore([], events),
      parse,
      compile,
      plan,
      clock: () => 0,
      writeTurnMs: 0,
    });
    if (!opening.ok) throw new Error(opening.failure.message);
    await opening.value.putPage([web]);
    events.length = 0;
    const searched = opening.value.search({ text: 'prod', limit: 10 });
    const queried = opening.value.search({ text: 'query instance', limit: 10 });
    const stored = await opening.value.putPage([api]);
    expect(stored.ok).toBe(true);
    const answers = await Promise.all([searched, queried]);
    expect(answers.map((answer) => answer.ok && answer.value.items)).toEqual([
      [toSearchRow(web)],
      [toSearchRow(web)],
    ]);
    expect(events).toEqual(['write']);
    opening.value.close();
  });

  it('stores a page in parts in a pause between searches, and whole otherwise', async () => {
    const parts: number[] = [];
    const counting = loggedStore(parts, []);
    let now = 0;
    const opening = await LocalSearch.open({
      store: counting,
      parse,
      compile,
      clock: () => now,
      storePart: 2,
      writeGapMs: 50,
    });
    if (!opening.ok) throw new Error(opening.failure.message);
    searches.push(opening.value);
    const search = opening.value;
    const page = ['a', 'b', 'c', 'd', 'e'].map((name) =>
      makeStoredResource({ identifier: name, displayName: `node-${name}` }),
    );
    await search.putPage(page);
    expect(parts).toEqual([5]);
    await search.search({ text: 'node', limit: 10 });
    // The user pauses: long enough for parts, too short to count as no longer searching.
    now += 100;
    parts.length = 0;
    const stored = await search.putPage(
      page.map((item) => ({ ...item, displayName: `host-${item.identifier}` })),
    );
    expect(parts).toEqual([2, 2, 1]);
    expect(stored.ok && stored.value.map((item) => item.identifier)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const found = await search.search({ text: 'host', limit: 10 });
    expect(found.ok && found.value.total).toBe(5);
    now += 60_000;
    parts.length = 0;
    await search.putPage(page);
    expect(parts).toEqual([5]);
    search.close();
  });

  it('with no search running, indexes each part of a page while the next part is written', async () => {
    const parts: number[] = [];
    // How many resources the index held when each part's write ended.
    const indexedAtWriteEnd: number[] = [];
    serial += 1;
    const db = new ConsoleDb(`local-search-${serial}`);
    opened.push(db);
    const store = new ResourceStore(db);
    // The search being tested, once opened (the store's writes read its index's size).
    const underTest: { search?: LocalSearch<FakeQuery> } = {};
    const timed = new Proxy(store, {
      get(target, key) {
        if (key !== 'putPage') return Reflect.get(target, key) as unknown;
        return async (page: StoredResource[], mayBeStored?: (id: string) => boolean) => {
          parts.push(page.length);
          const stored = await target.putPage(page, mayBeStored);
          indexedAtWriteEnd.push(underTest.search?.status().indexed ?? -1);
          return stored;
        };
      },
    });
    const opening = await LocalSearch.open({ store: timed, parse, compile, idlePart: 2 });
    if (!opening.ok) throw new Error(opening.failure.message);
    const search = opening.value;
    underTest.search = search;
    searches.push(search);
    const page = ['a', 'b', 'c', 'd', 'e'].map((name) =>
      makeStoredResource({ identifier: name, displayName: `db-${name}` }),
    );
    const stored = await search.putPage(page);
    expect(stored.ok && stored.value.map((item) => item.identifier)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parts).toEqual([2, 2, 1]);
    // Each part is indexed once it is stored, by the time the next part's write ends.
    expect(indexedAtWriteEnd).toEqual([0, 2, 4]);
    expect(search.status().indexed).toBe(5);
    const found = await search.search({ text: 'db', limit: 10 });
    expect(found.ok && found.value.total).toBe(5);
    search.close();
  });

  it('holds a write while searches follow each other without a pause, then writes the page at its turn', async () => {
    const parts: number[] = [];
    let now = 0;
    const opening = await LocalSearch.open({
      store: loggedStore(parts, []),
      parse,
      compile,
      clock: () => now,
      storePart: 2,
      writeGapMs: 50,
      writeTurnMs: 1_000,
    });
    if (!opening.ok) throw new Error(opening.failure.message);
    searches.push(opening.value);
    const search = opening.value;
    const page = ['a', 'b', 'c'].map((name) =>
      makeStoredResource({ identifier: name, displayName: `vm-${name}` }),
    );
    await search.putPage([web]);
    await search.search({ text: 'vm', limit: 10 });
    parts.length = 0;
    let done = false;
    const storing = search.putPage(page).then((answer) => {
      done = true;
      return answer;
    });
    // Searches keep coming, never 50 ms apart, for less than the turn: nothing is written.
    for (let step = 0; step < 5; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      now += 10;
      await search.search({ text: 'vm', limit: 10 });
    }
    expect(parts).toEqual([]);
    expect(done).toBe(false);
    // A second after the last turn, between two searches, the page goes in whole; it is
    // indexed at the next turn, or, here, in the pause that follows.
    now = 1_000;
    await search.search({ text: 'vm', limit: 10 });
    await vi.waitFor(() => {
      expect(parts).toEqual([3]);
    });
    expect(done).toBe(false);
    now = 1_100;
    const stored = await storing;
    expect(stored.ok && stored.value.map((item) => item.identifier)).toEqual(['a', 'b', 'c']);
    expect(parts).toEqual([3]);
    const found = await search.search({ text: 'vm', limit: 10 });
    expect(found.ok && found.value.total).toBe(3);
    search.close();
  });

  it('reads first only the stored versions a page can replace, and keeps their enrichment', async () => {
    const { search, store } = await openSearch();
    const read = vi.spyOn(store.db.resources, 'bulkGet');
    await search.putPage([web, api]);
    // New to the index and to every page under way: nothing to read.
    expect(read).not.toHaveBeenCalled();
    await search.applyEnrichment(web.identifier, { vcnId: 'ocid1.vcn.kept' }, '/kept');
    const again = await search.putPage([{ ...web, displayName: 'web-renamed' }]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[0]).toEqual([web.identifier]);
    expect(again.ok && again.value[0]).toMatchObject({
      displayName: 'web-renamed',
      enrichment: { vcnId: 'ocid1.vcn.kept' },
      link: '/kept',
    });
    read.mockRestore();
  });

  it('reads first a resource that another page under way stores, and keeps what that page brought', async () => {
    const { search, store } = await openSearch();
    const enriched = { ...web, enrichment: { vcnId: 'ocid1.vcn.first' }, link: '/first' };
    const [first, second] = await Promise.all([
      search.putPage([enriched]),
      search.putPage([{ ...web, displayName: 'web-later' }]),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect(await store.get(web.identifier)).toMatchObject({
      value: { displayName: 'web-later', enrichment: { vcnId: 'ocid1.vcn.first' }, link: '/first' },
    });
  });

  it('saves as shown the enrichments it has shown, and not one still being written', async () => {
    serial += 1;
    const db = new ConsoleDb(`local-search-${serial}`);
    opened.push(db);
    let clock = 500;
    const store = new ResourceStore(db, { now: () => clock });
    let release: () => void = () => undefined;
    let held = false;
    // A store whose enrichment write of 'web' waits, while `held`, until released.
    const slow = new Proxy(store, {
      get(target, key) {
        if (key === 'applyEnrichment')
          return async (...args: Parameters<ResourceStore['applyEnrichment']>) => {
            if (held && args[0] === 'web') await new Promise<void>((resolve) => (release = resolve));
            return target.applyEnrichment(...args);
          };
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const opening = await LocalSearch.open({ store: slow, parse, compile });
    if (!opening.ok) throw new Error(opening.failure.message);
    const search = opening.value;
    searches.push(search);
    await search.putPage([web, vcn]);
    await search.applyEnrichment('vcn', { altName: 'net' }, '/networking/vcns/vcn');
    await search.saveIndex();
    const claimed = async () =>
      ((await lastSave(db))?.value as { enrichedThrough?: number } | undefined)?.enrichedThrough;
    expect(await claimed()).toBe(500);

    held = true;
    clock = 600;
    const writing = search.applyEnrichment('web', { note: 'x' }, null);
    await search.applyEnrichments([
      { id: 'vcn', enrichment: { altName: 'net 2' }, link: '/networking/vcns/vcn' },
    ]);
    // 'web' is still being written: a save claims no enrichment after the last shown before it.
    await search.saveIndex();
    expect(await claimed()).toBe(500);
    release();
    await writing;
    await search.saveIndex();
    expect(await claimed()).toBe(600);
  });

  it('drops, soon after a start from the saved index, what the table lost behind its back', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 60_000 });
    await search.putPage([web, api]);
    expect(await search.saveIndex()).toEqual({ ok: true, value: undefined });
    search.close();
    // Removed from the table behind this worker's back (another tab's worker): the start does not
    // see it, the check against the table soon after does.
    await store.db.resources.delete('web');
    const reopened = await LocalSearch.open({ store, parse, compile });
    if (!reopened.ok) throw new Error(reopened.failure.message);
    searches.push(reopened.value);
    expect(reopened.value.status()).toMatchObject({ indexSource: 'saved', indexed: 2 });
    await vi.waitFor(
      () => {
        expect(reopened.value.status().indexed).toBe(1);
      },
      { timeout: 4_000 },
    );
    const found = await reopened.value.search({ text: 'prod', limit: 10 });
    expect(found.ok && found.value.items.map((row) => row.identifier)).toEqual(['api']);
  });

  it('leaves a page stored during the check against the table to its own indexing', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 60_000 });
    await search.putPage([web]);
    expect(await search.saveIndex()).toEqual({ ok: true, value: undefined });
    search.close();
    await store.db.resources.delete('web');
    // A store whose page write is held after the table took it, until the check has run.
    let written!: () => void;
    const inTable = new Promise<void>((resolve) => (written = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = new Proxy(store, {
      get(target, key) {
        if (key === 'putPage')
          return async (page: StoredResource[], mayBeStored?: (id: string) => boolean) => {
            const answer = await target.putPage(page, mayBeStored);
            written();
            await held;
            return answer;
          };
        return Reflect.get(target, key) as unknown;
      },
    });
    const reopened = await LocalSearch.open({ store: holding, parse, compile, saveDelayMs: 60_000 });
    if (!reopened.ok) throw new Error(reopened.failure.message);
    searches.push(reopened.value);
    const storing = reopened.value.putPage([api, vcn]);
    await inTable;
    // The check drops the resource removed behind its back, and adds none of the page's.
    expect(await reopened.value.verifyIndex()).toEqual({ ok: true, value: 1 });
    release();
    expect((await storing).ok).toBe(true);
    expect(reopened.value.status().indexed).toBe(2);
    const found = await reopened.value.search({ text: 'prod', limit: 10 });
    expect(found.ok && found.value.items.map((row) => row.identifier).sort()).toEqual(['api', 'vcn']);
  });
  it('finds at the next start none of the resources it removed, saved or not', async () => {
    const { search, store } = await openSearch({ saveDelayMs: 60_000 });
    await search.putPage([web, api]);
    expect(await search.saveIndex()).toEqual({ ok: true, value: undefined });
    expect(await search.remove(['web'])).toEqual({ ok: true, value: 1 });
    // Stopped before it saved again.
    search.close();
    const reopened = await LocalSearch.open({ store, parse, compile });
    if (!reopened.ok) throw new Error(reopened.failure.message);
    searches.push(reopened.value);
    const found = await reopened.value.search({ text: 'prod', limit: 10 });
    expect(found.ok && found.value.items.map((row) => row.identifier)).toEqual(['api']);
    // Saved after the removal, the next start has nothing to bring to the table.
    expect(await reopened.value.saveIndex()).toEqual({ ok: true, value: undefined });
    reopened.value.close();
    const third = await LocalSearch.open({ store, parse, compile });
    if (!third.ok) throw new Error(third.failure.message);
    searches.push(third.value);
    expect(third.value.status()).toMatchObject({ indexSource: 'saved', indexed: 1 });
  });

  it('leaves the index untouched when the store refuses a page', async () => {
    const { search, db } = await openSearch();
    await search.putPage([web]);
    db.close({ disableAutoOpen: true });
    const refused = await search.putPage([api]);
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'storage', quotaExceeded: false } });
    expect(search.status().indexed).toBe(1);
  });
  it('leaves a page the save held only in part to the next start, which reads it again from the table', async () => {
    const { search, store, db } = await openSearch({ indexSlice: 10, saveDelayMs: 3_600_000 });
    const named = (name: string, count: number, fetchedAt: number): StoredResource[] =>
      Array.from({ length: count }, (_, n) =>
        makeStoredResource({ identifier: `${name}${n}`, displayName: `${name}-${n}`, fetchedAt }),
      );
    const shown = async (on: LocalSearch<FakeQuery>, name: string): Promise<number> => {
      const found = await on.search({ text: name, limit: 1 });
      if (!found.ok) throw new Error(found.failure.message);
      return found.value.total;
    };
    expect((await search.putPage(named('saved', 300, 10))).ok).toBe(true);
    // The newest page in the table, indexed ten a slice: saved when part of it is in the index.
    const storing = search.putPage(named('late', 100, 20));
    // Queued as the slices' own yields are: a timer's turn may come only after all of them.
    while (search.status().indexed === 300) await nextTask();
    expect((await search.saveIndex()).ok).toBe(true);
    expect((await storing).ok).toBe(true);
    const saved = (await lastSave(db))?.value as { count: number; latestFetchedAt: number };
    expect(saved.count).toBeGreaterThan(300);
    expect(saved.count).toBeLessThan(400);
    // The worker stops before saving again.
    search.close();
    const reopened = await LocalSearch.open({ store, parse, compile });
    if (!reopened.ok) throw new Error(reopened.failure.message);
    searches.push(reopened.value);
    expect(reopened.value.status()).toMatchObject({ indexSource: 'saved', indexed: 400 });
    expect(await shown(reopened.value, 'late')).toBe(100);
  });
});
