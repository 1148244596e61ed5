/**
 * What one answer makes of an entry, as pure functions: done; pending again after a backoff
 * (a failure a resend may fix); conflict (412); failed (a failure only the user can fix).
 */
import type { ConsoleFailure } from '../../oci/failure';
import { backoffDelay, isRetryable } from '../client/retry';
import type { OutboxEntry } from '../store/db';
import type { SendOutcome } from './types';
import { omitKeys } from './omitKeys';

export type FailureRoute = 'retry' | 'conflict' | 'fail';

/**
 * A decision on a deployment refused as IncorrectState: the stage no longer waits (approved or
 * rejected elsewhere, or the deployment canceled), which no resend can change; the user is told.
 */
function isDecidedElsewhere(failure: ConsoleFailure, operation: string | undefined): boolean {
  return (
    operation === 'approveDeployment' &&
    failure.kind === 'http' &&
    failure.status === 409 &&
    failure.code === 'IncorrectState'
  );
}

/**
 * Where a failure sends an entry. Retried as the SDKs retry (network, time limit, invalid answer,
 * 429, 500/502/503/504, 409 IncorrectState), and also an open circuit or an aborted send, which
 * never reached the service — except a deployment's decision refused as IncorrectState. 412
 * is a conflict; everything else goes to the user.
 */
export function routeFailure(failure: ConsoleFailure, operation?: string): FailureRoute {
  if (failure.kind === 'http' && failure.status === 412) return 'conflict';
  if (isDecidedElsewhere(failure, operation)) return 'fail';
  if (isRetryable(failure) || failure.kind === 'circuit-open' || failure.kind === 'aborted') return 'retry';
  return 'fail';
}

/** Whether the request may have reached the service although no good answer came back. */
export function mayHaveReachedService(failure: ConsoleFailure): boolean {
  switch (failure.kind) {
    case 'network':
    case 'timeout':
    case 'invalid-response':
      return true;
    case 'http':
      return failure.status >= 500;
    default:
      return false;
  }
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

/** The wait before the next attempt: full jitter below min(30 s, 2^attempts s), never before Retry-After or an open circuit's retry time. */
export function retryDelay(
  attempts: number,
  failure: ConsoleFailure,
  now: number,
  random: () => number,
): number {
  const delay = backoffDelay(Math.max(1, attempts), failure, random);
  return failure.kind === 'circuit-open' ? Math.max(delay, failure.retryAt - now) : delay;
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
    nextAttemptAt: now + retryDelay(entry.attempts, failure, now, random),
    lastFailure: failure,
    ...(entry.maybeApplied === true || mayHaveReachedService(failure) ? { maybeApplied: true } : {}),
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
