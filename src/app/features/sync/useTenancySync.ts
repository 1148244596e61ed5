/**
 * The tenancy download's state as the worker keeps it (src/contract/tenancySync.ts), live:
 * undefined while read, null when nothing is set up (or the kept value is not one).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../../contract/db';
import { TENANCY_SYNC_KEY, readSyncState, type TenancySyncState } from '../../../contract/tenancySync';

export function useTenancySync(): TenancySyncState | null | undefined {
  return useLiveQuery(async () => {
    try {
      return readSyncState((await consoleDb().meta.get(TENANCY_SYNC_KEY))?.value) ?? null;
    } catch {
      return null;
    }
  }, []);
}
