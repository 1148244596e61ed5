/**
 * How many changes the outbox holds, by what they wait for, live: the header's badge, the home
 * screen and the sign-out card read the same counts (STYLE rule 4: the worker writes, the app
 * reads with useLiveQuery).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../contract/db';
import {
  NEEDS_YOU_STATES,
  OUTBOX_STATES,
  PENDING_STATES,
  SENDABLE_STATES,
  type OutboxState,
} from '../../rules/outboxLifecycle';

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
