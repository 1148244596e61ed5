/**
 * The outbox table's reads and writes. Every change of state is a Dexie read-write transaction
 * that checks the state it starts from: IndexedDB runs read-write transactions on one store one
 * after the other, across tabs and workers too, so two outboxes over one database never both
 * claim an entry, and a late answer cannot overwrite what the user or another owner did since.
 * Every write names its action (outboxLifecycle), and a write the transition table does not
 * allow is a bug: it is refused, never written.
 */
import { randomHexId } from '../../contract/ids';
import type { ConsoleDb, OutboxEntry } from '../../contract/db';
import {
  PENDING_STATES,
  SETTLED_STATES,
  can,
  isPending,
  next,
  statesWhere,
  type OutboxAction,
} from '../../rules/outboxLifecycle';
import { bySendOrder, claimLapsed, isDue, isStale, queuePlan, waitOver } from './queuePlan';
import type { OwnerPresence } from './types';
import { omitKeys } from './omitKeys';

/** An entry as the caller describes it; the store gives it its id and its place in the order. */
export type NewEntry = Omit<OutboxEntry, 'id' | 'createdAt'>;

export interface ClaimAnswer {
  readonly claimed?: OutboxEntry;
  /** Every entry written, the claimed one included (entries found stale on the way). */
  readonly changed: readonly OutboxEntry[];
}

export interface OutboxStore {
  add(entry: NewEntry, now: number): Promise<OutboxEntry>;
  /**
   * The entry as `add` would store it now (its id and its place in the order), without writing
   * it: the journal keeps it first, then `insert` writes it (journaledStore, under the journal's lock).
   */
  place(entry: NewEntry, now: number): Promise<OutboxEntry>;
  /** Writes an entry `place` made, moved after the last one if another was added meanwhile. */
  insert(placed: OutboxEntry): Promise<OutboxEntry>;
  unfinished(): Promise<OutboxEntry[]>;
  /**
   * The ids of the entries due at `now` that nothing holds back, in send order: one read of the
   * queue for a whole round of claims. What it says stays true: an older unfinished entry only
   * ever finishes, so an entry nothing holds back now is never held back later.
   */
  dueInOrder(now: number): Promise<string[]>;
  /**
   * Marks the entry 'sending' for `ownerId` if it may still be claimed (another tab may have taken
   * it since dueInOrder), or 'stale' if it has waited too long for its retry token.
   */
  claim(id: string, ownerId: string, now: number, staleAfterMs: number): Promise<ClaimAnswer>;
  /** Claims whose owner stopped (no lease left, or not alive) go back to 'pending'. */
  releaseDeadClaims(
    presence: OwnerPresence,
    inFlight: ReadonlySet<string>,
    now: number,
    leaseMs: number,
  ): Promise<OutboxEntry[]>;
  markStale(now: number, staleAfterMs: number): Promise<OutboxEntry[]>;
  /** Entries that waited on a dropped connection become due now. */
  wakeNetworkWaits(now: number): Promise<OutboxEntry[]>;
  /** Writes what `build` makes of the stored entry by `action`; undefined from `build` writes nothing. */
  update(
    id: string,
    action: OutboxAction,
    build: (current: OutboxEntry) => OutboxEntry | undefined,
  ): Promise<OutboxEntry | undefined>;
  get(id: string): Promise<OutboxEntry | undefined>;
  list(): Promise<OutboxEntry[]>;
  countUnfinished(): Promise<number>;
  unfinishedFor(resourceId: string): Promise<OutboxEntry[]>;
  deleteFinishedBefore(cutoff: number): Promise<number>;
}

/** Base-36 time, zero-padded so ids sort in time order as strings. */
function timeOrderedId(createdAt: number): string {
  return `${createdAt.toString(36).padStart(10, '0')}-${randomHexId().slice(0, 16).toLowerCase()}`;
}

/** A write the transition table does not allow: a bug in the outbox, never written. */
export class IllegalTransition extends Error {
  constructor(from: OutboxEntry, action: OutboxAction, to: OutboxEntry) {
    super(`The outbox may not ${action} the change ${from.id} from ${from.state} to ${to.state}`);
    this.name = 'IllegalTransition';
  }
}

/** `changed` as `action` makes it of `current`, or IllegalTransition. */
function checked(current: OutboxEntry, action: OutboxAction, changed: OutboxEntry): OutboxEntry {
  if (!can(current, action) || next(current.state, action) !== changed.state || changed.id !== current.id) {
    throw new IllegalTransition(current, action, changed);
  }
  return changed;
}

