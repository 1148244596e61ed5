/** Settings and the missing-translation-key record, both kept in IndexedDB. */
import type { WorkerContext } from './context';
import type { KeyValue } from '../contract/db';

export interface SettingsApi {
  /** The stored settings as they are now (the page reads them here before it paints). */
  readSettings(): Promise<KeyValue[]>;
  setSetting(key: string, value: unknown): Promise<void>;
  recordMissingKey(lng: string, ns: string, key: string): Promise<void>;
  clearMissingKeys(): Promise<void>;
}

export function createSettingsApi(context: WorkerContext): SettingsApi {
  const { db } = context;
  return {
    async readSettings() {
      return db.settings.toArray();
    },
    async setSetting(key, value) {
      await db.settings.put({ key, value });
    },
    async recordMissingKey(lng, ns, key) {
      await db.missingKeys.put({ id: `${lng}|${ns}|${key}`, lng, ns, key, at: Date.now() });
    },
    async clearMissingKeys() {
      await db.missingKeys.clear();
    },
  };
}
