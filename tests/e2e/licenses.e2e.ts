/**
 * The license manager in Chromium against the emulator: a product license created, a license
 * record added to it and edited, a file of records uploaded and one of them deleted, each seen in
 * the console after its change went through the outbox.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';

const LONG = { timeout: 30_000 };

/** The license manager's pages, as a user reaches them. */
class LicenseManager {
  constructor(private readonly page: Page) {}

  async openProductLicenses(): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}/license-manager/product-licenses`);
    await this.page.getByRole('heading', { level: 1, name: 'Product licenses' }).waitFor(LONG);
    // The compartment picker chooses the tenancy once the compartments are read.
    await this.page.waitForURL(/compartmentId=/, LONG);
  }

  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async field(label: string, value: string): Promise<void> {
    const input = this.page.getByRole('textbox', { name: label });
    await input.fill(value);
  }

  /**
   * Opens a page of the running console as its own links do (client-side), so an address ending
   * in an OCID does not depend on the static server's fallback for paths that look like files.
   */
  async openInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  productLicensePath(id: string): string {
    return `/license-manager/product-licenses/${encodeURIComponent(id)}`;
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The current page's identifier in the URL after `segment/`. */
  idAfter(segment: string): string {
    const match = new RegExp(`/${segment}/([^/?#]+)`).exec(this.page.url());
    if (match?.[1] === undefined) throw new Error(`No ${segment} id in ${this.page.url()}`);
    return decodeURIComponent(match[1]);
  }
}

