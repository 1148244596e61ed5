/**
 * The tenancies on this device behind the worker API (contract/accounts.ts): which database
 * this worker opened, the list the header's switcher shows, and the switch. A switch is heard
 * by every page of the origin, which reloads into the tenancy chosen (docs/ARCHITECTURE.md).
 */
import {
  accountOfDatabase,
  accountsDb,
  listAccounts,
  setActiveTenancy,
  type AccountsDb,
} from '../contract/accounts';
import { fail, ok, type Result } from '../contract/failure';
import { announceTenancySwitched } from '../contract/sessionChannel';
import type { WorkerContext } from './context';

export interface TenancyChoice {
  readonly tenancy: string;
  readonly name: string;
  /** The tenancy this worker (and its page) shows. */
  readonly shown: boolean;
}

export interface TenanciesApi {
  /** The database this worker works in: the page opens the same before its first read. */
  databaseName(): Promise<string>;
  /** The tenancies on this device, in the order they were added. */
  listTenancies(): Promise<TenancyChoice[]>;
  /** Makes another tenancy the one every tab shows; each page reloads into it. */
  switchTenancy(tenancy: string): Promise<Result<void>>;
}

export function createTenanciesApi(
  context: WorkerContext,
  accounts: AccountsDb = accountsDb(),
): TenanciesApi {
  return {
    databaseName: () => Promise.resolve(context.db.name),
    async listTenancies() {
      const [all, shown] = await Promise.all([
        listAccounts(accounts),
        accountOfDatabase(accounts, context.db.name),
      ]);
      return all.map(({ tenancy, name }) => ({ tenancy, name, shown: tenancy === shown?.tenancy }));
    },
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
