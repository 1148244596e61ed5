/** Settings and the missing-translation-key record, both kept in IndexedDB. */
import type { WorkerContext } from './context';

export interface SettingsApi {
  setSetting(key: string, value: unknown): Promise<void>;
  recordMissingKey(lng: string, ns: string, key: string): Promise<void>;
  clearMissingKeys(): Promise<void>;
}

export function createSettingsApi(context: WorkerContext): SettingsApi {
  const { db } = context;
  return {
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
