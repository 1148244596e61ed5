/**
 * The offline promise, end to end in Chromium: what a user saw online — a search, two details
 * pages, the console in German — comes back after an offline reload, from the service worker's
 * caches and the local index. And a first visit with the remote locale host down still shows
 * words, not translation keys.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

const LONG = { timeout: 30_000 };

type Strings = Readonly<Record<string, unknown>>;

function strings(path: string): Strings {
  return JSON.parse(readFileSync(path, 'utf8')) as Strings;
}

const FILES = {
  en: {
    console: strings('public/locales/en/console.json'),
    navigation: strings('public/locales/en/navigation.json'),
  },
  de: {
    console: strings('public/locales/de/console.json'),
    navigation: strings('public/locales/de/navigation.json'),
    searchUi: strings('public/locales/de/searchUi.json'),
    settings: strings('public/locales/de/settings.json'),
    details: strings('public/locales/de/details.json'),
    search: strings('public/plugins/locales/oci-console-search-config/de.json'),
  },
};

/** The string at a dotted key of a locale file, its `{{…}}` placeholders left in. */
function text(file: Strings, key: string): string {
  let value: unknown = file;
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Strings)[part] : undefined;
  }
  if (typeof value !== 'string') throw new Error(`No string at ${key}`);
  return value;
}

/** A pattern for the part of a string before its first placeholder (`Stand {{time}}` → `Stand `). */
function prefixOf(template: string): string {
  return (template.split('{{')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Found {
  readonly identifier: string;
  readonly displayName: string;
  readonly resourceType: string;
}

interface Pick {
  /** What to type in the search box: a name prefix the two resources share. */
  readonly query: string;
  readonly subnet: Found;
  readonly securityList: Found;
}

async function search(body: Record<string, string>): Promise<Found[]> {
  const response = await fetch(`${inject('emulatorUrl')}/query/us-ashburn-1/20180409/resources?limit=1000`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { items: Found[] }).items;
}

/**
 * A subnet and a security list of the demo tenancy whose names begin alike
 * (`stage-etl-public-subnet`, `stage-etl-public-sl`), read from the emulator the way the console
 * searches; of those, the pair whose shared prefix finds the fewest resources, so that both
 * rows fit on the first screen of results.
 */
async function demoPair(): Promise<Pick> {
  const [subnets, lists] = await Promise.all([
    search({ type: 'Structured', query: 'query subnet resources' }),
    search({ type: 'Structured', query: 'query securitylist resources' }),
  ]);
  const prefix = (name: string) => name.split('-').slice(0, -1).join('-');
  let best: { pick: Pick; count: number } | undefined;
  for (const subnet of subnets) {
    const query = prefix(subnet.displayName);
    const securityList = lists.find((list) => prefix(list.displayName) === query);
    if (securityList === undefined || !query.includes('-')) continue;
    const found = await search({ type: 'FreeText', text: query });
    const names = found.map((item) => item.displayName);
    if (!names.includes(subnet.displayName) || !names.includes(securityList.displayName)) continue;
    if (best === undefined || found.length < best.count) {
      best = { pick: { query, subnet, securityList }, count: found.length };
    }
  }
  if (best === undefined) throw new Error('The demo tenancy has no subnet and security list named alike');
  return best.pick;
}

async function searchFor(page: Page, label: string, query: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.waitFor(LONG);
  await page.locator('body').press('/');
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  await box.fill(query);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === query, LONG);
}

function resultRow(page: Page, found: Found): Locator {
  return page.getByTestId('search-result').filter({ hasText: found.displayName });
}

/** The row's details link, once enrichment has computed it. */
async function detailsHref(page: Page, found: Found, pattern: RegExp): Promise<string> {
  const link = resultRow(page, found).getByRole('link', { name: found.displayName, exact: true });
  await expect.poll(() => link.getAttribute('href'), LONG).toMatch(pattern);
  const href = await link.getAttribute('href');
  expect(href).toContain(encodeURIComponent(found.identifier));
  return href ?? '';
}

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Picks an option of a react-aria Select by the field's label and the option's name. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  const label = page.getByText(field, { exact: true });
  await page.locator('.ui-field').filter({ has: label }).getByRole('button').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function areaLabels(page: Page): Promise<string[]> {
  return page.getByRole('dialog').locator('[data-area-id]').allTextContents();
}

async function expectGermanMenus(page: Page): Promise<void> {
  const de = FILES.de;
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), LONG).toBe('de');
  const menuButton = page.getByTestId('menu-button');
  await expect.poll(() => menuButton.textContent(), LONG).toBe(text(de.console, 'shell.menu'));
  await menuButton.click();
  const menu = page.getByRole('dialog');
  await menu.waitFor();
  await expect.poll(() => areaLabels(page), LONG).toContain(text(de.navigation, 'area.identity'));
  expect(await areaLabels(page)).toContain(text(de.navigation, 'area.networking'));
  expect(await areaLabels(page)).not.toContain(text(FILES.en.navigation, 'area.identity'));
  expect(await menu.getAttribute('aria-label')).toBe(text(de.console, 'shell.navigationMenu'));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

