/**
 * Which tenancy a sign-in with the identity domain belongs to. Its key waits in the database of
 * the tenancy shown when it started (deviceKey.ts), and "Sign in again" names a profile of that
 * tenancy; yet the person may switch tenancies before the domain sends them back (in another
 * tab, or from the header after going back). So the start notes its database on the device's
 * list of tenancies (contract/accounts.ts), and a return that finds another tenancy shown goes
 * back to the one it started in first — every tab follows, and the page reloads on the callback
 * address, its code not yet spent — so the sign-in completes where it began: "Sign in again"
 * brings back the very profile it was started for (same id, tenancy and user), and the changes
 * waiting for it go out from their own tenancy, the only one whose keys sign them. Completing it
 * in the tenancy shown instead would find no key there (a refusal that says nothing useful), and
 * a fresh sign-in from there would add a second profile for the same person.
 */
import { accountOfDatabase, setActiveTenancy, type AccountsDb } from '../../contract/accounts';
import { announceTenancySwitched } from '../../contract/sessionChannel';

/** The settings key, in the device's list of tenancies, of the database the last sign-in started in. */
export const SIGN_IN_STARTED_IN = 'signInStartedIn';

/** Notes that a sign-in starts in the database `dbName` (the one whose pending key it uses). */
export async function noteSignInStart(accounts: AccountsDb, dbName: string): Promise<void> {
  await accounts.settings.put({ key: SIGN_IN_STARTED_IN, value: dbName });
}

/** Forgets where the last sign-in started: it has completed. */
export async function forgetSignInStart(accounts: AccountsDb): Promise<void> {
  await accounts.settings.delete(SIGN_IN_STARTED_IN);
}

/**
 * Before a return from the identity domain is completed in the database `shownDb`: 'here' when
 * the sign-in started there (or where it started is not known, or that tenancy has left this
 * device: the return then finds no key, and says so); 'switching' when it started in another
 * tenancy on this device, which is made the active one now (every page reloads into it).
 */
export async function returnToSignInTenancy(
  accounts: AccountsDb,
  shownDb: string,
): Promise<'here' | 'switching'> {
  const started = (await accounts.settings.get(SIGN_IN_STARTED_IN))?.value;
  if (typeof started !== 'string' || started === shownDb) return 'here';
  const account = await accountOfDatabase(accounts, started);
  if (account === undefined || !(await setActiveTenancy(accounts, account.tenancy))) return 'here';
  announceTenancySwitched();
  return 'switching';
}
