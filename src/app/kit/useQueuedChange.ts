/**
 * One change through the outbox (stored first, then sent, exactly once), followed live: the one
 * hook every form, confirmation and action of the console queues its change with.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleFailure } from '../../contract/failure';
import type { OperationName } from '../../oci/operations';
import type { OutboxEntry } from '../../contract/db';
import { isSendable, phaseOf, shownPhaseOf } from '../../rules/outboxLifecycle';
import { mutate, useOutboxEntry, type ChangeRequest, type MutationRequest } from '../data/mutate';
import { useOnline } from '../pwa/useOnline';
import { useSigningSession } from '../data/useSessionStatus';

/** The id of what a sent create made, from the service's answer kept on the outbox entry. */
export function createdId(entry: OutboxEntry): string | undefined {
  const body = entry.result?.body;
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

export interface QueuedChangeOptions {
  /** Runs once when the service has accepted the change. */
  readonly onDone?: (entry: OutboxEntry) => void;
  /**
   * Runs once when the change is saved on the device with nothing to send it now (no network, or
   * the session has ended and it waits for sign-in), so the screen can move on.
   */
  readonly onKeptOffline?: (entry: OutboxEntry) => void;
}

export interface QueuedChange {
  /** Whether the outbox has taken the change (its entry may not be read back yet). */
  readonly queued: boolean;
  /** The change's outbox entry, live; undefined before it is queued and read back. */
  readonly entry: OutboxEntry | undefined;
  /** Why the outbox did not take it (IndexedDB unavailable, a request it refuses). */
  readonly refused: ConsoleFailure | undefined;
  /** Queued and not answered yet: the form waits. */
  readonly inFlight: boolean;
  /** Being queued or on the wire right now (not waiting offline for the network). */
  readonly sending: boolean;
  readonly queue: {
    <N extends OperationName>(request: ChangeRequest<N>): Promise<void>;
    (request: MutationRequest): Promise<void>;
  };
}

export function useQueuedChange({ onDone, onKeptOffline }: QueuedChangeOptions = {}): QueuedChange {
  const [entryId, setEntryId] = useState<string>();
  const [refused, setRefused] = useState<ConsoleFailure>();
  const [queuing, setQueuing] = useState(false);
  const entry = useOutboxEntry(entryId);
  const online = useOnline();
  const session = useSigningSession();
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (entry === undefined || handled.current === entry.id) return;
    if (entry.state === 'done') {
      handled.current = entry.id;
      onDone?.(entry);
    } else if (onKeptOffline !== undefined) {
      const phase = shownPhaseOf(entry, session);
      if (phase === 'waiting-for-sign-in' || (phase === 'waiting' && !online)) {
        handled.current = entry.id;
        onKeptOffline(entry);
      }
    }
  }, [entry, online, session, onDone, onKeptOffline]);

  const queue = useCallback(async (request: ChangeRequest<OperationName> | MutationRequest) => {
    setQueuing(true);
    setRefused(undefined);
    // A change of one operation is one of the catalogue's changes; TypeScript cannot see that for
    // an operation chosen at run time (its parameters were made typed by paramsFor).
    const queued = await mutate(request as MutationRequest);
    setQueuing(false);
    if (queued.ok) setEntryId(queued.value.entryId);
    else setRefused(queued.failure);
  }, []);

  const unseen = entryId !== undefined && entry === undefined;
  const inFlight = queuing || unseen || (entry !== undefined && isSendable(entry));
  const sending = queuing || unseen || (entry !== undefined && phaseOf(entry) === 'sending');
  return { queued: entryId !== undefined, entry, refused, inFlight, sending, queue };
}
