/**
 * Which of these resources have a change waiting in the outbox (queued offline, being sent, or
 * needing the user: a stale token, a conflict or a refusal), read live from IndexedDB; and the
 * creates still waiting, which have no resource id yet. "Waiting" is the outbox view's
 * unfinished (outboxStates.ts), so a list and the outbox badge agree.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { consoleDb, type ConsoleDb, type OutboxEntry } from '../../../worker/store/db';
import { UNFINISHED_STATES, isUnfinished } from '../outbox/outboxStates';

/** The ids among these with an unfinished outbox entry, once per entry, read from a database. */
export async function pendingResourceIds(db: ConsoleDb, ids: readonly string[]): Promise<string[]> {
  const wanted = ids.filter((id) => id !== '');
  if (wanted.length === 0) return [];
  const entries = await db.outbox.where('resourceId').anyOf(wanted).toArray();
  return entries.flatMap((entry) =>
    isUnfinished(entry.state) && entry.resourceId !== undefined ? [entry.resourceId] : [],
  );
}

export function usePendingChanges(ids: readonly string[]): ReadonlySet<string> {
  const key = ids.join('\n');
  const pending = useLiveQuery(() => pendingResourceIds(consoleDb(), key === '' ? [] : key.split('\n')), [key]);
  return useMemo(() => new Set(pending ?? []), [pending]);
}

const NONE: readonly OutboxEntry[] = [];

/** The unfinished creates of one operation (`createProductLicense`), oldest first, live. */
export function useQueuedCreates(operation: string): readonly OutboxEntry[] {
  return (
    useLiveQuery(
      () =>
        consoleDb()
          .outbox.where('state')
          .anyOf([...UNFINISHED_STATES])
          .filter((entry) => entry.operation === operation)
          .sortBy('createdAt'),
      [operation],
    ) ?? NONE
  );
}
