/**
 * What works differently in the browser the console runs in, so that Settings can say it plainly
 * instead of the console failing silently: each lacking capability the console uses, found by
 * feature detection (never by the browser's name), and the one sentence that follows from it.
 *
 * - Background Sync (Chromium only): changes made offline go out when the browser is online
 *   again, even with the console closed. Elsewhere they go out while a console is open.
 * - Periodic Background Sync (Chromium only, installed apps only): watches checked while closed.
 * - Notifications: Safari on iPhone and iPad offers them only to a console added to the Home
 *   Screen (there `navigator.standalone` exists and `Notification` does not, in a tab).
 * - `navigator.storage.persist`: without it the browser may evict the data when space runs low.
 * - BarcodeDetector with a camera: scanning a session token's QR code (Settings › Profiles).
 * - Web Share: the Share buttons open the device's share sheet, or copy the address.
 * - A service worker: the console offline at all.
 * Web Locks are not listed: without them each tab checks watches and renews the session on its
 * own, which is correct, only less frugal (src/worker/watchesApi.ts).
 */

export interface BrowserFacts {
  readonly serviceWorker: boolean;
  readonly backgroundSync: boolean;
  readonly periodicSync: boolean;
  /** Running as an installed app (its own window), not in a browser tab. */
  readonly installed: boolean;
  /** `Notification` and the service worker's `showNotification`. */
  readonly notifications: boolean;
  /** Safari on iPhone and iPad, which notifies only from the Home Screen. */
  readonly homeScreenApp: boolean;
  readonly persistentStorage: boolean;
  readonly scanner: boolean;
  readonly share: boolean;
}

export const BROWSER_DIFFERENCES = [
  'noOffline',
  'notifications',
  'notificationsHomeScreen',
  'watchesWhileOpen',
  'watchesWhenInstalled',
  'outboxWhileOpen',
  'storageMayBeCleared',
  'noScanner',
  'shareCopies',
] as const;

export type BrowserDifference = (typeof BROWSER_DIFFERENCES)[number];

/** The differences `facts` imply, in the order Settings lists them (most felt first). */
export function browserDifferences(facts: BrowserFacts): BrowserDifference[] {
  const found: BrowserDifference[] = [];
  if (!facts.serviceWorker) found.push('noOffline');
  if (!facts.notifications)
    found.push(facts.homeScreenApp && !facts.installed ? 'notificationsHomeScreen' : 'notifications');
  // Checks while closed matter only where a notice can be shown at all.
  else if (!facts.periodicSync) found.push('watchesWhileOpen');
  else if (!facts.installed) found.push('watchesWhenInstalled');
  if (facts.serviceWorker && !facts.backgroundSync) found.push('outboxWhileOpen');
  if (!facts.persistentStorage) found.push('storageMayBeCleared');
  if (!facts.scanner) found.push('noScanner');
  if (!facts.share) found.push('shareCopies');
  return found;
}

/**
 * The part of `window` read here, every member optional as feature detection must take it (a
 * browser may lack any of them), so that tests can hand in a browser of their own.
 */
export interface BrowserScope {
  readonly navigator: {
    readonly serviceWorker?: unknown;
    readonly storage?: { readonly persist?: unknown };
    readonly mediaDevices?: { readonly getUserMedia?: unknown };
    readonly share?: unknown;
    /** Safari on iPhone and iPad only: true from the Home Screen, false in a tab. */
    readonly standalone?: boolean;
  };
  readonly matchMedia?: (query: string) => { readonly matches: boolean };
  readonly SyncManager?: unknown;
  readonly PeriodicSyncManager?: unknown;
  readonly Notification?: unknown;
  readonly ServiceWorkerRegistration?: { readonly prototype: object };
  readonly BarcodeDetector?: unknown;
}

export function readBrowserFacts(scope: BrowserScope): BrowserFacts {
  const { navigator } = scope;
  const registration = scope.ServiceWorkerRegistration;
  const serviceWorker = navigator.serviceWorker !== undefined && registration !== undefined;
  const displayMode = (mode: string) => scope.matchMedia?.(`(display-mode: ${mode})`).matches === true;
  return {
    serviceWorker,
    backgroundSync: serviceWorker && scope.SyncManager !== undefined,
    periodicSync: serviceWorker && scope.PeriodicSyncManager !== undefined,
    installed:
      displayMode('standalone') ||
      displayMode('window-controls-overlay') ||
      displayMode('minimal-ui') ||
      navigator.standalone === true,
    notifications:
      serviceWorker &&
      scope.Notification !== undefined &&
      'showNotification' in registration.prototype,
    homeScreenApp: 'standalone' in navigator,
    persistentStorage: typeof navigator.storage?.persist === 'function',
    scanner: scope.BarcodeDetector !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function',
    share: typeof navigator.share === 'function',
  };
}
