/**
 * Keeps the text index across worker starts: it is saved in the `meta` table under
 * 'textIndex' with its format version, the resource count and a watermark (the fetch time from
 * which the table may hold records the save does not), and loaded from there when the format
 * is this one. When pages were stored after the save (a download streaming pages saves seldom),
 * the records fetched at or after the watermark are read by the `fetchedAt` index and indexed
 * again, and so are those enriched after the enrichment watermark (by `enrichedAt`: the
 * rows show their enrichment's link and alternative name); when more than the saved index holds
 * would be read so, or nothing usable is saved, the index is rebuilt from the table and saved.
 * The table is not counted at the start (slow at 250,000 records): the store counts its removals,
 * and a start whose table counted more than the save applied brings the index to the table's
 * identifiers (reconcileWithTable) before it answers.
 *
 * A save is whole, or a tail (savedTail) under 'textIndex.tail.NNNN' that holds only what changed
 * since the save before: a few changes no longer rewrite the whole index (over 100 MB at 250,000
 * resources). A start appends the tails of its whole save in order, with the watermarks of the
 * last. Past MAX_TAILS tails, or once they hold more than TAIL_SHARE of the whole save's
 * documents (each one a start appends), the index is saved whole again and the tails deleted.
 */
import { ok, type Result } from '../../contract/failure';
import type { ConsoleDb } from '../../contract/db';
import type { ResourceStore } from '../store/resourceStore';
import { guardStorage } from '../store/storageFailure';
import type { IndexExtent, TailParts } from './savedTail';
import { TextIndex } from './textIndex';
import { decodeTextIndex, encodeTextIndex, TEXT_INDEX_FORMAT } from './textIndexCodec';

export const TEXT_INDEX_KEY = 'textIndex';
/** The tails' keys: this, then the tail's number in four digits (ordered as strings). */
export const TEXT_INDEX_TAIL_PREFIX = 'textIndex.tail.';
/**
 * The generation of the whole save on disk, in a row of its own (the whole save's row is the
 * size of the index): a tail is written only after the save it follows, not after one another
 * worker (another tab) wrote since.
 */
const TEXT_INDEX_GENERATION_KEY = 'textIndex.generation';
/** Tails after a whole save at most. */
export const MAX_TAILS = 16;
/** The tails' documents, at most this share of the whole save's (and never fewer than TAIL_MIN_DOCS). */
export const TAIL_SHARE = 1 / 16;
const TAIL_MIN_DOCS = 2_000;

/** The value of the `meta` row. */
export interface SavedTextIndex {
  readonly version: number;
  /** Resources indexed (equal to the table's count when saved). */
  readonly count: number;
  /** Every record fetched before it was indexed when saved (the newest fetchedAt, or older). */
  readonly latestFetchedAt: number;
  /** The newest enrichedAt the index showed, with every one before it, when saved (0: none). */
  readonly enrichedThrough: number;
  /** The table's removals the index had applied when saved (ResourceStore.removals). */
  readonly removals: number;
  readonly savedAt: number;
  readonly data: ArrayBuffer;
  /** Names this whole save: its tails carry it (absent in a save from before tails). */
  readonly generation?: string;
}

/** A `meta` row of a tail: what changed after the save before it (savedTail), and its watermarks. */
export interface SavedTextIndexTail extends Omit<SavedTextIndex, 'generation'> {
  readonly generation: string;
  /** 1 for the first tail after the whole save. */
  readonly seq: number;
  readonly from: IndexExtent;
  readonly removed: Uint32Array;
  readonly shownRows: Uint32Array;
  readonly shownCodes: Uint32Array;
}

/** What a save says it holds: its count and watermarks. */
type SaveWatermarks = Pick<SavedTextIndex, 'count' | 'latestFetchedAt' | 'enrichedThrough' | 'removals'>;

/** The saves an index in memory follows: its whole save and how many tails after it. */
interface SavedChain {
  readonly generation: string;
  readonly seq: number;
  readonly baseDocs: number;
  readonly tailDocs: number;
}

/** Per index in memory, the saves it follows (none: its next save is whole). */
const chains = new WeakMap<TextIndex, SavedChain>();

