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
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

const BRAVO = 'ocid1.tenancy.oc1..aaaaaaaabravotenancy';
const USER = 'ocid1.user.oc1..aaaaaaaafieldadmin';

function privatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
}

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

async function addProfile(page: Page, base: string, name: string, tenancy: string): Promise<void> {
  await page.goto(`${base}/settings/profiles`);
  await page.getByTestId('active-profile').waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Tenancy OCID', { exact: true }).fill(tenancy);
  await page.getByLabel('User OCID', { exact: true }).fill(USER);
  await page.getByTestId('profile-key-file').setInputFiles({
    name: 'oci_api_key.pem',
    mimeType: 'application/x-pem-file',
    buffer: Buffer.from(privatePem()),
  });
  await expect.poll(() => page.locator('.profiles-file__status').allTextContents()).toHaveLength(1);
  await page.getByTestId('profile-submit').click();
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

const switcher = (page: Page, name: string) =>
  page.getByRole('button', { name: `Tenancy: ${name}. Switch tenancy` });

describe('two tenancies on one device', () => {
  let session: PwaSession;
  let alpha: string;
  beforeAll(async () => {
    session = await openPwaSession(inject('consoleUrl'));
    const health = await fetch(`${inject('emulatorUrl')}/_emulator/health`);
    alpha = ((await health.json()) as { tenancyId: string }).tenancyId;
  });
  afterAll(async () => {
    await session.close();
  });

  it('keeps each tenancy’s data apart, switches from the header, and signs out of one alone', async () => {
    const base = inject('consoleUrl');
    const { context, page } = session;
    await page.goto(base);
    await waitForServiceWorkerControl(page);

    // The first tenancy: its profile, then a search whose results it keeps.
    await addProfile(page, base, 'Alpha', alpha);
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('Alpha');
    await switcher(page, 'Alpha').waitFor();
    await searchFor(page, 'subnet');
    await expect.poll(() => storedResources(page, 'field-console'), { timeout: 20_000 }).toBeGreaterThan(0);

    // A second tab, which follows every switch.
    const other = await context.newPage();
    await other.goto(`${base}/settings/profiles`);
    await switcher(other, 'Alpha').waitFor();

    // The second tenancy: adding its profile opens it, in both tabs.
    await addProfile(page, base, 'Bravo', BRAVO);
    await switcher(page, 'Bravo').waitFor({ timeout: 20_000 });
    await switcher(other, 'Bravo').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('Bravo');
    expect(await storedResources(page, `field-console@${BRAVO}`)).toBe(0);

    // Offline, Bravo's search box finds nothing it kept; Alpha's, after a switch, finds its own.
    await page.setViewportSize({ width: 390, height: 844 });
    await switcher(page, 'Bravo').click();
    const list = page.locator('.tenancy-switcher__panel');
    await list.getByRole('link', { name: 'Add a tenancy' }).waitFor();
    await screenshot(page, 'tenancy-switcher-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isHidden()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await switcher(page, 'Bravo').click();
    await list.getByRole('button', { name: 'Switch to Alpha' }).click();
    await switcher(page, 'Alpha').waitFor({ timeout: 20_000 });
    await switcher(other, 'Alpha').waitFor({ timeout: 20_000 });
    expect(await storedResources(page, 'field-console')).toBeGreaterThan(0);

    // Back to Bravo, and out of it: Alpha's profile and saved results stay, Alpha is shown.
    await switcher(page, 'Alpha').click();
    await list.getByRole('button', { name: 'Switch to Bravo' }).click();
    await switcher(page, 'Bravo').waitFor({ timeout: 20_000 });
    expect(await storedRows(page, `field-console@${BRAVO}`, 'profiles')).toBe(1);
    await page.goto(`${base}/settings/profiles`);
    await page.getByTestId('sign-out').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Wipe and sign out' }).click(),
    ]);
    await switcher(page, 'Alpha').waitFor({ timeout: 20_000 });
    await switcher(other, 'Alpha').waitFor({ timeout: 20_000 });
    await page.goto(`${base}/settings/profiles`);
    await expect.poll(() => page.getByTestId('active-profile').textContent()).toContain('Alpha');
    expect(await storedResources(page, 'field-console')).toBeGreaterThan(0);
    // Bravo's profile and key are gone with its data; the switcher no longer offers it.
    expect(await storedRows(page, `field-console@${BRAVO}`, 'profiles')).toBe(0);
    await switcher(page, 'Alpha').click();
    await page.getByRole('link', { name: 'Add a tenancy' }).waitFor();
    expect(await page.getByRole('button', { name: 'Switch to Bravo' }).count()).toBe(0);
    await other.close();
  });
});