export function createOutboxStore(db: ConsoleDb): OutboxStore {
  const unfinished = (): Promise<OutboxEntry[]> =>
    db.outbox
      .where('state')
      .anyOf([...PENDING_STATES])
      .toArray();

  /** Writes one change of state, inside a read-write transaction on the outbox. */
  async function put(current: OutboxEntry, action: OutboxAction, changed: OutboxEntry): Promise<OutboxEntry> {
    await db.outbox.put(checked(current, action, changed));
    return changed;
  }

  /** Applies `build` by `action` to each entry of `ids` as stored now, in one transaction. */
  function rewrite(
    ids: readonly string[],
    action: OutboxAction,
    build: (current: OutboxEntry) => OutboxEntry | undefined,
  ): Promise<OutboxEntry[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.transaction('rw', db.outbox, async () => {
      const written: OutboxEntry[] = [];
      for (const id of ids) {
        const current = await db.outbox.get(id);
        const changed = current === undefined ? undefined : build(current);
        if (current === undefined || changed === undefined) continue;
        written.push(await put(current, action, changed));
      }
      return written;
    });
  }

  /** The createdAt after the last entry's: strictly increasing across the table. */
  const nextCreatedAt = async (now: number): Promise<number> => {
    const last = await db.outbox.orderBy('createdAt').last();
    return Math.max(now, (last?.createdAt ?? 0) + 1);
  };

  return {
    add(entry, now) {
      return db.transaction('rw', db.outbox, async () => {
        const createdAt = await nextCreatedAt(now);
        const stored: OutboxEntry = { ...entry, id: timeOrderedId(createdAt), createdAt };
        await db.outbox.add(stored);
        return stored;
      });
    },

    async place(entry, now) {
      const createdAt = await nextCreatedAt(now);
      return { ...entry, id: timeOrderedId(createdAt), createdAt };
    },

    insert(placed) {
      return db.transaction('rw', db.outbox, async () => {
        const createdAt = await nextCreatedAt(placed.createdAt);
        const stored: OutboxEntry = { ...placed, createdAt };
        await db.outbox.add(stored);
        return stored;
      });
    },

    unfinished,

    async dueInOrder(now) {
      return queuePlan(await unfinished())
        .filter((planned) => isDue(planned, now))
        .map((planned) => planned.entry.id);
    },

    claim(id, ownerId, now, staleAfterMs) {
      return db.transaction('rw', db.outbox, async (): Promise<ClaimAnswer> => {
        const entry = await db.outbox.get(id);
        if (entry === undefined || !can(entry, 'claim') || !waitOver(entry, now)) return { changed: [] };
        if (isStale(entry, now, staleAfterMs)) {
          return { changed: [await put(entry, 'expire', { ...entry, state: 'stale', updatedAt: now })] };
        }
        const claimed = await put(entry, 'claim', {
          ...entry,
          state: 'sending',
          claimedBy: ownerId,
          claimedAt: now,
          attempts: entry.attempts + 1,
          updatedAt: now,
        });
        return { claimed, changed: [claimed] };
      });
    },

    async releaseDeadClaims(presence, inFlight, now, leaseMs) {
      const sending = await db.outbox.where('state').anyOf(statesWhere((entry) => can(entry, 'release'))).toArray();
      const dead: OutboxEntry[] = [];
      for (const entry of sending) {
        if (inFlight.has(entry.id)) continue;
        const owner = entry.claimedBy;
        const lapsed = claimLapsed(entry, leaseMs, now);
        if (owner === undefined || owner === presence.ownerId || lapsed || !(await presence.isAlive(owner))) {
          dead.push(entry);
        }
      }
      return rewrite(
        dead.map((entry) => entry.id),
        'release',
        (current) => {
          const before = dead.find((entry) => entry.id === current.id);
          if (
            !can(current, 'release') ||
            current.claimedBy !== before?.claimedBy ||
            current.claimedAt !== before?.claimedAt
          ) {
            return undefined;
          }
          // The request may have gone out before the owner stopped: the retry token makes a resend safe.
          return {
            ...omitKeys(current, ['claimedBy', 'claimedAt']),
            state: 'pending',
            nextAttemptAt: now,
            updatedAt: now,
            maybeApplied: true,
          };
        },
      );
    },

    async markStale(now, staleAfterMs) {
      const pending = await db.outbox.where('state').anyOf(statesWhere((entry) => can(entry, 'expire'))).toArray();
      const aged = pending.filter((entry) => isStale(entry, now, staleAfterMs));
      return rewrite(
        aged.map((entry) => entry.id),
        'expire',
        (current) =>
          isStale(current, now, staleAfterMs) ? { ...current, state: 'stale', updatedAt: now } : undefined,
      );
    },

    async wakeNetworkWaits(now) {
      const waiting = (entry: OutboxEntry): boolean =>
        can(entry, 'wake') &&
        entry.nextAttemptAt > now &&
        (entry.lastFailure?.kind === 'network' || entry.lastFailure?.kind === 'timeout');
      const pending = await db.outbox.where('state').anyOf(statesWhere((entry) => can(entry, 'wake'))).toArray();
      return rewrite(
        pending.filter(waiting).map((entry) => entry.id),
        'wake',
        (current) => (waiting(current) ? { ...current, nextAttemptAt: now, updatedAt: now } : undefined),
      );
    },

    async update(id, action, build) {
      const [written] = await rewrite([id], action, build);
      return written;
    },

    get: (id) => db.outbox.get(id),

    list: () => db.outbox.orderBy('createdAt').toArray(),

    countUnfinished: () =>
      db.outbox
        .where('state')
        .anyOf([...PENDING_STATES])
        .count(),

    async unfinishedFor(resourceId) {
      const entries = await db.outbox.where('resourceId').equals(resourceId).toArray();
      return entries.filter(isPending).sort(bySendOrder);
    },

    deleteFinishedBefore(cutoff) {
      return db.outbox
        .where('state')
        .anyOf([...SETTLED_STATES])
        .filter((entry) => entry.updatedAt < cutoff)
        .delete();
    },
  };
}
