/// <reference lib="webworker" />
/**
 * The service worker's side of Background Sync for the outbox (step 2 of the protocol in
 * src/contract/backgroundSync.ts): on a `sync` event with the outbox's tag it asks each open
 * window, by message with a reply port, to drain. The event's promise resolves once a window
 * answers that nothing is left to send, and rejects otherwise, so the browser fires it again later.
 */
import {
  isOutboxSyncReply,
  OUTBOX_SYNC_REQUEST,
  OUTBOX_SYNC_TAG,
  SYNC_REPLY_TIMEOUT_MS,
  type OutboxSyncReply,
  type OutboxSyncRequest,
} from '../contract/backgroundSync';

/** The Background Sync event (not in TypeScript's WebWorker types). */
export interface OutboxSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The part of a window client used here. */
export interface SyncWindow {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** The part of `self.clients` used here. */
export interface SyncClients {
  matchAll(options: ClientQueryOptions): Promise<readonly SyncWindow[]>;
}

/** Asks one window to drain; resolves with its reply. */
function ask(window: SyncWindow, timeoutMs: number): Promise<OutboxSyncReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      reject(new Error('A window did not answer the outbox sync in time.'));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      channel.port1.close();
      if (isOutboxSyncReply(event.data)) resolve(event.data);
      else reject(new Error('A window answered the outbox sync with something else.'));
    };
    const request: OutboxSyncRequest = { type: OUTBOX_SYNC_REQUEST };
    window.postMessage(request, [channel.port2]);
  });
}

/** Resolves when one window has sent everything; rejects when none could. */
export async function syncOutbox(clients: SyncClients, timeoutMs = SYNC_REPLY_TIMEOUT_MS): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length === 0) throw new Error('No window of Field Console is open to send the outbox.');
  const done = windows.map(async (window) => {
    const reply = await ask(window, timeoutMs);
    if (reply.failure !== undefined) throw new Error(`The outbox could not be sent: ${reply.failure.message}`);
    if (reply.remaining > 0) throw new Error(`${reply.remaining} changes are still waiting to be sent.`);
  });
  try {
    await Promise.any(done);
  } catch (error) {
    const reasons = error instanceof AggregateError ? error.errors : [error];
    throw new Error(reasons.map((reason) => (reason instanceof Error ? reason.message : String(reason))).join(' '));
  }
}

/**
 * For the service worker's `sync` listener: `self.addEventListener('sync', (event) =>
 * handleOutboxSync(event as OutboxSyncEvent, self.clients))`. Answers whether the event was the
 * outbox's (other tags are left to their own handlers).
 */
export function handleOutboxSync(event: OutboxSyncEvent, clients: SyncClients): boolean {
  if (event.tag !== OUTBOX_SYNC_TAG) return false;
  event.waitUntil(syncOutbox(clients));
  return true;
}
