/**
 * The tenancies on this device, like the accounts of the OCI app (up to ten): a small database
 * of its own, `field-console-accounts`, lists each tenancy (its OCID), the database that holds
 * its profiles and data (contract/tenancyDb.ts), the name the header shows, and which one is
 * active. The page, its worker and the service worker read it; the worker writes it.
 *
 * A device that kept everything in the one database of an earlier release finds that database
 * adopted as its first tenancy's (`adoptFirstDatabase`): nothing is moved, so queued changes, the
 * journal and the downloaded index stay where they are. Profiles of other tenancies kept beside
 * it move to databases of their own.
 */
import Dexie, { type Table } from 'dexie';
import { ConsoleDb, type KeyValue, type StoredProfile } from './db';
import { FIRST_DB_NAME, tenancyDatabaseName } from './tenancyDb';

export const ACCOUNTS_DB_NAME = 'field-console-accounts';
/** As many accounts as the official OCI app keeps. */
export const MAX_TENANCIES = 10;
/** The settings key of the profile that signs, in each tenancy's database. */
export const ACTIVE_PROFILE_KEY = 'activeProfileId';
const ACTIVE_TENANCY_KEY = 'activeTenancy';
const ACCOUNTS_LOCK = 'field-console-accounts';

export interface TenancyAccount {
  /** The tenancy's OCID. */
  readonly tenancy: string;
  /** The database holding its profiles, index, outbox, flows, watches and settings. */
  readonly dbName: string;
  /** What the header shows: the tenancy's own name once read, until then its first profile's. */
  readonly name: string;
  readonly addedAt: number;
}

export class AccountsDb extends Dexie {
  tenancies!: Table<TenancyAccount, string>;
  settings!: Table<KeyValue, string>;

  constructor(name = ACCOUNTS_DB_NAME) {
    super(name);
    this.version(1).stores({ tenancies: '&tenancy, &dbName, addedAt', settings: '&key' });
  }
}

let shared: AccountsDb | undefined;

/** The device's list of tenancies, opened once per context. */
export function accountsDb(): AccountsDb {
  shared ??= new AccountsDb();
  return shared;
}

/** A row as stored, checked: storage written by another version is read, not trusted. */
function readAccount(row: unknown): TenancyAccount | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  const { tenancy, dbName, name, addedAt } = row as Partial<Record<keyof TenancyAccount, unknown>>;
  if (typeof tenancy !== 'string' || typeof dbName !== 'string') return undefined;
  return {
    tenancy,
    dbName,
    name: typeof name === 'string' && name.trim() !== '' ? name : tenancy,
    addedAt: typeof addedAt === 'number' ? addedAt : 0,
  };
}

/** Every tenancy on the device, in the order they were added. */
export async function listAccounts(accounts: AccountsDb): Promise<TenancyAccount[]> {
  const rows = await accounts.tenancies.orderBy('addedAt').toArray();
  return rows.map(readAccount).filter((row): row is TenancyAccount => row !== undefined);
}

/** The tenancy the console shows: the one last chosen, or the first added when that one is gone. */
export async function activeAccount(accounts: AccountsDb): Promise<TenancyAccount | undefined> {
  const chosen = (await accounts.settings.get(ACTIVE_TENANCY_KEY))?.value;
  const all = await listAccounts(accounts);
  return all.find((account) => account.tenancy === chosen) ?? all[0];
}

export async function accountOfDatabase(
  accounts: AccountsDb,
  dbName: string,
): Promise<TenancyAccount | undefined> {
  return readAccount(await accounts.tenancies.where('dbName').equals(dbName).first());
}

export async function setActiveTenancy(accounts: AccountsDb, tenancy: string): Promise<boolean> {
  return accounts.transaction('rw', accounts.tenancies, accounts.settings, async () => {
    if ((await accounts.tenancies.get(tenancy)) === undefined) return false;
    await accounts.settings.put({ key: ACTIVE_TENANCY_KEY, value: tenancy });
    return true;
  });
}

/**
 * Records a tenancy and its database. Answers the account (the one already recorded when the
 * tenancy is), or 'full' when the device already holds MAX_TENANCIES others.
 */
export async function addAccount(
  accounts: AccountsDb,
  account: Omit<TenancyAccount, 'addedAt'>,
  now = Date.now(),
): Promise<TenancyAccount | 'full'> {
  return accounts.transaction('rw', accounts.tenancies, async () => {
    const existing = readAccount(await accounts.tenancies.get(account.tenancy));
    if (existing) return existing;
    if ((await accounts.tenancies.count()) >= MAX_TENANCIES) return 'full';
    const row: TenancyAccount = { ...account, addedAt: now };
    await accounts.tenancies.add(row);
    return row;
  });
}

