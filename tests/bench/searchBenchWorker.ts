/// <reference lib="webworker" />
/**
 * The benchmark's worker: the console's own search modules (ConsoleDb, ResourceStore,
 * LocalSearch, createSearchApi over createWorkerContext and the call layer), built by Vite the
 * way the shipped worker is and run in a dedicated worker against the browser's IndexedDB.
 * Each method times one thing; the page drives them over comlink, as the app drives the
 * console's worker.
 */
import { expose, transferHandlers } from 'comlink';
import Dexie from 'dexie';
import { RESOURCE_TYPES } from '../../src/oci/resource-types';
import { createWorkerContext } from '../../src/worker/context';
import {
  createSearchApi,
  type RemoteSearchProgress,
  type SearchApi,
  type SearchApiParts,
} from '../../src/worker/searchApi';
import { sharedLocalSearch, type ConsoleLocalSearch } from '../../src/worker/search/sharedLocalSearch';
import { LOG_BOUND } from '../../src/worker/search/saved/savePolicy';
import { ConsoleDb, RESOURCES_SCHEMA, type StoredResource } from '../../src/contract/db';
import { restoreTextIndex } from '../../src/worker/search/saved/restoreTextIndex';
import { TAIL_SHARE, TEXT_INDEX_KEY, TEXT_INDEX_TAIL_PREFIX } from '../../src/worker/search/saved/savedIndex';
import { integrityOf, isSavedTextIndex, withBytes } from '../../src/worker/search/saved/savedRows';
import { byteLengthOf } from '../../src/worker/search/saved/savedBytes';
import { ResourceStore } from '../../src/worker/store/resourceStore';
import { writtenInTurn } from '../../src/worker/sync/writtenInTurn';
import { PageWriterThread } from '../../src/worker/store/pageWriter';
import { parseQuery, planQuery, querySortClause } from '../../src/oci/query';
import type { TextIndex } from '../../src/worker/search/index/textIndex';
import { mb, walk } from './memoryWalk';
import { syntheticResources } from './syntheticResources';
import { originStorage } from './originStorage';
import { carryRowsAsColumns } from '../../src/contract/rowsWire';

const PAGE = 1000;

/**
 * The console's page writer (src/worker/store/pageWriter.ts), started with this worker as the
 * console's worker starts its own at a download's first page, and here before any measure, so
 * that a throttled run (`--cpu`) finds its thread and slows it too.
 */
const writerThread = PageWriterThread.start();
const pageWriterThread = (): PageWriterThread | undefined => writerThread;
const SEARCH_DB = 'bench-search';
const FLOOR_DB = 'bench-floor';
const ENRICH_DB = 'bench-enrich';

/** The console's `resources` table, keys and indexes as its schema declares them, with nothing else in front of it. */
class FloorDb extends Dexie {
  resources!: Dexie.Table<StoredResource, string>;
  constructor() {
    super(FLOOR_DB);
    this.version(1).stores({ resources: RESOURCES_SCHEMA });
  }
}

/**
 * The synthetic tenancy page by page, each generated when asked: 500,000 records held at once
 * would weigh on the worker's memory and so on what is measured.
 */
function* pages(count: number, from = 0): Generator<StoredResource[]> {
  for (let at = 0; at < count; at += PAGE) yield syntheticResources(Math.min(PAGE, count - at), from + at);
}

/** The pages, and how long making them took so far: the floor's time leaves that out, and so does the download's. */
function timed(source: Iterable<StoredResource[]>): {
  pages: Iterable<StoredResource[]>;
  makingMs: () => number;
} {
  let ms = 0;
  const made = function* () {
    const iterator = source[Symbol.iterator]();
    for (;;) {
      const started = performance.now();
      const next = iterator.next();
      ms += performance.now() - started;
      if (next.done === true) return;
      yield next.value;
    }
  };
  return { pages: made(), makingMs: () => ms };
}

/**
 * Stores the pages into the index as the tenancy download does (tenancySync's storedPages): each
 * page's writes are begun behind the last page's, and each is handed on once written, while it is
 * indexed (writtenInTurn).
 */
