/**
 * "Notify me": watches on build runs, deployments and work requests (src/oci/watchRules.ts).
 * The worker keeps them in IndexedDB and, while the console is open in any tab and online,
 * checks them every 30 seconds; each change to tell about goes to the page's callback, which
 * asks the service worker to show it. One tab's worker checks: the first to take the watch-loop
 * Web Lock holds it while its tab lives, and the next tab's worker takes over when it closes.
 * Should two ever check at once (no Web Locks), the transaction in watches/watchCheck.ts still
 * tells one change once.
 */
import { fail, ok, type Result } from '../contract/failure';
import { isWatchKind, safeWatchPath } from '../rules/watchRules';
import type { WorkerContext } from './context';
import type { StoredWatch } from '../contract/db';
import { storageFailure } from '../contract/storageError';
import { checkWatches, type WatchNotice, type WatchRead } from './watches/watchCheck';

export type { WatchNotice } from './watches/watchCheck';

export const WATCH_INTERVAL_MS = 30_000;

/** Where the service worker finds the console's endpoint when it checks with no tab open. */
export const WATCH_CONFIG_KEY = 'watchConfig';

/** A watch as the page asks for it; `lastState` is the state it shows as the watch starts, so
 * no notification tells what is already seen. */
export type NewWatch = Pick<StoredWatch, 'id' | 'kind' | 'region' | 'displayName' | 'path' | 'lastState'>;

export interface WatchesApi {
  addWatch(watch: NewWatch): Promise<Result<void>>;
  removeWatch(id: string): Promise<Result<void>>;
  listWatches(): Promise<Result<StoredWatch[]>>;
  /** One check now (a page saw its resource change); answers what to tell. */
  checkWatchesNow(): Promise<WatchNotice[]>;
  /**
   * Starts this worker's loop (once; a second call only replaces the callback), calling
   * `notify` with each check's notices. The page passes a comlink `proxy`.
   */
  startWatchLoop(notify: (notices: WatchNotice[]) => void): Promise<void>;
}

function storageFailed<T>(error: unknown): Result<T> {
  return fail<T>(storageFailure(error));
}

/** The Web Locks the loop elects its one tab with (navigator.locks). */
export interface WatchLoopLocks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** The part of the worker's global scope the loop listens on. */
export interface WatchLoopScope {
  addEventListener(type: 'online', listener: () => void): void;
  setInterval(handler: () => void, ms: number): unknown;
  readonly navigator?: { readonly locks?: WatchLoopLocks };
}

export const WATCH_LOOP_LOCK = 'field-console-watch-loop';

/**
 * `read` reads a watched run for a check asked now (the page saw its resource change: the answer
 * must be newer than what it saw); `loopRead`, for the loop's own rounds, may give an answer
 * another follower of the run read a moment ago (api.ts: the run's one reader, runFollower.ts).
 */
export function createWatchesApi(
  context: WorkerContext,
  read: WatchRead,
  scope: WatchLoopScope | undefined = typeof self === 'undefined' ? undefined : self,
  loopRead: WatchRead = read,
): WatchesApi & {
  /** After `configure`: the service worker's periodic check follows a moved endpoint or region. */
  readonly keepWatchConfig: () => Promise<void>;
} {
  const { db } = context;
  // The page's callback, through comlink: what it returns (a promise, or a throw) is not trusted.
  let notify: ((notices: WatchNotice[]) => unknown) | undefined;
  let running: Promise<WatchNotice[]> | undefined;
  /** The one check to run after the running one, for the nudges that came during it. */
  let next: Promise<WatchNotice[]> | undefined;
  let started = false;

  const checkOnce = (readWith: WatchRead): Promise<WatchNotice[]> => {
    if (context.signedOut() || !context.isOnline()) return Promise.resolve([]);
    // One check at a time in this worker. A nudge during a check (the page saw a state change)
    // gets a check begun after it, since the running one may have read before the change; the
    // nudges during one check share the next.
    if (running !== undefined) {
      next ??= running.then(() => {
        next = undefined;
        return checkOnce(readWith);
      });
      return next;
    }
    running = checkWatches(db, readWith)
      .catch(() => [])
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  // The callback is the page's (through comlink): a page gone away must not fail the loop.
  const tell = (notices: WatchNotice[]): void => {
    if (notices.length === 0 || notify === undefined) return;
    void Promise.resolve(notify(notices)).catch(() => undefined);
  };
  // Without Web Locks every tab checks (the transaction still tells each change once).
  let leading = scope?.navigator?.locks === undefined;
  const tick = (): void => {
    if (!leading) return;
    void checkOnce(loopRead).then(tell);
  };

  return {
    async keepWatchConfig() {
      try {
        if ((await db.watches.count()) > 0)
          await db.meta.put({ key: WATCH_CONFIG_KEY, value: context.config() });
      } catch {
        // Kept at the next watch added; the open console's own check does not need it.
      }
    },
    async addWatch(watch) {
      if (!isWatchKind(watch.kind) || watch.id === '') {
        return fail({ kind: 'validation', message: 'A watch needs a resource id and a kind.' });
      }
      try {
        await db.transaction('rw', db.watches, db.meta, async () => {
          await db.watches.put({
            id: watch.id,
            kind: watch.kind,
            region: watch.region,
            displayName: watch.displayName === '' ? watch.id : watch.displayName,
            path: safeWatchPath(watch.path),
            createdAt: Date.now(),
            ...(watch.lastState === undefined ? {} : { lastState: watch.lastState }),
          });
          await db.meta.put({ key: WATCH_CONFIG_KEY, value: context.config() });
        });
        return ok(undefined);
      } catch (error) {
        return storageFailed(error);
      }
    },
    async removeWatch(id) {
      try {
        await db.watches.delete(id);
        return ok(undefined);
      } catch (error) {
        return storageFailed(error);
      }
    },
    async listWatches() {
      try {
        return ok(await db.watches.orderBy('createdAt').toArray());
      } catch (error) {
        return storageFailed(error);
      }
    },
    async checkWatchesNow() {
      const notices = await checkOnce(read);
      tell(notices);
      return notices;
    },
    startWatchLoop(callback) {
      notify = callback;
      if (started || scope === undefined) return Promise.resolve();
      started = true;
      scope.addEventListener('online', tick);
      scope.setInterval(tick, WATCH_INTERVAL_MS);
      const locks = scope.navigator?.locks;
      if (locks !== undefined) {
        // Held until this worker ends with its tab; the next tab's request is granted then.
        void locks
          .request(WATCH_LOOP_LOCK, () => {
            leading = true;
            tick();
            return new Promise<void>(() => undefined);
          })
          .catch(() => undefined);
      }
      tick();
      return Promise.resolve();
    },
  };
}
