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
import { EVERY_DETAILS_CONFIG } from '../../src/app/kinds/detailsConfigs';
import { matchResourceLink } from '../../src/app/features/search/matchResourceLink';
import { screenLink } from '../../src/app/resourceHref';
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
  readonly compartmentId?: string;
  readonly link: string | null;
  readonly enrichment?: { readonly vnicAttachmentId?: unknown };
}

/** A result to open: its row, the address it opens and the row of the resource that page shows. */
interface Walk {
  readonly row: Row;
  readonly href: string;
  readonly shows: Row;
}

const ENDED = new Set(['SUCCEEDED', 'FAILED', 'CANCELED']);
const RUNNING = new Set(['ACCEPTED', 'IN_PROGRESS']);
const REST_WHEN_ONLINE = 'Offline: the rest of this page shows when the device is back online.';
/** What every stand-in page may offer whatever the state: nothing that acts on the resource. */
const NEUTRAL_BUTTONS = new Set(['Share', 'Refresh', 'Copy OCID', 'Show OCID']);
/** The DevOps kinds of the registry, by the search catalogue's type names: each must be walked. */
const DEVOPS_TYPES = [
  'DevopsProject',
  'DevopsBuildPipeline',
  'DevopsBuildPipelineStage',
  'DevopsBuildRun',
  'DevopsDeployPipeline',
  'DevopsDeployStage',
  'DevopsDeployment',
  'DevopsDeployEnvironment',
  'DevopsDeployArtifact',
  'DevopsConnection',
  'DevopsTrigger',
];

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
 * The resource whose page a result's address is: the resource itself (a container image's with
 * its version), or, for an address naming a VNIC attachment, the VNIC the index knows behind it
 * (a VNIC's and an IP address's results open that page).
 */
function shownBy(rows: readonly Row[], href: string): Row | undefined {
  const named = matchResourceLink(href.split('?')[0] ?? '')?.id;
  if (named === undefined) return undefined;
  return rows.find(
    (row) =>
      row.identifier === named ||
      named.split(':')[0] === row.identifier ||
      (row.resourceType === 'Vnic' && row.enrichment?.vnicAttachmentId === named),
  );
}

/** One result of each type whose results open a screen of the console's own. */
function onePerType(rows: readonly Row[]): Map<string, Walk> {
  const chosen = new Map<string, Walk>();
  // A failed run first, then one that ended otherwise: where a Cancel would be wrong.
  const rank = (row: Row): number =>
    row.lifecycleState === 'FAILED' ? 2 : ENDED.has(row.lifecycleState ?? '') ? 1 : 0;
  const ordered = [...rows].sort((a, b) => rank(b) - rank(a));
  for (const row of ordered) {
    const href = screenLink(row.link);
    if (href === undefined || chosen.has(row.resourceType)) continue;
    const shows = shownBy(rows, href);
    if (shows?.displayName) chosen.set(row.resourceType, { row, href, shows });
  }
  return chosen;
}

/** Opens the resource from the results of a search for its name, as a person would. */
async function openFromResults(page: Page, origin: string, walk: Walk): Promise<void> {
  await page.goto(`${origin}/search?q=${encodeURIComponent(walk.row.displayName ?? walk.row.identifier)}`);
  const result = page.locator(`a[href="${walk.href}"]`).first();
  await result.waitFor({ timeout: 30_000 });
  await result.click();
  await page.waitForURL((url) => url.pathname === walk.href.split('?')[0]);
}

/**
 * What the page must show offline of a resource it has no read of: its name and state, its
 * compartment by name and its age from the index, the offline line, and no action but those the
 * known state allows (a run still going may be cancelled; nothing else acts on a resource unread).
 */
