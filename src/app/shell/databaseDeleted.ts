/**
 * Tells when another tab deletes the database (a sign-out there). The database code loads after
 * the first paint, so this module imports it on demand; Dexie's own handler still closes this
 * page's connection, so the deletion goes ahead. Answers the way to stop listening.
 */
export function onDatabaseDeleted(deleted: () => void): () => void {
  const onVersionChange = (event: IDBVersionChangeEvent) => {
    if (event.newVersion === null) deleted();
  };
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('../../contract/db').then(({ consoleDb }) => {
    if (stopped) return;
    const db = consoleDb();
    db.on('versionchange', onVersionChange);
    stop = () => {
      db.on('versionchange').unsubscribe(onVersionChange);
    };
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