async function download(local: ConsoleLocalSearch, source: Iterable<StoredResource[]>): Promise<void> {
  const stored = writtenInTurn(
    source,
    (page, signals) => local.putPage(page, signals),
    (failure) => new Error(failure.message),
  );
  for await (const _page of stored) {
    // Each page is stored as the download stores it; nothing more is done with it here.
  }
}

let searchApi: SearchApiParts | undefined;
/** What memoryByStructure and decodedTextHeld keep until dropMemoryProbes. */
let probes: { index?: TextIndex; text?: string } = {};
let searchDb: ConsoleDb | undefined;
let searchContext: ReturnType<typeof createWorkerContext> | undefined;

/**
 * Drops the SearchApi of the last offline start as a worker that ends does: its index closed,
 * its timers (the save, the column caches' build) stopped, so none runs into the next measure.
 */
function dropSearch(): void {
  searchContext?.endSession();
  searchContext = undefined;
  searchDb?.close();
  searchApi = undefined;
}

/** The index a tenancy download writes into while the user searches it (the worker's one LocalSearch). */
let syncing:
  { db: ConsoleDb; local: ConsoleLocalSearch; writes?: Promise<{ pages: number; ms: number }> } | undefined;

async function fresh(name: string): Promise<void> {
  await Dexie.delete(name);
}

/**
 * The floor of enrichment in this browser, on these cores: the same reads as plain fetches, as
 * many at once as the enrichment had connections, with a header that asks for a preflight like the
 * console's (`floor` in the query, so no preflight is answered from the cache). Milliseconds.
 */
