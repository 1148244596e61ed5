/**
 * Links that work anywhere, in the production build against the emulator: a search (its query
 * with a sort, and a type filter) shared with the page's Share button opens the same list in a
 * fresh profile, and offline from the local index; a text shared to the console (the manifest's
 * share target) opens the page of the OCID in it, on a first visit and offline; the manifest's
 * shortcuts open their screens.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

/** Several types, and a sort the address must carry. */
const QUERY = "query all resources where displayName =~ 'web' sorted by displayName asc";

interface Found {
  readonly identifier: string;
  readonly displayName: string;
}

/** A subnet of the demo tenancy, read from the emulator the way the console searches. */
async function demoSubnet(): Promise<Found> {
  const response = await fetch(`${inject('emulatorUrl')}/query/us-ashburn-1/20180409/resources?limit=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query subnet resources' }),
  });
  const { items } = (await response.json()) as { items: Found[] };
  const [subnet] = items;
  if (subnet === undefined) throw new Error('The demo tenancy has no subnet');
  return subnet;
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

/** Waits until every region answered, then gives what the list shows: its count and its names. */
async function shownResults(page: Page): Promise<{ count: string; names: string[] }> {
  await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
  const count = (await page.getByTestId('result-count').textContent()) ?? '';
  const names = await page.getByTestId('search-result').locator('.search-result__name').allTextContents();
  return { count, names };
}

describe('links that work anywhere', () => {
  /** The person who searches and shares: a persistent profile, so its service worker serves offline. */
  let person: PwaSession;
  /** The person the link is sent to: a fresh profile, never here before. */
  let friend: Session;
  let subnet: Found;
  let sharedSearch = '';

  beforeAll(async () => {
    person = await openPwaSession(inject('consoleUrl'));
    await person.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('consoleUrl') });
    // A device with no share sheet (desktop Linux has none; this makes it certain): the button copies.
    await person.context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    friend = await openSession();
    subnet = await demoSubnet();
  });
  afterAll(async () => {
    await friend.close();
    await person.close();
  });

  it('copies a filtered, sorted search with the Share button, and the copy opens the same list on a first visit', async () => {
    const { page } = person;
    await page.goto(inject('consoleUrl'));
    await waitForServiceWorkerControl(page);
    await searchFor(page, QUERY);
    await shownResults(page);
    // The label is the checkbox's target (the input itself is hidden under it).
    await page.getByText(/^Instance \(\d+\)$/).click();
    await page.waitForURL((url) => url.searchParams.get('types') === 'instance');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^\d+ of \d+ results$/);
    const mine = await shownResults(page);
    expect(mine.names.length).toBeGreaterThan(0);

    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor();
    await expect
      .poll(() => page.locator('[role="status"][aria-live="polite"]').textContent())
      .toBe('Link copied to the clipboard');
    sharedSearch = await page.evaluate(() => navigator.clipboard.readText());
    expect(sharedSearch).toBe(page.url());
    expect(new URL(sharedSearch).searchParams.get('q')).toBe(QUERY);
    // The region searched is in the address, whatever region the other console is set to.
    expect(new URL(sharedSearch).searchParams.get('regions')).toBe('us-ashburn-1');
    await screenshot(page, 'links-shared-search');

    await friend.page.goto(sharedSearch);
    const theirs = await shownResults(friend.page);
    expect(theirs).toEqual(mine);
    expect(await friend.page.getByRole('checkbox', { name: /^Instance \(\d+\)$/ }).isChecked()).toBe(true);
    expect(await friend.page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe(QUERY);
    expect(friend.errors).toEqual([]);
  });

  it('opens the shared search offline, answered from the local index', async () => {
    const { page, context } = person;
    const online = await shownResults(page);
    await context.setOffline(true);
    try {
      await page.goto(sharedSearch);
      await page.getByTestId('local-banner').waitFor();
      await expect.poll(() => page.getByTestId('result-count').textContent()).toBe(online.count);
      expect(await page.getByRole('checkbox', { name: /^Instance \(\d+\)$/ }).isChecked()).toBe(true);
    } finally {
      await context.setOffline(false);
    }
    expect(person.errors).toEqual([]);
  });

  it('opens the page of the OCID in a shared text, on a first visit and offline', async () => {
    const shared = `${inject('consoleUrl')}/shared?${new URLSearchParams({
      title: 'From chat',
      text: `Can you look at ${subnet.identifier}? It was added last night.`,
    }).toString()}`;

    const { page } = friend;
    await page.goto(shared);
    await page.getByRole('heading', { level: 1, name: subnet.displayName }).waitFor({ timeout: 30_000 });
    expect(decodeURIComponent(new URL(page.url()).pathname)).toContain(subnet.identifier);
    await screenshot(page, 'links-share-target');

    // Offline, from the index of a console that has seen it.
    await person.page.goto(shared);
    await person.page.getByRole('heading', { level: 1, name: subnet.displayName }).waitFor({ timeout: 30_000 });
    await waitForServiceWorkerControl(person.page);
    await person.context.setOffline(true);
    try {
      await person.page.goto(shared);
      await person.page.getByRole('heading', { level: 1, name: subnet.displayName }).waitFor();
      // The resource's page has the same Share button, offline too.
      await person.page.getByRole('button', { name: 'Share' }).click();
      await person.page.getByRole('button', { name: 'Link copied' }).waitFor();
      expect(await person.page.evaluate(() => navigator.clipboard.readText())).toBe(person.page.url());
      expect(decodeURIComponent(new URL(person.page.url()).pathname)).toContain(subnet.identifier);
    } finally {
      await person.context.setOffline(false);
    }

    // A text without an OCID is searched for.
    await page.goto(`${inject('consoleUrl')}/shared?text=${encodeURIComponent('  web  ')}`);
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'web');
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    expect([...friend.errors, ...person.errors]).toEqual([]);
  });

  it('opens a hostile or malformed address as a page, dropping what it cannot use', async () => {
    const { page } = friend;
    const base = inject('consoleUrl');
    await page.goto(`${base}/search?q=web&types=%3Cscript%3E,instance&states=%E0%A4%A,RUNNING;x&regions=,,&sort=zzz&q2=1`);
    await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    // The usable filter is kept; the others are left out of the list and of the address.
    expect(await page.getByRole('checkbox', { name: /^Instance \(\d+\)$/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /script/ }).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();

    await page.goto(`${base}/shared?text=%25&url=javascript:alert(1)&title=ocid1.%3Cx%3E`);
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    expect(friend.errors).toEqual([]);
  });

  it('ships a manifest whose shortcuts open search, DevOps and the outbox, and whose share target takes text', async () => {
    const { page } = friend;
    const answer = await page.request.get(`${inject('consoleUrl')}/manifest.webmanifest`);
    expect(answer.ok()).toBe(true);
    const manifest = (await answer.json()) as {
      shortcuts: { name: string; url: string }[];
      share_target: { action: string; method: string; enctype: string; params: Record<string, string> };
    };
    expect(manifest.share_target).toEqual({
      action: '/shared',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    const headings: Record<string, string> = { Search: 'Search results', DevOps: 'DevOps projects', Outbox: 'Outbox' };
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(Object.keys(headings));
    for (const shortcut of manifest.shortcuts) {
      await page.goto(new URL(shortcut.url, inject('consoleUrl')).href);
      await page.getByRole('heading', { level: 1, name: headings[shortcut.name] }).waitFor();
    }
    expect(friend.errors).toEqual([]);
  });
});
