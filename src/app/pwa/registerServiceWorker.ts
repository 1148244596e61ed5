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
import { messageSW, Workbox } from 'workbox-window';
import { isPrecacheState, type SwMessage } from '../../contract/swMessages';
import { reportPrecache } from './offlineCopyStore';
import { removeServiceWorker, serviceWorkerSwitchedOff } from './removeServiceWorker';
import { hasUnsavedInput } from './unsavedInput';
import { askBeforeReload, currentOffer, offerUpdate } from './updateStore';

const SCRIPT_URL = '/sw.js';

/** How often an open tab asks the server for a new version (also on return to the tab). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registration: Promise<void> | undefined;
let reloading = false;
/** The user accepted the update in this tab. */
let acceptedHere = false;
/** A newer version took control while this tab kept its own code (it held typed text). */
let runsOlderCode = false;

/**
 * A new worker took control. This tab still runs the old code, and the new worker's precache no
 * longer holds the old version's chunks, so the tab reloads.
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
 * Another tab's "Reload" makes the new worker take control of every tab. This one reloads as
 * well, unless it holds text the user typed: then it asks first ("Reload now and lose what you
 * typed?"), and after "Later" asks again each time the tab is shown.
 */
function onNewController(): void {
  if (acceptedHere || !hasUnsavedInput()) {
    reloadOnce();
    return;
  }
  runsOlderCode = true;
  askBeforeReload(reloadOnce);
}

/** The tab is shown again after "Later": it asks again, as the offer fits what it holds now. */
function askAgainIfOlder(): void {
  if (!runsOlderCode || currentOffer() !== 'none') return;
  if (hasUnsavedInput()) askBeforeReload(reloadOnce);
  else offerUpdate(reloadOnce);
}

/**
 * Asks the worker that controls this page whether its precache is whole, and to fill it again
 * when entries went missing (src/sw/precacheRefill.ts); the answer is told (OfflineCopyNotice).
 */
async function checkPrecache(): Promise<void> {
  const controller = navigator.serviceWorker.controller;
  // Not yet controlled (a first visit): the worker's install is filling the precache.
  if (controller === null) return;
  const message: SwMessage = { type: 'CHECK_PRECACHE' };
  const state: unknown = await messageSW(controller, message);
  if (isPrecacheState(state)) reportPrecache(state);
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
      acceptedHere = true;
      wb.messageSkipWaiting();
    });
  };
  wb.addEventListener('waiting', offer);
  wb.addEventListener('controlling', onNewController);
  const current = await wb.register();
  if (current === undefined) return;
  watchInstalls(current, offer);
  const checkPrecacheQuietly = (): void => {
    // No answer (the worker stopped, a browser without MessageChannel) changes nothing.
    checkPrecache().catch(() => undefined);
  };
  checkPrecacheQuietly();
  window.addEventListener('online', checkPrecacheQuietly);
  const check = (): void => {
    // A failed check (offline, server down) changes nothing: the next one tries again.
    if (navigator.onLine) wb.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    check();
    checkPrecacheQuietly();
    askAgainIfOlder();
  });
}

/**
 * Registers the service worker once per page, whoever calls it; checks for a new version every
 * hour and whenever the tab becomes visible again, and the precache as the page starts, when it
 * comes back online and when the tab is shown. Does nothing in development (no dist/sw.js) and
 * unregisters instead when /field-console.config.json switches the service worker off.
 */
export function registerServiceWorker(): Promise<void> {
  registration ??= register();
  return registration;
}
