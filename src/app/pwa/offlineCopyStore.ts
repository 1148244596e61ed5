/**
 * How the console's offline copy (the service worker's precache) stands, for useSyncExternalStore:
 * `restored`, entries were missing from Cache Storage and were fetched again; `missing`, entries
 * are missing and could not be (offline, or the server has moved on): starting the console needs
 * the network until they are back. registerServiceWorker asks the service worker to check
 * (CHECK_PRECACHE) as the page starts, when it comes back online and when the tab is shown.
 */
import type { PrecacheState } from '../../contract/swMessages';

export type OfflineCopy = 'whole' | 'restored' | 'missing';

let copy: OfflineCopy = 'whole';
const listeners = new Set<() => void>();

function setCopy(value: OfflineCopy): void {
  if (copy === value) return;
  copy = value;
  for (const listener of listeners) listener();
}

export function subscribeToOfflineCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function offlineCopy(): OfflineCopy {
  return copy;
}

/** What the service worker answered: a restore to tell, a gap to tell, or nothing new. */
export function reportPrecache(state: PrecacheState): void {
  if (state.missing > state.restored) setCopy('missing');
  // Fetched again here, or (nothing missing now, after it was) by another tab's check.
  else if (state.restored > 0 || copy === 'missing') setCopy('restored');
  // Nothing was missing: what was told stays until the user dismisses it.
}

/** The user read it. */
export function dismissOfflineCopy(): void {
  setCopy('whole');
}
