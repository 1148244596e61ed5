/**
 * The journal with a copy in this worker's memory of every unfinished entry it wrote or read.
 * When the browser clears the site's data under an open tab, IndexedDB and OPFS go together:
 * what this worker still holds in memory is then the last copy of the user's changes, and
 * storageGuard restores it from here.
 */
import type { OutboxEntry } from '../../../contract/db';
import type { OutboxJournal } from './outboxJournal';

export interface MirroredJournal extends OutboxJournal {
  /** The unfinished entries this worker knows of, as last written or read. */
  known(): OutboxEntry[];
}

export function mirroredJournal(journal: OutboxJournal): MirroredJournal {
  const mirror = new Map<string, OutboxEntry>();
  return {
    ...journal,
    async put(entries) {
      await journal.put(entries);
      for (const entry of entries) mirror.set(entry.id, entry);
    },
    async remove(ids) {
      await journal.remove(ids);
      for (const id of ids) mirror.delete(id);
    },
    async entries() {
      const kept = await journal.entries();
      for (const entry of kept) mirror.set(entry.id, entry);
      return kept;
    },
    async clear() {
      await journal.clear();
      mirror.clear();
    },
    known: () => [...mirror.values()],
  };
}