/** The tenancy's own name, once read from OCI. */
export async function nameAccount(accounts: AccountsDb, tenancy: string, name: string): Promise<void> {
  await accounts.tenancies.update(tenancy, { name });
}

/** Forgets a tenancy; answers the one active after (undefined when none is left). */
export async function removeAccount(
  accounts: AccountsDb,
  tenancy: string,
): Promise<TenancyAccount | undefined> {
  await accounts.transaction('rw', accounts.tenancies, accounts.settings, async () => {
    await accounts.tenancies.delete(tenancy);
    if ((await accounts.settings.get(ACTIVE_TENANCY_KEY))?.value === tenancy)
      await accounts.settings.delete(ACTIVE_TENANCY_KEY);
  });
  return activeAccount(accounts);
}

/** Runs `run` alone across the origin's tabs and workers, where Web Locks exist. */
function alone<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? (locks.request(ACCOUNTS_LOCK, run) as Promise<T>) : run();
}

/** The settings that are the person's rather than the tenancy's: a new tenancy starts with them. */
const PERSONAL_SETTINGS: ReadonlySet<string> = new Set([
  'language',
  'theme',
  'timeZone',
  'currency',
  'persona',
]);

/** Settings a new tenancy's database starts with: the person's (language, theme…), not the tenancy's. */
export function startingSettings(rows: readonly KeyValue[]): KeyValue[] {
  return rows.filter((row) => PERSONAL_SETTINGS.has(row.key));
}

/** Puts profiles in the database of their tenancy, the first of them signing there. */
async function moveProfiles(
  from: ConsoleDb,
  profiles: readonly StoredProfile[],
  dbName: string,
): Promise<void> {
  const target = new ConsoleDb(dbName);
  try {
    const settings = startingSettings(await from.settings.toArray());
    await target.transaction('rw', target.profiles, target.settings, async () => {
      await target.settings.bulkPut(settings);
      await target.profiles.bulkPut([...profiles]);
      const [first] = profiles;
      if (first) await target.settings.put({ key: ACTIVE_PROFILE_KEY, value: first.id });
    });
  } finally {
    target.close();
  }
  await from.profiles.bulkDelete(profiles.map((profile) => profile.id));
}

/**
 * A device of an earlier release: its one database becomes the tenancy of its active profile
 * (or its oldest profile's), and profiles of other tenancies move to databases of their own
 * (the data beside them cannot be told apart, so it stays with the first). Done once: a device
 * with any tenancy recorded is left alone; one without profiles has nothing to adopt.
 */
export async function adoptFirstDatabase(accounts: AccountsDb, now = Date.now()): Promise<void> {
  if ((await accounts.tenancies.count()) > 0) return;
  if (!(await Dexie.exists(FIRST_DB_NAME))) return;
  await alone(async () => {
    if ((await accounts.tenancies.count()) > 0) return;
    const first = new ConsoleDb(FIRST_DB_NAME);
    try {
      const profiles = (await first.profiles.toArray()).sort((a, b) => a.createdAt - b.createdAt);
      const active = (await first.settings.get(ACTIVE_PROFILE_KEY))?.value;
      const owner = (profiles.find((profile) => profile.id === active) ?? profiles[0])?.tenancy;
      if (owner === undefined) return;
      const byTenancy = new Map<string, StoredProfile[]>();
      for (const profile of profiles)
        byTenancy.set(profile.tenancy, [...(byTenancy.get(profile.tenancy) ?? []), profile]);
      let order = 0;
      const ownerProfiles = byTenancy.get(owner) ?? [];
      await addAccount(
        accounts,
        { tenancy: owner, dbName: FIRST_DB_NAME, name: ownerProfiles[0]?.name ?? owner },
        now,
      );
      for (const [tenancy, theirs] of byTenancy) {
        if (tenancy === owner) continue;
        order += 1;
        const dbName = tenancyDatabaseName(tenancy);
        await moveProfiles(first, theirs, dbName);
        await addAccount(accounts, { tenancy, dbName, name: theirs[0]?.name ?? tenancy }, now + order);
      }
      await setActiveTenancy(accounts, owner);
    } finally {
      first.close();
    }
  });
}

/** The database a context starting now works in: the active tenancy's, or the first one's when none is. */
export async function databaseToOpen(accounts: AccountsDb): Promise<string> {
  await adoptFirstDatabase(accounts);
  return (await activeAccount(accounts))?.dbName ?? FIRST_DB_NAME;
}
