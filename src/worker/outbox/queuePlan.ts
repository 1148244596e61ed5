/**
 * The order of the outbox, as pure functions. Entries go out in createdAt order; two changes to
 * the same resource are never reordered: an entry waits while an older unfinished entry about
 * the same resource exists (pending in the sense of outboxLifecycle.isPending), so a change the user
 * still has to decide on holds back the changes made after it.
 */
import { clockWentBackSince, waitEndsAt } from '../../contract/failurePolicy';
import { can } from '../../rules/outboxLifecycle';
import type { OutboxEntry } from '../../contract/db';

export function bySendOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface PlannedEntry {
  readonly entry: OutboxEntry;
  /** An older unfinished entry about the same resource exists. */
  readonly blocked: boolean;
}

/** Unfinished entries in send order, each with whether an older one holds it back. */
export function queuePlan(unfinished: readonly OutboxEntry[]): PlannedEntry[] {
  const seen = new Set<string>();
  return [...unfinished].sort(bySendOrder).map((entry) => {
    const key = entry.resourceId;
    const blocked = key !== undefined && seen.has(key);
    if (key !== undefined) seen.add(key);
    return { entry, blocked };
  });
}

/**
 * When the entry's wait for its next attempt ends: `nextAttemptAt`, or now when the device clock
 * was put back since the wait was set (failurePolicy.waitEndsAt): a change queued while the clock
 * ran fast does not wait hours once it is corrected.
 */
export function attemptDueAt(entry: Pick<OutboxEntry, 'nextAttemptAt' | 'waitMs'>, now: number): number {
  return waitEndsAt(entry.nextAttemptAt, entry.waitMs ?? 0, now);
}

/** Whether the wait for the entry's next attempt is over. */
export function waitOver(entry: Pick<OutboxEntry, 'nextAttemptAt' | 'waitMs'>, now: number): boolean {
  return attemptDueAt(entry, now) <= now;
}

/** Whether this entry may be claimed now. */
export function isDue(planned: PlannedEntry, now: number): boolean {
  return !planned.blocked && can(planned.entry, 'claim') && waitOver(planned.entry, now);
}

/**
 * Whether a pending entry is too old to send without the user's confirmation: its retry token
 * was made more than `staleAfterMs` ago. A `queuedAt` ahead of now (the clock was put back since)
 * says nothing of the token's age: the entry then waits for the user only if an earlier attempt
 * may have reached the service (maybeApplied), the one case where a token the service forgot
 * could let the change apply twice; a change never delivered is sent.
 */
export function isStale(entry: OutboxEntry, now: number, staleAfterMs: number): boolean {
  if (!can(entry, 'expire')) return false;
  if (clockWentBackSince(entry.queuedAt, now)) return entry.maybeApplied === true;
  return now - entry.queuedAt > staleAfterMs;
}

/** When a claim's lease ends: a minute after it was taken, never later than a lease from now. */
export function claimEndsAt(
  entry: Pick<OutboxEntry, 'claimedAt' | 'updatedAt'>,
  leaseMs: number,
  now: number,
): number {
  return waitEndsAt((entry.claimedAt ?? entry.updatedAt) + leaseMs, leaseMs, now);
}

/** Whether a claim's lease has run out. */
export function claimLapsed(
  entry: Pick<OutboxEntry, 'claimedAt' | 'updatedAt'>,
  leaseMs: number,
  now: number,
): boolean {
  return claimEndsAt(entry, leaseMs, now) <= now;
}

/**
 * When a drain should next run on its own: the earliest backoff of an entry nothing holds back,
 * or the end of a claim (a drain runs this only when none of its own sends is on the wire). Undefined when only the user or a finishing send can move
 * the queue on (a send that finishes drains again by itself).
 */
export function nextWakeAt(
  unfinished: readonly OutboxEntry[],
  leaseMs: number,
  now: number,
): number | undefined {
  let earliest: number | undefined;
  const consider = (at: number): void => {
    earliest = earliest === undefined ? at : Math.min(earliest, at);
  };
  for (const { entry, blocked } of queuePlan(unfinished)) {
    if (can(entry, 'claim') && !blocked) consider(attemptDueAt(entry, now));
    if (can(entry, 'release')) consider(claimEndsAt(entry, leaseMs, now));
  }
  return earliest;
}
