/**
 * The home page's "needs you", computed here and sent to the page as one live answer: the page
 * subscribes once (watchAttention, a comlink proxy callback) and gets readAttention's answer now
 * and after every change of the tables it reads, from this worker or any other context (Dexie's
 * liveQuery). A renewal online is one request from the page (refreshAttention): the searches and
 * reads it takes run here.
 */
import { liveQuery } from 'dexie';
import { releaseProxy } from 'comlink';
import type { WorkerContext } from './context';
import { readAttention, type Attention } from './attention/readAttention';
import { refreshAttention, type AttentionSources } from './attention/refreshAttention';

export type { AlarmsRefused, Attention, FailingResources, RegionAge } from './attention/readAttention';
export type { AttentionAlarm } from '../rules/alarmAttention';

export interface AttentionApi {
  /**
   * One renewal of the region's "needs you", online; resolves when every read has answered or
   * failed. One at a time per region: asked again meanwhile, it answers the running one; asked
   * with the tenancy the running one did not know (its alarms to read too), it runs next.
   */
  refreshAttention(region: string, tenancyId?: string): Promise<void>;
  /**
   * Calls `notify` with the attention now and after every change, null when storage cannot be
   * read. Answers the subscription's number, for stopWatchingAttention.
   */
  watchAttention(notify: (attention: Attention | null) => void): Promise<number>;
  stopWatchingAttention(subscription: number): Promise<void>;
}

/** A callback that came through comlink holds a port until released; a plain function has nothing to release. */
export function release(callback: unknown): void {
  const releasing = (callback as { [releaseProxy]?: () => void })[releaseProxy];
  if (typeof releasing === 'function') releasing.call(callback);
}

export function createAttentionApi(
  context: Pick<WorkerContext, 'db' | 'signedOut' | 'isOnline'>,
  sources: Omit<AttentionSources, 'db'>,
): AttentionApi {
  /** The region's renewal under way (or waiting for the one before it), and what it was asked with. */
  const running = new Map<string, { readonly key: string; readonly done: Promise<void> }>();
  const subscriptions = new Map<number, () => void>();
  let last = 0;
  return {
    refreshAttention(region, tenancyId) {
      if (context.signedOut() || !context.isOnline()) return Promise.resolve();
      // A renewal that knows the tenancy reads its alarms too: it does not join one that does not,
      // but waits for it to end. Two at once would each cancel the other's searches (the home's
      // searches replace one another), and neither would find the runs that wait for approval.
      const key = tenancyId ?? '';
      const current = running.get(region);
      if (current?.key === key) return current.done;
      const run = () => refreshAttention({ db: context.db, ...sources }, region, tenancyId);
      const done: Promise<void> = (current === undefined ? run() : current.done.then(run))
        .catch(() => undefined)
        .finally(() => {
          if (running.get(region)?.done === done) running.delete(region);
        });
      running.set(region, { key, done });
      return done;
    },
    watchAttention(notify) {
      const id = ++last;
      // The page's callback, through comlink: what it returns (a promise, or a throw) is not
      // trusted, and a page gone away must not break the subscription.
      const callback: (attention: Attention | null) => unknown = notify;
      const tell = (attention: Attention | null): void => {
        void Promise.resolve()
          .then(() => callback(attention))
          .catch(() => undefined);
      };
      const subscription = liveQuery(() => readAttention(context.db).catch(() => null)).subscribe({
        next: tell,
        error: () => {
          tell(null);
        },
      });
      subscriptions.set(id, () => {
        subscription.unsubscribe();
        release(notify);
      });
      return Promise.resolve(id);
    },
    stopWatchingAttention(id) {
      subscriptions.get(id)?.();
      subscriptions.delete(id);
      return Promise.resolve();
    },
  };
}
