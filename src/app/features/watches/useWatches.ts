/**
 * The watches ("Notify me") as the worker keeps them, live, and what the page asks of the
 * worker about them: add, remove, check now, and start its loop with the page's way to show a
 * notice (a comlink proxy: the worker calls back with each check's notices).
 */
import { proxy } from 'comlink';
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb, type StoredWatch } from '../../../contract/db';
import type { WatchNotice } from '../../../worker/api';
import { workerCommands } from '../../consoleApi';

export const watchCommands = workerCommands('addWatch', 'removeWatch', 'checkWatchesNow');

const loop = workerCommands('startWatchLoop');

/** Starts the worker's watch loop (once; a second call only replaces `show`). */
export function startWatchLoop(show: (notices: WatchNotice[]) => void): Promise<void> {
  return loop.startWatchLoop(proxy(show));
}

/** The watch of this resource, if any; undefined also while read. */
export function useWatch(id: string): StoredWatch | undefined {
  return useLiveQuery(() => consoleDb().watches.get(id), [id]);
}

/** Every watch, oldest first; undefined while read. */
export function useWatches(): readonly StoredWatch[] | undefined {
  return useLiveQuery(() => consoleDb().watches.orderBy('createdAt').toArray(), []);
}

/** Whether some watch has not finished; undefined while read. */
export function useWatchesRunning(): boolean | undefined {
  return useLiveQuery(
    async () => (await consoleDb().watches.toArray()).some((watch) => watch.finishedAt === undefined),
    [],
  );
}
