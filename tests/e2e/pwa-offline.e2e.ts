import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import {
  openPwaSession,
  precacheEntries,
  waitForServiceWorkerControl,
  type PwaSession,
} from './support/builds';
import { DIST } from './support/dist';

const OFFLINE = 'Offline — showing saved data';
const RESTORED = 'The offline copy of Field Console on this device was missing; it has been restored.';
const INCOMPLETE = 'The offline copy of Field Console on this device is incomplete';
const LONG = { timeout: 30_000 };

/** The paths the precache holds (its keys without the revision workbox adds), in Cache Storage. */
function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const paths = new Set<string>();
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys())
        paths.add(new URL(request.url).pathname.slice(1));
    }
    return [...paths].sort();
  });
}

describe('the console with no network', () => {
  let session: PwaSession;
  beforeAll(async () => {
    session = await openPwaSession(inject('consoleUrl'));
  });
  afterAll(async () => {
    await session.close();
  });

  it('starts from its precache on an offline reload, lazily loaded screens included, and says it is offline', async () => {
    const { page, context } = session;
    await page.goto(`${inject('consoleUrl')}/settings`);
    await waitForServiceWorkerControl(page);
    const status = page.getByTestId('online-status');
    await expect.poll(() => status.textContent()).toBe('Online');

    await context.setOffline(true);
    await expect.poll(() => status.textContent()).toBe(OFFLINE);
    await page.reload();
    await expect.poll(() => status.textContent()).toBe(OFFLINE);
    expect(await page.getByRole('status').filter({ hasText: OFFLINE }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('build-id').textContent()).toMatch(/\S/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await screenshot(page, 'offline-reload');

    await context.setOffline(false);
    await expect.poll(() => status.textContent()).toBe('Online');
    expect(session.errors).toEqual([]);
  });

  it('offers a search box on an offline reload: typing then Enter opens the results of what was typed', async () => {
    const { page, context } = session;
    await page.goto(inject('consoleUrl'));
    await waitForServiceWorkerControl(page);
    const anyBox = page
      .getByRole('searchbox', { name: 'Search' })
      .or(page.getByRole('combobox', { name: 'Search' }));
    await anyBox.first().waitFor();
    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'commit' });
      // The precached page's own form, or the app's box if it has started by now: either searches.
      const box = anyBox.first();
      await box.fill('web-offline');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=web-offline$/);
      await page.getByTestId('result-count').waitFor();
      // The results screen's query is the header box's text; the precached page's form is gone
      // once the app is on screen: one box, not two.
      await expect.poll(() => anyBox.count()).toBe(1);
      expect(await anyBox.inputValue()).toBe('web-offline');
      expect(session.errors).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });

  it('notices a cleared Cache Storage, fills its offline copy again while online and says so, then starts offline', async () => {
    const { page, context } = session;
    const origin = inject('consoleUrl');
    await page.goto(`${origin}/settings`);
    await waitForServiceWorkerControl(page);
    const manifest = precacheEntries(DIST).sort();
    await expect.poll(() => precached(page), LONG).toEqual(manifest);

    // The user clears the site's Cache Storage, not its service worker (a browser's or a tool's
    // clean-up does the same): the worker still controls the page, its precache is gone.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await caches.delete(name);
    });
    expect(await precached(page)).toEqual([]);
    await page.reload();
    const notice = page.getByTestId('offline-copy');
    await expect.poll(() => notice.textContent(), LONG).toContain(RESTORED);
    expect(await precached(page)).toEqual(manifest);
    await screenshot(page, 'offline-copy-restored');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notice.textContent()).toBe('');

    await context.setOffline(true);
    try {
      await page.reload();
      const status = page.getByTestId('online-status');
      await expect.poll(() => status.textContent(), LONG).toBe(OFFLINE);
      await expect.poll(() => page.getByTestId('build-id').textContent(), LONG).toMatch(/\S/);
      expect(await notice.textContent()).toBe('');
    } finally {
      await context.setOffline(false);
    }
    expect(session.errors).toEqual([]);
  });

  it('offline with part of its offline copy gone, says a start needs the network, and fills it once online', async () => {
    const { page, context } = session;
    await page.goto(`${inject('consoleUrl')}/settings`);
    await waitForServiceWorkerControl(page);
    const manifest = precacheEntries(DIST).sort();
    await expect.poll(() => precached(page), LONG).toEqual(manifest);
    // The Arabic translations go from the precache: the console starts without them.
    const removed = await page.evaluate(async () => {
      let count = 0;
      for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith('/locales/ar/') && (await cache.delete(request)))
            count += 1;
        }
      }
      return count;
    });
    expect(removed).toBeGreaterThan(0);

    await context.setOffline(true);
    const notice = page.getByTestId('offline-copy');
    try {
      await page.reload();
      await expect.poll(() => page.getByTestId('online-status').textContent(), LONG).toBe(OFFLINE);
      await expect.poll(() => notice.textContent(), LONG).toContain(INCOMPLETE);
      expect(await notice.textContent()).toContain('starting Field Console needs the network');
      await screenshot(page, 'offline-copy-incomplete');
    } finally {
      await context.setOffline(false);
    }
    // Back online, the page asks again, and the worker fetches what is missing.
    await expect.poll(() => notice.textContent(), LONG).toContain(RESTORED);
    expect(await precached(page)).toEqual(manifest);
    expect(session.errors).toEqual([]);
  });

  it('shows how much storage it uses, and asks the browser to keep it', async () => {
    const { page } = session;
    await page.goto(`${inject('consoleUrl')}/settings`);
    const meter = page.getByRole('meter', { name: 'Storage on this device' });
    await expect
      .poll(() => meter.getAttribute('aria-valuetext'))
      .toMatch(/^Using [\d.,]+ \S+ of [\d.,]+ \S+$/);
    expect(await page.getByTestId('storage-usage').textContent()).toBe(
      await meter.getAttribute('aria-valuetext'),
    );

    const persistence = page.getByTestId('storage-persistence');
    const keep = page.getByRole('button', { name: 'Keep data on this device' });
    if ((await keep.count()) > 0) await keep.click();
    // Chromium grants persistence by its own rules (installed, bookmarked, engagement): either answer is shown.
    await expect
      .poll(() => persistence.textContent())
      .toMatch(/^(Data on this device is kept|The browser did not allow it)/);
    await screenshot(page, 'storage-meter');
    expect(session.errors).toEqual([]);
  });
});

