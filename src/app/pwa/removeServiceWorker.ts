/**
 * The runtime kill switch. A deployment whose /field-console.config.json says
 * `"serviceWorker": false` makes every client that reads it unregister its service worker and
 * drop its caches, so the next visit loads straight from the network. (A service worker too
 * broken to let the page read that file is healed by public/sw-kill-switch.js instead.)
 */
const CONFIG_URL = '/field-console.config.json';

/** Whether a runtime configuration switches the service worker off. */
export function isServiceWorkerSwitchedOff(config: unknown): boolean {
  return (
    typeof config === 'object' &&
    config !== null &&
    (config as { serviceWorker?: unknown }).serviceWorker === false
  );
}

/** Reads the switch; an unreadable configuration (offline, none served) leaves the worker on. */
export async function serviceWorkerSwitchedOff(): Promise<boolean> {
  try {
    const answer = await fetch(CONFIG_URL, { cache: 'no-cache' });
    return answer.ok && isServiceWorkerSwitchedOff(await answer.json());
  } catch {
    return false;
  }
}

/** Unregisters every service worker of this origin and deletes its caches (they are all ours). */
export async function removeServiceWorker(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}