describe('a revisit without network', () => {
  let session: PwaSession;
  let pick: Pick;
  const visited: { href: string; found: Found }[] = [];

  beforeAll(async () => {
    session = await openPwaSession(inject('consoleUrl'));
    pick = await demoPair();
  });
  afterAll(async () => {
    await session.close();
  });

  it('brings back the search, two details pages and German labels after an offline reload', async () => {
    const { page, context } = session;
    const de = FILES.de;

    // Online: the service worker takes control, a search, two details pages, German.
    await page.goto(inject('consoleUrl'));
    await waitForServiceWorkerControl(page);
    const status = page.getByTestId('online-status');
    await expect.poll(() => status.textContent(), LONG).toBe('Online');

    await searchFor(page, 'Search', pick.query);
    await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
    const subnetHref = await detailsHref(page, pick.subnet, /^\/networking\/vcns\/[^/]+\/subnets\//);
    const listHref = await detailsHref(
      page,
      pick.securityList,
      /^\/networking\/vcns\/[^/]+\/security-lists\//,
    );
    await screenshot(page, 'revisit-search-online');

    await resultRow(page, pick.subnet)
      .getByRole('link', { name: pick.subnet.displayName, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === subnetHref, LONG);
    await heading(page, pick.subnet.displayName).waitFor(LONG);
    visited.push({ href: subnetHref, found: pick.subnet });

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/search', LONG);
    const listLink = resultRow(page, pick.securityList).getByRole('link', {
      name: pick.securityList.displayName,
      exact: true,
    });
    await listLink.waitFor(LONG);
    await listLink.click();
    await page.waitForURL((url) => url.pathname === listHref, LONG);
    await heading(page, pick.securityList.displayName).waitFor(LONG);
    visited.push({ href: listHref, found: pick.securityList });

    await page.goto(`${inject('consoleUrl')}/settings`);
    await page.getByTestId('settings').waitFor(LONG);
    await choose(page, 'Language', 'Deutsch');
    await expectGermanMenus(page);
    await page.getByText(text(de.settings, 'language.title'), { exact: true }).waitFor(LONG);

    // Offline: the reload starts from the caches, still in German.
    await context.setOffline(true);
    const offline = text(de.console, 'pwa.offline');
    await expect.poll(() => status.textContent(), LONG).toBe(offline);
    await page.reload();
    await expect.poll(() => status.textContent(), LONG).toBe(offline);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByTestId('settings').waitFor(LONG);
    await expectGermanMenus(page);
    await page.getByText(text(de.settings, 'language.title'), { exact: true }).waitFor(LONG);
    await screenshot(page, 'revisit-offline-settings-de');

    // The same search, answered by the local index, each result with its age.
    await searchFor(page, text(de.searchUi, 'box.label'), pick.query);
    const banner = page.getByTestId('local-banner');
    await banner.waitFor(LONG);
    expect(await banner.textContent()).toContain(text(de.searchUi, 'status.offlineTitle'));
    for (const found of [pick.subnet, pick.securityList]) {
      const row = resultRow(page, found);
      await row.waitFor(LONG);
      expect(await row.locator('time').textContent()).toMatch(
        new RegExp(`^${prefixOf(text(de.console, 'ui.asOf'))}\\S`),
      );
    }
    const subnets = page
      .getByTestId('search-group')
      .filter({ hasText: text(de.search, 'types.subnet.plural') });
    await subnets.waitFor(LONG);
    expect(await page.getByTestId('result-count').textContent()).toMatch(/\d+ Ergebnis/);
    await screenshot(page, 'revisit-offline-search-de');

    // Both details pages open again from their addresses, in German.
    for (const { href, found } of visited) {
      await page.goto(`${inject('consoleUrl')}${href}`);
      await heading(page, found.displayName).waitFor(LONG);
      await page.getByText(text(de.details, 'freshness.keptCopy'), { exact: true }).waitFor(LONG);
      await expect
        .poll(() => page.getByTestId('menu-button').textContent(), LONG)
        .toBe(text(de.console, 'shell.menu'));
    }
    await page.getByText(text(de.details, 'types.securityList'), { exact: true }).first().waitFor(LONG);
    await screenshot(page, 'revisit-offline-details-de');

    await context.setOffline(false);
    await expect.poll(() => status.textContent(), LONG).toBe('Online');
    expect(session.errors).toEqual([]);
  });
});

describe('a first visit with the remote locale host down', () => {
  let session: Session;
  const aborted: string[] = [];

  beforeAll(async () => {
    session = await openSession();
    await session.context.route('**/locales/oci-console-*/**', async (route) => {
      aborted.push(route.request().url());
      await route.abort('connectionrefused');
    });
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows the English words from the console’s own files, not their keys', async () => {
    const { page } = session;
    const en = FILES.en;
    await page.goto(inject('consoleUrl'));
    const menuButton = page.getByTestId('menu-button');
    await expect.poll(() => menuButton.textContent(), LONG).toBe(text(en.console, 'shell.menu'));
    await menuButton.click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    expect(await menu.getAttribute('aria-label')).toBe(text(en.console, 'shell.navigationMenu'));
    await expect.poll(() => areaLabels(page), LONG).toContain(text(en.navigation, 'area.identity'));
    const labels = await areaLabels(page);
    expect(labels).toContain(text(en.navigation, 'area.networking'));
    expect(labels.filter((label) => /^[\w-]+(\.[\w-]+)+$/.test(label.trim()))).toEqual([]);
    await screenshot(page, 'first-visit-locale-host-down');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    expect(aborted.some((url) => url.includes('/oci-console-navigation/2.4/en.json'))).toBe(true);
    expect(aborted.some((url) => url.includes('/oci-console-navigation/en.json'))).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
