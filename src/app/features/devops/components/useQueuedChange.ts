/** A DevOps change put in the outbox: whether it is being queued, what was queued, or why it was not. */
import { useState } from 'react';
import type { ConsoleFailure } from '../../../../contract/failure';
import type { OutboxEntry } from '../../../../contract/db';
import { mutate, useOutboxEntry, type MutationRequest } from '../../../data/mutate';

export interface QueuedChange {
  readonly entryId: string;
  readonly summary: string;
}

export interface QueuedChangeState {
  /** True while the change is being written to the outbox. */
  readonly busy: boolean;
  /** The change the outbox holds now. */
  readonly sent?: QueuedChange;
  /** Its outbox entry, live; undefined until it is read back. */
  readonly entry?: OutboxEntry;
  /** Why the outbox did not take it (a storage failure, a request it refuses). */
  readonly refused?: ConsoleFailure;
  queue(request: MutationRequest): Promise<void>;
}

export function useQueuedChange(): QueuedChangeState {
  const [sent, setSent] = useState<QueuedChange>();
  const [refused, setRefused] = useState<ConsoleFailure>();
  const [busy, setBusy] = useState(false);
  const queue = async (request: MutationRequest): Promise<void> => {
    setBusy(true);
    const result = await mutate(request);
    setBusy(false);
    if (result.ok) setSent({ entryId: result.value.entryId, summary: request.summary });
    else setRefused(result.failure);
  };
  const entry = useOutboxEntry(sent?.entryId);
  return { busy, sent, refused, queue, ...(entry === undefined ? {} : { entry }) };
}
