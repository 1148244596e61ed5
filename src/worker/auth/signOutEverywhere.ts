/**
 * Signing out of every tab: this worker stops first (nothing more is sent or written from here),
 * every other tab is told (BroadcastChannel), the journal of unsent changes in OPFS is removed,
 * then a connection of its own empties the database and the runtime caches and deletes the
 * database, which every connection still open hears as `versionchange` (a tab that missed the
 * message stops there).
 */
import type { WorkerContext } from '../context';
import { ConsoleDb } from '../../contract/db';
import { announceSignedOut } from '../../contract/sessionChannel';
import { signOut } from './profiles';
import { createOpfsJournal, hasOpfs } from '../outbox/journal/opfsJournal';

/** How long the deletion may wait on a tab that does not let go of the database. */
const DELETE_WAIT_MS = 5_000;

export async function signOutEverywhere(context: WorkerContext): Promise<void> {
  const name = context.db.name;
  context.endSession();
  announceSignedOut();
  // The journal of unsent changes goes too: a sign-out drops them (the page warned), and a
  // database recreated at the next sign-in must not take them for changes of a wipe.
  if (hasOpfs()) await createOpfsJournal().clear().catch(() => undefined);
  const wipe = new ConsoleDb(name);
  try {
    await signOut(wipe);
  } finally {
    wipe.close();
  }
  // The tables are already empty; the deletion is what closes the other tabs' connections.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    ConsoleDb.delete(name).catch(() => undefined),
    new Promise((done) => {
      timer = setTimeout(done, DELETE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
