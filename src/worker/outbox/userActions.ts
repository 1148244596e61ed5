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
 */
import { fail, ok, type Result } from '../../contract/failure';
import { can, type UserActionKind } from '../../oci/outboxLifecycle';
import type { OutboxEntry } from '../../contract/db';
import { newRetryToken } from './mutationSpec';
import { omitKeys } from './omitKeys';

/** The lifecycle's user actions, reapply with the etag of the current version. */
export type UserAction =
  | { readonly kind: Exclude<UserActionKind, 'reapply'> }
  | { readonly kind: 'reapply'; readonly etag: string };

/** Pending again and due now, without the marks of the request it replaces. */
function requeued(entry: OutboxEntry, now: number, renew: boolean): OutboxEntry {
  const rest = omitKeys(entry, [
    'conflict',
    'claimedBy',
    'claimedAt',
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

export function applyUserAction(entry: OutboxEntry, action: UserAction, now: number): Result<OutboxEntry> {
  if (!can(entry, action.kind)) {
    return fail({
      kind: 'validation',
      message: `Cannot ${action.kind} the change "${entry.summary}": it is ${entry.state}`,
      operation: entry.operation,
    });
  }
  switch (action.kind) {
    case 'retry':
      return ok(requeued(entry, now, false));
    case 'confirmStale':
      return ok(requeued(entry, now, true));
    case 'reapply':
      return ok({ ...requeued(entry, now, true), ifMatch: action.etag });
    case 'discard': {
      return ok({ ...omitKeys(entry, ['claimedBy', 'claimedAt']), state: 'discarded', updatedAt: now });
    }
  }
}