export interface RestoredTextIndex {
  readonly index: TextIndex;
  /** 'saved': loaded from the meta table; 'rebuilt': read from every stored resource. */
  readonly source: 'saved' | 'rebuilt';
  /** The table's newest fetchedAt when restored: the watermark the next save records. */
  readonly latestFetchedAt: number;
  /** The table's newest enrichedAt when restored: the enrichment watermark the next save records. */
  readonly latestEnrichedAt: number;
  /** The table's removals when restored, every one applied: what the next save records. */
  readonly removals: number;
  /** Records indexed again from the table (those at the save's fetch watermark included). */
  readonly caughtUp: number;
  /** Of those, the ones changed after the save (fetched or enriched later, or removed). */
  readonly unsaved: number;
}

/** What a start read again from the table, and how much of it changed after the save. */
interface CaughtUp {
  readonly caughtUp: number;
  readonly unsaved: number;
}

const REBUILD_BATCH = 2_000;

function isSavedTextIndex(value: unknown): value is SavedTextIndex {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedTextIndex>;
  return (
    typeof saved.version === 'number' &&
    typeof saved.count === 'number' &&
    typeof saved.latestFetchedAt === 'number' &&
    typeof saved.enrichedThrough === 'number' &&
    typeof saved.removals === 'number' &&
    saved.data instanceof ArrayBuffer
  );
}

function isSavedTail(value: unknown): value is SavedTextIndexTail {
  if (!isSavedTextIndex(value)) return false;
  const tail = value as Partial<Record<keyof SavedTextIndexTail, unknown>>;
  return (
    typeof tail.generation === 'string' &&
    typeof tail.seq === 'number' &&
    typeof tail.from === 'object' &&
    tail.from !== null &&
    tail.removed instanceof Uint32Array &&
    tail.shownRows instanceof Uint32Array &&
    tail.shownCodes instanceof Uint32Array
  );
}

/**
 * Appends to a loaded whole save its tails, in order, while each follows the one before;
 * answers the watermarks of the last appended, and the chain a next save extends (none when a
 * tail was missing or did not fit: the next save is whole, and deletes them).
 */
function appendTails(index: TextIndex, base: SavedTextIndex, rows: readonly unknown[]): SaveWatermarks {
  const { generation } = base;
  if (generation === undefined) return base;
  const tails = rows
    .filter(isSavedTail)
    .filter((tail) => tail.generation === generation && tail.version === TEXT_INDEX_FORMAT)
    .sort((a, b) => a.seq - b.seq);
  let last: SaveWatermarks = base;
  let tailDocs = 0;
  for (const [at, tail] of tails.entries()) {
    if (tail.seq !== at + 1) return last;
    let appended = false;
    try {
      const parts = decodeTextIndex(tail.data, 'tail');
      appended = index.applyTail({
        from: tail.from,
        parts,
        removed: tail.removed,
        shown: { rows: tail.shownRows, codes: tail.shownCodes },
      });
      tailDocs += parts.ids.length;
    } catch {
      appended = false;
    }
    // What it did append is read again from the table, from the last watermarks that held.
    if (!appended || index.size !== tail.count) return last;
    last = tail;
  }
  chains.set(index, { generation, seq: tails.length, baseDocs: base.count, tailDocs });
  return last;
}

/** The saved index when it is current, else one rebuilt from the table (and saved). */
export async function restoreTextIndex(
  db: ConsoleDb,
  store: ResourceStore,
): Promise<Result<RestoredTextIndex>> {
  // No count of the table here: at 250,000 records it takes longer than reading the saved index
  // (IndexedDB walks every key); the removal count says when the identifiers must be compared.
  const [row, tailRows, latest, enriched, removals] = await Promise.all([
    guardStorage(() => db.meta.get(TEXT_INDEX_KEY)),
    guardStorage(() => db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).toArray()),
    store.latestFetchedAt(),
    store.latestEnrichedAt(),
    store.removals(),
  ]);
  if (!row.ok) return row;
  if (!tailRows.ok) return tailRows;
  if (!latest.ok) return latest;
  if (!enriched.ok) return enriched;
  if (!removals.ok) return removals;
  const watermarks = {
    latestFetchedAt: latest.value,
    latestEnrichedAt: enriched.value,
    removals: removals.value,
  };
  const saved = row.value?.value;
  const loaded =
    isSavedTextIndex(saved) && saved.version === TEXT_INDEX_FORMAT ? loadOrUndefined(saved.data) : undefined;
  if (isSavedTextIndex(saved) && loaded !== undefined && loaded.size === saved.count) {
    const restored = { index: loaded, source: 'saved', ...watermarks } as const;
    const last = appendTails(
      loaded,
      saved,
      tailRows.value.map((tail) => tail.value),
    );
    const caughtUp = await bringUpToDate(db, loaded, last, watermarks);
    if (!caughtUp.ok) return caughtUp;
    if (caughtUp.value !== undefined) return ok({ ...restored, ...caughtUp.value });
  }
  const index = new TextIndex();
  const visited = await store.forEachBatch(REBUILD_BATCH, (batch) => {
    for (const resource of batch) index.add(resource);
  });
  if (!visited.ok) return visited;
  const written = await saveTextIndex(db, index, watermarks);
  if (!written.ok) return written;
  return ok({ index, source: 'rebuilt', ...watermarks, caughtUp: 0, unsaved: 0 });
}

