/**
 * What the console tells after the browser wiped its database (storageGuard in the worker):
 * kept in the meta table under one key until the user dismisses it, read live by the page.
 * - indexWiped: the database was deleted and recreated by the browser (Chromium does this when a
 *   write fails on a full disk) while the journal of unsent changes in OPFS survived;
 * - siteDataCleared: the site's data was cleared (browser settings, "Clear site data") while a
 *   tab was open: the changes came back from that tab's memory.
 */
export const STORAGE_WIPE_KEY = 'storageWipe';

export type StorageWipeCause = 'indexWiped' | 'siteDataCleared';

export interface StorageWipeNotice {
  readonly at: number;
  readonly cause: StorageWipeCause;
  /** The queued changes put back in the outbox, to be sent once. */
  readonly restored: readonly { readonly id: string; readonly summary: string }[];
  /** Resources the local index held before (gone: download them again), where known. */
  readonly lostResources: number;
  /** Signing profiles that could not be restored: their keys never leave the database. */
  readonly lostProfiles: readonly string[];
  /** Whether the settings and the tenancy download's plan were put back. */
  readonly settingsRestored: boolean;
  readonly planRestored: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The kept notice, or undefined when there is none or the value is not one. */
export function readStorageWipe(value: unknown): StorageWipeNotice | undefined {
  if (!isRecord(value)) return undefined;
  const restored = value['restored'];
  const profiles = value['lostProfiles'];
  const ok =
    typeof value['at'] === 'number' &&
    (value['cause'] === 'indexWiped' || value['cause'] === 'siteDataCleared') &&
    Array.isArray(restored) &&
    restored.every(
      (item) => isRecord(item) && typeof item['id'] === 'string' && typeof item['summary'] === 'string',
    ) &&
    typeof value['lostResources'] === 'number' &&
    Array.isArray(profiles) &&
    profiles.every((name) => typeof name === 'string') &&
    typeof value['settingsRestored'] === 'boolean' &&
    typeof value['planRestored'] === 'boolean';
  return ok ? (value as unknown as StorageWipeNotice) : undefined;
}