/** A text as the page words it, with the isolate marks it puts around names (src/contract/isolate.ts). */
function isolated(text: string): RegExp {
  const escaped = Array.from(text, (c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('[\u2066-\u2069]*'));
}

describe('license manager', () => {
  let session: Session;
  let licenses: LicenseManager;
  let productLicenseId = '';
  let compartmentId = '';
  // The emulator is shared with other files and outlives a rerun: the license is named after this run.
  const licenseName = `E2E Database Enterprise Edition ${Date.now().toString(36)}`;

  beforeAll(async () => {
    session = await openSession();
    licenses = new LicenseManager(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('creates a product license, checking the form before sending', async () => {
    const { page } = session;
    await licenses.openProductLicenses();
    compartmentId = new URL(page.url()).searchParams.get('compartmentId') ?? '';
    expect(compartmentId).toMatch(/^ocid1\.tenancy\./);
    await page.getByRole('link', { name: 'Create product license' }).click();
    await licenses.heading('Create product license').waitFor(LONG);

    // Nothing is sent while a required field is empty.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByText('Required.').count()).toBeGreaterThan(0);

    await licenses.field('Name', licenseName);
    await licenses.choose('License unit', 'OCPU');
    await page.getByRole('button', { name: 'Create' }).click();

    await licenses.heading(licenseName).waitFor(LONG);
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);
    productLicenseId = licenses.idAfter('product-licenses');
    expect(productLicenseId).toMatch(/^ocid1\.productlicense\./);
    await screenshot(page, 'licenses-product-license');

    await licenses.openProductLicenses();
    await page.getByRole('link', { name: licenseName }).waitFor(LONG);
  });

  it('adds a license record and edits it', async () => {
    const { page } = session;
    await licenses.openInApp(licenses.productLicensePath(productLicenseId));
    await page.getByRole('link', { name: 'Add license record' }).click();
    await licenses.heading('Add license record').waitFor(LONG);
    await licenses.field('Name', 'E2E CSI 1001');
    await licenses.field('Number of licenses', '8');
    await page.getByRole('button', { name: 'Create' }).click();

    await licenses.heading('E2E CSI 1001').waitFor(LONG);
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);

    await page.getByRole('link', { name: 'Edit' }).click();
    await licenses.heading('Edit license record').waitFor(LONG);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue(), LONG).toBe('E2E CSI 1001');
    await licenses.field('Name', 'E2E CSI 1001 renewed');
    await licenses.field('Number of licenses', 'twelve');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('A whole number of 1 or more.').waitFor(LONG);
    await licenses.field('Number of licenses', '12');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await licenses.heading('E2E CSI 1001 renewed').waitFor(LONG);
    const count = page.locator('.details-fields__row', { hasText: 'License count' }).locator('dd');
    await expect.poll(() => count.textContent(), LONG).toBe('12');
    await screenshot(page, 'licenses-record');

    await licenses.openInApp(licenses.productLicensePath(productLicenseId));
    await page.getByRole('link', { name: 'E2E CSI 1001 renewed' }).waitFor(LONG);
  });

  it('uploads a file of license records, which then show on the product license', async () => {
    const { page } = session;
    await page.goto(
      `${inject('consoleUrl')}/license-manager/bulk-upload?compartmentId=${encodeURIComponent(compartmentId)}`,
    );
    await licenses.heading('Bulk upload').waitFor(LONG);
    const csv = [
      'productLicenseId,displayName,licenseCount,isPerpetual,isUnlimited,expirationDate,supportEndDate',
      `${productLicenseId},E2E CSI 2002 bulk,4,true,false,,2027-12-31`,
    ].join('\n');
    await page.getByLabel('File').setInputFiles({
      name: 'license-records.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('heading', { name: 'Upload result' }).waitFor(LONG);
    await page.getByText('1 of 1 license records saved from license-records.csv.').waitFor(LONG);
    await page.getByRole('link', { name: 'View work request' }).waitFor(LONG);
    await screenshot(page, 'licenses-bulk-upload');

    await licenses.openInApp(licenses.productLicensePath(productLicenseId));
    await page.getByRole('link', { name: 'E2E CSI 2002 bulk' }).waitFor(LONG);
    expect(session.errors).toEqual([]);
  });

  it('counts the records’ licenses and shows a status, on the license and in the list', async () => {
    const { page } = session;
    // Two records: 12 licenses edited in, 4 uploaded.
    await licenses.openInApp(licenses.productLicensePath(productLicenseId));
    await licenses.heading('E2E Database Enterprise Edition').waitFor(LONG);
    const usage = page.getByRole('progressbar', { name: 'License units consumed' });
    await expect
      .poll(() => usage.getAttribute('aria-valuetext'), LONG)
      .toMatch(/^\d+ of 16 [\u2068]?OCPU[\u2069]?$/);
    const status = page.getByText(/^(OK|Warning|Issues found)$/);
    await status.first().waitFor(LONG);
    // The status in words, once: never the service's code beside it.
    expect(await page.locator('main').innerText()).not.toMatch(/\b(WARNING|ISSUES_FOUND|INCOMPLETE)\b/);

    await licenses.openProductLicenses();
    const row = page.getByRole('row').filter({ hasText: 'E2E Database Enterprise Edition' });
    await row.waitFor(LONG);
    const cells = row.getByRole('cell');
    await expect.poll(() => cells.nth(2).textContent(), LONG).toMatch(/^\d+ of 16$/);
    const statusCell = (await cells.nth(0).textContent())?.trim() ?? '';
    expect(statusCell).not.toBe('');
    expect(statusCell).not.toBe('Incomplete');
  });

  it('deletes a license record after asking, its product license then told of it', async () => {
    const { page } = session;
    await licenses.openInApp(licenses.productLicensePath(productLicenseId));
    await page.getByRole('link', { name: 'E2E CSI 2002 bulk' }).click();
    await licenses.heading('E2E CSI 2002 bulk').waitFor(LONG);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: isolated('Delete license record E2E CSI 2002 bulk?'),
    });
    await dialog.getByText('Its licenses no longer count. This cannot be undone.').waitFor(LONG);
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await licenses.heading(licenseName).waitFor(LONG);
    const notice = page
      .getByRole('status')
      .filter({ hasText: isolated('Delete license record E2E CSI 2002 bulk') });
    await notice.getByText('Done').waitFor(LONG);
    await notice.getByRole('link', { name: 'View work request' }).waitFor(LONG);
    await page.getByRole('link', { name: 'E2E CSI 1001 renewed' }).waitFor(LONG);
    // The service deletes it through a work request: until that is done the list shows it
    // Deleting, as OCI does, and then no more.
    const deleted = page.getByRole('row').filter({ hasText: 'E2E CSI 2002 bulk' });
    await expect
      .poll(async () => (await deleted.count()) === 0 || /Deleting/.test(await deleted.innerText()), LONG)
      .toBe(true);
    expect(session.errors).toEqual([]);
  });
});

describe('license manager offline', () => {
  let session: Session;
  let licenses: LicenseManager;

  beforeAll(async () => {
    session = await openSession();
    licenses = new LicenseManager(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('closes the delete dialog once the delete is kept, and marks the license pending in the list', async () => {
    const { page, context } = session;
    await licenses.openProductLicenses();
    const first = page.getByRole('row').nth(1).getByRole('link').first();
    await first.waitFor(LONG);
    const name = (await first.textContent()) ?? '';
    await first.click();
    await licenses.heading(name).waitFor(LONG);
    await page.getByRole('button', { name: 'Delete' }).waitFor(LONG);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached', ...LONG });
    await licenses.heading('Product licenses').waitFor(LONG);
    await page.getByText('Saved on this device').first().waitFor(LONG);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.getByText('Pending change').waitFor(LONG);

    // Its page, kept on this device, says the same while the delete waits.
    await row.getByRole('link', { name, exact: true }).click();
    await licenses.heading(name).waitFor(LONG);
    await page.getByRole('main').getByText('Pending change').first().waitFor(LONG);
    await page.goBack();
    await licenses.heading('Product licenses').waitFor(LONG);
  });

  it('moves on from the create form once the license is kept, to the list showing it pending', async () => {
    const { page, context } = session;
    // The form is filled with the network there, and Create pressed once it has gone.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Create product license' }).click();
    await licenses.heading('Create product license').waitFor(LONG);
    await licenses.field('Name', 'E2E Offline product');
    await licenses.choose('License unit', 'OCPU');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create' }).click();

    await licenses.heading('Product licenses').waitFor(LONG);
    const row = page.getByRole('row').filter({ hasText: 'E2E Offline product' });
    await row.getByText('Pending change').waitFor(LONG);
    await screenshot(page, 'licenses-offline-pending');
    expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
  });
});
