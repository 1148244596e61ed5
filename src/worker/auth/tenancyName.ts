/**
 * The name the header's switcher gives a tenancy: the tenancy's own, as identity answers it
 * (GetTenancy, "Check that the connection works" reads the same), read whenever this worker
 * starts sending and whenever its profiles change, and kept in the accounts database
 * (contract/accounts.ts), so it shows offline too. Until it has been read once (a tenancy added
 * offline, or a profile whose user may not read the tenancy), the header shows the name of the
 * tenancy's first profile, as recorded when the tenancy was added.
 */
import { accountOfDatabase, accountsDb, nameAccount, type AccountsDb } from '../../contract/accounts';
import { operation } from '../../oci/operations';
import type { WorkerContext } from '../context';

/** Longer than any tenancy name OCI allows: a longer answer is not a tenancy's name. */
const LONGEST_NAME = 255;

/** The tenancy's name in an answer of GetTenancy, when the answer is about `tenancy` and names it. */
export function tenancyNameIn(body: unknown, tenancy: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, name } = body as { id?: unknown; name?: unknown };
  if (id !== tenancy || typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  return trimmed === '' || trimmed.length > LONGEST_NAME ? undefined : trimmed;
}

/**
 * Reads the name of the tenancy this worker shows and keeps it. Offline, signed out, or refused
 * (a user without the right to read the tenancy, a network that fails), the name kept stays.
 */
export async function readTenancyName(
  context: WorkerContext,
  accounts: AccountsDb = accountsDb(),
): Promise<string | undefined> {
  if (!context.isOnline() || context.signedOut()) return undefined;
  try {
    const account = await accountOfDatabase(accounts, context.db.name);
    if (account === undefined) return undefined;
    const answer = await context.send<unknown>(operation('getTenancy'), { tenancyId: account.tenancy });
    const name = tenancyNameIn(answer.body, account.tenancy);
    if (name === undefined || context.signedOut()) return undefined;
    if (name !== account.name) await nameAccount(accounts, account.tenancy, name);
    return name;
  } catch {
    return undefined;
  }
}
