/**
 * The journal of unsent changes: a second copy of every unfinished outbox entry, kept outside
 * IndexedDB so that losing the database cannot take the changes with it. Chromium deletes and
 * recreates an origin's whole IndexedDB when a write fails on a full disk ("recovering from a
 * corrupted (and deleted) database"); the Origin Private File System sits beside it and is left
 * alone, so the browser keeps the journal in OPFS (opfsJournal.ts). A disk left full for longer
 * (tens of milliseconds, measured) can make Chromium delete all of the origin's data instead
 * ("Force close delete origin"), OPFS too: the journal cannot help then, so the download's probe,
 * the one writer that fills the disk on purpose, is written so that it never is (diskProbe.ts).
 *
 * How it follows an entry (journaledStore.ts):
 * - queued: the journal has the entry before the database does, so a change counts as queued
 *   only once both hold it (a journal that cannot be written refuses the change);
 * - claimed to be sent: the journal says `sending` before the request leaves, so a restore marks
 *   it `maybeApplied` and sends it again with its same retry token;
 * - every later change of state is copied after the database commits it, read back from the
 *   database (the copy follows the last committed state whatever order several tabs write in);
 * - done or discarded: the copy is removed, so a restore never sends it again.
 * It also keeps the marker shared with the database (a database without it was recreated) and
 * what of the settings a restore can put back (storageGuard.ts).
 */
import type { KeyValue, OutboxEntry } from '../../../contract/db';
import type { SyncPlan } from '../../../contract/tenancySync';

/** The same random id in the database's meta table and in the journal: which database this is. */
export interface StoreMarker {
  readonly id: string;
  readonly createdAt: number;
}

/** What a restore can put back besides the changes, kept whenever it changes. */
export interface KeptSettings {
  readonly at: number;
  /** The settings table's rows (language, persona, region …), the active profile excepted. */
  readonly settings: readonly KeyValue[];
  /** The tenancy download's plan, when one is set. */
  readonly plan?: SyncPlan;
  /** The signing profiles' names: their keys cannot be copied out of the database. */
  readonly profiles: readonly string[];
  /** Resources the local index held. */
  readonly resources: number;
}

export interface OutboxJournal {
  /** Keeps each entry as given, over what was kept for its id. Throws when it cannot write. */
  put(entries: readonly OutboxEntry[]): Promise<void>;
  /** Forgets these entries (settled, or never queued). */
  remove(ids: readonly string[]): Promise<void>;
  /** Every entry kept, in no particular order. */
  entries(): Promise<OutboxEntry[]>;
  readMarker(): Promise<StoreMarker | undefined>;
  writeMarker(marker: StoreMarker): Promise<void>;
  readKept(): Promise<KeptSettings | undefined>;
  writeKept(kept: KeptSettings): Promise<void>;
  /** Forgets everything (sign-out). */
  clear(): Promise<void>;
}

/** Runs `run` holding the one lock of the journal across tabs and workers (a Web Lock). */
export type JournalLock = <T>(run: () => Promise<T>) => Promise<T>;

export const JOURNAL_LOCK = 'field-console-outbox-journal';

/** The Web Lock where there is one; else one caller at a time in this context. */
export function journalLock(locks: LockManager | undefined = navigatorLocks()): JournalLock {
  if (locks !== undefined)
    return <T>(run: () => Promise<T>) => locks.request(JOURNAL_LOCK, run) as Promise<T>;
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}

function navigatorLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}
