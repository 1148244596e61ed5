/**
 * The local search (DESIGN §3): what the console answers offline, or before the network does.
 * Free text goes to the in-memory TextIndex (saved to and restored from the `meta` table);
 * text that starts with the `query` keyword is the structured query language, parsed by the
 * injected query module and answered over the index's columns, or, when it reads a field the
 * columns do not keep, compiled and evaluated over the in-memory RecordSet. The rows of a page
 * come from the index's columns, so a search reads no record. Writes to the `resources` table
 * go through here so the index and the records follow them.
 *
 * A page is indexed in slices, each followed by a yield to the worker's queued tasks, so a search
 * asked while a tenancy download stores page after page waits for one slice, not the page. While
 * the user searches, the download's writes and slices wait for a pause or their turn
 * (downloadTurns.ts).
 * Stores and removals reach the index in the order they were stored, one at a time. The index
 * is saved once writes have stopped for `saveDelayMs`, or at once when what changed since the
 * last save grows past a share of the index (a download streaming pages is saved that often, not
 * every few seconds), in either case only after a second without a search; a restart in between
 * finds the records stored since the save by their fetch time and indexes them
 * (restoreTextIndex).
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../contract/failure';
import type { BranchPlan, SortClause } from '../../oci/query';
import type { Enrichment, ResourceSummary } from '../../oci/resource';
import type { StoredResource } from '../../contract/db';
import type { LinkAfterEnrichment, ResourceStore } from '../store/resourceStore';
import { storageFailure } from '../store/storageFailure';
import { localStructuredSearch, type CompiledSearch } from './localStructuredSearch';
import { AfterPause } from './afterPause';
import { DownloadTurns } from './downloadTurns';
import { SettledMark } from './settledMark';
import { RecordSet } from './recordSet';
import { reconcileWithTable, restoreTextIndex } from './restoreTextIndex';
import { saveTextIndex, type IndexWatermarks } from './savedIndex';
import type { SearchFacets, SearchFilters } from './searchFacets';
import { toSearchRow, type SearchRow } from './searchRow';
import type { TextIndex } from './textIndex';

/** One enrichment to store, with the link to compute from the enriched record. */
export interface EnrichmentUpdate {
  readonly id: string;
  readonly enrichment: Enrichment;
  readonly link: LinkAfterEnrichment;
}

/** A failure carried through a transaction callback, so the transaction aborts with it. */
class FailureError extends Error {
  constructor(readonly failure: ConsoleFailure) {
    super(failure.message);
  }
}

/** What a structured query is compiled with (src/oci/query's QueryOptions). */
export interface CompileOptions {
  readonly now: number;
  /** A test of a `matching` clause's terms, made once per clause. */
  readonly textMatcher: (terms: readonly string[]) => (resource: ResourceSummary) => boolean;
}

/** A query as the column store evaluates it (src/oci/query's planQuery and querySortClause). */
export interface PlannedQuery {
  readonly branches: readonly BranchPlan[];
  readonly sort: SortClause | undefined;
}

/** parseQuery's answer: the query, or a message and a 0-based position in the text. */
export type ParseOutcome<Q> =
  | { readonly ok: true; readonly query: Q }
  | { readonly ok: false; readonly error: { readonly message: string; readonly position: number } };

