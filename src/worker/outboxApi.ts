/**
 * The outbox behind the worker API: one per worker, started on the first configure, drained
 * on start, when the connection returns, on the page's visibilitychange and on Background Sync.
 */
import { fail, type Result } from '../contract/failure';
import type { WorkerContext } from './context';
import {
  bindReplayTriggers,
  clientSend,
  createLockPresence,
  createOutbox,
  type DrainTrigger,
  type EnqueueInput,
  type Outbox,
  type OwnerPresence,
} from './outbox';
import type { OutboxEntry } from '../contract/db';
import { outcomeOf } from '../contract/failurePolicy';
import type { SessionKeeper } from './auth/sessionKeeper';

export type { EnqueueInput } from './outbox';

export interface OutboxApi {
  /** Stores the change first, then sends it; answers the entry id. */
  enqueue(input: EnqueueInput): Promise<Result<string>>;
  drainOutbox(trigger?: DrainTrigger): Promise<Result<void>>;
  retryEntry(id: string): Promise<Result<OutboxEntry>>;
  discardEntry(id: string): Promise<Result<OutboxEntry>>;
  reapplyEntry(id: string, freshEtag: string): Promise<Result<OutboxEntry>>;
  confirmStaleEntry(id: string): Promise<Result<OutboxEntry>>;
  clearDoneEntries(olderThanMs: number): Promise<Result<number>>;
}

async function presence(): Promise<OwnerPresence | undefined> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return undefined;
  return createLockPresence(locks).catch(() => undefined);
}

export function createOutboxApi(
  context: WorkerContext,
  session?: Pick<SessionKeeper, 'signedIn' | 'refused' | 'wake'>,
): OutboxApi & { readonly startOutbox: () => Promise<Outbox> } {
  let started: Promise<Outbox> | undefined;

  const start = () => {
    started ??= presence().then((owner) => {
      const outbox = createOutbox({
        db: context.db,
        send: clientSend((region) => context.client(region)),
        now: () => Date.now(),
        random: Math.random,
        setTimer: (callback, ms) => setTimeout(callback, ms),
        clearTimer: (handle) => {
          clearTimeout(handle as ReturnType<typeof setTimeout>);
        },
        isOnline: context.isOnline,
        ...(session === undefined ? {} : { signedIn: session.signedIn }),
        // A change the session's end refused: the keeper finds out at once whether it can renew.
        onChange: (entry) => {
          if (entry.lastFailure !== undefined && outcomeOf(entry.lastFailure) === 'sessionEnded')
            session?.refused();
        },
        ...(owner ? { presence: owner } : {}),
      });
      if (typeof self !== 'undefined' && 'addEventListener' in self) {
        bindReplayTriggers(self, outbox, () => undefined);
        self.addEventListener('online', () => session?.wake());
      }
      return outbox;
    });
    return started;
  };

  const withOutbox = async <T>(use: (outbox: Outbox) => Promise<Result<T>>): Promise<Result<T>> => {
    try {
      return await use(await start());
    } catch (error) {
      return fail<T>({ kind: 'storage', message: String(error), quotaExceeded: false });
    }
  };

  return {
    startOutbox: start,
    enqueue: (input) => withOutbox((outbox) => outbox.enqueue(input)),
    drainOutbox: (trigger = 'manual') => withOutbox((outbox) => outbox.drain(trigger)),
    retryEntry: (id) => withOutbox((outbox) => outbox.retry(id)),
    discardEntry: (id) => withOutbox((outbox) => outbox.discard(id)),
    reapplyEntry: (id, etag) => withOutbox((outbox) => outbox.reapply(id, etag)),
    confirmStaleEntry: (id) => withOutbox((outbox) => outbox.confirmStale(id)),
    clearDoneEntries: (olderThanMs) => withOutbox((outbox) => outbox.clearDone(olderThanMs)),
  };
}
