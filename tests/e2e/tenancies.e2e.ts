/**
 * Two tenancies on one device, as a person adds them: a profile of each from Settings →
 * Profiles, the header's switcher naming the tenancy shown and switching to the other (every
 * tab following), each tenancy keeping its own saved search results, and signing out of one
 * leaving the other's data and profile.
 *
 * The shared emulator serves one tenancy and does not require signatures, so the second
 * tenancy's calls reach the same data: what tells the tenancies apart here is what the console
 * keeps for each.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';
import {
  addProfile,
  databaseNames,
  switcher,
  switchTenancy,
  tenancyDatabase,
  tenancyName,
} from './support/tenancies';

const BRAVO = 'ocid1.tenancy.oc1..aaaaaaaabravotenancy';

/** The rows of a database's resources table, read the way the console reads them (0 when there is none). */
function storedResources(page: Page, name: string): Promise<number> {
  return storedRows(page, name, 'resources');
}

function storedRows(page: Page, name: string, table: 'resources' | 'profiles'): Promise<number> {
  return page.evaluate(
    async ([database, store]) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(database)) return 0;
      return new Promise<number>((done, failed) => {
        const opening = indexedDB.open(database);
        opening.onerror = () => {
          failed(new Error('The database did not open'));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            done(0);
            return;
          }
          const counting = db.transaction(store).objectStore(store).count();
          counting.onsuccess = () => {
            db.close();
            done(counting.result);
          };
        };
      });
    },
    [name, table] as const,
  );
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
  await expect
    .poll(() => page.getByTestId('search-status').getAttribute('data-phase'), { timeout: 30_000 })
    .toBe('done');
}

describe('two tenancies on one device', () => {
  let session: PwaSession;
  let alpha: string;
  /** Alpha's own name, as identity answers it: the header shows it once read. */
  let alphaName: string;
  beforeAll(async () => {
    session = await openPwaSession(inject('consoleUrl'));
    const health = await fetch(`${inject('emulatorUrl')}/_emulator/health`);
    alpha = ((await health.json()) as { tenancyId: string }).tenancyId;
    alphaName = await tenancyName(inject('emulatorUrl'), alpha);
  });
  afterAll(async () => {
    await session.close();
  });

  it('keeps each tenancy’s data apart, switches from the header, and signs out of one alone', async () => {
    const base = inject('consoleUrl');
    const { context, page } = session;
    await page.goto(base);
    await waitForServiceWorkerControl(page);

    // The first tenancy: its profile, named in the header by the tenancy's own name once read,
    // then a search whose results it keeps.
    await addProfile(page, base, 'Alpha', alpha);
    expect(alphaName).not.toBe('Alpha');
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('Alpha');
    await switcher(page, alphaName).waitFor({ timeout: 20_000 });
    await searchFor(page, 'subnet');
    await expect.poll(() => storedResources(page, 'field-console'), { timeout: 20_000 }).toBeGreaterThan(0);

    // A second tab, which follows every switch.
    const other = await context.newPage();
    await other.goto(`${base}/settings/profiles`);
    await switcher(other, alphaName).waitFor();

    // The second tenancy: adding its profile opens it, in both tabs. Identity does not answer
    // for it (the emulator serves one tenancy), so the header names it by its profile.
    await addProfile(page, base, 'Bravo', BRAVO);
    await switcher(page, 'Bravo').waitFor({ timeout: 20_000 });
    await switcher(other, 'Bravo').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('Bravo');
    expect(await storedResources(page, tenancyDatabase(BRAVO))).toBe(0);

    // Offline, Bravo's search box finds nothing it kept; Alpha's, after a switch, finds its own.
    await page.setViewportSize({ width: 390, height: 844 });
    await switcher(page, 'Bravo').click();
    const list = page.locator('.tenancy-switcher__panel');
    await list.getByRole('link', { name: 'Add a tenancy' }).waitFor();
    await screenshot(page, 'tenancy-switcher-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isHidden()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await switchTenancy(page, 'Bravo', alphaName, [page, other]);
    expect(await storedResources(page, 'field-console')).toBeGreaterThan(0);
    // Offline, the name read stays: the reload finds it kept on the device.
    await context.setOffline(true);
    await page.reload();
    await switcher(page, alphaName).waitFor({ timeout: 20_000 });
    await context.setOffline(false);

    // Back to Bravo, and out of it: the sign-out card names Bravo and says the other tenancy
    // stays; Alpha's profile and saved results stay, Alpha is shown.
    await switchTenancy(page, alphaName, 'Bravo', [page, other]);
    expect(await storedRows(page, tenancyDatabase(BRAVO), 'profiles')).toBe(1);
    await page.goto(`${base}/settings/profiles`);
    await page
      .getByText('Signing out of Bravo wipes its keys, saved data and queued changes from this device.')
      .waitFor();
    const kept = 'The other tenancy on this device is kept, with its profiles, data and queued changes.';
    await page.getByText(kept).waitFor();
    await page.getByTestId('sign-out').click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of Bravo?' });
    await dialog.getByText(kept).waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Wipe and sign out' }).click(),
    ]);
    await switcher(page, alphaName).waitFor({ timeout: 20_000 });
    await switcher(other, alphaName).waitFor({ timeout: 20_000 });
    await page.goto(`${base}/settings/profiles`);
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('Alpha');
    expect(await storedResources(page, 'field-console')).toBeGreaterThan(0);
    // Bravo's database is gone, not left behind empty by a page still reading it; the switcher
    // no longer offers it.
    expect(await databaseNames(page)).not.toContain(tenancyDatabase(BRAVO));
    expect(await databaseNames(page)).toContain('field-console');
    await switcher(page, alphaName).click();
    await page.getByRole('link', { name: 'Add a tenancy' }).waitFor();
    expect(await page.getByRole('button', { name: 'Switch to Bravo' }).count()).toBe(0);
    // The last tenancy's card says so.
    await page.keyboard.press('Escape');
    await page
      .getByText('It is the only tenancy on this device: the caches go too, and the console starts empty.')
      .waitFor();
    await other.close();
  });
});
