/**
 * The tenancy download's state as the worker keeps it (src/contract/tenancySync.ts), live:
 * undefined while read, null when nothing is set up (or the kept value is not one).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../../contract/db';
import { regionRows } from '../../../contract/resourceKeys';
import { SYNC_OFFER_DISMISSED_KEY } from './syncCommands';
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

/** Whether the home page's offer was dismissed, live; undefined while read. */
export function useSyncOfferDismissed(): boolean | undefined {
  return useLiveQuery(
    async () => (await consoleDb().settings.get(SYNC_OFFER_DISMISSED_KEY))?.value === true,
    [],
  );
}

/**
 * What the index already holds in these regions: the least a first download stores. OCI's search
 * tells no total before it is walked, so the form says "at least" and the size of each 1,000 more.
 * Undefined while read, when it cannot be read, or when it holds nothing.
 */
export function useKeptResourceCount(regions: readonly string[]): number | undefined {
  const key = regions.join(',');
  const count = useLiveQuery(async () => {
    const resources = consoleDb().resources;
    const counts = await Promise.all(
      key
        .split(',')
        .filter((region) => region !== '')
        .map((region) => regionRows(resources, region).count()),
    ).catch(() => undefined);
    return counts?.reduce((sum, n) => sum + n, 0);
  }, [key]);
  return count === 0 ? undefined : count;
}
