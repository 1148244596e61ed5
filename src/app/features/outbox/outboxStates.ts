/**
 * How the outbox view sorts entries for the user, as pure functions: which state is which group,
 * how each state reads as a status, which actions apply. The states themselves are the
 * outbox's (src/worker/store/db.ts).
 */
import type { OutboxEntry, OutboxState } from '../../../worker/store/db';
import type { Status } from '../../ui';

/** Changes not applied yet and not discarded: what the badge counts. */
export const UNFINISHED_STATES = ['pending', 'sending', 'stale', 'failed', 'conflict'] as const satisfies readonly OutboxState[];

/** What a Background Sync would send: waiting or on the wire. */
export const SENDABLE_STATES = ['pending', 'sending'] as const satisfies readonly OutboxState[];

/** States that wait for the user: nothing happens to them until the user decides. */
export const ATTENTION_STATES = ['conflict', 'failed', 'stale'] as const satisfies readonly OutboxState[];

export type OutboxGroup = 'attention' | 'waiting' | 'done';

/** The groups in the order the view shows them: what needs the user first. */
export const GROUP_ORDER: readonly OutboxGroup[] = ['attention', 'waiting', 'done'];

/** The group of a state; undefined for discarded entries, which the view does not show. */
export function groupOf(state: OutboxState): OutboxGroup | undefined {
  switch (state) {
    case 'conflict':
    case 'failed':
    case 'stale':
      return 'attention';
    case 'pending':
    case 'sending':
      return 'waiting';
    case 'done':
      return 'done';
    case 'discarded':
      return undefined;
  }
}

export function statusOf(state: OutboxState): Status {
  switch (state) {
    case 'pending':
    case 'sending':
      return 'info';
    case 'stale':
    case 'conflict':
      return 'warning';
    case 'failed':
      return 'danger';
    case 'done':
      return 'success';
    case 'discarded':
      return 'muted';
  }
}

export function isUnfinished(state: OutboxState): boolean {
  return (UNFINISHED_STATES as readonly OutboxState[]).includes(state);
}

export function needsAttention(state: OutboxState): boolean {
  return (ATTENTION_STATES as readonly OutboxState[]).includes(state);
}

/** Entries by group, each group oldest first (the order they are sent in); discarded left out. */
export function groupEntries(
  entries: readonly OutboxEntry[],
): ReadonlyMap<OutboxGroup, readonly OutboxEntry[]> {
  const groups = new Map<OutboxGroup, OutboxEntry[]>(GROUP_ORDER.map((group) => [group, []]));
  const sorted = [...entries].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  for (const entry of sorted) {
    const group = groupOf(entry.state);
    if (group !== undefined) groups.get(group)?.push(entry);
  }
  // Sent changes newest first: the one just applied is the one the user looks for.
  groups.get('done')?.reverse();
  return groups;
}

export type EntryAction = 'retry' | 'discard' | 'confirmStale' | 'reapply';

/** What the user may do with an entry in its state (the outbox refuses anything else). */
export function actionsFor(entry: OutboxEntry): readonly EntryAction[] {
  switch (entry.state) {
    case 'pending':
      return ['discard'];
    case 'stale':
      return ['confirmStale', 'discard'];
    case 'failed':
      return ['retry', 'discard'];
    case 'conflict':
      return entry.conflict?.etag !== undefined ? ['reapply', 'discard'] : ['discard'];
    case 'sending':
    case 'done':
    case 'discarded':
      return [];
  }
}
