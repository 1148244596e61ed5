/**
 * Every result opens offline (issue 36): a new user downloads the tenancy on a 390 px phone, the
 * signal goes, and results never opened before open their type's own page from what the device's
 * index holds — name and state in the heading, the facts, a plain line that the rest shows when
 * online, and only the actions the known state allows. A subnet, a deployment and a build run
 * first (once "Could not load Subnet" under its OCID, or "Looking up its state…" for ever with a
 * Cancel on a failed run), then one resource of every kind whose results open a screen of its
 * own. Back online, the page fills in the rest.
 *
 * It runs its own emulator; lifecycles run at real speed, so the index stays true meanwhile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_DETAILS_CONFIG } from '../../src/app/features/details/detailsConfigs';
import { matchResourceLink } from '../../src/app/features/search/matchResourceLink';
import { screenLink } from '../../src/app/features/search/resourceHref';
import { lifecycleLabel } from '../../src/oci/lifecycle';
import { resourceType } from '../../src/oci/resource-types';
import { PHONE, openSession, screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { startOwnConsole, type OwnConsole } from './support/chaos';
import { downloadTenancy } from './support/tenancyDownload';

interface Row {
  readonly identifier: string;
  readonly resourceType: string;
  readonly displayName?: string;
  readonly lifecycleState?: string;
  readonly link: string | null;
}

const ENDED = new Set(['SUCCEEDED', 'FAILED', 'CANCELED']);
const REST_WHEN_ONLINE = 'Offline: the rest of this page shows when the device is back online.';

/** The local index as the page keeps it (the console's one database). */
function indexRows(page: Page): Promise<Row[]> {
  return page.evaluate(
    () =>
      new Promise<Row[]>((resolve, reject) => {
        const open = indexedDB.open('field-console');
        open.onerror = () => {
          reject(new Error('cannot open the index'));
        };
        open.onsuccess = () => {
          const all = open.result.transaction('resources').objectStore('resources').getAll();
          all.onsuccess = () => {
            resolve(all.result as Row[]);
            open.result.close();
          };
          all.onerror = () => {
            reject(new Error('cannot read the index'));
          };
        };
      }),
  );
}

/**
 * Whether a result's link is its own page: the address names the resource itself (a container
 * image's with its version), not another one's (an IP address opens its VNIC's page).
 */
function ownPage(row: Row, href: string): boolean {
  const named = matchResourceLink(href.split('?')[0] ?? '')?.id;
  return named === row.identifier || named?.split(':')[0] === row.identifier;
}

/** One resource of each type whose result opens a screen of its own. */
function onePerKind(rows: readonly Row[]): Map<string, Row & { readonly href: string }> {
  const chosen = new Map<string, Row & { readonly href: string }>();
  // A failed run first, then one that ended otherwise: where a Cancel would be wrong.
  const rank = (row: Row): number =>
    row.lifecycleState === 'FAILED' ? 2 : ENDED.has(row.lifecycleState ?? '') ? 1 : 0;
  const ordered = [...rows].sort((a, b) => rank(b) - rank(a));
  for (const row of ordered) {
    const href = screenLink(row.link);
    if (href === undefined || chosen.has(row.resourceType) || !row.displayName || !ownPage(row, href))
      continue;
    chosen.set(row.resourceType, { ...row, href });
  }
  return chosen;
}

/** Opens the resource from the results of a search for its name, as a person would. */
async function openFromResults(
  page: Page,
  origin: string,
  row: Row & { readonly href: string },
): Promise<void> {
  await page.goto(`${origin}/search?q=${encodeURIComponent(row.displayName ?? '')}`);
  const result = page.locator(`a[href="${row.href}"]`).first();
  await result.waitFor({ timeout: 30_000 });
  await result.click();
  await page.waitForURL((url) => url.pathname === row.href.split('?')[0]);
}

