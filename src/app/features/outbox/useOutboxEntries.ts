/**
 * The outbox table, live (STYLE rule 4: the worker writes, the app reads with useLiveQuery).
 * A database that cannot be read becomes a storage failure to show, never a thrown render.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ConsoleFailure } from '../../../contract/failure';
import { consoleDb, type OutboxEntry } from '../../../contract/db';
import { storageFailure } from '../../../contract/storageError';
import { groupOf } from './groupEntries';
import {
  NEEDS_YOU_STATES,
  OUTBOX_STATES,
  PENDING_STATES,
  SENDABLE_STATES,
  type OutboxState,
} from '../../../rules/outboxLifecycle';

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

export interface OutboxCounts {
  /** Not applied yet and not discarded (outboxLifecycle.isPending): what the badge shows. */
  readonly unfinished: number;
  /** Waiting for the user (outboxLifecycle.needsYou). */
  readonly attention: number;
  /** What a sync would send (outboxLifecycle.isSendable). */
  readonly sendable: number;
}

/** The counts, live; undefined while loading or when the database cannot be read. */
export function useOutboxCounts(): OutboxCounts | undefined {
  return (
    useLiveQuery(async (): Promise<OutboxCounts | null> => {
      try {
        // One native count per state (an anyOf() count walks a cursor, a round trip per entry,
        // and held the worker's writes back while hundreds of changes were queued).
        const outbox = consoleDb().outbox;
        const counted = await Promise.all(
          OUTBOX_STATES.map(
            async (state) => [state, await outbox.where('state').equals(state).count()] as const,
          ),
        );
        const byState = new Map<OutboxState, number>(counted);
        const sum = (states: readonly OutboxState[]): number =>
          states.reduce((total, state) => total + (byState.get(state) ?? 0), 0);
        return {
          unfinished: sum(PENDING_STATES),
          attention: sum(NEEDS_YOU_STATES),
          sendable: sum(SENDABLE_STATES),
        };
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
        .anyOf([...NEEDS_YOU_STATES])
        .toArray()
        .catch((): OutboxEntry[] => []),
    [],
  );
}