async function plainReads(urls: readonly string[], connections: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    for (let at = next++; at < urls.length; at = next++) {
      const url = new URL(urls[at] ?? '');
      url.searchParams.set('floor', String(at));
      const answer = await fetch(url, { headers: { 'opc-request-id': `floor-${at}` } });
      await answer.text();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return performance.now() - started;
}

const bench = {
  /** Writes the records with a bare bulkPut per page into the same table schema: the floor. */
  async rawWrite(count: number): Promise<{ ms: number }> {
    await fresh(FLOOR_DB);
    const db = new FloorDb();
    await db.open();
    let ms = 0;
    for (const batch of pages(count)) {
      const started = performance.now();
      await db.transaction('rw', db.resources, () => db.resources.bulkPut(batch));
      ms += performance.now() - started;
    }
    db.close();
    await fresh(FLOOR_DB);
    return { ms };
  },

  /** Stores and indexes the records page by page, as a remote search does, then saves the index. */
  async index(count: number): Promise<{ ms: number; saveMs: number; openMs: number }> {
    dropSearch();
    await fresh(SEARCH_DB);
    const db = new ConsoleDb(SEARCH_DB);
    let started = performance.now();
    const opened = await sharedLocalSearch(db, { saveDelayMs: 3_600_000, writerThread: pageWriterThread })();
    if (!opened.ok) throw new Error(opened.failure.message);
    const openMs = performance.now() - started;
    const local = opened.value;
    const made = timed(pages(count));
    started = performance.now();
    await download(local, made.pages);
    const ms = performance.now() - started - made.makingMs();
    started = performance.now();
    const saved = await local.saveIndex();
    if (!saved.ok) throw new Error(saved.failure.message);
    const saveMs = performance.now() - started;
    local.close();
    db.close();
    return { ms, saveMs, openMs };
  },

  /**
   * The floor of an offline start: reading the saved index (one `meta` row and its Blob) in a new connection;
   * and what checking its checksum (savedRows) adds to a start.
   */
  async readSaved(): Promise<{ ms: number; bytes: number; checkMs: number }> {
    const db = new ConsoleDb(SEARCH_DB);
    await db.open();
    const started = performance.now();
    const saved = await withBytes((await db.meta.get(TEXT_INDEX_KEY))?.value);
    const ms = performance.now() - started;
    db.close();
    if (!isSavedTextIndex(saved)) throw new Error('no saved index');
    const checking = performance.now();
    if (integrityOf(saved) !== 'intact') throw new Error('the saved index is damaged');
    return { ms, bytes: byteLengthOf(saved.data), checkMs: performance.now() - checking };
  },

  /**
   * What this machine's memory alone costs a start: `megabytes` of new memory (in typed arrays of
   * a megabyte each, as a start's columns and postings are made) written once, a byte in each
   * 4 KB page, then let go. A start writes all the memory its worker then holds for the first
   * time, and an operating system hands a page over at its first write; where that is slow (a
   * virtual machine whose every new page is a trap to its host), it bounds a start, whatever the
   * start's code does.
   */
  touchNew(megabytes: number): { ms: number } {
    const started = performance.now();
    const arrays: Uint8Array[] = [];
    for (let made = 0; made < megabytes; made += 1) {
      const array = new Uint8Array(2 ** 20);
      for (let at = 0; at < array.length; at += 4096) array[at] = 1;
      arrays.push(array);
    }
    return { ms: performance.now() - started };
  },

  /**
   * An offline start: a new database connection and SearchApi over the indexed database, as a
   * restarted worker has; times its first search (which restores the saved index).
   */
  async coldStart(text: string, limit: number): Promise<{ ms: number; mode: string; total: number }> {
    dropSearch();
    searchDb = new ConsoleDb(SEARCH_DB);
    searchContext = createWorkerContext({ region: 'us-ashburn-1', mode: 'emulator' }, searchDb);
    searchApi = createSearchApi(searchContext);
    const started = performance.now();
    const first = await searchApi.searchLocal({ text, limit });
    const ms = performance.now() - started;
    if (!first.ok) throw new Error(first.failure.message);
    return { ms, mode: first.value.mode, total: first.value.total };
  },

  /**
   * The most the console's save policy leaves for a start to read after its whole save: as many
   * new resources as its tails may hold (TAIL_SHARE of the whole save), stored and saved as a
   * tail, then LOG_BOUND more (serials from `from` on, fetched now) stored through a LocalSearch
   * closed before any save it would start, which a start indexes from the table (new resources
   * being the costliest: their values are looked up in every dictionary). Answers how many of
   * each, how many tails the saves left before and after (a download may already have ended with
   * one, which then counts in `readAgain`), and whether the whole save was left untouched.
   */
  async storeWithoutSave(from: number): Promise<{
    count: number;
    inTails: number;
    readAgain: number;
    tailsBefore: number;
    tails: number;
    savedUntouched: boolean;
  }> {
    const count = LOG_BOUND;
    dropSearch();
    const db = new ConsoleDb(SEARCH_DB);
    const savedRow = async () =>
      ((await db.meta.get(TEXT_INDEX_KEY))?.value ?? {}) as { savedAt?: number; count?: number };
    const before = await savedRow();
    const whole = before.count ?? 0;
    const countTails = () => db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).count();
    const tailsBefore = await countTails();
    const opened = await sharedLocalSearch(db, { saveDelayMs: 3_600_000, writerThread: pageWriterThread })();
    if (!opened.ok) throw new Error(opened.failure.message);
    const local = opened.value;
    // What a start adds again beside the whole save counts towards the tails' bound too.
    const readAgain = local.status().indexed - whole;
    const fetchedAt = Date.now();
    const store = async (first: number, how: number) => {
      for (let at = 0; at < how; at += PAGE) {
        const page = syntheticResources(Math.min(PAGE, how - at), first + at).map((resource) => ({
          ...resource,
          fetchedAt,
        }));
        const stored = await local.putPage(page);
        if (!stored.ok) throw new Error(stored.failure.message);
      }
    };
    const inTails = Math.floor(whole * TAIL_SHARE) - readAgain;
    await store(from, inTails);
    const saved = await local.saveIndex();
    if (!saved.ok) throw new Error(saved.failure.message);
    await store(from + inTails, count);
    local.close();
    const after = (await savedRow()).savedAt;
    const tails = await countTails();
    db.close();
    return {
      count,
      inTails,
      readAgain,
      tailsBefore,
      tails,
      savedUntouched: before.savedAt !== undefined && before.savedAt === after,
    };
  },

  /**
   * Opens the indexed database as the console's worker does, with the console's save delay, for
   * searches while a tenancy download writes into the same index (`startDownload`).
   */
  async openForDownload(): Promise<void> {
    dropSearch();
    const db = new ConsoleDb(SEARCH_DB);
    const opened = await sharedLocalSearch(db, { writerThread: pageWriterThread })();
    if (!opened.ok) throw new Error(opened.failure.message);
    syncing = { db, local: opened.value };
  },

  /** One search of the index the download writes into. */
  async searchDuringDownload(request: Parameters<SearchApi['searchLocal']>[0]) {
    if (syncing === undefined) throw new Error('openForDownload() first');
    return syncing.local.search(request);
  },

  /**
   * Starts writing `pageCount` pages of new resources (after the first `from`) into the index,
   * one page after another as the tenancy download stores them (LocalSearch.putPage), without
   * waiting: searches run meanwhile on the same worker.
   */
  startDownload(from: number, pageCount: number): void {
    const target = syncing;
    if (target === undefined) throw new Error('openForDownload() first');
    target.writes = (async () => {
      const started = performance.now();
      await download(target.local, pages(pageCount * PAGE, from));
      return { pages: pageCount, ms: performance.now() - started };
    })();
  },

  /** Whether the download has stored every page. */
  async downloadFinished(): Promise<boolean> {
    const writes = syncing?.writes;
    if (writes === undefined) return true;
    return Promise.race([
      writes.then(() => true),
      new Promise<boolean>((resolve) => {
        setTimeout(() => {
          resolve(false);
        }, 0);
      }),
    ]);
  },

  /** Waits for the download's last page, then closes the index (its pending save included). */
  async finishDownload(): Promise<{ pages: number; ms: number }> {
    const target = syncing;
    if (target?.writes === undefined) throw new Error('startDownload() first');
    const done = await target.writes;
    await target.local.saveIndex();
    target.local.close();
    target.db.close();
    syncing = undefined;
    return done;
  },

  /**
   * Whether the started console's index has built its column caches, which it does at its first
   * pause in searching (a second without one) after a start or a download.
   */
  async prepared(): Promise<boolean> {
    if (searchApi === undefined) throw new Error('coldStart() first');
    const status = await searchApi.localStatus();
    if (!status.ok) throw new Error(status.failure.message);
    return status.value.prepared;
  },

  /** One local search through the console's SearchApi; answers what the app receives. */
  async searchLocal(request: Parameters<SearchApi['searchLocal']>[0]) {
    if (searchApi === undefined) throw new Error('coldStart() first');
    return searchApi.searchLocal(request);
  },

  /**
   * Where one search's time goes, in the worker without comlink: the index's answer (free text,
   * or parse, plan and the column evaluation with its facets and top-k, and the page's rows
   * from the columns), each query `rounds` times, over an index restored from the saved one and
   * prepared (not timed; dropped after). Milliseconds per round, query after query.
   */
  async phases(queries: readonly string[], limit: number, rounds: number): Promise<{ index: number[] }> {
    if (searchDb === undefined) throw new Error('coldStart() first');
    const db = searchDb;
    const restored = await restoreTextIndex(db, new ResourceStore(db));
    if (!restored.ok) throw new Error(restored.failure.message);
    const { index } = restored.value;
    // Its column caches built, as the console's index has them soon after a start.
    index.prepare();
    const indexMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const text of queries) {
        const started = performance.now();
        if (/^\s*query(\s|$)/i.test(text)) {
          const parsed = parseQuery(text);
          if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
          const answer = index.structured(
            planQuery(parsed.query, Date.now()),
            querySortClause(parsed.query),
            { limit },
          );
          if (answer === undefined) throw new Error(`${text}: not answered by the columns`);
        } else {
          index.search(text, { limit });
        }
        indexMs.push(performance.now() - started);
      }
    }
    return { index: indexMs };
  },

  /**
   * Where a restored index's memory goes in this browser: the saved index restored and prepared
   * as an offline start has it, walked structure by structure as tests/bench/indexMemory.ts
   * walks it in Node, and kept until dropMemoryProbes, so that the driver reads what it adds to
   * the worker's heap and buffers beside what the walk counts.
   */
  async memoryByStructure(): Promise<{
    buffersMb: number;
    stringsMb: number;
    rows: { path: string; buffersMb: number; stringsMb: number }[];
  }> {
    const db = new ConsoleDb(SEARCH_DB);
    const restored = await restoreTextIndex(db, new ResourceStore(db));
    db.close();
    if (!restored.ok) throw new Error(restored.failure.message);
    const { index } = restored.value;
    index.prepare();
    probes.index = index;
    const table = walk(index, 4);
    const rows = [...table]
      .map(([path, tally]) => ({ path, buffersMb: mb(tally.buffers), stringsMb: mb(tally.strings) }))
      .filter((row) => row.buffersMb + row.stringsMb >= 0.2)
      .sort((a, b) => b.buffersMb + b.stringsMb - (a.buffersMb + a.stringsMb));
    const sum = (kind: 'buffers' | 'strings') =>
      mb([...table.values()].reduce((total, tally) => total + tally[kind], 0));
    return { buffersMb: sum('buffers'), stringsMb: sum('strings'), rows };
  },

  /**
   * A text of `megabytes` MB of Latin-1 decoded by TextDecoder (as a saved index's strings are),
   * of which only a 20-character slice is kept (V8 slices a string of 13 characters or more), as
   * a restored index keeps its strings: what the driver then reads says whether this browser
   * counts a decoded text's characters with the buffers. Answers the slice's length.
   */
  decodedTextHeld(megabytes: number): number {
    const bytes = new Uint8Array(Math.round(megabytes * 2 ** 20)).fill(0x61);
    probes.text = new TextDecoder().decode(bytes).slice(1_000, 1_020);
    return probes.text.length;
  },

  dropMemoryProbes(): void {
    probes = {};
  },

  /** The catalogue's types that have an enrichment, for a query that returns only those. */
  enrichableTypes(): string[] {
    return RESOURCE_TYPES.filter((type) => type.enrich !== undefined).map((type) => type.name);
  },

  /** A remote search against `endpoint`, reporting progress to the page like the app's worker. */
  async searchRemote(
    endpoint: string,
    request: Parameters<SearchApi['searchRemote']>[0],
    onProgress: (progress: RemoteSearchProgress) => void,
    concurrency: number,
  ) {
    await fresh(ENRICH_DB);
    const db = new ConsoleDb(ENRICH_DB);
    searchApi = createSearchApi(
      createWorkerContext({ region: 'us-ashburn-1', endpoint, mode: 'emulator' }, db),
      {
        concurrency,
      },
    );
    // The browser's own timing of every read: the time on the wire, beside the time in the worker.
    performance.setResourceTimingBufferSize(100_000);
    performance.clearResourceTimings();
    const answer = await searchApi.searchRemote(request, onProgress);
    const reads = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(endpoint) && !entry.name.includes('/resources'));
    const wireMs = reads.reduce((sum, entry) => sum + entry.duration, 0);
    const floorMs = await plainReads(
      reads.map((entry) => entry.name),
      concurrency,
    );
    return {
      answer,
      wire: { reads: reads.length, msPerRead: reads.length === 0 ? 0 : wireMs / reads.length, floorMs },
    };
  },

  async prioritizeEnrichment(ids: readonly string[]): Promise<void> {
    await searchApi?.prioritizeEnrichment(ids);
  },

  /**
   * A fixed loop of integer arithmetic (no allocation, no I/O), the same the driver runs on the
   * page: its milliseconds say how fast this worker's thread runs, throttled or not.
   */
  spin(iterations: number): number {
    const started = performance.now();
    let sum = 0;
    for (let step = 0; step < iterations; step += 1) sum = (sum + step * 7) % 1_000_003;
    const ms = performance.now() - started;
    // The sum is handed back so the loop cannot be dropped as dead code.
    return sum < 0 ? sum : ms;
  },

  /**
   * The same loop `runs` times back to back, each timed: how evenly a throttle slows short work
   * (a search is a few milliseconds), where `spin` sees only the average.
   */
  spinRuns(iterations: number, runs: number): number[] {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(bench.spin(iterations));
    return times;
  },

  /** An empty call: the worker boundary's own cost, the floor of a search through it. */
  ping(): void {},

  /** The origin's storage with the benchmark's database as it stands (originStorage.ts). */
  async originStorage() {
    const db = new ConsoleDb(SEARCH_DB);
    try {
      return await originStorage(db);
    } finally {
      db.close();
    }
  },

  async cleanUp(): Promise<void> {
    searchDb?.close();
    await Promise.all([fresh(SEARCH_DB), fresh(FLOOR_DB), fresh(ENRICH_DB)]);
  },
};

export type SearchBench = typeof bench;

carryRowsAsColumns(transferHandlers);
expose(bench);
