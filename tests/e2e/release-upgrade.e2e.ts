/**
 * An update never breaks a screen. For the stored data of each earlier release (fixtures made by
 * running that release's build, tests/e2e/fixtures/releases/README.md), a fresh profile gets the
 * console installed, then — the console closed — its storage replaced by what the release kept,
 * written at that release's database version. The signal goes; the console, opened offline,
 * upgrades the data and every screen opens: home, search, a kept resource's page, the outbox,
 * settings and profiles, the DevOps pages of the kept flows and watches, and every page of the
 * menu. Any "Unexpected Application Error", page error or crash fails it. The release's one
 * database becomes the first tenancy's where it is (docs/ARCHITECTURE.md, "The stored data"):
 * the header names that tenancy by its profile (offline, its own name cannot be read), and no
 * other tenancy's database appears.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restoreOrigin, type OriginSnapshot } from '../../scripts/release-fixture-snapshot.mjs';
import { launchBrowser } from './support/browser';
import { menuPages, walkRoutes } from './support/menuPages';

const FIXTURES = 'tests/e2e/fixtures/releases';
const CRASH = 'Unexpected Application Error';

interface Row {
  readonly [field: string]: unknown;
}

function rowsOf(snapshot: OriginSnapshot, table: string): readonly Row[] {
  const db = snapshot.databases.find((d) => d.name === 'field-console');
  return (db?.stores.find((s) => s.name === table)?.rows ?? []) as readonly Row[];
}

/** The name of the profile that signed in the release's data: the tenancy adopted is named after it. */
function activeProfileName(snapshot: OriginSnapshot): string | undefined {
  const active = rowsOf(snapshot, 'settings').find((r) => r['key'] === 'activeProfileId')?.['value'];
  return text(rowsOf(snapshot, 'profiles').find((r) => r['id'] === active)?.['name']);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The screens a user of this release's data opens, each with what shows it has read that data. */
function screensOf(snapshot: OriginSnapshot): { path: string; shows?: string }[] {
  const resource = rowsOf(snapshot, 'resources').find((r) => text(r['displayName']) !== undefined);
  const outbox = rowsOf(snapshot, 'outbox').find((r) => r['state'] === 'pending');
  const watchPaths = rowsOf(snapshot, 'watches').flatMap((w) => text(w['path']) ?? []);
  // A flow's key is `<kind>:<OCID>`; the resource's address opens its DevOps page.
  const flowPaths = rowsOf(snapshot, 'flows').flatMap((f) => {
    const ocid = /^[a-zA-Z]+:(ocid1\.[^:]+)$/.exec(text(f['id']) ?? '')?.[1];
    return ocid === undefined ? [] : [`/resources/${ocid}`];
  });
  const sync = rowsOf(snapshot, 'meta').some((r) => r['key'] === 'tenancySync');
  const name = text(resource?.['displayName']);
  return [
    { path: '/' },
    { path: '/settings', ...(sync ? { shows: '[data-testid="sync-region"]' } : {}) },
    { path: '/settings/profiles', shows: '[data-testid="active-profile"]' },
    { path: '/settings/developer' },
    { path: '/outbox', ...(outbox === undefined ? {} : { shows: `text=${String(outbox['summary'])}` }) },
    ...(name === undefined
      ? []
      : [
          { path: `/search?q=${encodeURIComponent(name)}`, shows: `main a:has-text("${name}")` },
          { path: `/resources/${String(resource?.['identifier'])}`, shows: `main :text("${name}")` },
        ]),
    ...watchPaths.map((path) => ({ path, shows: '[data-testid="flow-status"]' })),
    ...flowPaths.map((path) => ({ path })),
  ];
}

/** The page's first heading or the router's crash page, whichever comes. */
async function settle(page: Page, shows?: string): Promise<string | undefined> {
  const crash = page.getByText(CRASH);
  await page.locator('main h1').first().or(crash).first().waitFor({ timeout: 20_000 });
  if (shows !== undefined) await page.locator(shows).first().or(crash).first().waitFor({ timeout: 20_000 });
  if ((await crash.count()) > 0) return (await page.locator('body').innerText()).slice(0, 300);
  return undefined;
}

const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the stored data of each earlier release', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has fixtures to open', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  for (const fixture of fixtures) {
    it(`${fixture}: opened offline after the update, every screen opens`, async () => {
      const snapshot = JSON.parse(
        readFileSync(`${FIXTURES}/${fixture}/storage.json`, 'utf8'),
      ) as OriginSnapshot;
      const origin = inject('consoleUrl');
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        // While the console is closed: the earlier release's data, written by a page of the
        // origin that is not the console, and the update (the current build's service worker,
        // installed with every file it precaches).
        const loader = await context.newPage();
        await loader.route(`${origin}/__release-fixture`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>fixture</title>' }),
        );
        await loader.goto(`${origin}/__release-fixture`);
        await loader.evaluate(restoreOrigin, snapshot);
        await loader.evaluate(async () => {
          await navigator.serviceWorker.register('/sw.js');
          await navigator.serviceWorker.ready;
        });
        await loader.close();

        await context.setOffline(true);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const problems: string[] = [];
        const screens = screensOf(snapshot);
        for (const { path, shows } of screens) {
          await page.goto(`${origin}${path}`);
          const crash = await settle(page, shows);
          if (crash !== undefined) problems.push(`${path}: ${crash}`);
        }
        // Every page of the menu, moved to by links as a person does, in the same page.
        const routes = menuPages().map(({ route }) => route);
        problems.push(...(await walkRoutes(page, routes, CRASH)));
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
        const profile = activeProfileName(snapshot);
        if (profile !== undefined)
          await page.getByRole('button', { name: `Tenancy: ${profile}. Switch tenancy` }).waitFor();
        const databases = await page.evaluate(async () =>
          (await indexedDB.databases()).flatMap((db) => db.name ?? []),
        );
        expect(databases.filter((name) => name.startsWith('field-console')).sort()).toEqual([
          'field-console',
          'field-console-accounts',
        ]);
      } finally {
        await context.close();
      }
    }, 300_000);
  }
});
