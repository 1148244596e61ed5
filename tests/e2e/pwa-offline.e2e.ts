import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

const OFFLINE = 'Offline — showing saved data';

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
