/**
 * What the two flows of a DevOps run — a build run and a deployment — share beyond the flow shell
 * (flowMachine.ts): following a run or starting one, the run's etag, the cancel the user asks for,
 * and where the run's lifecycle state sends the flow. The work request is not a run: it has no
 * create, no cancel and no stages.
 */
import type { DevOpsOperationStatus } from '../oci/enums';
import type { ConsoleFailure } from '../contract/failure';
import { randomHexId } from '../contract/ids';
import type { IndexedRun } from './flowBodies';
import type { FlowReply } from './flowCalls';
import type { ActionContext } from './flowMachine';
import { hasReason, initialPollContext, replyPatch, type PollContext, type PollOptions } from './polling';

/** Follow an existing run (`TFollow` names its id), or start one (the retry token is made once, when the user starts it). */
export type RunInput<TFollow, TDetails> = PollOptions &
  ((TFollow & { readonly indexed?: IndexedRun }) | { readonly start: TDetails; readonly retryToken: string });

/** The context every run flow has besides its id and its run as last reported. */
export interface RunContext<TDetails> extends ActionContext {
  readonly start?: { readonly details: TDetails; readonly retryToken: string };
  /** What the local index knew of the run when the flow began to follow it. */
  readonly indexed?: IndexedRun;
  readonly etag?: string;
  readonly cancelReason?: string;
  /** The retry token of the cancel, made when the user asked for it: the key of its outbox entry. */
  readonly cancelRetryToken?: string;
}

/** The poll state and what the input says of the run: what it starts, or what the index knew. */
export function initialRunContext<TDetails>(
  input: RunInput<object, TDetails>,
): PollContext & Pick<RunContext<TDetails>, 'start' | 'indexed'> {
  const poll = initialPollContext(input);
  if ('start' in input) return { ...poll, start: { details: input.start, retryToken: input.retryToken } };
  return input.indexed === undefined ? poll : { ...poll, indexed: input.indexed };
}

/** The failure when a run's answer has no id (`noun`: "build run", "deployment"). */
export function noRunId(noun: string): ConsoleFailure {
  return { kind: 'invalid-response', message: `The ${noun} answer has no id`, status: 200 };
}

/**
 * What a reply about a run changes: the poll state and, for an answer, the run read from it,
 * its etag, and the id it gives (`place` puts the run and its id in the machine's own fields).
 */
export function runReplyPatch<TContext extends RunContext<unknown>, TView extends { readonly id: string }>(
  context: TContext,
  reply: FlowReply,
  read: (body: unknown) => TView,
  place: (view: TView) => Partial<TContext>,
): Partial<TContext> {
  const patch = replyPatch(context, reply, Date.now()) as Partial<TContext>;
  if (!reply.ok) return patch;
  return { ...patch, ...place(read(reply.value.body)), etag: reply.value.headers.etag ?? context.etag };
}

/** The input of a run's create: what the user started, with its retry token. */
export function createInput<TDetails>(context: RunContext<TDetails>, none: TDetails) {
  return { details: context.start?.details ?? none, retryToken: context.start?.retryToken ?? '' };
}

/** The input of a run's cancel besides the run's id: the user's reason and the cancel's retry token. */
export function cancelInput(context: RunContext<unknown>) {
  return { reason: context.cancelReason ?? '', retryToken: context.cancelRetryToken ?? '' };
}

/** A reason as sent: trimmed, and none when blank (a cancel's guard has refused a blank one). */
export function trimmedReason(reason: string | undefined): string | undefined {
  return hasReason(reason) ? reason?.trim() : undefined;
}

/** The cancel the user asked for, with the retry token made now; the last refusal is cleared. */
export function cancelPatch(
  reason: string | undefined,
): Pick<RunContext<never>, 'cancelReason' | 'cancelRetryToken' | 'actionError'> {
  return { cancelReason: trimmedReason(reason), cancelRetryToken: randomHexId(), actionError: undefined };
}

const isIn = (state: DevOpsOperationStatus) => ({ type: 'lifecycleIs', params: { state } }) as const;

/**
 * Where a run flow picks up at start and after flow.retry, once it has an id; `extra` (a
 * deployment waiting for approval) comes before ACCEPTED. The machine declares the guard
 * `lifecycleIs` ({ state }) and the states accepted, inProgress and canceling.
 */
export function runResync<const TExtra extends readonly object[] = []>(extra?: TExtra) {
  return [
    { guard: isIn('CANCELING'), target: 'canceling' },
    ...((extra ?? []) as TExtra),
    { guard: isIn('ACCEPTED'), target: 'accepted' },
    { target: 'inProgress' },
  ] as const;
}

/** Where an answer about a run sends the flow: the end, or the live state the service reports. */
export function runRoute<const TExtra extends readonly object[] = []>(extra?: TExtra) {
  return [
    { guard: isIn('SUCCEEDED'), target: 'succeeded' },
    { guard: isIn('FAILED'), target: 'failed' },
    { guard: isIn('CANCELED'), target: 'canceled' },
    { guard: isIn('CANCELING'), target: 'canceling.waiting' },
    ...((extra ?? []) as TExtra),
    { guard: isIn('ACCEPTED'), target: 'accepted.waiting' },
    { target: 'inProgress.waiting' },
  ] as const;
}
