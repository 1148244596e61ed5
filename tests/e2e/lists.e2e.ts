/**
 * Every list page of the menu opens its rows, in a fresh profile against the emulator's demo
 * tenancy: each list that has rows is opened from the registry, its first row is followed as a
 * user would, and a real details page with the resource's name comes up (not "not on this
 * device", not "Page not found", not an error). One browser, one page, moved by links. Then a
 * live list page the resource-kind registry makes (notification subscriptions) opened by its address.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { detailsConfigForType } from '../../src/app/kinds/detailsConfigs';
import { openSession, type Session } from './support/browser';
import { consoleSession, openConsole } from './support/consoleSession';
import { badTitle, goTo, listSettled, mainHeading, menuPages } from './support/menuPages';

type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;
const SEARCH_UI = JSON.parse(readFileSync('public/locales/en/searchUi.json', 'utf8')) as Strings;
const CONSOLE = JSON.parse(readFileSync('public/locales/en/console.json', 'utf8')) as Strings;
const NAMESPACES = { details: JSON.parse(readFileSync('public/locales/en/details.json', 'utf8')) as Strings };
const DEAD_ENDS = [
  SEARCH_UI['details']?.['unknownTitle'],
  SEARCH_UI['details']?.['notFoundTitle'],
  CONSOLE['shell']?.['notFoundTitle'],
].filter((text): text is string => text !== undefined);

/** A pattern matching exactly this text. */
function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * Whether the page a row opens is titled by something else than the name the search gives the row
 * (a notification subscription by its endpoint, a public IP's link by its VNIC): then any real
 * title will do.
 */
function titledByOwnField(resourceType: string, href: string): boolean {
  // A link to another resource's page (a public IP opens its VNIC) shows that resource.
  const ownPage =
    resourceType === 'Bucket' || href.toLowerCase().includes(`ocid1.${resourceType.toLowerCase()}.`);
  if (!ownPage) return true;
  const titlePath = detailsConfigForType(resourceType)?.titlePath;
  return titlePath !== undefined && titlePath !== 'displayName';
}

/** What is wrong with the details page on screen for a resource named `name`, if anything. */
async function detailsProblem(
  page: Page,
  name: string,
  resourceType: string,
  /** The heading of the page before (still on screen while the new one loads). */
  previous: string,
): Promise<string | undefined> {
  const main = page.locator('main');
  const ownTitle = titledByOwnField(resourceType, new URL(page.url()).pathname);
  const named = ownTitle
    ? main
        .locator('h1')
        .filter({ hasNotText: /^ocid/ })
        .filter({ hasNotText: exactly(previous) })
    : main.getByRole('heading', { level: 1, name, exact: true });
  const deadEnd = DEAD_ENDS.reduce(
    (found, words) => found.or(main.getByText(words)),
    main.locator('[role="alert"]'),
  );
  await named
    .or(deadEnd)
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
  const heading = await mainHeading(page);
  const text = (await main.textContent()) ?? '';
  const dead = DEAD_ENDS.find((words) => text.includes(words));
  const failed = await main.locator('[role="alert"]').count();
  const titled = ownTitle ? badTitle(heading, page.url()) === undefined : heading === name;
  if (titled && dead === undefined && failed === 0) return undefined;
  return `${page.url()}: heading "${heading}", expected "${name}"${dead ? `, shows "${dead}"` : ''}${failed ? ', error panel' : ''}`;
}

interface FirstRow {
  readonly entryId: string;
  readonly href: string;
  readonly name: string;
  readonly resourceType: string;
}

describe('list pages open their rows', () => {
  const session = consoleSession();
  /** The first row of each list, as the walk found it. */
  const firstRows: FirstRow[] = [];

  it('opens the first row of every list of the menu that has rows', async () => {
    const { page } = session();
    const lists = menuPages().filter((p) => p.entry.resourceType !== undefined);
    expect(DEAD_ENDS).toHaveLength(3);
    expect(lists.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { entry, route } of lists) {
      await goTo(page, route);
      await listSettled(page);
      const firstRow = page.getByTestId('type-list').locator('tbody tr').first();
      if ((await firstRow.count()) === 0) continue;
      // Every row links: to its type's screen, else to its summary page (a type without a
      // details link, or a link whose enrichment has not arrived yet).
      const firstLink = firstRow.locator('a').first();
      await firstLink.waitFor({ timeout: 10_000 }).catch(() => undefined);
      if ((await firstLink.count()) === 0) continue;
      const name = ((await firstLink.textContent()) ?? '').trim();
      const href = (await firstLink.getAttribute('href')) ?? '';
      const previous = await mainHeading(page);
      await firstLink.click();
      await expect.poll(() => page.evaluate(() => window.location.pathname)).not.toBe(route.split('?')[0]);
      const problem = await detailsProblem(page, name, entry.resourceType ?? '', previous);
      if (problem !== undefined) problems.push(`${entry.id} (${route}) → ${problem}`);
      firstRows.push({ entryId: entry.id, href, name, resourceType: entry.resourceType ?? '' });
    }
    expect(problems).toEqual([]);
    // The demo tenancy fills most lists; a walk that opened only a few proves little.
    expect(firstRows.length).toBeGreaterThan(lists.length / 2);
    // Buckets (whose address carries a name, not an OCID) and the ADB workload lists are among them.
    const opened = new Set(firstRows.map((row) => row.entryId));
    for (const list of lists.filter(
      (p) => p.entry.resourceType === 'Bucket' || p.entry.resourceWhere !== undefined,
    ))
      expect(opened, list.entry.id).toContain(list.entry.id);
  }, 240_000);

  it('opens each of those rows on a device whose index has never seen it', async () => {
    expect(firstRows.length).toBeGreaterThan(0);
    const context = await session().browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await openConsole(page);
      const problems: string[] = [];
      for (const row of firstRows) {
        const previous = await mainHeading(page);
        await goTo(page, row.href);
        const problem = await detailsProblem(page, row.name, row.resourceType, previous);
        if (problem !== undefined) problems.push(`${row.entryId} → ${problem}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});

describe("a registry kind's live list: notification subscriptions", () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession();
  });

  afterAll(async () => {
    await session.close();
  });

  /** A compartment of the demo tenancy that holds subscriptions, as the search finds them. */
  async function subscriptionCompartment(): Promise<string> {
    const response = await fetch(`${inject('emulatorUrl')}/query/us-ashburn-1/20180409/resources?limit=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Structured', query: 'query onssubscription resources' }),
    });
    const found = (await response.json()) as { items: { compartmentId: string }[] };
    const compartmentId = found.items[0]?.compartmentId;
    if (compartmentId === undefined) throw new Error('The demo tenancy has no subscription');
    return compartmentId;
  }

  it("lists a compartment's subscriptions from its address and opens one", async () => {
    const { page } = session;
    const compartmentId = await subscriptionCompartment();
    const list = NAMESPACES.details['lists'];
    await page.goto(
      `${inject('consoleUrl')}/notification/subscriptions/by-compartment?compartmentId=${encodeURIComponent(compartmentId)}`,
    );
    await page.getByRole('heading', { level: 1, name: list?.['subscriptions'] }).waitFor();
    await listSettled(page);
    const firstLink = page.getByTestId('type-list').locator('tbody tr').first().locator('a').first();
    await firstLink.waitFor();
    const endpoint = ((await firstLink.textContent()) ?? '').trim();
    expect(endpoint).not.toBe('');
    await firstLink.click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toMatch(
      /^\/notification\/topics\/ocid1\.onstopic\.[^/]+\/subscriptions\/ocid1\.onssubscription\./,
    );
    // The subscription's details page, titled by its endpoint.
    await page.getByRole('heading', { level: 1, name: endpoint, exact: true }).waitFor();
    expect(await page.locator('main [role="alert"]').count()).toBe(0);
  }, 60_000);
});
