/**
 * Whether a new version of the console waits for the user, for useSyncExternalStore. Kept apart
 * from the registration (and workbox-window), which loads after the first screen.
 *
 * Two offers: `ready`, a new version is installed and waits ("Reload" lets it take over), and
 * `loseInput`, another tab accepted it and it already controls this tab, which still runs the
 * old code and holds text the user typed: "Reload" would lose that text, so the tab asks
 * instead of reloading on its own (registerServiceWorker).
 */
export type UpdateOffer = 'none' | 'ready' | 'loseInput';

let offer: UpdateOffer = 'none';
let accept: (() => void) | undefined;
const listeners = new Set<() => void>();

function setOffer(value: UpdateOffer): void {
  if (offer === value) return;
  offer = value;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentOffer(): UpdateOffer {
  return offer;
}

export function isUpdateWaiting(): boolean {
  return offer !== 'none';
}

/** A new version is installed; `onAccept` switches to it. */
export function offerUpdate(onAccept: () => void): void {
  accept = onAccept;
  setOffer('ready');
}

/** A new version already controls this tab, which holds typed text; `onAccept` reloads it. */
export function askBeforeReload(onAccept: () => void): void {
  accept = onAccept;
  setOffer('loseInput');
}

/** The user chose "Reload". */
export function acceptUpdate(): void {
  accept?.();
}

/** The user chose "Later": the offer closes until a newer version, or the next start. */
export function dismissUpdate(): void {
  setOffer('none');
}
