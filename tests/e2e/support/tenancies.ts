/**
 * What the tests of several tenancies share: a profile added from Settings → Profiles as a person
 * adds one, the header's switcher (named as it names the tenancy shown), a switch to another
 * tenancy waited on in every page given, the tenancy's own name as identity answers it, and
 * the databases the origin holds.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const USER = 'ocid1.user.oc1..aaaaaaaafieldadmin';

function privatePem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
}

/** The database of a tenancy added after the first (contract/tenancyDb.ts). */
export function tenancyDatabase(tenancy: string): string {
  return `field-console@${tenancy}`;
}

/** A profile of `tenancy`, added from Settings → Profiles with a fresh key file. */
export async function addProfile(page: Page, base: string, name: string, tenancy: string): Promise<void> {
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

/** The header's switcher, naming the tenancy shown. */
export const switcher = (page: Page, name: string) =>
  page.getByRole('button', { name: `Tenancy: ${name}. Switch tenancy` });

/** From the header's switcher showing `from`, to `to`; every page given follows. */
export async function switchTenancy(page: Page, from: string, to: string, pages: readonly Page[] = [page]) {
  await switcher(page, from).click();
  await page
    .locator('.tenancy-switcher__panel')
    .getByRole('button', { name: `Switch to ${to}` })
    .click();
  for (const each of pages) await switcher(each, to).waitFor({ timeout: 20_000 });
}

/** The tenancy's own name, as identity answers it for `tenancy` at the emulator. */
export async function tenancyName(emulatorUrl: string, tenancy: string): Promise<string> {
  const answer = await fetch(`${emulatorUrl}/identity/us-ashburn-1/20160918/tenancies/${tenancy}`);
  const { name } = (await answer.json()) as { name?: unknown };
  if (typeof name !== 'string' || name === '') throw new Error(`The emulator names no tenancy ${tenancy}.`);
  return name;
}

/** The IndexedDB databases of the page's origin, by name. */
export function databaseNames(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
}
