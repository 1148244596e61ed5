/**
 * The searches the user ran, newest first, for the search box's suggestions: one row per text
 * (searching again moves it to the top), the newest 20 kept.
 */
import { ok, type Result } from '../../../contract/failure';
import type { ConsoleDb, RecentQuery } from '../../../contract/db';
import { guardStorage } from '../../../contract/storageError';

export const RECENT_QUERIES_KEPT = 20;

/** Records a search; answers the row as stored. */
export async function recordRecentQuery(
  db: ConsoleDb,
  text: string,
  at: number = Date.now(),
): Promise<Result<RecentQuery | undefined>> {
  const trimmed = text.trim();
  if (trimmed === '') return ok(undefined);
  return guardStorage(() =>
    db.transaction('rw', db.recentQueries, async () => {
      const existing = await db.recentQueries.where('text').equals(trimmed).first();
      const row: RecentQuery =
        existing?.id === undefined ? { text: trimmed, at } : { id: existing.id, text: trimmed, at };
      const id = await db.recentQueries.put(row);
      const older = await db.recentQueries.orderBy('at').reverse().offset(RECENT_QUERIES_KEPT).primaryKeys();
      if (older.length > 0) await db.recentQueries.bulkDelete(older);
      return { ...row, id };
    }),
  );
}

/** The recent searches, newest first. */
export async function listRecentQueries(
  db: ConsoleDb,
  limit: number = RECENT_QUERIES_KEPT,
): Promise<Result<RecentQuery[]>> {
  return guardStorage(() => db.recentQueries.orderBy('at').reverse().limit(limit).toArray());
}
