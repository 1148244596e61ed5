/**
 * "Notify me": watches on build runs, deployments and work requests (src/rules/watchRules.ts),
 * and the alarms of the compartments chosen in Settings (watches/alarmCheck.ts), checked each round.
 * The worker keeps them in IndexedDB and, while the console is open in any tab, follows each
 * running watch's run through the run's one loop (follow/runLoops.ts) at 30 seconds: the watch
 * loop reads nothing itself, it holds the set of runs followed (every 30 seconds, when the network
 * returns and when a watch is added or removed) and decides from each answer of the loop, whoever
 * asked for the read (a flow open on the run reads it faster, and the watch takes those answers).
 * Each change to tell about goes to the page's callback, which asks the service worker to show
 * it. One tab's worker follows: the first to take the watch-loop Web Lock holds it while its tab
 * lives, and the next tab's worker takes over when it closes. Should two ever follow at once (no
 * Web Locks), the transaction in watches/watchCheck.ts still tells one change once.
 */
import { fail, ok, type Result } from '../contract/failure';
import { isWatchKind, safeWatchPath } from '../rules/watchRules';
import type { WorkerContext } from './context';
import type { StoredWatch } from '../contract/db';
import { storageFailure } from '../contract/storageError';
import { checkWatches, recordObservation, type WatchNotice } from './watches/watchCheck';
import { checkAlarmWatches, watchesAlarms } from './watches/alarmCheck';
import { WATCH_READS, observeWatched } from '../rules/watchRules';
import type { Following, LoopAnswer, RunLoops } from './follow/runLoops';

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
   * Starts this worker's watch loop (once; a second call only replaces the callback): it follows
   * every running watch's run and calls `notify` with each change to tell. The page passes a
   * comlink `proxy`.
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
 * The lock of one tenancy's watch loop (a database per tenancy): held by the worker of the tab
 * showing it, so the service worker's periodic check skips that tenancy and checks the others.
 */
export function watchLoopLock(databaseName: string): string {
  return `${WATCH_LOOP_LOCK} ${databaseName}`;
}

/** The read of a watch's run, as its run's loop knows it. */
function runOf(watch: Pick<StoredWatch, 'kind' | 'id' | 'region'>) {
  const { operation, idParam } = WATCH_READS[watch.kind];
  return { operation, params: { [idParam]: watch.id }, region: watch.region };
}

/**
 * `loops` are the worker's run loops: the watch loop follows each running watch's run through
 * them, and a check the page asks for now reads through them (a read under way is joined, else
 * the run is read now and every follower gets the answer).
 */
export function createWatchesApi(
  context: WorkerContext,
  loops: RunLoops,
  scope: WatchLoopScope | undefined = typeof self === 'undefined' ? undefined : self,
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
  const readNow = (operation: string, params: Readonly<Record<string, unknown>>, region: string) =>
    loops.read({ operation, params, region }, 0);

  const checkOnce = (): Promise<WatchNotice[]> => {
    if (context.signedOut() || !context.isOnline()) return Promise.resolve([]);
    // One check at a time in this worker. A nudge during a check (the page saw a state change)
    // gets a check begun after it, since the running one may have read before the change; the
    // nudges during one check share the next.
    if (running !== undefined) {
      next ??= running.then(() => {
        next = undefined;
        return checkOnce();
      });
      return next;
    }
    running = checkWatches(db, readNow)
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
  /** Each answer of a watched run's loop: a fresh one is observed (a kept copy never moves a watch back). */
  const observe = (watch: StoredWatch, { result }: LoopAnswer): void => {
    if (!result.ok || result.value.fromCache || context.signedOut()) return;
    void recordObservation(db, watch.id, observeWatched(watch.kind, result.value.body), Date.now())
      .then((notice) => {
        if (notice !== undefined) tell([notice]);
      })
      .catch(() => undefined);
  };
  /** The runs this worker follows for its watches, by watch id. */
  const following = new Map<string, Following>();
  const stopAll = (): void => {
    for (const held of following.values()) held.stop();
    following.clear();
  };
  // Without Web Locks every tab follows (the transaction still tells each change once).
  let leading = scope?.navigator?.locks === undefined;
  /** Follows every running watch, and no other: the watch loop's round. */
  const sync = async (): Promise<void> => {
    if (!leading || !started) return;
    loops.wake();
    if (context.signedOut()) {
      stopAll();
      return;
    }
    const watches = (await db.watches.toArray()).filter((watch) => watch.finishedAt === undefined);
    const ids = new Set(watches.map((watch) => watch.id));
    for (const [id, held] of following) {
      // A loop that ended (a final state, a failure only the user can fix) is followed anew.
      if (ids.has(id) && held.active()) continue;
      held.stop();
      following.delete(id);
    }
    // The alarms of the watched compartments, read fresh each round (src/rules/alarmWatchRules.ts);
    // the check reads the settings itself and reads nothing when no compartment is watched.
    void checkAlarmWatches(db, readNow, context.config().region)
      .then(tell)
      .catch(() => undefined);
    for (const watch of watches) {
      if (following.has(watch.id)) continue;
      following.set(
        watch.id,
        loops.follow(runOf(watch), {
          intervalMs: WATCH_INTERVAL_MS,
          onAnswer: (answer) => {
            observe(watch, answer);
          },
        }),
      );
    }
  };
  // Rounds one after another: two at once would both follow a watch neither had yet.
  let rounds: Promise<void> = Promise.resolve();
  const tick = (): void => {
    rounds = rounds.then(sync).catch(() => undefined);
  };

  return {
    async keepWatchConfig() {
      try {
        if ((await db.watches.count()) > 0 || (await watchesAlarms(db)))
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
        tick();
        return ok(undefined);
      } catch (error) {
        return storageFailed(error);
      }
    },
    async removeWatch(id) {
      try {
        await db.watches.delete(id);
        tick();
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
      const notices = await checkOnce();
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
          .request(watchLoopLock(context.db.name), () => {
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