/**
 * Brings a loaded index up to the table: the records stored or enriched after the save, then,
 * when the table counted removals the save did not apply (the worker stopped before it saved
 * again), the table's identifiers. Answers how many records it indexed again and how many of
 * them changed after the save, or undefined when a rebuild reads no more.
 */
async function bringUpToDate(
  db: ConsoleDb,
  index: TextIndex,
  saved: SaveWatermarks,
  table: IndexWatermarks,
): Promise<Result<CaughtUp | undefined>> {
  let caughtUp = 0;
  let unsaved = 0;
  if (saved.latestFetchedAt !== table.latestFetchedAt || table.latestEnrichedAt > saved.enrichedThrough) {
    const read = await catchUp(db, index, saved);
    if (!read.ok || read.value === undefined) return read;
    ({ caughtUp, unsaved } = read.value);
  }
  if (table.removals > saved.removals) {
    const reconciled = await reconcileWithTable(db, index);
    if (!reconciled.ok) return reconciled;
    caughtUp += reconciled.value;
    unsaved += reconciled.value;
  }
  return ok({ caughtUp, unsaved });
}

/**
 * Indexes again the records fetched at or after the save's watermark or enriched after its
 * enrichment watermark (adding replaces), in batches; answers how many, and how many of them
 * changed after the save, or undefined when they are more than the saved index holds (more than
 * half the table when they are new: a rebuild reads no more).
 */
async function catchUp(
  db: ConsoleDb,
  index: TextIndex,
  saved: SaveWatermarks,
): Promise<Result<CaughtUp | undefined>> {
  return guardStorage(async () => {
    const [fetched, enriched] = await Promise.all([
      db.resources.where('fetchedAt').aboveOrEqual(saved.latestFetchedAt).primaryKeys(),
      db.resources.where('enrichedAt').above(saved.enrichedThrough).primaryKeys(),
    ]);
    const ids = [...new Set([...fetched, ...enriched])];
    if (ids.length > saved.count) return undefined;
    const read = (from: number) =>
      from < ids.length ? db.resources.bulkGet(ids.slice(from, from + REBUILD_BATCH)) : undefined;
    let reading = read(0);
    let unsaved = 0;
    for (let from = 0; reading !== undefined; from += REBUILD_BATCH) {
      const batch = await reading;
      reading = read(from + REBUILD_BATCH);
      for (const resource of batch) {
        if (resource === undefined) continue;
        const changed =
          resource.fetchedAt > saved.latestFetchedAt || (resource.enrichedAt ?? 0) > saved.enrichedThrough;
        // Fetched at the watermark itself: most likely in the save already (its last page), and
        // then not added again (a new row, which the next save would hold once more).
        if (!changed && index.shows(resource)) continue;
        index.add(resource);
        if (changed) unsaved += 1;
      }
    }
    return { caughtUp: ids.length, unsaved };
  });
}

/**
 * Brings a restored index to the table's identifiers when their counts differ (resources removed
 * after the last save, by a worker that stopped before saving again): drops what the table no
 * longer holds and indexes what it holds that the index lacks, but for the resources of a page
 * being stored (`beingStored`): their page indexes them once its write is done, and adding them
 * here as well would leave a dead row of each. Answers how many changed.
 */
export async function reconcileWithTable(
  db: ConsoleDb,
  index: TextIndex,
  beingStored: (id: string) => boolean = () => false,
): Promise<Result<number>> {
  return guardStorage(async () => {
    if ((await db.resources.count()) === index.size) return 0;
    const stored = new Set(await db.resources.toCollection().primaryKeys());
    let changed = 0;
    for (const id of index.identifiers()) {
      if (!stored.has(id) && index.remove(id)) changed += 1;
    }
    const missing = [...stored].filter((id) => !index.has(id) && !beingStored(id));
    for (let from = 0; from < missing.length; from += REBUILD_BATCH) {
      const batch = await db.resources.bulkGet(missing.slice(from, from + REBUILD_BATCH));
      for (const resource of batch) {
        if (resource === undefined) continue;
        index.add(resource);
        changed += 1;
      }
    }
    return changed;
  });
}

