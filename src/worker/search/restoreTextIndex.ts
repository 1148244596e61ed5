/**
 * Keeps the text index across worker starts: it is saved in the `meta` table under
 * 'textIndex' with its format version, the resource count and a watermark (the fetch time from
 * which the table may hold records the save does not), and loaded from there when the format
 * is this one. When pages were stored after the save (a download streaming pages saves seldom),
 * the records fetched at or after the watermark are read by the `fetchedAt` index and indexed
 * again; when the count still differs (resources removed since), or more than half the table
 * would be read so, or nothing usable is saved, the index is rebuilt from the table and saved.
 */
import { ok, type Result } from '../../contract/failure';
import type { ConsoleDb } from '../../contract/db';
import type { ResourceStore } from '../store/resourceStore';
import { guardStorage } from '../store/storageFailure';
import { TextIndex } from './textIndex';
import { TEXT_INDEX_FORMAT } from './textIndexCodec';

export const TEXT_INDEX_KEY = 'textIndex';

/** The value of the `meta` row. */
export interface SavedTextIndex {
  readonly version: number;
  /** Resources indexed (equal to the table's count when saved). */
  readonly count: number;
  /** Every record fetched before it was indexed when saved (the newest fetchedAt, or older). */
  readonly latestFetchedAt: number;
  readonly savedAt: number;
  readonly data: ArrayBuffer;
}

export interface RestoredTextIndex {
  readonly index: TextIndex;
  /** 'saved': loaded from the meta table; 'rebuilt': read from every stored resource. */
  readonly source: 'saved' | 'rebuilt';
  /** The table's newest fetchedAt when restored: the watermark the next save records. */
  readonly latestFetchedAt: number;
  /** Records stored after the save and indexed from the table (not in the saved index). */
  readonly caughtUp: number;
}

const REBUILD_BATCH = 2_000;

function isSavedTextIndex(value: unknown): value is SavedTextIndex {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedTextIndex>;
  return (
    typeof saved.version === 'number' &&
    typeof saved.count === 'number' &&
    typeof saved.latestFetchedAt === 'number' &&
    saved.data instanceof ArrayBuffer
  );
}

/** The saved index when it is current, else one rebuilt from the table (and saved). */
export async function restoreTextIndex(
  db: ConsoleDb,
  store: ResourceStore,
): Promise<Result<RestoredTextIndex>> {
  const [row, count, latest] = await Promise.all([
    guardStorage(() => db.meta.get(TEXT_INDEX_KEY)),
    store.count(),
    store.latestFetchedAt(),
  ]);
  if (!row.ok) return row;
  if (!count.ok) return count;
  if (!latest.ok) return latest;
  const saved = row.value?.value;
  const loaded =
    isSavedTextIndex(saved) && saved.version === TEXT_INDEX_FORMAT ? loadOrUndefined(saved.data) : undefined;
  if (isSavedTextIndex(saved) && loaded !== undefined && loaded.size === saved.count) {
    const restored = { index: loaded, source: 'saved', latestFetchedAt: latest.value } as const;
    if (saved.count === count.value && saved.latestFetchedAt === latest.value)
      return ok({ ...restored, caughtUp: 0 });
    const caughtUp = await catchUp(db, loaded, saved.latestFetchedAt, count.value);
    if (!caughtUp.ok) return caughtUp;
    if (caughtUp.value !== undefined && loaded.size === count.value)
      return ok({ ...restored, caughtUp: caughtUp.value });
  }
  const index = new TextIndex();
  const visited = await store.forEachBatch(REBUILD_BATCH, (batch) => {
    for (const resource of batch) index.add(resource);
  });
  if (!visited.ok) return visited;
  const written = await saveTextIndex(db, index, latest.value);
  if (!written.ok) return written;
  return ok({ index, source: 'rebuilt', latestFetchedAt: latest.value, caughtUp: 0 });
}

/**
 * Indexes again the records fetched at or after the watermark (adding replaces), in batches;
 * answers how many, or undefined when they are more than half the table (a rebuild reads no more).
 */
async function catchUp(
  db: ConsoleDb,
  index: TextIndex,
  watermark: number,
  count: number,
): Promise<Result<number | undefined>> {
  return guardStorage(async () => {
    const ids = await db.resources.where('fetchedAt').aboveOrEqual(watermark).primaryKeys();
    if (ids.length * 2 > count) return undefined;
    for (let from = 0; from < ids.length; from += REBUILD_BATCH) {
      const batch = await db.resources.bulkGet(ids.slice(from, from + REBUILD_BATCH));
      for (const resource of batch) if (resource !== undefined) index.add(resource);
    }
    return ids.length;
  });
}

function loadOrUndefined(data: ArrayBuffer): TextIndex | undefined {
  try {
    return TextIndex.load(data);
  } catch {
    return undefined;
  }
}

/**
 * Saves the index with the table's newest fetchedAt (compacting it first). The caller passes
 * the watermark it has indexed up to, so a page stored after it makes the snapshot stale.
 */
export async function saveTextIndex(
  db: ConsoleDb,
  index: TextIndex,
  latestFetchedAt: number,
  now: () => number = Date.now,
): Promise<Result<void>> {
  const data = index.serialize();
  const value: SavedTextIndex = {
    version: TEXT_INDEX_FORMAT,
    count: index.size,
    latestFetchedAt,
    savedAt: now(),
    data,
  };
  return guardStorage(async () => {
    await db.meta.put({ key: TEXT_INDEX_KEY, value });
  });
}
