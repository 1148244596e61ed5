/**
 * Where a new profile goes: each tenancy's profiles live in its own database with its data
 * (contract/accounts.ts). A profile of the tenancy shown goes here; one of another tenancy goes
 * to that tenancy's database, made when the tenancy is new, and the console switches to it, as
 * the OCI app opens an account just added. A database no tenancy holds yet (a fresh device, or
 * every tenancy signed out) becomes the new profile's tenancy's.
 */
import {
  accountOfDatabase,
  addAccount,
  MAX_TENANCIES,
  setActiveTenancy,
  startingSettings,
  type AccountsDb,
} from '../../contract/accounts';
import { ConsoleDb } from '../../contract/db';
import type { Result } from '../../contract/failure';
import { announceTenancySwitched } from '../../contract/sessionChannel';
import { tenancyDatabaseName } from '../../contract/tenancyDb';

export type Placement =
  | { readonly kind: 'here' }
  | { readonly kind: 'elsewhere'; readonly dbName: string; readonly isNew: boolean }
  | { readonly kind: 'full' };

export async function placeProfile(
  accounts: AccountsDb,
  dbName: string,
  tenancy: string,
): Promise<Placement> {
  const own = await accountOfDatabase(accounts, dbName);
  if (own?.tenancy === tenancy) return { kind: 'here' };
  const known = await accounts.tenancies.get(tenancy);
  if (known) return { kind: 'elsewhere', dbName: known.dbName, isNew: false };
  if (own === undefined) return { kind: 'here' };
  if ((await accounts.tenancies.count()) >= MAX_TENANCIES) return { kind: 'full' };
  return { kind: 'elsewhere', dbName: tenancyDatabaseName(tenancy), isNew: true };
}

/**
 * Stores `profile` in the database `placement` names, through `insert` (the checks and the
 * transaction of one database), records the tenancy and makes it the active one; `before`
 * runs in `from` once the profile is stored (a device key's pending entry is taken). Answers
 * 'full' when another tab filled the last place meanwhile (nothing is kept then).
 */
export async function insertElsewhere<T>(
  placement: { readonly dbName: string; readonly isNew: boolean },
  from: ConsoleDb,
  accounts: AccountsDb,
  account: { readonly tenancy: string; readonly name: string },
  insert: (target: ConsoleDb) => Promise<Result<T>>,
  before: () => Promise<void>,
): Promise<Result<T> | 'full'> {
  const target = new ConsoleDb(placement.dbName);
  let answer: Result<T>;
  try {
    if (placement.isNew) await target.settings.bulkPut(startingSettings(await from.settings.toArray()));
    answer = await insert(target);
  } finally {
    target.close();
  }
  if (!answer.ok) return answer;
  const added = await addAccount(accounts, { ...account, dbName: placement.dbName });
  if (added === 'full') {
    await ConsoleDb.delete(placement.dbName).catch(() => undefined);
    return 'full';
  }
  await from.transaction('rw', from.meta, before);
  await setActiveTenancy(accounts, account.tenancy);
  announceTenancySwitched();
  return answer;
}
