/**
 * The stored settings as a live query, in its own chunk: the settings provider loads it after
 * the first paint, so the first route does not carry the database code.
 */
import { liveQuery } from 'dexie';
import { consoleDb, type KeyValue } from '../../contract/db';

/** Calls `onRows` with the stored settings now and after every change, from any tab. */
export function watchSettings(
  onRows: (rows: readonly KeyValue[]) => void,
  onError: () => void,
): { unsubscribe(): void } {
  return liveQuery(() => consoleDb().settings.toArray()).subscribe({ next: onRows, error: onError });
}