export interface LocalSearchDeps<Q> {
  readonly store: ResourceStore;
  /** src/oci/query's parseQuery. */
  readonly parse: (text: string) => ParseOutcome<Q>;
  /** src/oci/query's compileQuery; `textMatcher` answers `matching` clauses from the text index. */
  readonly compile: (query: Q, options: CompileOptions) => CompiledSearch;
  /**
   * The query planned for the index's columns (`now`: the instant `now` stands for). A query
   * the columns answer never reads a record but the page's; one that reads a field they do
   * not keep is compiled and evaluated over every record.
   */
  readonly plan?: (query: Q, now: number) => PlannedQuery;
  /** The instant `now` stands for in queries (epoch ms); Date.now by default. */
  readonly now?: () => number;
  /** A monotonic clock (ms) for tookMs and for how long ago a search ran; performance.now by default. */
  readonly clock?: () => number;
  /** How long after the last change the index is saved (changes in between are saved together). */
  readonly saveDelayMs?: number;
  /** Resources indexed between two yields to the worker's queued tasks. */
  readonly indexSlice?: number;
  /** The floor of resources changed since the last save that make a save start at once. */
  readonly saveAfterChanges?: number;
  /** Resources changed since the last save that a start may read again from the table (LOG_BOUND). */
  readonly logBound?: number;
  /** Resources stored in one transaction while searches run (a search in the last second). */
  readonly storePart?: number;
  /** While searches run, the pause in them (ms) in which a part is written or a slice indexed. */
  readonly writeGapMs?: number;
  /** While searches run without such a pause, how often (ms) the rest of a page is written or indexed. */
  readonly writeTurnMs?: number;
}

export interface LocalSearchRequest extends SearchFilters {
  /** Free text, or a structured query starting with `query`. */
  readonly text: string;
  readonly limit: number;
  readonly offset?: number;
}

export interface LocalSearchPage {
  readonly mode: 'text' | 'structured';
  /** The page's rows, best first; each keeps its fetchedAt ("as of 3 h ago"). */
  readonly items: SearchRow[];
  /** Matches of the text or query and every filter. */
  readonly total: number;
  readonly tookMs: number;
  /** Per type and per state, each ignoring its own filter. */
  readonly facets: SearchFacets;
}

export interface LocalSearchStatus {
  readonly indexed: number;
  readonly indexSource: 'saved' | 'rebuilt';
  readonly recordsLoaded: boolean;
  /** Why the last save of the index failed, until one succeeds. */
  readonly saveFailure?: ConsoleFailure;
}

const STRUCTURED = /^\s*query(\s|$)/i;
const DEFAULT_SAVE_DELAY_MS = 5_000;
const DEFAULT_INDEX_SLICE = 100;
const DEFAULT_STORE_PART = 50;
/** How long after a search the user counts as searching, and pages are stored in parts. */
const SEARCHING_MS = 1_000;
/** A pause in searching long enough for a part to be written, or a slice indexed, in it. */
const WRITE_GAP_MS = 50;
/** While searches never pause that long, how often the download takes a turn anyway. */
const WRITE_TURN_MS = 2_000;
/**
 * Resources changed since the last save that make the next save start at once: the larger of a
 * floor and half the index. A download from nothing to 250,000 is so saved five times (a save
 * costs in proportion to the resources it holds; a quarter made it fourteen times), and a
 * restart reads at most a third of the table again.
 */
const SAVE_AFTER_CHANGES = 50_000;
const SAVE_AFTER_SHARE = 0.5;
/**
 * The records table is the index's log: a page is written there once, findable by its fetch time
 * and its enrichment time, and a start indexes again what came after the saved index
 * (restoreTextIndex's catch-up). Up to this many resources changed since the last save, a quiet
 * moment therefore saves nothing: a search's enrichments or a refresh's few new resources stay in
 * the table. Past it, or after a removal (a start would compare every identifier with the table),
 * the index is saved once the writes stop: as a tail of the saves before (restoreTextIndex), which
 * holds only what changed, while the tails stay small beside the whole save.
 */
export const LOG_BOUND = 1_000;
const PREPARE_DELAY_MS = 100;

