/**
 * Which of these resources have a change waiting in the outbox (queued offline, being sent, or
 * needing the user: a stale token or a conflict), read live from IndexedDB.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { consoleDb, type OutboxState } from '../../../worker/store/db';

export const PENDING_STATES: ReadonlySet<OutboxState> = new Set(['pending', 'sending', 'stale', 'conflict']);

export function usePendingChanges(ids: readonly string[]): ReadonlySet<string> {
  const key = ids.join('\n');
  const pending = useLiveQuery(async () => {
    if (key === '') return [];
    const entries = await consoleDb().outbox.where('resourceId').anyOf(key.split('\n')).toArray();
    return entries.flatMap((entry) =>
      PENDING_STATES.has(entry.state) && entry.resourceId !== undefined ? [entry.resourceId] : [],
    );
  }, [key]);
  return useMemo(() => new Set(pending ?? []), [pending]);
}
