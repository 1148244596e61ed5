/**
 * Polling, shared by the flow machines (docs/ARCHITECTURE.md, "A flow"). Each live state of a flow
 * is a poll loop:
 *
 *   next ──▶ calling ──reply recorded──▶ route ──▶ waiting ──pollDelay──▶ calling
 *     │                                     ├──▶ error (a failure that will not pass)
 *     │                                     └──▶ the state the service reports, or the end
 *     └──offline──▶ paused ──network.online──▶ calling
 *
 * Every reply is recorded in context first (replyPatch), then the machine's `route` state sends
 * the flow on from what the context now says.
 *
 * - The interval comes from context (default 3 s). After failures it backs off exponentially —
 *   interval × 2^(n−1) for the n-th failure in a row, capped (default ten intervals: 3, 6, 12,
 *   24, 30, 30 s…) — and never waits less than a Retry-After (a 429's `retryAfterMs`, a
 *   `retry-after` header, an open circuit's `retryAt`).
 * - A failure the failure policy (src/contract/failurePolicy.ts) sends again later (no network, a
 *   time-out, a captive portal's page, 429, 5xx) keeps the last known state and is shown as
 *   "can't reach the service, retrying": `lastError` is set until the next answer. Any other
 *   failure (401, 404, a refused parameter) is the flow's `error` state, with the failure in `error`.
 * - `network.offline` pauses the loop (no calls; a call under way is abandoned);
 *   `network.online` polls at once. xstate does not keep delayed events in a persisted snapshot,
 *   so after restoring one the app sends the current network state, which restarts the loop.
 * - `flow.refresh` polls now ("Check now"); `flow.retry` leaves the error state.
 *
 * A followed run. In the console a run's read is not timed by the flow: the worker's one loop of
 * the run reads it (src/worker/follow/runLoops.ts, backing off by the failure policy), and the
 * flow's read call answers the loop's next answer. The app provides the guard `followsRun`
 * ({ read }: the call's name) as true for a run's read: then `waiting` goes straight back to
 * `calling` (no delay of the flow's own), and "Check now" while calling runs `checkRunNow`, which
 * asks the loop to read now. Every reply is recorded and routed as above.
 */
import type { ConsoleFailure } from '../contract/failure';
import { parseRetryAfter, retriesLater, waitAskedMs } from '../contract/failurePolicy';
import type { FlowAnswer, FlowReply } from './flowCalls';

export const DEFAULT_POLL_INTERVAL_MS = 3_000;
/** The backoff cap, in poll intervals, when none is given (30 s for the 3 s default). */
export const BACKOFF_CAP_INTERVALS = 10;

/** The events every flow machine takes besides its own. */
export type FlowControlEvent =
  | { readonly type: 'network.offline' }
  | { readonly type: 'network.online' }
  | { readonly type: 'flow.refresh' }
  | { readonly type: 'flow.retry' };

/** Polling settings of a flow's input. */
export interface PollOptions {
  /** Between two polls while all is well; default 3 s (tests scale it down). */
  readonly pollIntervalMs?: number;
  /** The longest wait after failures; default ten intervals. */
  readonly maxBackoffMs?: number;
  /** Whether the network is up when the flow starts; default true. */
  readonly online?: boolean;
}

export interface PollContext {
  readonly pollIntervalMs: number;
  readonly maxBackoffMs: number;
  readonly online: boolean;
  /** Failures in a row that may pass; 0 after any answer. */
  readonly consecutiveErrors: number;
  /** The least wait before the next call that the service asked for. */
  readonly retryAfterMs?: number;
  /** The last failure that may pass, shown while retrying; cleared by the next answer. */
  readonly lastError?: ConsoleFailure;
  /** The failure that put the flow in its error state. */
  readonly error?: ConsoleFailure;
  /** When the service last answered (epoch ms). */
  readonly lastPolledAt?: number;
}