/** Resolves once the tasks already queued (a search's message) have run; a timer's clamp aside. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

export class LocalSearch<Q> {
  private records?: Promise<Result<RecordSet>>;
  private recordsLoaded = false;
  /** When the download's steps may run beside the searches. */
  private readonly turns: DownloadTurns;
  /** How long since the last search began or ended, in ms. */
  private readonly sinceSearch = (): number => this.turns.sinceSearch();
  /** The save of the index and the build of its column caches, each waiting for a pause in searching. */
  private readonly saving = new AfterPause(this.sinceSearch, SEARCHING_MS, () => void this.saveIndex());
  private readonly preparing = new AfterPause(this.sinceSearch, SEARCHING_MS, () => {
    this.index.prepare();
  });
  /** After a start from the saved index, the check that the table lost nothing since the save. */
  private readonly verifying = new AfterPause(this.sinceSearch, SEARCHING_MS, () => void this.verifyIndex());
  private dirty = false;
  /** Resources stored or removed since the last save began. */
  private unsaved = 0;
  /** Whether a removal is among them: a save is then due however few they are. */
  private unsavedRemoval = false;
  private saveFailure?: ConsoleFailure;
  /** The index's writes, one after another in the order the table took them. */
  private writes: Promise<void> = Promise.resolve();
  /** The fetch time of each page stored or being stored but not yet indexed. */
  private readonly unindexed: number[] = [];
  /** Per identifier, the pages being stored that hold it. */
  private readonly storing = new Map<string, number>();
  /** The newest enrichedAt the index shows, with every one before it. */
  private readonly enriched: SettledMark;
  /** The table's removals the index has applied. */
  private readonly removals: SettledMark;

  private constructor(
    private readonly deps: LocalSearchDeps<Q>,
    private readonly index: TextIndex,
    private readonly indexSource: 'saved' | 'rebuilt',
    private latestFetchedAt: number,
    latestEnrichedAt: number,
    removals: number,
  ) {
    this.enriched = new SettledMark(latestEnrichedAt);
    this.removals = new SettledMark(removals);
    this.turns = new DownloadTurns({
      clock: () => this.clock(),
      searchingMs: SEARCHING_MS,
      gapMs: deps.writeGapMs ?? WRITE_GAP_MS,
      turnMs: deps.writeTurnMs ?? WRITE_TURN_MS,
    });
  }

  /** Restores (or rebuilds) the text index, then answers a ready LocalSearch. */
  static async open<Q>(deps: LocalSearchDeps<Q>): Promise<Result<LocalSearch<Q>>> {
    const restored = await restoreTextIndex(deps.store.db, deps.store);
    if (!restored.ok) return restored;
    const { index, source, latestFetchedAt, latestEnrichedAt, removals, unsaved } = restored.value;
    const search = new LocalSearch(deps, index, source, latestFetchedAt, latestEnrichedAt, removals);
    // What changed after the save, indexed from the table, counts towards the next (LOG_BOUND).
    if (unsaved > 0) search.changed(unsaved);
    // Soon after the start, not in the way of its first searches (and not after the save's
    // delay, which `changed` set), the column caches are built and a saved index is checked
    // against the table.
    search.preparing.schedule(PREPARE_DELAY_MS);
    if (source === 'saved') search.verifying.schedule(PREPARE_DELAY_MS);
    return ok(search);
  }

  async search(request: LocalSearchRequest): Promise<Result<LocalSearchPage>> {
    const started = this.clock();
    this.turns.searchStarted(started);
    let answer: Result<Omit<LocalSearchPage, 'tookMs'>>;
    let ended: number;
    try {
      answer = STRUCTURED.test(request.text) ? await this.structured(request) : this.freeText(request);
    } finally {
      ended = this.clock();
      this.turns.searchEnded(ended);
    }
    if (!answer.ok) return answer;
    return ok({ ...answer.value, tookMs: ended - started });
  }

  /**
   * Stores a page of search results and indexes it (each part only once it is stored), a slice
   * at a time; answers once the whole page is indexed. While searches run the page is stored
   * in parts, the next part written while the last is indexed; when a part is refused, the
   * parts before it stay stored and indexed and the failure is answered.
   */
  async putPage(resources: readonly StoredResource[]): Promise<Result<StoredResource[]>> {
    // Until the page is indexed, a save must not claim what it stores (see watermark()).
    const fetchedAt = Math.min(...resources.map((resource) => resource.fetchedAt));
    this.unindexed.push(fetchedAt);
    for (const resource of resources) tally(this.storing, resource.identifier, 1);
    try {
      const stored: StoredResource[] = [];
      const indexing: Promise<void>[] = [];
      let refused: Result<StoredResource[]> | undefined;
      for (let from = 0; from < resources.length;) {
        const turn = await this.turns.next();
        const size =
          turn === 'gap' ? Math.max(1, this.deps.storePart ?? DEFAULT_STORE_PART) : resources.length;
        const part = await this.deps.store.putPage(resources.slice(from, from + size), this.mayBeStored);
        from += size;
        if (!part.ok) {
          refused = part;
          break;
        }
        stored.push(...part.value);
        indexing.push(this.inOrder(() => this.indexSliced(part.value)));
      }
      await Promise.all(indexing);
      if (stored.length > 0) this.changed(stored.length);
      return refused ?? ok(stored);
    } finally {
      this.unindexed.splice(this.unindexed.indexOf(fetchedAt), 1);
      for (const resource of resources) tally(this.storing, resource.identifier, -1);
    }
  }

  /**
   * Whether the table can hold a version of this resource: one the index knows, or one in a
   * page another store has under way (each page counts its own identifiers once). The index
   * follows the table (restored, then caught up from it), so any other is new.
   */
  private readonly mayBeStored = (id: string): boolean =>
    this.index.has(id) || (this.storing.get(id) ?? 0) > 1;

  /** Stores an enrichment and the link computed with it; answers once the index shows it. */
  async applyEnrichment(
    id: string,
    enrichment: Enrichment,
    link: LinkAfterEnrichment,
  ): Promise<Result<StoredResource | undefined>> {
    return this.enriched.during(async (applied) => {
      const updated = await this.deps.store.applyEnrichment(id, enrichment, link);
      if (updated.ok && updated.value !== undefined) await this.showEnriched([updated.value], applied);
      return updated;
    });
  }

  /**
   * Stores several enrichments in one transaction (the enrichment of a search writes in
   * batches, not one transaction per resource). Answers the updated records; resources no
   * longer stored are left out. On failure nothing of the batch is written.
   */
  async applyEnrichments(updates: readonly EnrichmentUpdate[]): Promise<Result<StoredResource[]>> {
    return this.enriched.during((applied) => this.writeEnrichments(updates, applied));
  }

  private async writeEnrichments(
    updates: readonly EnrichmentUpdate[],
    applied: (enrichedAt: number) => void,
  ): Promise<Result<StoredResource[]>> {
    const { db } = this.deps.store;
    let written: readonly (StoredResource | undefined)[];
    try {
      written = await db.transaction('rw', db.resources, () =>
        Promise.all(
          updates.map(async (update) => {
            const answer = await this.deps.store.applyEnrichment(update.id, update.enrichment, update.link);
            if (!answer.ok) throw new FailureError(answer.failure);
            return answer.value;
          }),
        ),
      );
    } catch (error) {
      return fail(error instanceof FailureError ? error.failure : storageFailure(error));
    }
    const updated = written.filter((record): record is StoredResource => record !== undefined);
    if (updated.length > 0) await this.showEnriched(updated, applied);
    return ok(updated);
  }

  /** Shows stored enrichments on the index's rows and the loaded records, after the index's writes before them. */
  private async showEnriched(
    updated: readonly StoredResource[],
    applied: (enrichedAt: number) => void,
  ): Promise<void> {
    this.withRecords((records) => {
      records.put(updated);
    });
    await this.inOrder(() => {
      for (const record of updated) {
        this.index.enrich(record);
        applied(record.enrichedAt ?? 0);
      }
      return Promise.resolve();
    });
    this.changed(updated.length);
  }

  async remove(ids: readonly string[]): Promise<Result<number>> {
    return this.removals.during(async (applied) => {
      const removed = await this.deps.store.remove(ids);
      if (!removed.ok) return removed;
      await this.inOrder(() => {
        for (const id of ids) this.index.remove(id);
        this.withRecords((records) => {
          records.remove(ids);
        });
        applied(removed.value.removals);
        return Promise.resolve();
      });
      this.changed(ids.length, true);
      return ok(removed.value.removed);
    });
  }

  /**
   * Brings the index to the table when resources were removed after its last save (the worker
   * stopped before saving again); answers how many rows changed. Run after a start from the
   * saved index, in order with the index's writes; a page stored meanwhile is left to its own
   * indexing, queued after this check.
   */
  async verifyIndex(): Promise<Result<number>> {
    let answer: Result<number> = ok(0);
    await this.inOrder(async () => {
      answer = await reconcileWithTable(this.deps.store.db, this.index, (id) => this.storing.has(id));
    });
    if (answer.ok && answer.value > 0) this.changed(answer.value, true);
    return answer;
  }

  /** Loads the records for structured search now rather than at the first query. */
  async preloadRecords(): Promise<Result<number>> {
    const records = await this.loadRecords();
    return records.ok ? ok(records.value.size) : records;
  }

  /** Saves the index now if it changed since the last save. */
  async saveIndex(): Promise<Result<void>> {
    this.saving.cancel();
    if (!this.dirty) return ok(undefined);
    this.dirty = false;
    const unsaved = this.unsaved;
    const removal = this.unsavedRemoval;
    this.unsaved = 0;
    this.unsavedRemoval = false;
    const saved = await saveTextIndex(this.deps.store.db, this.index, this.watermark(), this.deps.now);
    if (saved.ok) this.saveFailure = undefined;
    else {
      this.dirty = true;
      this.unsaved += unsaved;
      this.unsavedRemoval ||= removal;
      this.saveFailure = saved.failure;
    }
    return saved;
  }

  status(): LocalSearchStatus {
    return {
      indexed: this.index.size,
      indexSource: this.indexSource,
      recordsLoaded: this.recordsLoaded,
      saveFailure: this.saveFailure,
    };
  }

  /** Stops the pending save (call saveIndex first to keep the latest changes). */
  close(): void {
    this.saving.cancel();
    this.preparing.cancel();
    this.verifying.cancel();
  }

  private freeText(request: LocalSearchRequest): Result<Omit<LocalSearchPage, 'tookMs'>> {
    const found = this.index.search(request.text, request);
    return ok({ mode: 'text', items: found.rows, total: found.total, facets: found.facets });
  }

  private async structured(request: LocalSearchRequest): Promise<Result<Omit<LocalSearchPage, 'tookMs'>>> {
    const parsed = this.deps.parse(request.text);
    if (!parsed.ok) return fail({ kind: 'query', ...parsed.error });
    const now = (this.deps.now ?? Date.now)();
    let planned: PlannedQuery | undefined;
    try {
      planned = this.deps.plan?.(parsed.query, now);
    } catch (error) {
      return fail(queryFailure(error));
    }
    const fromColumns = planned && this.index.structured(planned.branches, planned.sort, request);
    if (fromColumns !== undefined) {
      return ok({
        mode: 'structured',
        items: fromColumns.rows,
        total: fromColumns.total,
        facets: fromColumns.facets,
      });
    }
    let compiled: CompiledSearch;
    try {
      compiled = this.deps.compile(parsed.query, {
        now,
        textMatcher: (terms) => this.index.matcher(terms),
      });
    } catch (error) {
      return fail(queryFailure(error));
    }
    const records = await this.loadRecords();
    if (!records.ok) return records;
    const found = localStructuredSearch(compiled, records.value, request);
    return ok({ mode: 'structured', ...found, items: found.items.map(toSearchRow) });
  }

  private loadRecords(): Promise<Result<RecordSet>> {
    this.records ??= RecordSet.load(this.deps.store).then((loaded) => {
      if (loaded.ok) this.recordsLoaded = true;
      else this.records = undefined;
      return loaded;
    });
    return this.records;
  }

  /** Applies a change to the records once they are loaded, in the order of the changes. */
  private withRecords(change: (records: RecordSet) => void): void {
    this.records = this.records?.then((loaded) => {
      if (loaded.ok) change(loaded.value);
      return loaded;
    });
  }

  /** Indexes stored resources a slice at a time, yielding to queued tasks between slices. */
  private async indexSliced(resources: readonly StoredResource[]): Promise<void> {
    const slice = Math.max(1, this.deps.indexSlice ?? DEFAULT_INDEX_SLICE);
    let rest = false;
    for (let from = 0; from < resources.length;) {
      if (!rest) {
        if (from > 0) await nextTask();
        // At a turn (the user searching without pause), the rest goes at once.
        rest = (await this.turns.next()) === 'turn';
      }
      const to = rest ? resources.length : from + slice;
      for (const resource of resources.slice(from, to)) {
        this.index.add(resource);
        this.latestFetchedAt = Math.max(this.latestFetchedAt, resource.fetchedAt);
      }
      from = to;
    }
    this.withRecords((records) => {
      records.put(resources);
    });
  }

  private clock(): number {
    return (this.deps.clock ?? (() => performance.now()))();
  }

  /** Runs an index write after the ones before it. */
  private inOrder(write: () => Promise<void>): Promise<void> {
    const done = this.writes.then(write);
    this.writes = done.catch(() => undefined);
    return done;
  }

  /**
   * The fetch time from which the table may hold records the index has not seen (the newest it
   * indexed, or a page stored but not yet indexed, whichever is older: fetch times grow as pages
   * are stored), and the enrichment time after which it may hold enrichments the index does not
   * show, and the table's removals it has applied.
   */
  private watermark(): IndexWatermarks {
    return {
      latestFetchedAt: Math.min(this.latestFetchedAt, ...this.unindexed),
      latestEnrichedAt: this.enriched.value,
      removals: this.removals.value,
    };
  }

  /**
   * Saves now when `count` more made the unsaved part large; once writes stop for the delay when
   * it passed the log's bound or holds a removal; else leaves it to the table (LOG_BOUND).
   */
  private changed(count: number, removal = false): void {
    this.dirty = true;
    this.unsaved += count;
    this.unsavedRemoval ||= removal;
    const floor = this.deps.saveAfterChanges ?? SAVE_AFTER_CHANGES;
    const large = this.unsaved >= Math.max(floor, this.index.size * SAVE_AFTER_SHARE);
    if (large) this.saving.schedule(0);
    else if (this.unsavedRemoval || this.unsaved > (this.deps.logBound ?? LOG_BOUND))
      this.saving.schedule(this.deps.saveDelayMs ?? DEFAULT_SAVE_DELAY_MS);
    // Rows added leave the presorted rows out of date: once the writes stop, they are built again.
    this.preparing.schedule(this.deps.saveDelayMs ?? DEFAULT_SAVE_DELAY_MS);
  }
}

/** Adds `by` to the identifier's count, dropping it at zero. */
function tally(counts: Map<string, number>, id: string, by: number): void {
  const next = (counts.get(id) ?? 0) + by;
  if (next > 0) counts.set(id, next);
  else counts.delete(id);
}

/** A compile-time error of the query (an impossible date…), with its position when it has one. */
function queryFailure(error: unknown): ConsoleFailure {
  const position =
    typeof error === 'object' && error !== null && 'position' in error && typeof error.position === 'number'
      ? error.position
      : 0;
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'query', message, position };
}
