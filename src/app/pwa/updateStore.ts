/**
 * Whether a new version of the console waits for the user, for useSyncExternalStore. Kept apart
 * from the registration (and workbox-window), which loads after the first screen.
 */
let waiting = false;
let accept: (() => void) | undefined;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  if (waiting === value) return;
  waiting = value;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return waiting;
}

/** A new version is installed; `onAccept` switches to it. */
export function offerUpdate(onAccept: () => void): void {
  accept = onAccept;
  setWaiting(true);
}

/** The user chose "Reload". */
export function acceptUpdate(): void {
  accept?.();
}

/** The user chose "Later": the offer closes until a newer version, or the next start. */
export function dismissUpdate(): void {
  setWaiting(false);
}
