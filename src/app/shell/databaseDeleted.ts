/**
 * Tells when another connection deletes this page's database (a sign-out, here or in another
 * tab). The page's connection closes then for good: a live query that ran again afterwards
 * would otherwise reopen the database, and the browser would make it anew, empty, after the
 * deletion, leaving an empty shell of the tenancy signed out of. Whatever still reads it fails
 * until the page reloads (SignedOutGate takes the screen away first). The listener learns
 * whether a tenancy is left on the device to reload into. The database code loads after the
 * first paint, so this module imports it on demand, again when that load fails (offline before
 * the service worker serves the app). Answers the way to stop listening.
 */
import { loadRetrying } from '../ui/lazyRetrying';

export function onDatabaseDeleted(deleted: (tenancyLeft: boolean) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadRetrying(() => Promise.all([import('../../contract/db'), import('../../contract/accounts')])).then(
    ([{ consoleDb }, { accountsDb, activeAccount }]) => {
      if (stopped) return;
      const db = consoleDb();
      const onVersionChange = (event: IDBVersionChangeEvent) => {
        if (event.newVersion !== null) return undefined;
        db.close({ disableAutoOpen: true });
        // The sign-out recorded which tenancy is left before it deleted this one's database.
        void activeAccount(accountsDb()).then(
          (account) => {
            deleted(account !== undefined);
          },
          () => {
            deleted(false);
          },
        );
        // Closed here, for good: Dexie's own handler would close it so that it reopens.
        return false;
      };
      db.on('versionchange', onVersionChange);
      stop = () => {
        db.on('versionchange').unsubscribe(onVersionChange);
      };
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
