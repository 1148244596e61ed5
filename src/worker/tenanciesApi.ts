/**
 * The tenancies on this device behind the worker API (contract/accounts.ts): which database
 * this worker opened, and the switch (the header's list is read by the page, app/data/
 * useTenancies.ts). A switch is heard by every page of the origin, which reloads into the
 * tenancy chosen (docs/ARCHITECTURE.md).
 */
import { accountsDb, setActiveTenancy, type AccountsDb } from '../contract/accounts';
import { fail, ok, type Result } from '../contract/failure';
import { announceTenancySwitched } from '../contract/sessionChannel';
import { readTenancyName } from './auth/tenancyName';
import type { WorkerContext } from './context';

export interface TenanciesApi {
  /** The database this worker works in: the page opens the same before its first read. */
  databaseName(): Promise<string>;
  /** Makes another tenancy the one every tab shows; each page reloads into it. */
  switchTenancy(tenancy: string): Promise<Result<void>>;
}

/** What the rest of the worker asks of this part, beside the API. */
export interface TenanciesParts {
  /**
   * Reads the shown tenancy's own name from identity and keeps it for the header
   * (auth/tenancyName.ts): once the worker knows where to send, after a profile change, and
   * when the network comes back.
   */
  readonly readShownName: () => void;
}

export function createTenanciesApi(
  context: WorkerContext,
  accounts: AccountsDb = accountsDb(),
): TenanciesApi & TenanciesParts {
  // Not before the page has said where calls go (its first `configure`), then on every return
  // of the network.
  let configured = false;
  const readShownName = () => {
    configured = true;
    void readTenancyName(context, accounts);
  };
  if (typeof self !== 'undefined' && typeof self.addEventListener === 'function')
    self.addEventListener('online', () => {
      if (configured) void readTenancyName(context, accounts);
    });
  return {
    readShownName,
    databaseName: () => Promise.resolve(context.db.name),
    async switchTenancy(tenancy) {
      if (!(await setActiveTenancy(accounts, tenancy)))
        return fail({
          kind: 'validation',
          parameter: 'tenancy',
          message: 'This tenancy is not on this device.',
        });
      announceTenancySwitched();
      return ok(undefined);
    },
  };
}
