/**
 * The tenancies on this device (contract/accounts.ts), read live: the list the header's
 * switcher shows, the one this page shows marked. A switch goes through the worker, and every
 * page of the origin reloads into the tenancy chosen.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { accountsDb, listAccounts } from '../../contract/accounts';
import { chosenDatabase } from '../../contract/tenancyDb';
import type { Result } from '../../contract/failure';
import { consoleApi } from '../consoleApi';

export interface TenancyRow {
  readonly tenancy: string;
  readonly name: string;
  readonly shown: boolean;
}

/** Undefined while loading; empty on a device with no profile yet. */
export function useTenancies(): readonly TenancyRow[] | undefined {
  return useLiveQuery(async () => {
    const shown = chosenDatabase();
    const all = await listAccounts(accountsDb()).catch(() => []);
    return all.map(({ tenancy, name, dbName }) => ({ tenancy, name, shown: dbName === shown }));
  }, []);
}

export function switchTenancy(tenancy: string): Promise<Result<void>> {
  return consoleApi().switchTenancy(tenancy);
}
