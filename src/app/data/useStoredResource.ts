/**
 * A resource as the local index keeps it (consoleDb().resources, filled by search, the list walks
 * and the tenancy download): what a page shows of a resource it has no read of, offline. Live, so
 * a download or a search that brings it in shows at once. Undefined while IndexedDB answers, null
 * when the index does not hold it (or cannot be read).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb, type StoredResource } from '../../contract/db';

export function useStoredResource(id: string | undefined): StoredResource | null | undefined {
  return useLiveQuery(
    async () =>
      id === undefined || id === ''
        ? null
        : ((await consoleDb()
            .resources.get(id)
            .catch(() => undefined)) ?? null),
    [id],
  );
}
