/// <reference lib="webworker" />
/**
 * The service worker (STYLE rule 10): precache the app shell and the local locale files, a
 * navigation fallback, the remote locale routes, cleanup of outdated caches, typed messages (an
 * accepted update; a check of the precache, which fills again what Cache Storage lost:
 * precacheRefill.ts), Background Sync for the outbox, and the watches' notifications (opened on
 * tap; checked by Periodic Background Sync while no tab is open). It never caches an API answer
 * or anything sent with Authorization: resource data lives in IndexedDB.
 */
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { LAUNCH_TOKEN_IN_QUERY } from '../contract/launchToken';
import { isSwMessage } from '../contract/swMessages';
import { handleOutboxSync, type OutboxSyncEvent } from './outboxSync';
import { refillPrecache } from './precacheRefill';
import { handleWatchSync, notificationUrl, openFromNotification, type WatchSyncEvent } from './watchSync';

declare const self: ServiceWorkerGlobalScope;

// The build writes the manifest here, once. The precache is this worker's own controller (what
// precacheAndRoute sets up), so a check of the precache can name its cache and its keys.
const MANIFEST = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.precache(MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
const matchPrecache = (request: string | Request) => precache.matchPrecache(request);

// Every navigation gets the precached shell, so a reload in airplane mode still starts the app;
// one that carries the launch token goes to the server, which swaps it for the relay's cookie.
// Sign-in (/auth/: its start, its callback) always goes to the server and is never cached: no
// route here matches it, so the browser fetches it as if there were no service worker.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/relay\//, /^\/auth\//, LAUNCH_TOKEN_IN_QUERY],
  }),
);

const LOCALE_FILE = /\/locales\/oci-console-(navigation|search-config)\/(.+\/)?[\w-]+\.json$/;
const VERSIONED = /\/locales\/oci-console-(navigation|search-config)\/[\d.x]+\/[\w-]+\.json$/;

function isUnsigned(request: Request): boolean {
  return !request.headers.has('authorization');
}

// Versioned remote locale files never change: cache first.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isUnsigned(request) && VERSIONED.test(url.pathname),
  new CacheFirst({ cacheName: 'locales-versioned', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

// Unversioned remote locale files may change: network first, the cache when offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && isUnsigned(request) && LOCALE_FILE.test(url.pathname) && !VERSIONED.test(url.pathname),
  new NetworkFirst({ cacheName: 'locales-unversioned', networkTimeoutSeconds: 4 }),
);

// The runtime configuration (which endpoint): network first so a moved emulator is seen.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === '/field-console.config.json',
  new NetworkFirst({ cacheName: 'runtime-config', networkTimeoutSeconds: 3 }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  // SKIP_WAITING: the user accepted an update; CHECK_PRECACHE: answered on the message's port.
  const message: unknown = event.data;
  if (!isSwMessage(message)) return;
  if (message.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  const [port] = event.ports;
  const checked = self.caches.open(precache.strategy.cacheName).then((cache) =>
    refillPrecache(MANIFEST, {
      cache,
      cacheKeyFor: (url) => precache.getCacheKeyForURL(url),
      fetch: (request) => fetch(request),
      online: self.navigator.onLine,
      base: self.location.href,
    }),
  );
  event.waitUntil(checked.then((state) => port?.postMessage(state)));
});

// Background Sync: where the browser has it, queued changes are sent even after the tab was
// put away; the open window's worker does the sending (it holds the key and the client).
self.addEventListener('sync', (event) => {
  handleOutboxSync(event as OutboxSyncEvent, self.clients);
});

// "Notify me": a tapped notification opens its resource's page (src/sw/watchSync.ts).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openFromNotification(self.clients, notificationUrl(event.notification.data, self.location.origin)),
  );
});

// Periodic Background Sync (an installed console): the watches are checked with no tab open.
self.addEventListener('periodicsync', (event) => {
  handleWatchSync(event as WatchSyncEvent, self, matchPrecache);
});