export function initialPollContext(options: PollOptions): PollContext {
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  return {
    pollIntervalMs,
    maxBackoffMs: options.maxBackoffMs ?? pollIntervalMs * BACKOFF_CAP_INTERVALS,
    online: options.online ?? true,
    consecutiveErrors: 0,
  };
}

/** A thrown error (a call never provided, a worker gone) as a failure, as the worker maps unknown errors. */
export function thrownFailure(error: unknown): ConsoleFailure {
  return { kind: 'validation', message: error instanceof Error ? error.message : String(error) };
}

/** The wait after `errors` failures in a row (0: the plain interval). */
export function backoffMs(
  context: Pick<PollContext, 'pollIntervalMs' | 'maxBackoffMs'>,
  errors: number,
): number {
  if (errors <= 0) return context.pollIntervalMs;
  return Math.min(context.pollIntervalMs * 2 ** (errors - 1), context.maxBackoffMs);
}

/** The `pollDelay` of every flow machine. */
export function pollDelayMs(context: PollContext): number {
  return Math.max(backoffMs(context, context.consecutiveErrors), context.retryAfterMs ?? 0);
}

export type PollPatch = Partial<PollContext>;

/** What an answer changes in the poll state. */
export function answerPatch(answer: FlowAnswer, now: number): PollPatch {
  return {
    consecutiveErrors: 0,
    lastError: undefined,
    error: undefined,
    retryAfterMs: parseRetryAfter(answer.headers.retryAfter, now),
    lastPolledAt: now,
  };
}

/** What any reply changes in the poll state: an answer, a failure that may pass, or the error. */
export function replyPatch(context: PollContext, reply: FlowReply, now: number): PollPatch {
  if (reply.ok) return answerPatch(reply.value, now);
  // A flow's calls are reads, or actions sent with their retry token: idempotent.
  if (!retriesLater(reply.failure, true))
    return { error: reply.failure, lastError: undefined, retryAfterMs: undefined };
  return {
    consecutiveErrors: context.consecutiveErrors + 1,
    lastError: reply.failure,
    retryAfterMs: waitAskedMs(reply.failure, now),
  };
}

/** Whether a reason was given: cancel and reject need one. */
export function hasReason(reason: string | undefined): boolean {
  return reason !== undefined && reason.trim() !== '';
}

/** Leaving the error state: the loop starts over from a clean slate. */
export const RETRY_PATCH: PollPatch = {
  error: undefined,
  lastError: undefined,
  consecutiveErrors: 0,
  retryAfterMs: undefined,
};

/**
 * The poll loop of one live state, around its `calling` state (which invokes the call, records
 * the reply and goes to the machine's `route`: flowMachine.ts's `pollCall`). The `isOffline`
 * guard, the `goOffline` and `goOnline` actions and the `pollDelay` delay it names come with
 * flowMachine.ts's `implementations`; `on` adds the state's own events.
 */
export function pollLoop<
  TCalling extends { readonly invoke: { readonly src: string } },
  TOn extends object = object,
>(calling: TCalling, on?: TOn) {
  const followed = { type: 'followsRun', params: { read: calling.invoke.src } } as const;
  return {
    initial: 'next',
    on: { 'network.offline': { target: '.paused', actions: 'goOffline' }, ...(on as TOn) },
    states: {
      next: { always: [{ guard: 'isOffline', target: 'paused' }, { target: 'calling' }] },
      calling: { ...calling, on: { 'flow.refresh': { guard: followed, actions: 'checkRunNow' } } },
      waiting: {
        always: [
          { guard: 'isOffline', target: 'paused' },
          { guard: followed, target: 'calling' },
        ],
        after: { pollDelay: 'calling' },
        on: { 'network.online': { target: 'calling', actions: 'goOnline' }, 'flow.refresh': 'calling' },
      },
      paused: { tags: 'paused', on: { 'network.online': { target: 'calling', actions: 'goOnline' } } },
    },
  } as const;
}
