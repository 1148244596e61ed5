/**
 * Signing out of the tenancy shown, in every tab: this worker stops first (nothing more is sent
 * or written from here), the tenancy leaves the device's list, the journal of its unsent changes
 * in OPFS is removed, then a connection of its own empties the tenancy's database and deletes
 * it, which every connection still open hears as `versionchange`: each worker stops there, and
 * each page closes its connection for good (app/shell/databaseDeleted.ts), so no live query
 * reopens the database as an empty shell. Every tab shows one tenancy, the same
 * (docs/ARCHITECTURE.md): when others remain, every tab is told to reload into the one active
 * now, once the database is gone (a page reloading sooner would stop this worker halfway), and
 * their data, profiles and the runtime caches stay; after the last one, every tab is told first
 * that it was signed out, and the runtime caches go.
 */
import type { WorkerContext } from '../context';
import {
  accountOfDatabase,
  accountsDb,
  activeAccount,
  removeAccount,
  type AccountsDb,
} from '../../contract/accounts';
import { ConsoleDb } from '../../contract/db';
import { announceSignedOut, announceTenancySwitched } from '../../contract/sessionChannel';
import { createOpfsJournal, hasOpfs } from '../outbox/journal/opfsJournal';

/** How long the deletion may wait on a tab that does not let go of the database. */
const DELETE_WAIT_MS = 5_000;

/** The service worker's precache (the app shell): kept, so an offline start still works. */
function isPrecache(name: string): boolean {
  return name.startsWith('workbox-precache');
}

/** Empties every table of a tenancy's database: profiles and keys, the index, the outbox, flows, settings. */
export async function emptyDatabase(db: ConsoleDb): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

/** Deletes every runtime Cache Storage cache of this origin (locale files, the runtime configuration); the precache stays. */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isPrecache(name)).map((name) => caches.delete(name)));
}

export async function signOutEverywhere(
  context: WorkerContext,
  accounts: AccountsDb = accountsDb(),
): Promise<void> {
  const name = context.db.name;
  const account = await accountOfDatabase(accounts, name).catch(() => undefined);
  context.endSession();
  const remaining = await (
    account === undefined ? activeAccount(accounts) : removeAccount(accounts, account.tenancy)
  ).catch(() => undefined);
  if (remaining === undefined) announceSignedOut();
  // The journal of unsent changes goes too: a sign-out drops them (the page warned), and a
  // database recreated at the next sign-in must not take them for changes of a wipe.
  if (hasOpfs())
    await createOpfsJournal(undefined, name)
      .clear()
      .catch(() => undefined);
  const wipe = new ConsoleDb(name);
  try {
    await emptyDatabase(wipe);
  } finally {
    wipe.close();
  }
  if (remaining === undefined) await clearRuntimeCaches();
  // The tables are already empty; the deletion is what closes the other tabs' connections.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    ConsoleDb.delete(name).catch(() => undefined),
    new Promise((done) => {
      timer = setTimeout(done, DELETE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (remaining !== undefined) announceTenancySwitched();
}
