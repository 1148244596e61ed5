/**
 * A resource as the local index keeps it (consoleDb().resources, filled by search, the list walks
 * and the tenancy download): what a page shows of a resource it has no read of, offline. Live, so
 * a download or a search that brings it in shows at once. Undefined while IndexedDB answers, null
 * when the index does not hold it (or cannot be read).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb, type StoredResource } from '../../contract/db';
import { typeRows } from '../../contract/resourceKeys';
import { readStoredResource, type ReadResource } from '../../contract/storedResource';

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

/**
 * The same, through the reader of rows written by earlier releases (readStoredResource): what it
 * could read of the row, and whether in full. Undefined while IndexedDB answers, null when the
 * index does not hold it.
 */
export function useKeptResource(id: string): ReadResource | null | undefined {
  return useLiveQuery(async () => readStoredResource(await consoleDb().resources.get(id)) ?? null, [id]);
}

/** Several resources of the index at once, in the order asked (undefined for one it lacks). */
export function useStoredResources(
  ids: readonly string[],
): readonly (StoredResource | undefined)[] | undefined {
  const key = ids.join('\n');
  return useLiveQuery(
    async (): Promise<(StoredResource | undefined)[]> =>
      key === '' ? [] : consoleDb().resources.bulkGet(key.split('\n')),
    [key],
  );
}

/**
 * The resources of a type that go by a name (a bucket's address carries its name), live;
 * undefined while IndexedDB answers.
 */
export function useNamedResources(typeKey: string, name: string): readonly StoredResource[] | undefined {
  return useLiveQuery(
    async () =>
      (await typeRows(consoleDb().resources, [typeKey])).filter((r) => r.displayName === name).toArray(),
    [typeKey, name],
  );
}
