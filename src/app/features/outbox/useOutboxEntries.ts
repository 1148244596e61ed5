/**
 * The outbox table, live (STYLE rule 4: the worker writes, the app reads with useLiveQuery).
 * A database that cannot be read becomes a storage failure to show, never a thrown render.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ConsoleFailure } from '../../../contract/failure';
import { consoleDb, type OutboxEntry } from '../../../contract/db';
import { storageFailure } from '../../../contract/storageError';
import { groupOf } from './groupEntries';
import { NEEDS_YOU_STATES } from '../../../rules/outboxLifecycle';

export type OutboxRead =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly entries: readonly OutboxEntry[] }
  | { readonly status: 'failed'; readonly failure: ConsoleFailure };

/** Every entry the view shows (groupOf), in send order. */
export function useOutboxEntries(): OutboxRead {
  return (
    useLiveQuery(
      (): Promise<OutboxRead> =>
        consoleDb()
          .outbox.orderBy('createdAt')
          .filter((entry) => groupOf(entry) !== undefined)
          .toArray()
          .then(
            (entries): OutboxRead => ({ status: 'ready', entries }),
            (error: unknown): OutboxRead => ({ status: 'failed', failure: storageFailure(error) }),
          ),
      [],
    ) ?? { status: 'loading' }
  );
}

/** The entries waiting for the user, live: the announcer watches them arrive. */
export function useAttentionEntries(): readonly OutboxEntry[] | undefined {
  return useLiveQuery(
    () =>
      consoleDb()
        .outbox.where('state')
        .anyOf([...NEEDS_YOU_STATES])
        .toArray()
        .catch((): OutboxEntry[] => []),
    [],
  );
}
