/**
 * One page of each other group in Chromium against the emulator: a log search, a marketplace
 * listing search, and a subnet's details page with its VCN and the related resources it links to.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, screenshot, type Session } from './support/browser';

const LONG = { timeout: 30_000 };
const REGION = 'us-ashburn-1';

/** A resource of the demo tenancy, read from the emulator the way the console's call layer would. */
async function firstSubnet(): Promise<{ id: string; name: string; vcnId: string }> {
  const base = inject('emulatorUrl');
  const search = await fetch(`${base}/query/${REGION}/20180409/resources?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query subnet resources' }),
  });
  const found = (await search.json()) as { items: { identifier: string }[] };
  const id = found.items[0]?.identifier ?? '';
  const subnet = (await (await fetch(`${base}/iaas/${REGION}/20160918/subnets/${id}`)).json()) as {
    displayName: string;
    vcnId: string;
  };
  return { id, name: subnet.displayName, vcnId: subnet.vcnId };
}

/** A cross-connect of the demo tenancy and the group it belongs to, as the emulator answers them. */
async function firstCrossConnect(): Promise<{ id: string; name: string; location: string; groupId: string }> {
  const base = inject('emulatorUrl');
  const search = await fetch(`${base}/query/${REGION}/20180409/resources?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query crossconnect resources' }),
  });
  const found = (await search.json()) as { items: { identifier: string }[] };
  const id = found.items[0]?.identifier ?? '';
  const connect = (await (await fetch(`${base}/iaas/${REGION}/20160918/crossConnects/${id}`)).json()) as {
    displayName: string;
    locationName: string;
    crossConnectGroupId: string;
  };
  return {
    id,
    name: connect.displayName,
    location: connect.locationName,
    groupId: connect.crossConnectGroupId,
  };
}

/** A customer-premises equipment object of the demo tenancy, as the emulator answers it. */
async function firstCpe(): Promise<{ id: string; name: string; ipAddress: string; shape: string }> {
  const base = inject('emulatorUrl');
  const search = await fetch(`${base}/query/${REGION}/20180409/resources?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query cpe resources' }),
  });
  const found = (await search.json()) as { items: { identifier: string }[] };
  const id = found.items[0]?.identifier ?? '';
  const cpe = (await (await fetch(`${base}/iaas/${REGION}/20160918/cpes/${id}`)).json()) as {
    displayName: string;
    ipAddress: string;
    cpeDeviceShapeId: string;
  };
  return { id, name: cpe.displayName, ipAddress: cpe.ipAddress, shape: cpe.cpeDeviceShapeId };
}

/** The console's pages as a user reaches them. */
class Console {
  constructor(private readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${inject('consoleUrl')}${path}`);
  }

  /** Follows an address inside the running console, as a search result's link does. */
  async follow(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }
}

