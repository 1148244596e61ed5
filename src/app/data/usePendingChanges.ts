/**
 * Which resources have a change still pending in the outbox (outboxLifecycle.isPending: queued,
 * being sent, or needing the user: a stale token, a conflict or a refusal), read live from
 * IndexedDB, with how many; and the creates still pending, which have no resource id yet. The
 * one reading of "pending" for lists, details and the badge alike.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { PENDING_STATES, isPending, waitsForSignIn, type SigningSession } from '../../rules/outboxLifecycle';
import { consoleDb, type ConsoleDb, type OutboxEntry } from '../../contract/db';
import { useSigningSession } from './useSessionStatus';

/** The ids among these with an outbox entry that `holds`, once per such entry, read from a database. */
async function resourceIdsWhere(
  db: ConsoleDb,
  ids: readonly string[],
  holds: (entry: OutboxEntry) => boolean,
): Promise<string[]> {
  const wanted = ids.filter((id) => id !== '');
  if (wanted.length === 0) return [];
  const entries = await db.outbox.where('resourceId').anyOf(wanted).toArray();
  return entries.flatMap((entry) =>
    holds(entry) && entry.resourceId !== undefined ? [entry.resourceId] : [],
  );
}

/** The ids among these with a pending outbox entry, once per entry, read from a database. */
export function pendingResourceIds(db: ConsoleDb, ids: readonly string[]): Promise<string[]> {
  return resourceIdsWhere(db, ids, isPending);
}

/** The ids among these with a change that waits for sign-in (outboxLifecycle.waitsForSignIn). */
export async function signInWaitIds(
  db: ConsoleDb,
  ids: readonly string[],
  session: SigningSession,
): Promise<string[]> {
  if (!session.ended) return [];
  return resourceIdsWhere(db, ids, (entry) => waitsForSignIn(entry, session));
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Which of these resources have a change waiting for sign-in, live: their pending mark says so
 * instead of "pending change" while the session has ended.
 */
export function useSignInWaits(ids: readonly string[]): ReadonlySet<string> {
  const { ended } = useSigningSession();
  const key = ids.join('\n');
  const waiting = useLiveQuery(
    () => signInWaitIds(consoleDb(), key === '' ? [] : key.split('\n'), { ended }),
    [key, ended],
  );
  return useMemo(() => (waiting === undefined ? NO_IDS : new Set(waiting)), [waiting]);
}

/** For each of these resources with pending changes, how many (`.has(id)` says whether any). */
export function usePendingChanges(ids: readonly string[]): ReadonlyMap<string, number> {
  const key = ids.join('\n');
  const pending = useLiveQuery(
    () => pendingResourceIds(consoleDb(), key === '' ? [] : key.split('\n')),
    [key],
  );
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const id of pending ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  }, [pending]);
}

const NONE: readonly OutboxEntry[] = [];

/** The pending creates of one operation (`createProductLicense`), oldest first, live. */
export function useQueuedCreates(operation: string): readonly OutboxEntry[] {
  return (
    useLiveQuery(
      () =>
        consoleDb()
          .outbox.where('state')
          .anyOf([...PENDING_STATES])
          .filter((entry) => entry.operation === operation)
          .sortBy('createdAt'),
      [operation],
    ) ?? NONE
  );
}
