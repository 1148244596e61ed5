/**
 * The page's side of Background Sync for the outbox (the protocol: src/contract/backgroundSync.ts):
 * registering the sync tag while changes wait (step 1), and answering the service worker's request
 * to drain (step 3).
 */
import { storageFailure } from '../../../contract/storageError';
import type { Result } from '../../../contract/failure';
import { OUTBOX_SYNC_REPLY, OUTBOX_SYNC_TAG, type OutboxSyncReply } from '../../../contract/backgroundSync';

/** The part of a ServiceWorkerRegistration that Background Sync adds (not in TypeScript's DOM types). */
interface SyncCapable {
  readonly sync: { register(tag: string): Promise<void> };
}

function hasSync(
  registration: ServiceWorkerRegistration,
): registration is ServiceWorkerRegistration & SyncCapable {
  return (
    'sync' in registration && typeof (registration as Partial<SyncCapable>).sync?.register === 'function'
  );
}

/**
 * Asks the browser for a `sync` event once the device is online (step 1 of backgroundSync.ts).
 * Answers whether it could: false without a service worker, without Background Sync, or when
 * the browser refuses (the outbox still drains on `online` and on visibility).
 */
export async function registerOutboxSync(container: ServiceWorkerContainer | undefined): Promise<boolean> {
  if (container === undefined) return false;
  try {
    const registration = await container.getRegistration();
    if (registration === undefined || !hasSync(registration)) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

export interface SyncAnswerDeps {
  /** Drains the outbox through the worker: `drainOutbox('sync')`. */
  readonly drain: () => Promise<Result<void>>;
  /** How many entries are still pending or sending. */
  readonly remaining: () => Promise<Result<number>>;
}

/**
 * The reply to a sync request (step 3), drain, then count what
 * is still waiting to be sent. Entries waiting for the user do not count: syncing again would not
 * send them.
 */
export async function answerOutboxSync(deps: SyncAnswerDeps): Promise<OutboxSyncReply> {
  const drained = await deps
    .drain()
    .catch((error: unknown): Result<void> => ({ ok: false, failure: storageFailure(error) }));
  const counted = await deps
    .remaining()
    .catch((error: unknown): Result<number> => ({ ok: false, failure: storageFailure(error) }));
  const failure = !drained.ok ? drained.failure : !counted.ok ? counted.failure : undefined;
  return {
    type: OUTBOX_SYNC_REPLY,
    remaining: counted.ok ? counted.value : 0,
    ...(failure === undefined ? {} : { failure }),
  };
}
