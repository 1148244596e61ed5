/**
 * Background Sync for the outbox. The browser fires a service worker `sync` event once the
 * device is back online, even if the page was in the background; the outbox lives in the page's
 * worker (it needs the signing key and the client), so the service worker asks the open windows,
 * by message, to drain, and learns by reply whether anything is left to send.
 *
 * 1. The page registers the tag whenever changes are waiting (the outbox table's pending count
 *    is above zero): `registration.sync.register(OUTBOX_SYNC_TAG)` where `'sync' in registration`.
 * 2. The service worker, on `sync` with that tag, posts `{ type: OUTBOX_SYNC_REQUEST }` to each
 *    window client with a MessageChannel port, and passes `event.waitUntil` a promise that
 *    resolves when a reply says `remaining: 0` and rejects otherwise (no window open, changes
 *    still waiting, a failure, no reply within a minute), so that the browser fires the event
 *    again later with its own backoff.
 * 3. The page hands every message from the service worker to the worker API, which calls
 *    `answerSyncRequest(outbox, message)`, and posts the reply (when there is one) on the port.
 */
import { isSendable } from '../../oci/outboxLifecycle';
import type { ConsoleFailure } from '../../oci/failure';
import type { Outbox } from './types';

export const OUTBOX_SYNC_TAG = 'field-console-outbox';
export const OUTBOX_SYNC_REQUEST = 'OUTBOX_SYNC';
export const OUTBOX_SYNC_REPLY = 'OUTBOX_SYNC_DONE';

export interface OutboxSyncRequest {
  readonly type: typeof OUTBOX_SYNC_REQUEST;
}

export interface OutboxSyncReply {
  readonly type: typeof OUTBOX_SYNC_REPLY;
  /** Entries still waiting to be sent (pending or sending). Zero: the sync is complete. */
  readonly remaining: number;
  /** The drain could not use IndexedDB. */
  readonly failure?: ConsoleFailure;
}

export function isOutboxSyncRequest(value: unknown): value is OutboxSyncRequest {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === OUTBOX_SYNC_REQUEST
  );
}

/**
 * Drains for a sync request; undefined for any other message. Entries that wait for the user
 * (stale, failed, conflict) do not count as remaining: syncing again would not send them.
 */
export async function answerSyncRequest(
  outbox: Pick<Outbox, 'drain' | 'list'>,
  message: unknown,
): Promise<OutboxSyncReply | undefined> {
  if (!isOutboxSyncRequest(message)) return undefined;
  const drained = await outbox.drain('sync');
  const listed = await outbox.list();
  const failure = !drained.ok ? drained.failure : !listed.ok ? listed.failure : undefined;
  const remaining = listed.ok
    ? listed.value.filter(isSendable).length
    : 0;
  return { type: OUTBOX_SYNC_REPLY, remaining, ...(failure === undefined ? {} : { failure }) };
}
