/**
 * The page's side of Background Sync for the outbox (see src/worker/outbox/backgroundSync.ts):
 * registering the sync tag while changes wait, and answering the service worker's request to
 * drain. The message names are the worker's, checked by type: the app imports only types
 * from src/worker.
 */
import type { ConsoleFailure, Result } from '../../../oci/failure';
import type {
  OUTBOX_SYNC_REPLY,
  OUTBOX_SYNC_REQUEST,
  OUTBOX_SYNC_TAG,
  OutboxSyncReply,
  OutboxSyncRequest,
} from '../../../worker/outbox/backgroundSync';

export const SYNC_TAG: typeof OUTBOX_SYNC_TAG = 'field-console-outbox';
export const SYNC_REQUEST: typeof OUTBOX_SYNC_REQUEST = 'OUTBOX_SYNC';
export const SYNC_REPLY: typeof OUTBOX_SYNC_REPLY = 'OUTBOX_SYNC_DONE';

export type { OutboxSyncReply, OutboxSyncRequest };

export function isOutboxSyncRequest(value: unknown): value is OutboxSyncRequest {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === SYNC_REQUEST;
}

/** The part of a ServiceWorkerRegistration that Background Sync adds (not in TypeScript's DOM types). */
interface SyncCapable {
  readonly sync: { register(tag: string): Promise<void> };
}

function hasSync(registration: ServiceWorkerRegistration): registration is ServiceWorkerRegistration & SyncCapable {
  return 'sync' in registration && typeof (registration as Partial<SyncCapable>).sync?.register === 'function';
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
    await registration.sync.register(SYNC_TAG);
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
 * The reply to a sync request (step 3), as `answerSyncRequest` gives it: drain, then count what
 * is still waiting to be sent. Entries waiting for the user do not count: syncing again would not
 * send them.
 */
export async function answerOutboxSync(deps: SyncAnswerDeps): Promise<OutboxSyncReply> {
  const asFailure = (error: unknown): ConsoleFailure => ({
    kind: 'storage',
    message: error instanceof Error ? error.message : String(error),
    quotaExceeded: false,
  });
  const drained = await deps.drain().catch((error: unknown): Result<void> => ({ ok: false, failure: asFailure(error) }));
  const counted = await deps
    .remaining()
    .catch((error: unknown): Result<number> => ({ ok: false, failure: asFailure(error) }));
  const failure = !drained.ok ? drained.failure : !counted.ok ? counted.failure : undefined;
  return {
    type: SYNC_REPLY,
    remaining: counted.ok ? counted.value : 0,
    ...(failure === undefined ? {} : { failure }),
  };
}
