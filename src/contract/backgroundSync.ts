/**
 * Background Sync for the outbox, as the page and the service worker speak it. The browser fires
 * a service worker `sync` event once the device is back online, even if the page is in the
 * background; the outbox lives in the page's worker (it holds the signing key and the client),
 * so the service worker asks the open windows, by message, to drain, and learns by reply whether
 * anything is left to send.
 *
 * 1. The page registers OUTBOX_SYNC_TAG whenever changes wait to be sent, where the browser has
 *    Background Sync (src/app/features/outbox/outboxSyncClient.ts).
 * 2. The service worker, on `sync` with that tag, posts an OutboxSyncRequest to each window with
 *    a MessageChannel port, and passes `event.waitUntil` a promise that resolves when a reply
 *    says `remaining: 0` and rejects otherwise (no window open, changes still waiting, a failure,
 *    no reply within SYNC_REPLY_TIMEOUT_MS), so that the browser fires the event again later with
 *    its own backoff (src/sw/outboxSync.ts).
 * 3. The page drains through the worker and answers on the port with an OutboxSyncReply.
 */
import type { ConsoleFailure } from './failure';

export const OUTBOX_SYNC_TAG = 'field-console-outbox';
export const OUTBOX_SYNC_REQUEST = 'OUTBOX_SYNC';
export const OUTBOX_SYNC_REPLY = 'OUTBOX_SYNC_DONE';
/** How long the service worker waits for a window's reply. */
export const SYNC_REPLY_TIMEOUT_MS = 60_000;

export interface OutboxSyncRequest {
  readonly type: typeof OUTBOX_SYNC_REQUEST;
}

export interface OutboxSyncReply {
  readonly type: typeof OUTBOX_SYNC_REPLY;
  /** Changes still waiting to be sent (pending or sending). Zero: the sync is complete. */
  readonly remaining: number;
  /** The drain could not use IndexedDB. */
  readonly failure?: ConsoleFailure;
}

export function isOutboxSyncRequest(value: unknown): value is OutboxSyncRequest {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === OUTBOX_SYNC_REQUEST;
}

/** A reply as the service worker checks it: anything else on the port is not an answer. */
export function isOutboxSyncReply(value: unknown): value is OutboxSyncReply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as { type?: unknown; remaining?: unknown; failure?: unknown };
  return (
    reply.type === OUTBOX_SYNC_REPLY &&
    typeof reply.remaining === 'number' &&
    Number.isInteger(reply.remaining) &&
    reply.remaining >= 0 &&
    (reply.failure === undefined ||
      (typeof reply.failure === 'object' &&
        reply.failure !== null &&
        typeof (reply.failure as { message?: unknown }).message === 'string'))
  );
}