describe('details and searches', () => {
  let session: Session;
  let console_: Console;

  beforeAll(async () => {
    session = await openSession();
    console_ = new Console(session.page);
  });
  afterAll(async () => {
    await session.close();
  });

  it('searches the log lines of a compartment', async () => {
    const { page } = session;
    await console_.open('/logging/search');
    await console_.heading('Log search').waitFor(LONG);
    await expect.poll(() => page.getByRole('button', { name: /Compartment/ }).isEnabled(), LONG).toBe(true);
    await console_.choose('Compartment', 'SharedServices / observability');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/compartmentId=/, LONG);
    const table = page.getByRole('table', { name: /^Log entries found: \d+$/ });
    await table.waitFor(LONG);
    await expect.poll(() => table.getByRole('row').count(), LONG).toBeGreaterThan(1);
    await page.getByText(/as of/).first().waitFor(LONG);
    await screenshot(page, 'logging-search');
  });

  it('searches marketplace listings by free text', async () => {
    const { page } = session;
    await console_.open('/marketplace/listings');
    await console_.heading('Marketplace').waitFor(LONG);
    await page.getByRole('searchbox', { name: 'Search for' }).fill('nginx');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/text=nginx/, LONG);
    const table = page.getByRole('table', { name: /^Listings on this page: \d+$/ });
    await table.waitFor(LONG);
    await table
      .getByRole('rowheader', { name: /NGINX Plus/ })
      .first()
      .waitFor(LONG);
    await screenshot(page, 'marketplace-search');
  });

  it('shows a subnet with its VCN and the resources it names', async () => {
    const { page } = session;
    const subnet = await firstSubnet();
    await console_.open('/marketplace/listings');
    await console_.follow(
      `/networking/vcns/${encodeURIComponent(subnet.vcnId)}/subnets/${encodeURIComponent(subnet.id)}`,
    );
    await console_.heading(subnet.name).waitFor(LONG);
    await page.getByText('Subnet', { exact: true }).first().waitFor(LONG);

    const vcn = page.getByRole('link', { name: subnet.vcnId });
    await vcn.waitFor(LONG);
    expect(await vcn.getAttribute('href')).toBe(`/networking/vcns/${encodeURIComponent(subnet.vcnId)}`);
    // The route table's page lives under the VCN too: its link comes from reading the table.
    const routeTable = page.locator('.details-fields__row', { hasText: 'Route table' }).getByRole('link');
    await expect
      .poll(() => routeTable.getAttribute('href'), LONG)
      .toMatch(
        new RegExp(
          `^/networking/vcns/${encodeURIComponent(subnet.vcnId).replace(/\./g, '\\.')}/route-tables/`,
        ),
      );
    await page.getByText(/as of/).first().waitFor(LONG);
    await screenshot(page, 'details-subnet');
    expect(session.errors).toEqual([]);
  });

  it('shows a cross-connect where it stands, with its group', async () => {
    const { page } = session;
    const connect = await firstCrossConnect();
    await console_.open('/marketplace/listings');
    // The address a search result of type CrossConnect opens, under its group.
    await console_.follow(
      `/networking/fast-connect/cross-connect-group/${encodeURIComponent(connect.groupId)}/cross-connect/${encodeURIComponent(connect.id)}`,
    );
    await console_.heading(connect.name).waitFor(LONG);
    await page.getByText('Cross-connect', { exact: true }).first().waitFor(LONG);
    const location = page.locator('.details-fields__row', { hasText: 'Location' });
    await location.getByText(connect.location, { exact: true }).waitFor(LONG);
    await page.locator('.details-fields__row', { hasText: 'Port speed' }).getByText('10 Gbps').waitFor(LONG);
    const group = page.getByRole('link', { name: connect.groupId });
    await group.waitFor(LONG);
    expect(await group.getAttribute('href')).toBe(
      `/networking/fast-connect/cross-connect-group/${encodeURIComponent(connect.groupId)}`,
    );
    await page.getByText(/as of/).first().waitFor(LONG);
    await screenshot(page, 'details-cross-connect');
    expect(session.errors).toEqual([]);
  });

  it('opens a shared link to a customer-premises equipment object and shows its fields', async () => {
    const { page } = session;
    const cpe = await firstCpe();
    // The address a search result of type Cpe opens, shared and opened in a fresh tab.
    await console_.open(`/networking/cpes/${encodeURIComponent(cpe.id)}`);
    await console_.heading(cpe.name).waitFor(LONG);
    await page
      .locator('main')
      .getByText('Customer-premises equipment', { exact: true })
      .first()
      .waitFor(LONG);
    const address = page.locator('.details-fields__row', { hasText: 'IP address' });
    await address.getByText(cpe.ipAddress, { exact: true }).waitFor(LONG);
    const shape = page.locator('.details-fields__row', { hasText: 'Device shape' });
    await shape.getByText(cpe.shape, { exact: true }).waitFor(LONG);
    await screenshot(page, 'details-cpe');
    expect(session.errors).toEqual([]);
  });
});
