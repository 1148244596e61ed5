// Field Console's service worker kill switch.
//
// When a broken service worker has shipped (clients stuck on a bad version, pages failing while
// offline caching misbehaves), deploy this file AS /sw.js:
//
//   npx vite build && cp public/sw-kill-switch.js dist/sw.js    # then deploy dist/ as usual
//
// Browsers check /sw.js for changes on every navigation and at least once a day, bypassing the
// HTTP cache. Each client that fetches this version installs it at once, deletes every cache of
// the origin, unregisters itself and reloads its open tabs, which then load straight from the
// network with no service worker. Keep it deployed until no client can still run the bad version
// (a few weeks); then deploy a normal build again, which registers a fresh service worker.
//
// Where the page itself still starts, the runtime switch is lighter: serve
// /field-console.config.json with "serviceWorker": false and the app unregisters on its next start.
//
// The file is a plain script with no import, so it runs whether /sw.js was registered as a classic
// or a module worker.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => client.navigate(client.url).catch(() => undefined)));
    })(),
  );
});
