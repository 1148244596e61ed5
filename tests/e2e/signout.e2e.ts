/**
 * Sign-out reaches every tab: with the console open in two tabs and saved search results, a
 * sign-out in one tab shows the other that it was signed out, the other sends nothing signed and
 * writes nothing more, the saved resources stay gone, and the console still starts offline from
 * its precache afterwards.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

const SIGNED_OUT = 'You were signed out in another tab';

/** The rows of the resources table, read the way the console reads them (0 when there is no database). */
function storedResources(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('field-console')) return 0;
    return new Promise<number>((done, failed) => {
      const opening = indexedDB.open('field-console');
      opening.onerror = () => { failed(new Error('The database did not open')); };
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('resources')) {
          db.close();
          done(0);
          return;
        }
        const counting = db.transaction('resources').objectStore('resources').count();
        counting.onsuccess = () => {
          db.close();
          done(counting.result);
        };
      };
    });
  });
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

/** A call that carries a signature or changes something (a search is a POST that only reads). */
function signedOrWriting(request: Request): boolean {
  const url = new URL(request.url());
  const write =
    !['GET', 'HEAD', 'OPTIONS'].includes(request.method()) && !url.pathname.endsWith('/resources');
  return request.headers()['authorization'] !== undefined || write;
}

describe('sign-out in one tab', () => {
  let session: PwaSession;
  beforeAll(async () => {
    session = await openPwaSession(inject('consoleUrl'));
  });
  afterAll(async () => {
    await session.close();
  });

  it('reaches the other tab, which stops, and the console still starts offline', async () => {
    const base = inject('consoleUrl');
    const emulator = inject('emulatorUrl');
    const { context, page: a } = session;
    await a.goto(base);
    await waitForServiceWorkerControl(a);

    // Saved data: a search whose results are stored.
    await searchFor(a, 'subnet');
    const status = a.getByTestId('search-status');
    await expect.poll(() => status.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    await expect.poll(() => storedResources(a), { timeout: 20_000 }).toBeGreaterThan(0);

    const b = await context.newPage();
    await b.goto(`${base}/search?q=subnet`);
    await expect
      .poll(() => b.getByTestId('search-status').getAttribute('data-phase'), { timeout: 30_000 })
      .toBe('done');

    let signedOut = false;
    const fromB: string[] = [];
    b.on('request', (request) => {
      if (signedOut && request.url().startsWith(emulator) && signedOrWriting(request))
        fromB.push(`${request.method()} ${request.url()}`);
    });

    await a.goto(`${base}/settings/profiles`);
    await a.getByTestId('sign-out').click();
    const dialog = a.getByRole('alertdialog');
    await dialog.waitFor();
    signedOut = true;
    await Promise.all([a.waitForEvent('load'), dialog.getByRole('button', { name: 'Wipe and sign out' }).click()]);

    await b.getByRole('heading', { name: SIGNED_OUT }).waitFor({ timeout: 10_000 });
    await screenshot(b, 'signed-out-elsewhere');
    expect(await b.getByRole('button', { name: 'Reload and sign in' }).count()).toBe(1);

    await a.getByTestId('active-profile').waitFor();
    expect(await storedResources(a)).toBe(0);
    expect(fromB).toEqual([]);

    await context.setOffline(true);
    await a.reload();
    await a.getByTestId('active-profile').waitFor({ timeout: 20_000 });
    expect(await a.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await storedResources(a)).toBe(0);
    expect(fromB).toEqual([]);
    await context.setOffline(false);
    await b.close();
  });
});