async function expectIndexedPage(
  page: Page,
  walk: Walk,
  names: ReadonlyMap<string, string>,
): Promise<string[]> {
  const { shows } = walk;
  const what = `${walk.row.resourceType} ${walk.row.identifier}`;
  const heading = page.locator('.ui-overview-heading');
  try {
    await page
      .getByRole('heading', { level: 1, name: shows.displayName, exact: true })
      .waitFor({ timeout: 10_000 });
    await page.getByText(REST_WHEN_ONLINE).waitFor({ timeout: 5_000 });
  } catch {
    return [
      `${what}: shows "${await heading.innerText().catch(() => '')}" and not its name with the offline line`,
    ];
  }
  const problems: string[] = [];
  const text = await page.locator('main').innerText();
  if (
    shows.lifecycleState &&
    !(await heading.innerText()).toLowerCase().includes(lifecycleLabel(shows.lifecycleState).toLowerCase())
  )
    problems.push(`${what}: no ${shows.lifecycleState} badge`);
  const age = await page
    .getByTestId('details-age')
    .innerText()
    .catch(() => '');
  if (!/ ago · from the local index$/.test(age)) problems.push(`${what}: its age reads "${age}"`);
  const compartment = names.get(shows.compartmentId ?? '');
  // Named as every page names a compartment: its path from the root, ending in its own name.
  const pathEnding = (name: string) =>
    new RegExp(`Compartment\n(?:[^\n]* / )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\n|$)`);
  if (compartment !== undefined && !pathEnding(compartment).test(text))
    problems.push(`${what}: does not name its compartment ${compartment}`);
  if (/Could not load/.test(text)) problems.push(`${what}: says it could not load`);
  if (text.includes('Looking up its state…')) problems.push(`${what}: still looking up its state`);
  const allowed = new Set(NEUTRAL_BUTTONS);
  if (RUNNING.has(shows.lifecycleState ?? '')) allowed.add('Cancel run');
  const buttons = await page.locator('main').getByRole('button').allInnerTexts();
  const offered = buttons.map((name) => name.trim()).filter((name) => !allowed.has(name));
  if (offered.length > 0)
    problems.push(`${what} (${shows.lifecycleState ?? 'no state'}): offers ${offered.join(', ')}`);
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
        const names = new Map(
          rows.flatMap((row) =>
            row.resourceType === 'Compartment' && row.displayName ? [[row.identifier, row.displayName]] : [],
          ),
        );
        const walks = onePerType(rows);
        // Every details type the tenancy has and the catalogue links opens a page of the console's
        // own (a database home has no link: its results open the summary page), and every type
        // whose results open one is walked, the DevOps kinds among them.
        const held = new Set(rows.map((row) => row.resourceType));
        const opening = new Set(rows.filter((row) => screenLink(row.link)).map((row) => row.resourceType));
        const unopened = detailsTypes.filter(
          (type) => held.has(type) && resourceType(type)?.link && !opening.has(type),
        );
        expect(unopened).toEqual([]);
        expect([...opening].filter((type) => !walks.has(type))).toEqual([]);
        expect(DEVOPS_TYPES.filter((type) => !walks.has(type))).toEqual([]);
        const named = ['Subnet', 'DevopsDeployment', 'DevopsBuildRun'].flatMap(
          (type) => walks.get(type) ?? [],
        );
        expect(named.map((walk) => walk.row.resourceType)).toEqual([
          'Subnet',
          'DevopsDeployment',
          'DevopsBuildRun',
        ]);
        expect(walks.get('DevopsBuildRun')?.row.lifecycleState).toBe('FAILED');
        expect(walks.get('DevopsDeployment')?.row.lifecycleState).toBe('FAILED');

        await context.setOffline(true);
        const problems: string[] = [];
        for (const walk of named) {
          await openFromResults(page, served.url, walk);
          problems.push(...(await expectIndexedPage(page, walk, names)));
          await screenshot(page, `offline-page-${walk.row.resourceType}`);
        }
        for (const walk of walks.values()) {
          if (named.includes(walk)) continue;
          await openFromResults(page, served.url, walk);
          problems.push(...(await expectIndexedPage(page, walk, names)));
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
