/**
 * What one answer makes of an entry, as pure functions: done; pending again after a backoff
 * (a failure a resend may fix); conflict (412); failed (a failure only the user can fix).
 *
 * A refusal that may be this very change's own resend — its first answer lost after the service
 * applied it — is checked against the resource before anything else (checksLanding): 412 (the
 * etag changed, maybe by this change), 404 to a delete (the resource is gone, maybe by this
 * delete), 409 IncorrectState to a delete or an action (the resource moved on, maybe by this
 * action). The resend need not be the outbox's: a browser resends a request on its own when a
 * reused connection closes before any answer, so such a refusal can be the first answer an
 * attempt sees, with nothing marked maybeApplied. The resource's current version
 * (mutationSpec.currentVersionCall) then decides (changeLanding): it shows the change → done,
 * confirmed by the read; it shows something else → the refusal as it stands (a real conflict);
 * it cannot tell → the refusal, marked maybeApplied, so the user is told and reapplies only
 * after seeing the current version. A read that failed for a while (network, 5xx, 429) tells
 * nothing yet: the change waits and is sent again (its if-match can only meet the same refusal),
 * and the resource is read again then.
 */
import type { ConsoleFailure } from '../../contract/failure';
import { backoffDelay, outcomeOf, policyOf, retriesLater } from '../../contract/failurePolicy';
import type { OutboxEntry } from '../../contract/db';
import { landingOf, type Landing } from '../../rules/changeLanding';
import { OPERATION_BY_NAME } from '../../oci/operations';
import type { WorkerAction } from '../../rules/outboxLifecycle';
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

/** Whether this refusal may be the change's own resend, so the resource is read before it counts. */
export function checksLanding(failure: ConsoleFailure, operation: string): boolean {
  const kind = OPERATION_BY_NAME.get(operation)?.semantics.kind;
  switch (outcomeOf(failure)) {
    case 'preconditionFailed':
      return true;
    case 'notFound':
      return kind === 'delete';
    case 'incorrectState':
      return kind === 'delete' || kind === 'action';
    default:
      return false;
  }
}

/** Whether the resource's read says it is gone. */
function isGone(read: SendOutcome): boolean {
  return !read.ok && outcomeOf(read.failure) === 'notFound';
}

/** What a read of the resource says about the change; undefined when a read later may say more. */
export function landingFromRead(entry: OutboxEntry, read: SendOutcome | undefined): Landing | undefined {
  if (read === undefined) return 'unknown';
  if (read.ok) return landingOf(entry, { kind: 'found', body: read.body });
  if (isGone(read)) return landingOf(entry, { kind: 'gone' });
  return retriesLater(read.failure, true) ? undefined : 'unknown';
}

const ROUTE_ACTIONS: Readonly<Record<FailureRoute, WorkerAction>> = {
  retry: 'retryLater',
  conflict: 'conflict',
  fail: 'refuse',
};

/** What a refusal does to the entry: the lifecycle's action, and the entry it writes. */
export interface RefusalPlan {
  readonly action: WorkerAction;
  readonly build: (stored: OutboxEntry, now: number, random: () => number) => OutboxEntry;
}

/**
 * The plan for a refusal, given the read of the resource where the refusal needed one (`read`:
 * its answer, or undefined when the catalogue has none; ignored where no read was needed).
 */
export function planRefusal(
  entry: OutboxEntry,
  failure: ConsoleFailure,
  read: SendOutcome | undefined,
): RefusalPlan {
  const route = routeFailure(failure, entry.operation);
  const landing = checksLanding(failure, entry.operation) ? landingFromRead(entry, read) : 'not-landed';
  if (landing === undefined && read !== undefined && !read.ok) {
    const readFailure = read.failure;
    return {
      action: 'retryLater',
      build: (stored, now, random) => willRetry(stored, readFailure, now, random, true),
    };
  }
  if (landing === 'landed' && read !== undefined) {
    return { action: 'confirm', build: (stored, now) => confirmedByRead(stored, read, now) };
  }
  const maybe = landing === 'unknown';
  return {
    action: ROUTE_ACTIONS[route],
    build: (stored, now, random) => {
      const marked = maybe ? { ...stored, maybeApplied: true } : stored;
      if (route === 'retry') return willRetry(marked, failure, now, random);
      if (route === 'conflict') return conflicted(marked, failure, read, now);
      return failedWith(marked, failure, now);
    },
  };
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

/** Done: a read of the resource shows the change, though no answer said it was applied. */
export function confirmedByRead(entry: OutboxEntry, read: SendOutcome, now: number): OutboxEntry {
  return {
    ...omitKeys(released(entry, now), ['lastFailure']),
    state: 'done',
    result: read.ok
      ? {
          status: read.status,
          ...(read.body === undefined ? {} : { body: read.body }),
          ...(read.etag === undefined ? {} : { etag: read.etag }),
          confirmedByRead: true,
        }
      : { status: read.failure.kind === 'http' ? read.failure.status : 404, confirmedByRead: true },
  };
}

/**
 * Pending again after a backoff; maybeApplied when an attempt may have reached the service
 * (`reached`: known from elsewhere, e.g. a refusal that may be this change's own resend).
 */
export function willRetry(
  entry: OutboxEntry,
  failure: ConsoleFailure,
  now: number,
  random: () => number,
  reached = false,
): OutboxEntry {
  const waitMs = backoffDelay(Math.max(1, entry.attempts), failure, now, random);
  return {
    ...released(entry, now),
    state: 'pending',
    nextAttemptAt: now + waitMs,
    waitMs,
    lastFailure: failure,
    ...(reached || entry.maybeApplied === true || policyOf(failure).mayHaveReached
      ? { maybeApplied: true }
      : {}),
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
