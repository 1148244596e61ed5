import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleFailure } from '../../../contract/failure';
import { isSendable, phaseOf } from '../../../oci/outboxLifecycle';
import type { OutboxEntry } from '../../../contract/db';
import { mutate, useOutboxEntry } from '../../data/mutate';
import { useOnline } from '../../pwa/useOnline';

export type MutationRequest = Parameters<typeof mutate>[0];

/** The id of what a sent create made, from the service's answer kept on the outbox entry. */
export function createdId(entry: OutboxEntry): string | undefined {
  const body = entry.result?.body;
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

export interface Mutation {
  /** The change's outbox entry, live; undefined before it is queued. */
  readonly entry: OutboxEntry | undefined;
  /** Why the change could not even be queued (IndexedDB unavailable). */
  readonly refused: ConsoleFailure | undefined;
  /** Queued and not answered yet: the form waits. */
  readonly inFlight: boolean;
  /** Being queued or on the wire right now (not waiting offline for the network). */
  readonly sending: boolean;
  readonly submit: (request: MutationRequest) => Promise<void>;
}

/**
 * One change through the outbox (stored first, then sent, exactly once), followed live.
 * `onDone` runs once when the service has accepted it; `onKeptOffline` runs once when it is
 * saved on the device with no network to send it, so the screen can move on instead of waiting.
 */
export function useMutation(
  onDone?: (entry: OutboxEntry) => void,
  onKeptOffline?: (entry: OutboxEntry) => void,
): Mutation {
  const [entryId, setEntryId] = useState<string>();
  const [refused, setRefused] = useState<ConsoleFailure>();
  const [queuing, setQueuing] = useState(false);
  const entry = useOutboxEntry(entryId);
  const online = useOnline();
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (entry === undefined || handled.current === entry.id) return;
    if (entry.state === 'done') {
      handled.current = entry.id;
      onDone?.(entry);
    } else if (phaseOf(entry) === 'waiting' && !online && onKeptOffline !== undefined) {
      handled.current = entry.id;
      onKeptOffline(entry);
    }
  }, [entry, online, onDone, onKeptOffline]);

  const submit = useCallback(async (request: MutationRequest) => {
    setQueuing(true);
    setRefused(undefined);
    const queued = await mutate(request);
    setQueuing(false);
    if (queued.ok) setEntryId(queued.value.entryId);
    else setRefused(queued.failure);
  }, []);

  const unseen = entryId !== undefined && entry === undefined;
  const inFlight = queuing || unseen || (entry !== undefined && isSendable(entry));
  const sending = queuing || unseen || (entry !== undefined && phaseOf(entry) === 'sending');
  return { entry, refused, inFlight, sending, submit };
}
