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
 * A saved part found damaged (savedRows: its checksum does not match, or it does not load) is not
 * read: a damaged whole save is rebuilt from the table (as is one whose postings the preparation's
 * check finds damaged after the start: LocalSearch.repairIndex), a damaged tail's changes are read again
 * from it, and a note in the `meta` table (src/contract/indexRepair.ts) tells the user.
 *
 * How the index is saved, whole and in tails, is savedIndex.ts.
 */
import { ok, type Result } from '../../../contract/failure';
import type { ConsoleDb } from '../../../contract/db';
import { INDEX_REPAIR_KEY, type IndexRepair } from '../../../contract/indexRepair';
import { fetchedSinceKeys } from '../../../contract/resourceKeys';
import type { ResourceStore } from '../../store/resourceStore';
import { guardStorage } from '../../../contract/storageError';
import {
  loadSavedIndex,
  saveTextIndex,
  TEXT_INDEX_KEY,
  TEXT_INDEX_TAIL_PREFIX,
  type IndexWatermarks,
  type SaveWatermarks,
} from './savedIndex';
import { withBytes } from './savedRows';
import { decodeNumbersEarly } from './textIndexCodec';
import { TextIndex } from '../index/textIndex';

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
  /** The saved part found damaged, and rebuilt from the table (absent: none was). */
  readonly repaired?: IndexRepair['part'];
  /**
   * The saves on disk are to be replaced by a whole save: the index was loaded from an earlier
   * format, a damaged tail was left out (each start would find it again), or a download's tails
   * hold more than a start should append (its writes stopped with the worker).
   */
  readonly saveWhole: boolean;
}

/** What a start read again from the table, and how much of it changed after the save. */
interface CaughtUp {
  readonly caughtUp: number;
  readonly unsaved: number;
}

const REBUILD_BATCH = 2_000;

/** The saved index when it is current, else one rebuilt from the table (and saved). */
export async function restoreTextIndex(
  db: ConsoleDb,
  store: ResourceStore,
  now: () => number = Date.now,
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
  // The bytes of the whole save and of its tails, read from their Blobs together; the whole
  // save's numbers decoded while its strings are read.
  const [whole, ...tails] = await Promise.all([
    withBytes(row.value?.value, decodeNumbersEarly),
    ...tailRows.value.map((tail) => withBytes(tail.value)),
  ]);
  const found = loadSavedIndex(whole, tails);
  const repaired = found.damaged === undefined ? {} : { repaired: found.damaged };
  if (found.loaded !== undefined) {
    const { index, last } = found.loaded;
    const caughtUp = await bringUpToDate(db, index, last, watermarks);
    if (!caughtUp.ok) return caughtUp;
    if (caughtUp.value !== undefined) {
      await noteRepair(db, found.damaged, index.size, now);
      const restored = { index, source: 'saved', ...watermarks, ...caughtUp.value } as const;
      return ok({
        ...restored,
        ...repaired,
        saveWhole: found.earlier || found.damaged === 'tail' || found.longTails === true,
      });
    }
  }
  const rebuilt = await indexFromTable(store);
  if (!rebuilt.ok) return rebuilt;
  const index = rebuilt.value;
  const written = await saveTextIndex(db, index, watermarks);
  if (!written.ok) return written;
  await noteRepair(db, found.damaged, index.size, now);
  return ok({
    index,
    source: 'rebuilt',
    ...watermarks,
    caughtUp: 0,
    unsaved: 0,
    ...repaired,
    saveWhole: false,
  });
}

/**
 * The index rebuilt from the table after a save found damaged once loaded (LocalSearch: its
 * postings' check), the user told as after a start that found it so.
 */
export async function rebuildDamaged(
  store: ResourceStore,
  now: () => number = Date.now,
): Promise<Result<TextIndex>> {
  const rebuilt = await indexFromTable(store);
  if (rebuilt.ok) await noteRepair(store.db, 'whole', rebuilt.value.size, now);
  return rebuilt;
}

/** An index of every resource the table holds, read in batches. */
async function indexFromTable(store: ResourceStore): Promise<Result<TextIndex>> {
  const index = new TextIndex();
  const visited = await store.forEachBatch(REBUILD_BATCH, (batch) => {
    for (const resource of batch) index.add(resource);
  });
  return visited.ok ? ok(index) : visited;
}

/**
 * Leaves the note that tells the user a damaged part was rebuilt. The index is whole either way:
 * a note that cannot be written (the storage refusing) is not a failed start, and the next save
 * meets the same refusal and reports it.
 */
async function noteRepair(
  db: ConsoleDb,
  part: IndexRepair['part'] | undefined,
  resources: number,
  now: () => number,
): Promise<void> {
  if (part === undefined) return;
  const value: IndexRepair = { at: now(), part, resources };
  await guardStorage(() => db.meta.put({ key: INDEX_REPAIR_KEY, value }));
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
      fetchedSinceKeys(db.resources, saved.latestFetchedAt),
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