describe('a first visit that loses the network after the first paint', () => {
  it('keeps a working search box without errors, and gives it suggestions when the network returns', async () => {
    // A fresh profile: no service worker serves the app yet. The chunks loaded after the first
    // paint (the suggestions, the menus) cannot come while the network is gone.
    const session = await openPwaSession(inject('consoleUrl'));
    const later = /\/assets\/(SearchCombo|MegaMenu|SideMenu)-[^/]+\.(js|css)$/;
    try {
      const { page, context } = session;
      await context.route(later, (route) => route.abort('internetdisconnected'));
      await page.goto(`${inject('consoleUrl')}/settings`);
      await page.getByTestId('settings').waitFor();
      const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
      await plain.waitFor();
      await context.setOffline(true);
      // What loads the suggestions and the menus: the user reaching for them, and idle time.
      await plain.focus();
      await page.getByTestId('menu-button').hover();
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(
              () => {
                resolve();
              },
              { timeout: 5_000 },
            ),
          ),
      );
      await plain.fill('web');
      expect(await plain.inputValue()).toBe('web');
      expect(session.errors).toEqual([]);

      await context.unroute(later);
      await context.setOffline(false);
      await page.getByRole('banner').getByRole('combobox', { name: 'Search' }).waitFor({ timeout: 30_000 });
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
