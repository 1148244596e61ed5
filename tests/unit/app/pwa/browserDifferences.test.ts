/**
 * What Settings says works differently, from what each engine offers: Chromium in a tab,
 * Chromium installed, WebKitGTK and Firefox as the engine tests meet them, Safari on an iPhone in
 * a tab and from the Home Screen, and a browser without service workers.
 */
import { describe, expect, it } from 'vitest';
import {
  browserDifferences,
  readBrowserFacts,
  type BrowserFacts,
  type BrowserScope,
} from '../../../../src/app/pwa/browserDifferences';

const EVERYTHING: BrowserFacts = {
  serviceWorker: true,
  backgroundSync: true,
  periodicSync: true,
  installed: true,
  notifications: true,
  homeScreenApp: false,
  persistentStorage: true,
  scanner: true,
  share: true,
};

describe('what works differently', () => {
  it('is nothing in an installed browser that has it all', () => {
    expect(browserDifferences(EVERYTHING)).toEqual([]);
  });

  it('in a Chromium tab: watches are checked while closed only once installed', () => {
    expect(browserDifferences({ ...EVERYTHING, installed: false })).toEqual(['watchesWhenInstalled']);
  });

  it('in Firefox: no background syncs, watches and the outbox only while open', () => {
    expect(
      browserDifferences({
        ...EVERYTHING,
        backgroundSync: false,
        periodicSync: false,
        installed: false,
        scanner: false,
        share: false,
      }),
    ).toEqual(['watchesWhileOpen', 'outboxWhileOpen', 'noScanner', 'shareCopies']);
  });

  it('in Safari on an iPhone, in a tab: notifications only from the Home Screen', () => {
    const tab = {
      ...EVERYTHING,
      backgroundSync: false,
      periodicSync: false,
      installed: false,
      notifications: false,
      homeScreenApp: true,
      scanner: false,
    };
    expect(browserDifferences(tab)).toEqual(['notificationsHomeScreen', 'outboxWhileOpen', 'noScanner']);
    // From the Home Screen it notifies, but checks nothing while closed.
    expect(browserDifferences({ ...tab, installed: true, notifications: true })).toEqual([
      'watchesWhileOpen',
      'outboxWhileOpen',
      'noScanner',
    ]);
  });

  it('without service workers: nothing offline, no notifications, no word about syncs', () => {
    expect(
      browserDifferences({
        ...EVERYTHING,
        serviceWorker: false,
        backgroundSync: false,
        notifications: false,
        persistentStorage: false,
      }),
    ).toEqual(['noOffline', 'notifications', 'storageMayBeCleared']);
  });
});

/** A browser API that is there; what it does is not read here. */
const PRESENT = (): void => undefined;

function scope(parts: Partial<BrowserScope> & { navigator?: object }): BrowserScope {
  return { ServiceWorkerRegistration: { prototype: { showNotification() {} } }, ...parts } as BrowserScope;
}

describe('reading the facts', () => {
  it('finds what WebKitGTK offers: service workers and notifications, no storage manager', () => {
    const facts = readBrowserFacts(
      scope({
        navigator: { serviceWorker: {}, mediaDevices: { getUserMedia() {} } },
        Notification: PRESENT,
        matchMedia: () => ({ matches: false }),
      }),
    );
    expect(facts).toEqual({
      serviceWorker: true,
      backgroundSync: false,
      periodicSync: false,
      installed: false,
      notifications: true,
      homeScreenApp: false,
      persistentStorage: false,
      scanner: false,
      share: false,
    });
  });

  it('finds Chromium installed in its own window, with every API', () => {
    const facts = readBrowserFacts(
      scope({
        navigator: {
          serviceWorker: {},
          storage: { persist() {} },
          mediaDevices: { getUserMedia() {} },
          share() {},
        },
        Notification: PRESENT,
        SyncManager: PRESENT,
        PeriodicSyncManager: PRESENT,
        BarcodeDetector: PRESENT,
        matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
      }),
    );
    expect(browserDifferences(facts)).toEqual([]);
  });

  it('knows Safari on an iPhone by navigator.standalone, and the Home Screen by its value', () => {
    const tab = readBrowserFacts(scope({ navigator: { serviceWorker: {}, standalone: false } }));
    expect([tab.homeScreenApp, tab.installed, tab.notifications]).toEqual([true, false, false]);
    const home = readBrowserFacts(
      scope({ navigator: { serviceWorker: {}, standalone: true }, Notification: PRESENT }),
    );
    expect([home.homeScreenApp, home.installed, home.notifications]).toEqual([true, true, true]);
  });

  it('counts no background sync without a service worker, even where SyncManager exists', () => {
    const facts = readBrowserFacts(scope({ navigator: {}, SyncManager: PRESENT, Notification: PRESENT }));
    expect([facts.serviceWorker, facts.backgroundSync, facts.notifications]).toEqual([false, false, false]);
  });
});
