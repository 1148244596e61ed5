/**
 * What the user may do with an entry that waits for them, as pure functions. Each answers the
 * changed entry, or a validation failure where the lifecycle (outboxLifecycle.can) refuses it.
 *
 * A new retry token is made where the request is a new one: after a conflict (another if-match,
 * and the service would refuse the old token for a different request) and after confirming a
 * stale entry. The trade-off of the stale case: the old token may already have lapsed on the
 * service (it keeps one 24 hours), so resending under it would not be deduplicated anyway; a new
 * token gives the change a full day again, but if an earlier attempt did reach the service
 * (`maybeApplied`), the change can be applied twice. That is why a stale entry waits for the user,
 * who can look at the resource first.
 *
 * Reapply is never a blind second apply: it goes out only on the current version the conflict
 * read and showed the user (its etag), and when that version already shows the change (its
 * answer was lost, changeLanding), reapplying settles it as applied (the lifecycle's `confirm`)
 * instead of sending it again.
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../contract/failure';
import { conflictShowsChange } from '../../rules/changeLanding';
import { can, type OutboxAction, type UserActionKind } from '../../rules/outboxLifecycle';
import type { OutboxEntry } from '../../contract/db';
import { newRetryToken } from './mutationSpec';
import { omitKeys } from './omitKeys';

/** The lifecycle's user actions, reapply with the etag of the current version. */
export type UserAction =
  | { readonly kind: Exclude<UserActionKind, 'reapply'> }
  | { readonly kind: 'reapply'; readonly etag: string };

/** What a user action writes: the entry, by the lifecycle's action (`confirm` for a reapply already applied). */
export interface UserWrite {
  readonly as: OutboxAction;
  readonly entry: OutboxEntry;
}

/** Pending again and due now, without the marks of the request it replaces. */
function requeued(entry: OutboxEntry, now: number, renew: boolean): OutboxEntry {
  const rest = omitKeys(entry, [
    'conflict',
    'claimedBy',
    'claimedAt',
    'waitMs',
    ...(renew ? (['retryToken', 'maybeApplied'] as const) : []),
  ]);
  const token = renew ? newRetryToken(entry.operation) : undefined;
  return {
    ...rest,
    ...(token === undefined ? {} : { retryToken: token }),
    ...(renew ? { queuedAt: now } : {}),
    state: 'pending',
    nextAttemptAt: now,
    updatedAt: now,
  };
}

function refused(entry: OutboxEntry, message: string): Result<UserWrite> {
  const failure: ConsoleFailure = { kind: 'validation', message, operation: entry.operation };
  return fail(failure);
}

/** A conflict whose current version shows the change: done, confirmed by that read. */
function settledAsApplied(entry: OutboxEntry, now: number): UserWrite {
  const conflict = entry.conflict;
  const rest = omitKeys(entry, ['conflict', 'claimedBy', 'claimedAt', 'lastFailure']);
  return {
    as: 'confirm',
    entry: {
      ...rest,
      state: 'done',
      updatedAt: now,
      result: {
        status: 200,
        ...(conflict?.current === undefined ? {} : { body: conflict.current }),
        ...(conflict?.etag === undefined ? {} : { etag: conflict.etag }),
        confirmedByRead: true,
      },
    },
  };
}

export function applyUserAction(entry: OutboxEntry, action: UserAction, now: number): Result<UserWrite> {
  if (!can(entry, action.kind)) {
    return refused(entry, `Cannot ${action.kind} the change "${entry.summary}": it is ${entry.state}`);
  }
  const as = action.kind;
  switch (action.kind) {
    case 'retry':
      return ok({ as, entry: requeued(entry, now, false) });
    case 'confirmStale':
      return ok({ as, entry: requeued(entry, now, true) });
    case 'reapply':
      if (action.etag !== entry.conflict?.etag) {
        return refused(entry, `Reapply "${entry.summary}" on the current version it was compared with`);
      }
      if (conflictShowsChange(entry)) return ok(settledAsApplied(entry, now));
      return ok({ as, entry: { ...requeued(entry, now, true), ifMatch: action.etag } });
    case 'discard':
      return ok({
        as,
        entry: { ...omitKeys(entry, ['claimedBy', 'claimedAt']), state: 'discarded', updatedAt: now },
      });
  }
}
