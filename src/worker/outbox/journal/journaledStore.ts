/**
 * The outbox store with its journal (outboxJournal.ts): the same reads and writes, each change
 * of state copied to the journal. A new entry is kept by the journal before the database writes
 * it, under the journal's lock so the order of two tabs' changes stays the same in both; a
 * claim is copied before the claimed entry is handed back to be sent; every other write after
 * its transaction, read back from the database so the copy is the last committed state.
 *
 * A copy that cannot be written (the disk is full) does not undo what the database did: its id
 * is kept and copied again with the next write. Only a new change and a claim wait for their
 * copy: a change the journal does not hold is refused, and nothing goes out that the journal
 * does not know may be on the wire.
 */
import type { ConsoleDb, OutboxEntry } from '../../../contract/db';
import { isPending } from '../../../rules/outboxLifecycle';
import type { OutboxStore } from '../outboxStore';
import type { JournalLock, OutboxJournal } from './outboxJournal';

export interface JournaledStoreDeps {
  readonly db: ConsoleDb;
  readonly store: OutboxStore;
  readonly journal: OutboxJournal;
  readonly lock: JournalLock;
}

export function journaledStore({ db, store, journal, lock }: JournaledStoreDeps): OutboxStore {
  /** Ids whose copy failed, copied again with the next write. */
  const owed = new Set<string>();

  /** Copies these entries as the database holds them now: unfinished ones kept, settled ones removed. */
  async function copy(ids: readonly string[]): Promise<void> {
    for (const id of ids) owed.add(id);
    const all = [...owed];
    await lock(async () => {
      const stored = await db.outbox.bulkGet(all);
      const keep: OutboxEntry[] = [];
      const drop: string[] = [];
      stored.forEach((entry, index) => {
        // An id the database does not hold is left as kept: the database may have been wiped.
        if (entry === undefined) return;
        if (isPending(entry)) keep.push(entry);
        else drop.push(all[index] ?? entry.id);
      });
      await journal.put(keep);
      await journal.remove(drop);
    });
    for (const id of all) owed.delete(id);
  }

  /** After a write: copied now, or owed to the next copy when the journal cannot be written. */
  async function follow(written: readonly (OutboxEntry | undefined)[]): Promise<void> {
    const ids = written.flatMap((entry) => (entry === undefined ? [] : [entry.id]));
    if (ids.length === 0) return;
    await copy(ids).catch(() => undefined);
  }

  return {
    ...store,
    add: (entry, now) =>
      lock(async () => {
        const placed = await store.place(entry, now);
        await journal.put([placed]);
        try {
          const stored = await store.insert(placed);
          if (stored.createdAt !== placed.createdAt) await journal.put([stored]);
          return stored;
        } catch (error) {
          // Not queued after all: the journal must not bring it back.
          await journal.remove([placed.id]).catch(() => undefined);
          throw error;
        }
      }),
    async claim(id, ownerId, now, staleAfterMs) {
      const answer = await store.claim(id, ownerId, now, staleAfterMs);
      if (answer.claimed !== undefined) await copy(answer.changed.map((entry) => entry.id));
      else await follow(answer.changed);
      return answer;
    },
    async releaseDeadClaims(presence, inFlight, now, leaseMs) {
      const written = await store.releaseDeadClaims(presence, inFlight, now, leaseMs);
      await follow(written);
      return written;
    },
    async markStale(now, staleAfterMs) {
      const written = await store.markStale(now, staleAfterMs);
      await follow(written);
      return written;
    },
    async update(id, action, build) {
      const written = await store.update(id, action, build);
      await follow([written]);
      return written;
    },
  };
}
