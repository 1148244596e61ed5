/**
 * What the page asks of the worker's outbox: the user's actions on a change, a drain, clearing
 * the sent ones, and what a Background Sync answer needs to know. The outbox changes state only
 * in the worker (src/oci/outboxLifecycle.ts); the page reads it live (useOutboxEntries.ts).
 */
import { storageFailure } from '../../../contract/storageError';
import type { Result } from '../../../contract/failure';
import { consoleDb, type OutboxEntry } from '../../../contract/db';
import { SENDABLE_STATES, type UserActionKind } from '../../../rules/outboxLifecycle';
import { workerCommands } from '../../consoleApi';

export const outboxCommands = workerCommands('drainOutbox', 'clearDoneEntries', 'dismissStorageWipe');

const entryCommands = workerCommands('retryEntry', 'discardEntry', 'confirmStaleEntry', 'reapplyEntry');

/** One of the user's actions on a change, sent to the worker. */
export function sendEntryAction(entry: OutboxEntry, action: UserActionKind): Promise<Result<OutboxEntry>> {
  switch (action) {
    case 'retry':
      return entryCommands.retryEntry(entry.id);
    case 'discard':
      return entryCommands.discardEntry(entry.id);
    case 'confirmStale':
      return entryCommands.confirmStaleEntry(entry.id);
    case 'reapply':
      return entryCommands.reapplyEntry(entry.id, entry.conflict?.etag ?? '');
  }
}

/** How many changes a sync would send: what the page answers the service worker after a drain. */
export async function sendableCount(): Promise<Result<number>> {
  try {
    const count = await consoleDb()
      .outbox.where('state')
      .anyOf([...SENDABLE_STATES])
      .count();
    return { ok: true, value: count };
  } catch (error) {
    return { ok: false, failure: storageFailure(error) };
  }
}
