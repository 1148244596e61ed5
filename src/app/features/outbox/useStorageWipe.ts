/**
 * What the worker's storage guard wrote when the browser wiped the data this device kept
 * (src/contract/storageWipe.ts), live: undefined while read, null when there is nothing to tell.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../../contract/db';
import { STORAGE_WIPE_KEY, readStorageWipe, type StorageWipeNotice } from '../../../contract/storageWipe';

export function useStorageWipe(): StorageWipeNotice | null | undefined {
  return useLiveQuery(async () => {
    try {
      return readStorageWipe((await consoleDb().meta.get(STORAGE_WIPE_KEY))?.value) ?? null;
    } catch {
      return null;
    }
  }, []);
}