function loadOrUndefined(data: ArrayBuffer): TextIndex | undefined {
  try {
    return TextIndex.load(data);
  } catch {
    return undefined;
  }
}

/** What a save claims the index holds: the fetches and the enrichments up to these times, these removals. */
export interface IndexWatermarks {
  readonly latestFetchedAt: number;
  readonly latestEnrichedAt: number;
  readonly removals: number;
}

/**
 * Saves the index with the watermarks it has indexed up to, so a page stored or an enrichment
 * written after them makes the save stale: as a tail of the saves before when it is small
 * enough, else whole (compacted first; the tails are deleted in the same transaction).
 */
export async function saveTextIndex(
  db: ConsoleDb,
  index: TextIndex,
  watermarks: IndexWatermarks,
  now: () => number = Date.now,
): Promise<Result<void>> {
  const chain = chains.get(index);
  const unsaved = index.unsavedDocuments();
  const asTail =
    chain !== undefined &&
    unsaved !== undefined &&
    chain.seq < MAX_TAILS &&
    chain.tailDocs + unsaved <= Math.max(TAIL_MIN_DOCS, chain.baseDocs * TAIL_SHARE);
  const saved = { count: index.size, ...savedWatermarks(watermarks), savedAt: now() };
  // The chain moves on before the write, so a save begun meanwhile follows this one.
  const tail = asTail ? index.tail() : undefined;
  let written: Result<boolean> = ok(false);
  if (chain !== undefined && tail !== undefined) written = await putTail(db, chain, tail, saved, index);
  // No tail, or the save on disk is no longer the one it follows: saved whole.
  if (written.ok && !written.value) written = await putWhole(db, index, saved);
  if (!written.ok) {
    // The saves on disk are not what the index counts as saved: the next one is whole.
    index.forgetSaved();
    chains.delete(index);
  }
  return written.ok ? ok(undefined) : written;
}

function savedWatermarks(watermarks: IndexWatermarks): Omit<SaveWatermarks, 'count'> {
  return {
    latestFetchedAt: watermarks.latestFetchedAt,
    enrichedThrough: watermarks.latestEnrichedAt,
    removals: watermarks.removals,
  };
}

type SaveHeader = Omit<SavedTextIndex, 'version' | 'data' | 'generation'>;

async function putWhole(db: ConsoleDb, index: TextIndex, header: SaveHeader): Promise<Result<boolean>> {
  const generation = crypto.randomUUID();
  const value: SavedTextIndex = {
    version: TEXT_INDEX_FORMAT,
    ...header,
    data: index.serialize(),
    generation,
  };
  chains.set(index, { generation, seq: 0, baseDocs: index.size, tailDocs: 0 });
  return guardStorage(() =>
    db.transaction('rw', db.meta, async () => {
      await db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).delete();
      await db.meta.put({ key: TEXT_INDEX_KEY, value });
      await db.meta.put({ key: TEXT_INDEX_GENERATION_KEY, value: generation });
      return true;
    }),
  );
}

async function putTail(
  db: ConsoleDb,
  chain: SavedChain,
  tail: TailParts,
  header: SaveHeader,
  index: TextIndex,
): Promise<Result<boolean>> {
  const seq = chain.seq + 1;
  const value: SavedTextIndexTail = {
    version: TEXT_INDEX_FORMAT,
    ...header,
    generation: chain.generation,
    seq,
    from: tail.from,
    data: encodeTextIndex(tail.parts),
    removed: tail.removed,
    shownRows: tail.shown.rows,
    shownCodes: tail.shown.codes,
  };
  chains.set(index, { ...chain, seq, tailDocs: chain.tailDocs + tail.parts.ids.length });
  return guardStorage(() =>
    db.transaction('rw', db.meta, async () => {
      if ((await db.meta.get(TEXT_INDEX_GENERATION_KEY))?.value !== chain.generation) return false;
      await db.meta.put({ key: `${TEXT_INDEX_TAIL_PREFIX}${String(seq).padStart(4, '0')}`, value });
      return true;
    }),
  );
}
