/**
 * What one answer makes of an entry, as pure functions: done; pending again after a backoff
 * (a failure a resend may fix); conflict (412); failed (a failure only the user can fix).
 */
import type { ConsoleFailure } from '../../contract/failure';
import { backoffDelay, outcomeOf, policyOf, retriesLater } from '../../contract/failurePolicy';
import type { OutboxEntry } from '../../contract/db';
import type { SendOutcome } from './types';
import { omitKeys } from './omitKeys';

export type FailureRoute = 'retry' | 'conflict' | 'fail';

/**
 * A decision on a deployment refused as IncorrectState: the stage no longer waits (approved or
 * rejected elsewhere, or the deployment canceled), which no resend can change; the user is told.
 * Elsewhere IncorrectState means a resource busy for a while, which the policy sends again.
 */
function isDecidedElsewhere(failure: ConsoleFailure, operation: string | undefined): boolean {
  return operation === 'approveDeployment' && outcomeOf(failure) === 'incorrectState';
}

/**
 * Where a failure sends an entry: 412 is a conflict; what the failure policy sends again later is
 * retried (a queued change is idempotent: it carries its opc-retry-token where its operation
 * takes one, and one that may have reached the service is marked maybeApplied), except a
 * deployment's decision refused as IncorrectState; everything else goes to the user.
 */
export function routeFailure(failure: ConsoleFailure, operation?: string): FailureRoute {
  if (outcomeOf(failure) === 'preconditionFailed') return 'conflict';
  if (isDecidedElsewhere(failure, operation)) return 'fail';
  return retriesLater(failure, true) ? 'retry' : 'fail';
}

/** The entry without its claim and without the record of an earlier answer. */
function released(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...omitKeys(entry, ['claimedBy', 'claimedAt', 'conflict']), updatedAt: now };
}

export function succeeded(
  entry: OutboxEntry,
  outcome: Extract<SendOutcome, { ok: true }>,
  now: number,
): OutboxEntry {
  return {
    ...omitKeys(released(entry, now), ['lastFailure']),
    state: 'done',
    result: {
      status: outcome.status,
      ...(outcome.workRequestId === undefined ? {} : { workRequestId: outcome.workRequestId }),
      ...(outcome.body === undefined ? {} : { body: outcome.body }),
      ...(outcome.etag === undefined ? {} : { etag: outcome.etag }),
    },
  };
}

export function willRetry(
  entry: OutboxEntry,
  failure: ConsoleFailure,
  now: number,
  random: () => number,
): OutboxEntry {
  return {
    ...released(entry, now),
    state: 'pending',
    nextAttemptAt: now + backoffDelay(Math.max(1, entry.attempts), failure, now, random),
    lastFailure: failure,
    ...(entry.maybeApplied === true || policyOf(failure).mayHaveReached ? { maybeApplied: true } : {}),
  };
}

export function conflicted(
  entry: OutboxEntry,
  failure: ConsoleFailure,
  current: SendOutcome | undefined,
  now: number,
): OutboxEntry {
  const read: NonNullable<OutboxEntry['conflict']> =
    current === undefined
      ? {
          current: undefined,
          readFailure: {
            kind: 'validation',
            message: `The catalogue has no read for the resource ${entry.operation} changes`,
            operation: entry.operation,
          },
        }
      : current.ok
        ? { current: current.body, ...(current.etag === undefined ? {} : { etag: current.etag }) }
        : { current: undefined, readFailure: current.failure };
  return { ...released(entry, now), state: 'conflict', lastFailure: failure, conflict: read };
}

export function failedWith(entry: OutboxEntry, failure: ConsoleFailure, now: number): OutboxEntry {
  return { ...released(entry, now), state: 'failed', lastFailure: failure };
}
