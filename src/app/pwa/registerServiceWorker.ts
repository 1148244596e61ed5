/**
 * The service worker's registration, in prompt mode: a new version installs in the background,
 * then waits until the user accepts the reload (UpdatePrompt). Until then every tab keeps the
 * version that controls it, served from that version's precache: its hashed lazy chunks and
 * worker script included, even after the server has moved on to a newer build.
 *
 * The built dist/sw.js is one self-contained script (no import or export), so it is registered
 * as a classic worker, as vite-plugin-pwa's own registration does for production builds: every
 * browser that has service workers runs it, including those without module service workers.
 */
import { Workbox } from 'workbox-window';
import { removeServiceWorker, serviceWorkerSwitchedOff } from './removeServiceWorker';
import { offerUpdate } from './updateStore';

const SCRIPT_URL = '/sw.js';

/** How often an open tab asks the server for a new version (also on return to the tab). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registration: Promise<void> | undefined;
let reloading = false;

/**
 * A new worker took control. This tab still runs the old code, and the new worker's precache no
 * longer holds the old version's chunks, so the tab reloads — whichever tab accepted the update.
 */
function reloadOnce(): void {
  // Control lost rather than taken (the site's data cleared, which unregisters the worker): no
  // new code to load, and a reload would drop what the tab still holds in memory — after such a
  // wipe, the last copy of the unsent changes (src/worker/store/storageGuard.ts).
  if (reloading || navigator.serviceWorker.controller === null) return;
  reloading = true;
  window.location.reload();
}

/**
 * workbox-window stops listening for `updatefound` after the first update it did not start itself
 * (a periodic check an hour after registration counts as one), so every installed update is also
 * watched here: a later version is offered even after the user answered "Later".
 */
function watchInstalls(current: ServiceWorkerRegistration, offer: () => void): void {
  current.addEventListener('updatefound', () => {
    const installing = current.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller !== null) offer();
    });
  });
}

async function register(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  if (await serviceWorkerSwitchedOff()) {
    await removeServiceWorker();
    return;
  }
  const wb = new Workbox(SCRIPT_URL);
  // Accepting posts SKIP_WAITING to the waiting worker; its `controlling` then reloads the tab.
  const offer = (): void => {
    offerUpdate(() => {
      wb.messageSkipWaiting();
    });
  };
  wb.addEventListener('waiting', offer);
  wb.addEventListener('controlling', reloadOnce);
  const current = await wb.register();
  if (current === undefined) return;
  watchInstalls(current, offer);
  const check = (): void => {
    // A failed check (offline, server down) changes nothing: the next one tries again.
    if (navigator.onLine) wb.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the service worker once per page, whoever calls it; checks for a new version every
 * hour and whenever the tab becomes visible again. Does nothing in development (no dist/sw.js)
 * and unregisters instead when /field-console.config.json switches the service worker off.
 */
export function registerServiceWorker(): Promise<void> {
  registration ??= register();
  return registration;
}
