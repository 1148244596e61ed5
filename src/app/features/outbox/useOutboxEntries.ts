/**
 * The outbox table, live (STYLE rule 4: the worker writes, the app reads with useLiveQuery).
 * A database that cannot be read becomes a storage failure to show, never a thrown render.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ConsoleFailure } from '../../../oci/failure';
import { consoleDb, type OutboxEntry } from '../../../worker/store/db';
import { ATTENTION_STATES, SENDABLE_STATES, UNFINISHED_STATES } from './outboxStates';

export type OutboxRead =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly entries: readonly OutboxEntry[] }
  | { readonly status: 'failed'; readonly failure: ConsoleFailure };

function storageFailure(error: unknown): ConsoleFailure {
  const quotaExceeded = error instanceof Error && error.name === 'QuotaExceededError';
  return { kind: 'storage', message: error instanceof Error ? error.message : String(error), quotaExceeded };
}

/** Every entry but the discarded ones, in send order. */
export function useOutboxEntries(): OutboxRead {
  return (
    useLiveQuery(
      (): Promise<OutboxRead> =>
        consoleDb()
          .outbox.orderBy('createdAt')
          .filter((entry) => entry.state !== 'discarded')
          .toArray()
          .then(
            (entries): OutboxRead => ({ status: 'ready', entries }),
            (error: unknown): OutboxRead => ({ status: 'failed', failure: storageFailure(error) }),
          ),
      [],
    ) ?? { status: 'loading' }
  );
}

export interface OutboxCounts {
  /** Not applied yet and not discarded: what the badge shows. */
  readonly unfinished: number;
  /** Waiting for the user: conflict, failed, stale. */
  readonly attention: number;
  /** What a sync would send: pending and sending. */
  readonly sendable: number;
}

/** The counts, live; undefined while loading or when the database cannot be read. */
export function useOutboxCounts(): OutboxCounts | undefined {
  return (
    useLiveQuery(async (): Promise<OutboxCounts | null> => {
      try {
        const outbox = consoleDb().outbox;
        const [unfinished, attention, sendable] = await Promise.all([
          outbox.where('state').anyOf([...UNFINISHED_STATES]).count(),
          outbox.where('state').anyOf([...ATTENTION_STATES]).count(),
          outbox.where('state').anyOf([...SENDABLE_STATES]).count(),
        ]);
        return { unfinished, attention, sendable };
      } catch {
        return null;
      }
    }, []) ?? undefined
  );
}

/** The entries waiting for the user, live: the announcer watches them arrive. */
export function useAttentionEntries(): readonly OutboxEntry[] | undefined {
  return useLiveQuery(
    () =>
      consoleDb()
        .outbox.where('state')
        .anyOf([...ATTENTION_STATES])
        .toArray()
        .catch((): OutboxEntry[] => []),
    [],
  );
}
