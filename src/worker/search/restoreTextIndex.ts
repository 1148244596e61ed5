/**
 * Keeps the text index across worker starts: it is saved in the `meta` table under
 * 'textIndex' with its format version, the resource count and the newest `fetchedAt` it has
 * seen, and loaded from there when all three still agree with the `resources` table. Otherwise
 * (first start, another format, a page stored but not yet saved into the index) it is rebuilt
 * from the table and saved again.
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
  /** The newest fetchedAt of the table when saved. */
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
  if (
    isSavedTextIndex(saved) &&
    saved.version === TEXT_INDEX_FORMAT &&
    saved.count === count.value &&
    saved.latestFetchedAt === latest.value
  ) {
    const loaded = loadOrUndefined(saved.data);
    if (loaded !== undefined && loaded.size === count.value) {
      return ok({ index: loaded, source: 'saved', latestFetchedAt: latest.value });
    }
  }
  const index = new TextIndex();
  const visited = await store.forEachBatch(REBUILD_BATCH, (batch) => {
    for (const resource of batch) index.add(resource);
  });
  if (!visited.ok) return visited;
  const written = await saveTextIndex(db, index, latest.value);
  if (!written.ok) return written;
  return ok({ index, source: 'rebuilt', latestFetchedAt: latest.value });
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