/** What the page must show offline of a resource it has no read of. */
async function expectIndexedPage(page: Page, row: Row): Promise<string[]> {
  const problems: string[] = [];
  const what = `${row.resourceType} ${row.identifier}`;
  const heading = page.locator('.ui-overview-heading');
  try {
    await page
      .getByRole('heading', { level: 1, name: row.displayName, exact: true })
      .waitFor({ timeout: 10_000 });
    await page.getByText(REST_WHEN_ONLINE).waitFor({ timeout: 5_000 });
  } catch {
    return [
      `${what}: shows "${await heading.innerText().catch(() => '')}" and not its name with the offline line`,
    ];
  }
  const text = await page.locator('main').innerText();
  if (
    row.lifecycleState &&
    !(await heading.innerText()).toLowerCase().includes(lifecycleLabel(row.lifecycleState).toLowerCase())
  )
    problems.push(`${what}: no ${row.lifecycleState} badge`);
  if (/Could not load/.test(text)) problems.push(`${what}: says it could not load`);
  if (text.includes('Looking up its state…')) problems.push(`${what}: still looking up its state`);
  if (
    ENDED.has(row.lifecycleState ?? '') &&
    (await page.getByRole('button', { name: 'Cancel run' }).count()) > 0
  )
    problems.push(`${what}: offers Cancel run on a run that ended`);
  return problems;
}

/** Enriches, as any search online does, the results of the details pages' types, so their links are known. */
async function searchDetailsTypes(page: Page, origin: string): Promise<readonly string[]> {
  const types = [...new Set(EVERY_DETAILS_CONFIG.flatMap((config) => config.resourceTypes))];
  await page.goto(`${origin}/search?q=${encodeURIComponent(`query ${types.join(', ')} resources`)}`);
  await expect
    .poll(() => page.getByTestId('search-status').getAttribute('data-phase'), { timeout: 180_000 })
    .toBe('done');
  return types;
}

describe('every result opens offline', () => {
  let served: OwnConsole;
  beforeAll(async () => {
    served = await startOwnConsole({ timeScale: 1 });
  });
  afterAll(async () => {
    await served.close();
  });

  it(
    'shows a subnet, a deployment, a build run and every kind with a screen of its own',
    { timeout: 900_000 },
    async () => {
      const session = await openSession(PHONE);
      const { page, context } = session;
      try {
        await page.goto(served.url);
        await waitForServiceWorkerControl(page);
        await downloadTenancy(page, served.url);
        const detailsTypes = await searchDetailsTypes(page, served.url);
        const rows = await indexRows(page);
        const kinds = onePerKind(rows);
        // Every details type the tenancy has and the catalogue links opens a page of the console's
        // own (a database home has no link: its results open the summary page; an IP address
        // opens its VNIC's page, walked as the VNIC's).
        const held = new Set(rows.map((row) => row.resourceType));
        const opening = new Set(rows.filter((row) => screenLink(row.link)).map((row) => row.resourceType));
        const unopened = detailsTypes.filter(
          (type) => held.has(type) && resourceType(type)?.link && !opening.has(type),
        );
        expect(unopened).toEqual([]);
        const named = ['Subnet', 'DevopsDeployment', 'DevopsBuildRun'].flatMap(
          (type) => kinds.get(type) ?? [],
        );
        expect(named.map((row) => row.resourceType)).toEqual([
          'Subnet',
          'DevopsDeployment',
          'DevopsBuildRun',
        ]);
        expect(kinds.get('DevopsBuildRun')?.lifecycleState).toBe('FAILED');
        expect(kinds.get('DevopsDeployment')?.lifecycleState).toBe('FAILED');

        await context.setOffline(true);
        const problems: string[] = [];
        for (const row of named) {
          await openFromResults(page, served.url, row);
          problems.push(...(await expectIndexedPage(page, row)));
          await screenshot(page, `offline-page-${row.resourceType}`);
        }
        for (const row of kinds.values()) {
          if (named.includes(row)) continue;
          await openFromResults(page, served.url, row);
          problems.push(...(await expectIndexedPage(page, row)));
        }
        expect(problems).toEqual([]);

        // Back online, the subnet's page fills in the rest from its read.
        const [subnet] = named;
        if (subnet === undefined) throw new Error('no subnet');
        await openFromResults(page, served.url, subnet);
        await page.getByText(REST_WHEN_ONLINE).waitFor();
        await context.setOffline(false);
        await page.getByRole('region', { name: 'Details' }).waitFor({ timeout: 30_000 });
        expect(await page.getByText(REST_WHEN_ONLINE).count()).toBe(0);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    },
  );
});
