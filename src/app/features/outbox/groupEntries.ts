/**
 * How the outbox view sorts entries for the user: one group per phase of the lifecycle
 * (src/oci/outboxLifecycle.ts), what needs the user first; discarded changes are not shown.
 */
import { phaseOf } from '../../../rules/outboxLifecycle';
import type { OutboxEntry } from '../../../contract/db';

export type OutboxGroup = 'attention' | 'waiting' | 'done';

/** The groups in the order the view shows them: what needs the user first. */
export const GROUP_ORDER: readonly OutboxGroup[] = ['attention', 'waiting', 'done'];

/** The group of an entry; undefined for a discarded one, which the view does not show. */
export function groupOf(entry: Pick<OutboxEntry, 'state'>): OutboxGroup | undefined {
  if (entry.state === 'discarded') return undefined;
  switch (phaseOf(entry)) {
    case 'needs-you':
      return 'attention';
    case 'waiting':
    case 'sending':
      return 'waiting';
    case 'done':
      return 'done';
  }
}

/** Entries by group, each group oldest first (the order they are sent in); discarded left out. */
export function groupEntries(
  entries: readonly OutboxEntry[],
): ReadonlyMap<OutboxGroup, readonly OutboxEntry[]> {
  const groups = new Map<OutboxGroup, OutboxEntry[]>(GROUP_ORDER.map((group) => [group, []]));
  const sorted = [...entries].sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  for (const entry of sorted) {
    const group = groupOf(entry);
    if (group !== undefined) groups.get(group)?.push(entry);
  }
  // Sent changes newest first: the one just applied is the one the user looks for.
  groups.get('done')?.reverse();
  return groups;
}
