/**
 * The local search (docs/ARCHITECTURE.md, "A search"): what the console answers offline, or before
 * the network does. Free text goes to the in-memory TextIndex (saved to and restored from the
 * `meta` table); text that starts with the `query` keyword is the structured query language, parsed
 * by the injected query module and answered over the index's columns, or, when it reads a field the
 * columns do not keep, compiled and evaluated over the in-memory RecordSet. The rows of a page come
 * from the index's columns, so a search reads no record. Writes to the `resources` table go through
 * here so the index and the records follow them.
 *
 * A page is indexed in slices, each followed by a yield to the worker's queued tasks, so a search
 * asked while a tenancy download stores page after page waits for one slice, not the page. While
 * the user searches, the download's writes and slices wait for a pause or their turn
 * (downloadTurns.ts).
 * Stores and removals reach the index in the order they were stored, one at a time. The index
 * is saved once writes have stopped for `saveDelayMs`, or at once when what changed since the
 * last save grows past a share of the index (a download streaming pages is saved that often, not
 * every few seconds, as tails of what each adds, and whole once its writes stop: savePolicy.ts),
 * in either case only after a second without a search; a restart in between
 * finds the records stored since the save by their fetch time and indexes them
 * (restoreTextIndex).
 */
import { ok, type Result } from '../../contract/failure';
import type { Enrichment } from '../../oci/resource';
import type { StoredResource } from '../../contract/db';
import type { EnrichmentUpdate, LinkAfterEnrichment } from '../store/resourceStore';
import { AfterPause } from './pacing/afterPause';
import { StepsAfterPause } from './pacing/stepsAfterPause';
import { DownloadTurns, SEARCHING_MS, WRITE_GAP_MS, WRITE_TURN_MS } from './pacing/downloadTurns';
import { storeInParts, type PageSignals } from './pacing/storeInParts';
import type {
  LocalSearchDeps,
  LocalSearchPage,
  LocalSearchRequest,
  LocalSearchStatus,
} from './localSearchTypes';
import { SettledMark } from './saved/settledWatermark';
import { LazyRecords } from './index/lazyRecords';
import { rebuildDamaged, reconcileWithTable, restoreTextIndex } from './saved/restoreTextIndex';
import { saveTextIndex, wholeSaveDue, type IndexWatermarks } from './saved/savedIndex';
import { SavePolicy } from './saved/savePolicy';
import { answerFromColumns, answerStructured } from './query/structuredAnswer';
import { rehearsal, REHEARSAL_FROM } from './query/rehearsal';
import type { TextIndex } from './index/textIndex';
import { nextTask } from './pacing/afterQueuedTasks';
import { PagesBeingStored } from './pagesBeingStored';

const STRUCTURED = /^\s*query(\s|$)/i;
const DEFAULT_INDEX_SLICE = 100;
const PREPARE_DELAY_MS = 100;

export class LocalSearch<Q> {
  /** The records, for structured queries that read fields the columns do not keep. */
  private readonly records: LazyRecords;
  /** When the download's steps may run beside the searches. */
  private readonly turns: DownloadTurns;
  /** How long since the last search began or ended, in ms. */
  private readonly sinceSearch = (): number => this.turns.sinceSearch();
  /** The save of the index and the build of its column caches, each waiting for a pause in searching. */
  private readonly saving = new AfterPause(this.sinceSearch, SEARCHING_MS, () => void this.saveIndex());
  private readonly preparing = new StepsAfterPause(this.sinceSearch, SEARCHING_MS, () => this.preparation());
  /** Whether the searches were rehearsed (query/rehearsal): once in a worker's life is enough. */
  private rehearsed = false;
  /** After a start from the saved index, the check that the table lost nothing since the save. */
  private readonly verifying = new AfterPause(this.sinceSearch, SEARCHING_MS, () => void this.verifyIndex());
  private readonly saves: SavePolicy;
  /** The index's writes, one after another in the order the table took them. */
  private writes: Promise<void> = Promise.resolve();
  /** The pages stored or being stored but not yet indexed. */
  private readonly underWay = new PagesBeingStored();
  /** The newest enrichedAt the index shows, with every one before it. */
  private readonly enriched: SettledMark;
  /** The table's removals the index has applied. */
  private readonly removals: SettledMark;
  /** The saved part the start (or the postings' check after it) found damaged and rebuilt from the table. */
  private repaired?: LocalSearchStatus['repaired'];
  /** The rebuild under way after the postings' check found them damaged (repairIndex). */
  private repairing?: Promise<Result<void>>;

