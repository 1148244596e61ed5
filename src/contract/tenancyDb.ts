/**
 * Which tenancy's database this context (a page, its worker) works in. Each tenancy on the
 * device has a database of its own (docs/ARCHITECTURE.md, "The stored data"); the worker picks
 * the active one as it starts (contract/accounts.ts) and tells the page, which picks it before
 * its first read. Holds no library code: the page's first route loads it before Dexie.
 */

/** The database of the first tenancy: the one database of every release before tenancies. */
export const FIRST_DB_NAME = 'field-console';

let chosen = FIRST_DB_NAME;

/** The name `consoleDb()` opens in this context; set before the first read. */
export function chooseDatabase(name: string): void {
  chosen = name;
}

export function chosenDatabase(): string {
  return chosen;
}

/** The database a tenancy added after the first gets: named for its OCID. */
export function tenancyDatabaseName(tenancy: string): string {
  return `${FIRST_DB_NAME}@${tenancy}`;
}

/**
 * The OPFS folder of a database's outbox journal: the first tenancy keeps the folder every
 * earlier release wrote, so an upgrade finds its journal where it was.
 */
export function journalFolderName(databaseName: string): string {
  const suffix = databaseName.startsWith(`${FIRST_DB_NAME}@`) ? databaseName.slice(FIRST_DB_NAME.length) : '';
  return `field-console-journal${suffix}`;
}
