/// <reference lib="webworker" />
/**
 * The service worker's side of Background Sync for the outbox (step 2 of
 * src/worker/outbox/backgroundSync.ts). The outbox lives in the page's worker, which holds the
 * signing key and the client, so on a `sync` event with the outbox's tag the service worker asks
 * each open window, by message with a reply port, to drain. The event's promise resolves once a
 * window answers that nothing is left to send, and rejects otherwise (no window, changes still
 * waiting, a failure, no answer within a minute), so the browser fires the event again later.
 *
 * The message names are the worker's (a unit test keeps them equal): this folder's tsconfig
 * does not see src/worker.
 */

export const OUTBOX_SYNC_TAG = 'field-console-outbox';
export const OUTBOX_SYNC_REQUEST = 'OUTBOX_SYNC';
export const OUTBOX_SYNC_REPLY = 'OUTBOX_SYNC_DONE';
export const SYNC_REPLY_TIMEOUT_MS = 60_000;

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

interface SyncReply {
  readonly type: typeof OUTBOX_SYNC_REPLY;
  readonly remaining: number;
  readonly failure?: { readonly message: string };
}

function isSyncReply(value: unknown): value is SyncReply {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Partial<SyncReply>;
  return reply.type === OUTBOX_SYNC_REPLY && typeof reply.remaining === 'number';
}

/** Asks one window to drain; resolves with its reply. */
function ask(window: SyncWindow, timeoutMs: number): Promise<SyncReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      reject(new Error('A window did not answer the outbox sync in time.'));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      channel.port1.close();
      if (isSyncReply(event.data)) resolve(event.data);
      else reject(new Error('A window answered the outbox sync with something else.'));
    };
    window.postMessage({ type: OUTBOX_SYNC_REQUEST }, [channel.port2]);
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
