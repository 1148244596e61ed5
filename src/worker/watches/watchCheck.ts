/**
 * One check of every running watch ("Notify me"): read each watched resource through the read
 * path, decide with src/oci/watchRules.ts, and record the new state. Used by the worker's watch
 * loop (every tab) and by the service worker's Periodic Background Sync, so the same change may be
 * seen by several checkers at once: the state is compared and written in one Dexie transaction,
 * and only the checker whose transaction changed it gets the notice. That is the dedupe: one
 * notification per transition, however many tabs are open.
 */
import type { Result } from '../../contract/failure';
import {
  WATCH_READS,
  decideWatch,
  observeWatched,
  watchNotificationTag,
  type NotifiedState,
  type WatchedState,
} from '../../rules/watchRules';
import type { ConsoleDb, StoredWatch } from '../../contract/db';
import type { AlarmSeverity } from '../../oci/alarms';
import type { AlarmChange } from '../../rules/alarmWatchRules';

/** A change the user asked to be told about, as plain data (the page or the service worker words it). */
export type WatchNotice = RunNotice | AlarmNotice;

/** A watched run's change. */
export interface RunNotice {
  readonly id: string;
  readonly kind: StoredWatch['kind'];
  readonly displayName: string;
  readonly path: string;
  readonly state: NotifiedState;
  readonly tag: string;
}

/** An alarm of a watched compartment that started firing (or changed severity): ./alarmCheck.ts. */
export interface AlarmNotice {
  readonly id: string;
  readonly kind: 'alarm';
  readonly displayName: string;
  readonly path: string;
  /** Its severity now. */
  readonly state: AlarmSeverity;
  readonly change: AlarmChange;
  readonly tag: string;
}

/** The read a check uses: the worker API's `read` (a kept copy comes back with `fromCache`). */
export type WatchRead = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  region: string,
) => Promise<Result<{ readonly body: unknown; readonly fromCache: boolean }>>;

/**
 * Records what a check saw of one watch. Answers the notice when this very transaction moved
 * the watch into a state to tell about; undefined otherwise (no change, already recorded by
 * another checker, the watch removed or finished meanwhile).
 */
export async function recordObservation(
  db: ConsoleDb,
  id: string,
  observed: WatchedState | undefined,
  now: number,
): Promise<RunNotice | undefined> {
  return db.transaction('rw', db.watches, async () => {
    const watch = await db.watches.get(id);
    if (watch === undefined || watch.finishedAt !== undefined) return undefined;
    const decision = decideWatch(watch.lastState, observed);
    if (decision === undefined) {
      await db.watches.update(id, { checkedAt: now });
      return undefined;
    }
    await db.watches.update(id, {
      lastState: decision.state,
      checkedAt: now,
      ...(decision.finished ? { finishedAt: now } : {}),
    });
    if (decision.notify === undefined) return undefined;
    return {
      id,
      kind: watch.kind,
      displayName: watch.displayName,
      path: watch.path,
      state: decision.notify,
      tag: watchNotificationTag(id, decision.notify),
    };
  });
}

/**
 * Reads every watch that has not finished and records what it saw. A failed read, or a kept copy
 * answered offline, is skipped: an old answer must not move a watch back. Answers the notices to show.
 */
export async function checkWatches(
  db: ConsoleDb,
  read: WatchRead,
  now: () => number = Date.now,
): Promise<RunNotice[]> {
  const running = (await db.watches.toArray()).filter((watch) => watch.finishedAt === undefined);
  const notices: RunNotice[] = [];
  for (const watch of running) {
    const { operation, idParam } = WATCH_READS[watch.kind];
    const answer = await read(operation, { [idParam]: watch.id }, watch.region);
    if (!answer.ok || answer.value.fromCache) continue;
    const notice = await recordObservation(
      db,
      watch.id,
      observeWatched(watch.kind, answer.value.body),
      now(),
    );
    if (notice !== undefined) notices.push(notice);
  }
  return notices;
}