  private constructor(
    private readonly deps: LocalSearchDeps<Q>,
    private index: TextIndex,
    private indexSource: 'saved' | 'rebuilt',
    private latestFetchedAt: number,
    latestEnrichedAt: number,
    removals: number,
  ) {
    this.records = new LazyRecords(deps.store);
    this.saves = new SavePolicy(deps, (delayMs) => {
      this.saving.schedule(delayMs);
    });
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
    search.repaired = restored.value.repaired;
    // What changed after the save, indexed from the table, counts towards the next (LOG_BOUND);
    // an index loaded from an earlier format or beside a damaged tail is saved again whole (in
    // this format, with its checksum) once searches pause, however small (as a removal is).
    if (restored.value.saveWhole) search.changed(index.size, true);
    else if (unsaved > 0) search.changed(unsaved);
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
      answer = STRUCTURED.test(request.text)
        ? await answerStructured(this.deps, this.index, () => this.records.load(), request)
        : this.freeText(request);
    } finally {
      ended = this.clock();
      this.turns.searchEnded(ended);
    }
    if (!answer.ok) return answer;
    return ok({ ...answer.value, tookMs: ended - started });
  }

  /**
   * Stores a page of search results and indexes it, a slice at a time; answers once the whole
   * page is indexed. The page is stored in parts, the next written while the last is indexed
   * (pacing/storeInParts: small ones while searches run, `idlePart` otherwise); when a part is
   * refused, the parts stored stay stored and indexed and the failure is answered. `signals` are
   * told once every part's write is begun and once every part is stored, the last perhaps not
   * yet indexed (never after a refusal).
   */
  async putPage(
    resources: readonly StoredResource[],
    signals?: PageSignals,
  ): Promise<Result<StoredResource[]>> {
    // Until the page is indexed, a save must not claim what it stores (see watermark()).
    const indexed = this.underWay.begin(resources);
    try {
      const { stored, refused } = await storeInParts(resources, {
        next: () => this.turns.next(),
        parts: this.deps,
        write: (part) => (this.deps.writer ?? this.deps.store).putPage(part, this.mayBeStored),
        index: (part) => this.inOrder(() => this.indexSliced(part)),
        signals,
      });
      if (stored.length > 0) this.changed(stored.length);
      return refused ?? ok(stored);
    } finally {
      indexed();
    }
  }

  /**
   * Whether the table can hold a version of this resource: one the index knows, or one in a
   * page another store has under way. The index follows the table (restored, then caught up from
   * it), so any other is new.
   */
  private readonly mayBeStored = (id: string): boolean => this.index.has(id) || this.underWay.holdTwice(id);

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
   * Stores several enrichments in one transaction (ResourceStore.applyEnrichments) and shows
   * them; resources no longer stored are left out. On failure nothing of the batch is written.
   */
  async applyEnrichments(updates: readonly EnrichmentUpdate[]): Promise<Result<StoredResource[]>> {
    return this.enriched.during(async (applied) => {
      const updated = await this.deps.store.applyEnrichments(updates);
      if (updated.ok && updated.value.length > 0) await this.showEnriched(updated.value, applied);
      return updated;
    });
  }

  /** Shows stored enrichments on the index's rows and the loaded records, after the index's writes before them. */
  private async showEnriched(
    updated: readonly StoredResource[],
    applied: (enrichedAt: number) => void,
  ): Promise<void> {
    this.records.change((records) => {
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
        this.records.change((records) => {
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
      answer = await reconcileWithTable(this.deps.store.db, this.index, (id) => this.underWay.holds(id));
    });
    if (answer.ok && answer.value > 0) this.changed(answer.value, true);
    return answer;
  }

  /**
   * Rebuilds the index from the table, as a start does with a damaged save, when the check of its
   * restored postings found them damaged (TextIndex.checkPostings): searches answer from the index
   * as it is until the rebuild replaces it, no write comes between, the user is told as after such
   * a start, and the index is saved whole once searches pause.
   */
  private repairIndex(): Promise<Result<void>> {
    return (this.repairing ??= this.rebuild().finally(() => {
      this.repairing = undefined;
    }));
  }

  private async rebuild(): Promise<Result<void>> {
    let rebuilt: Result<TextIndex> = ok(this.index);
    await this.inOrder(async () => {
      rebuilt = await rebuildDamaged(this.deps.store, this.deps.now);
      if (rebuilt.ok) this.index = rebuilt.value;
    });
    if (!rebuilt.ok) return rebuilt;
    this.indexSource = 'rebuilt';
    this.repaired = 'whole';
    this.changed(this.index.size, true);
    this.preparing.schedule(PREPARE_DELAY_MS);
    return ok(undefined);
  }

  /** Loads the records for structured search now rather than at the first query. */
  async preloadRecords(): Promise<Result<number>> {
    const records = await this.records.load();
    return records.ok ? ok(records.value.size) : records;
  }

  /** Saves the index now if it changed since the last save (as SavePolicy says: a download's as a tail). */
  async saveIndex(): Promise<Result<void>> {
    this.saving.cancel();
    // Restored postings not checked yet are checked before they are saved again.
    this.index.checkPostings();
    if (this.index.postingsDamaged) return this.repairIndex();
    const { index } = this;
    return this.saves.save(
      (streaming) => saveTextIndex(this.deps.store.db, index, this.watermark(), this.deps.now, { streaming }),
      () => wholeSaveDue(index),
    );
  }

  status(): LocalSearchStatus {
    return {
      indexed: this.index.size,
      indexSource: this.indexSource,
      ...(this.repaired && { repaired: this.repaired }),
      recordsLoaded: this.records.loaded,
      prepared: this.preparing.done,
      saveFailure: this.saves.saveFailure,
    };
  }

  /** Stops the pending save (call saveIndex first to keep the latest changes). */
  close(): void {
    this.saving.cancel();
    this.preparing.stop();
    this.verifying.cancel();
  }

  /**
   * The index's preparation (TextIndex.preparation), then, once the index holds `rehearsalFrom`
   * resources and only once in the worker's life, the rehearsal of its searches (query/rehearsal):
   * free text by the index, structured queries by its columns only (never loading the records).
   */
  private *preparation(): Generator<void, void, void> {
    yield* this.index.preparation();
    if (this.index.postingsDamaged) return void this.repairIndex();
    if (this.rehearsed || this.index.size < (this.deps.rehearsalFrom ?? REHEARSAL_FROM)) return;
    this.rehearsed = yield* rehearsal(
      (request) =>
        STRUCTURED.test(request.text)
          ? answerFromColumns(this.deps, this.index, request)
          : this.freeText(request),
      (this.deps.now ?? Date.now)(),
    );
  }

  private freeText(request: LocalSearchRequest): Result<Omit<LocalSearchPage, 'tookMs'>> {
    const found = this.index.search(request.text, request);
    return ok({ mode: 'text', items: found.rows, total: found.total, facets: found.facets });
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
    this.records.change((records) => {
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
   * indexed, or just before a page stored but not yet indexed, whichever is older: fetch times
   * grow as pages are stored), and the enrichment time after which it may hold enrichments the
   * index does not show, and the table's removals it has applied. Just before: a start whose
   * table's newest record is at the watermark reads nothing again (restoreTextIndex), which
   * would leave out a page at that very time that the save held only in part.
   */
  private watermark(): IndexWatermarks {
    return {
      latestFetchedAt: this.underWay.claimable(this.latestFetchedAt),
      latestEnrichedAt: this.enriched.value,
      removals: this.removals.value,
    };
  }

  /** Counts changes towards the next save, and puts off building the column caches again. */
  private changed(count: number, removal = false): void {
    this.saves.changed(count, this.index.size, removal);
    // Rows added leave the presorted rows out of date: once the writes stop, they are built again.
    this.preparing.schedule(this.saves.saveDelayMs);
  }
}
