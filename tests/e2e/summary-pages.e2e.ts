/**
 * Every searchable type opens a page: in the production build against the demo tenancy, from a
 * fresh profile, a search finds an Exadata infrastructure (a type the catalogue gives no link),
 * a subnet (with the other name enrichment finds for it) and an instance configuration (which
 * the service answers without a state: shown as Enabled), and each opens a real page. A shared
 * link to a resource this device has never seen opens its summary page; offline, a resource the
 * index lacks is said to be missing, never a blank page.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 30_000 };

interface Found {
  readonly identifier: string;
  readonly displayName: string;
  readonly resourceType: string;
}

/** A resource of the type whose name no other of its type contains, read as the console searches. */
async function demoResource(type: string): Promise<Found> {
  const response = await fetch(`${inject('emulatorUrl')}/query/${REGION}/20180409/resources?limit=1000`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: `query ${type} resources` }),
  });
  const { items } = (await response.json()) as { items: Found[] };
  const names = items.map((item) => item.displayName);
  const found = items.find((item) => names.filter((name) => name.includes(item.displayName)).length === 1);
  if (found === undefined) throw new Error(`The demo tenancy has no ${type} with a distinct name`);
  return found;
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor(LONG);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text, LONG);
  await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
}

function resultRow(page: Page, found: Found): Locator {
  return page
    .locator(`[data-testid="search-result"][data-type="${found.resourceType}"]`)
    .filter({ hasText: found.displayName });
}

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

describe('a page for every searchable type', () => {
  let session: Session;
  let exadata: Found;
  let subnet: Found;
  let configuration: Found;

  beforeAll(async () => {
    session = await openSession();
    [exadata, subnet, configuration] = await Promise.all([
      demoResource('CloudExadataInfrastructure'),
      demoResource('Subnet'),
      demoResource('InstanceConfiguration'),
    ]);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens an Exadata infrastructure, a type without a page of its own, on its summary page', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    await searchFor(page, exadata.displayName);
    const link = resultRow(page, exadata).getByRole('link', { name: exadata.displayName, exact: true });
    await link.click();
    await page.waitForURL((url) => url.pathname === `/resources/${encodeURIComponent(exadata.identifier)}`, LONG);
    await heading(page, exadata.displayName).waitFor(LONG);
    const main = page.locator('main');
    await main.getByText('Exadata infrastructure', { exact: true }).first().waitFor(LONG);
    await main.getByText(exadata.identifier, { exact: true }).waitFor(LONG);
    // The region by its name, as the region pickers word it, beside its id.
    await main.getByText('US East (Ashburn) — us-ashburn-1', { exact: true }).waitFor(LONG);
    await main.getByRole('button', { name: 'Copy OCID' }).waitFor(LONG);
    await main.getByRole('heading', { name: 'Resources that refer to it' }).waitFor(LONG);
    await main.getByRole('heading', { name: 'Tags' }).waitFor(LONG);
    const official = main.getByRole('link', { name: /in the OCI Console/ });
    expect(await official.getAttribute('href')).toMatch(/^https:\/\/cloud\.oracle\.com\/.*region=us-ashburn-1/);
    await main.getByText(/as of|ago/).first().waitFor(LONG);
    await screenshot(page, 'summary-exadata');
    expect(session.errors).toEqual([]);
  });

  it('shows a subnet’s other name in its row, and opens its page', async () => {
    const { page } = session;
    const base = inject('emulatorUrl');
    const read = (await (await fetch(`${base}/iaas/${REGION}/20160918/subnets/${subnet.identifier}`)).json()) as {
      dnsLabel: string;
      cidrBlock: string;
      vcnId: string;
    };
    await searchFor(page, subnet.displayName);
    const row = resultRow(page, subnet);
    // Enrichment adds the other name (document 2 §3.4): its DNS label and CIDR block.
    await row.getByText(`${read.dnsLabel} (${read.cidrBlock})`, { exact: true }).waitFor(LONG);
    const link = row.getByRole('link', { name: subnet.displayName, exact: true });
    await expect.poll(() => link.getAttribute('href'), LONG).toMatch(/^\/networking\/vcns\/[^/]+\/subnets\//);
    await link.click();
    await heading(page, subnet.displayName).waitFor(LONG);
    await page.locator('main').getByText(read.cidrBlock).first().waitFor(LONG);

    // The VCN's summary page lists the subnet among the resources that refer to it (its
    // enrichment named the VCN), from this device's index.
    await page.goto(`${inject('consoleUrl')}/resources/${encodeURIComponent(read.vcnId)}`);
    const referring = page.getByRole('region', { name: 'Resources that refer to it' });
    await referring.getByRole('link', { name: subnet.displayName, exact: true }).waitFor(LONG);
    expect(session.errors).toEqual([]);
  });

  it('shows an instance configuration as Enabled, in its row and on its page', async () => {
    const { page } = session;
    await searchFor(page, configuration.displayName);
    const row = resultRow(page, configuration);
    await row.getByText('Enabled', { exact: true }).waitFor(LONG);
    await row.getByRole('link', { name: configuration.displayName, exact: true }).click();
    await heading(page, configuration.displayName).waitFor(LONG);
    await page.locator('main').getByText('Enabled', { exact: true }).first().waitFor(LONG);
    await screenshot(page, 'summary-instance-configuration');
    expect(session.errors).toEqual([]);
  });

  it('opens a shared link to a resource this device has never seen, looking it up by OCID', async () => {
    const fresh = await openSession();
    try {
      await fresh.page.goto(`${inject('consoleUrl')}/resources/${encodeURIComponent(exadata.identifier)}`);
      await heading(fresh.page, exadata.displayName).waitFor(LONG);
      await fresh.page.locator('main').getByText('Exadata infrastructure', { exact: true }).first().waitFor(LONG);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('a summary page offline', () => {
  let pwa: PwaSession;
  beforeAll(async () => {
    pwa = await openPwaSession(inject('consoleUrl'));
  });
  afterAll(async () => {
    await pwa.close();
  });

  it('says a resource is not on this device when the index lacks it and there is no network', async () => {
    const { page, context } = pwa;
    await page.goto(`${inject('consoleUrl')}/settings`);
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto(`${inject('consoleUrl')}/resources/ocid1.cloudexadatainfrastructure.oc1.iad.notindexed`);
    await page.getByText('This resource is not on this device').waitFor(LONG);
    await context.setOffline(false);
    expect(pwa.errors).toEqual([]);
  });
});
