/**
 * The order of the outbox, as pure functions. Entries go out in createdAt order; two changes to
 * the same resource are never reordered: an entry waits while an older unfinished entry about
 * the same resource exists (pending in the sense of outboxLifecycle.isPending), so a change the user
 * still has to decide on holds back the changes made after it.
 */
import { can } from '../../oci/outboxLifecycle';
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

/** Whether this entry may be claimed now. */
export function isDue(planned: PlannedEntry, now: number): boolean {
  return !planned.blocked && can(planned.entry, 'claim') && planned.entry.nextAttemptAt <= now;
}

/** Whether a pending entry is too old to send without the user's confirmation. */
export function isStale(entry: OutboxEntry, now: number, staleAfterMs: number): boolean {
  return can(entry, 'expire') && now - entry.queuedAt > staleAfterMs;
}

/**
 * When a drain should next run on its own: the earliest backoff of an entry nothing holds back,
 * or the end of a claim (a drain runs this only when none of its own sends is on the wire). Undefined when only the user or a finishing send can move
 * the queue on (a send that finishes drains again by itself).
 */
export function nextWakeAt(unfinished: readonly OutboxEntry[], leaseMs: number): number | undefined {
  let earliest: number | undefined;
  const consider = (at: number): void => {
    earliest = earliest === undefined ? at : Math.min(earliest, at);
  };
  for (const { entry, blocked } of queuePlan(unfinished)) {
    if (can(entry, 'claim') && !blocked) consider(entry.nextAttemptAt);
    if (can(entry, 'release')) consider((entry.claimedAt ?? entry.updatedAt) + leaseMs);
  }
  return earliest;
}
