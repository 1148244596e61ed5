/**
 * Enqueue and watch: how a flow makes a change (docs/ARCHITECTURE.md, "A change"). A run, a
 * deployment, a decision or a cancel is an outbox entry like every other change: written to
 * IndexedDB first with the retry token made when the user acted (and the etag the user saw, as
 * if-match), then sent by the outbox, through dead zones and reloads. The flow does not call the
 * service; it follows the entry until the outbox settles it, and takes the outbox's answer as the
 * call's.
 *
 * A flow restored after a reload runs its call again with the same retry token: the entry
 * queued with that token is found and followed, so nothing is queued — or sent — twice.
 */
import type { ConsoleFailure, Result } from '../contract/failure';
import type { EnqueueInput } from '../worker/outbox/types';
import type { OutboxEntry } from '../contract/db';
import type { FlowReply } from './flowCalls';

/** Something to subscribe to, as Dexie's liveQuery gives it. */
export interface Watchable<T> {
  subscribe(observer: { next: (value: T) => void; error?: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

/** The outbox as a flow uses it, in the flow's region. */
export interface FlowOutbox {
  /** The entry queued with this retry token, whatever its state; undefined if there is none. */
  find(retryToken: string): Promise<OutboxEntry | undefined>;
  /** Queues the change (region and summary are the app's); answers the entry id. */
  enqueue(
    input: Omit<EnqueueInput, 'region' | 'summary'> & { readonly retryToken: string },
  ): Promise<Result<string>>;
  /** The entry as it changes; undefined once it is gone. */
  watch(id: string): Watchable<OutboxEntry | undefined>;
}

/** The abort signal xstate gives a promise actor (what of it is used here). */
export interface StopSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
}

/** A change a flow asks for. */
export interface FlowChange {
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly retryToken: string;
  readonly ifMatch?: string;
  readonly resourceId?: string;
}

const GONE: ConsoleFailure = {
  kind: 'validation',
  message: 'The queued change is no longer in the outbox',
};

const DISCARDED: ConsoleFailure = {
  kind: 'validation',
  message: 'The queued change was discarded',
};

/**
 * The answer an entry stands for once settled: applied (done), refused (failed, conflict: the
 * service's failure, a 409 IncorrectState or a 412), discarded or gone; undefined while it still
 * waits (pending, sending, stale: the outbox or the user will move it on).
 */
export function settledReply(entry: OutboxEntry | undefined): FlowReply | undefined {
  if (entry === undefined) return { ok: false, failure: GONE };
  switch (entry.state) {
    case 'done': {
      const result = entry.result ?? { status: 200 };
      return {
        ok: true,
        value: {
          status: result.status,
          body: result.body,
          headers: {
            ...(result.workRequestId === undefined ? {} : { opcWorkRequestId: result.workRequestId }),
            ...(result.etag === undefined ? {} : { etag: result.etag }),
          },
        },
      };
    }
    case 'failed':
    case 'conflict':
      return { ok: false, failure: entry.lastFailure ?? { kind: 'validation', message: entry.state } };
    case 'discarded':
      return { ok: false, failure: DISCARDED };
    default:
      return undefined;
  }
}

function follow(outbox: FlowOutbox, id: string, signal?: StopSignal): Promise<FlowReply> {
  return new Promise<FlowReply>((resolve, reject) => {
    // The subscription is set once subscribed; an entry already settled answers during
    // subscribe, before it is, so `settled` may turn true inside subscribe.
    const held: { settled: boolean; subscription?: { unsubscribe(): void } } = { settled: false };
    const finish = (reply: FlowReply): void => {
      if (held.settled) return;
      held.settled = true;
      held.subscription?.unsubscribe();
      resolve(reply);
    };
    const stop = (): void => {
      held.settled = true;
      held.subscription?.unsubscribe();
      reject(new Error('No longer watched'));
    };
    if (signal?.aborted === true) {
      stop();
      return;
    }
    signal?.addEventListener('abort', stop, { once: true });
    held.subscription = outbox.watch(id).subscribe({
      next: (entry) => {
        const reply = settledReply(entry);
        if (reply !== undefined) finish(reply);
      },
      error: (error: unknown) => {
        finish({
          ok: false,
          failure: { kind: 'storage', message: String(error), quotaExceeded: false },
        });
      },
    });
    if (held.settled) held.subscription.unsubscribe();
  });
}

/**
 * Finds the entry of this change's retry token, or queues it; then resolves with the outbox's
 * answer once the entry is settled. A refusal to queue (a storage failure, an invalid change) is
 * the reply's failure.
 */
export async function enqueueAndWatch(
  outbox: FlowOutbox,
  change: FlowChange,
  signal?: StopSignal,
): Promise<FlowReply> {
  const existing = await outbox.find(change.retryToken);
  if (existing !== undefined) return follow(outbox, existing.id, signal);
  const queued = await outbox.enqueue({
    operation: change.operation,
    params: change.params,
    retryToken: change.retryToken,
    ...(change.ifMatch === undefined ? {} : { ifMatch: change.ifMatch }),
    ...(change.resourceId === undefined ? {} : { resourceId: change.resourceId }),
  });
  if (!queued.ok) return queued;
  return follow(outbox, queued.value, signal);
}
