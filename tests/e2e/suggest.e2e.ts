/**
 * The search box's suggestions in a fresh profile against the emulator's demo tenancy: Enter
 * runs the search and closes the list (it stays closed while the results arrive); typing a few
 * letters of a demo instance's name offers the matching resource type and, from the local index
 * that search filled, the instances by name; one picked with the keyboard opens its own page;
 * Enter with nothing highlighted closes the list of recent searches and searches for the text.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

interface Found {
  readonly identifier: string;
  readonly displayName: string;
}

/** The demo tenancy's instances in the console's first region, read as the console searches. */
async function demoInstances(): Promise<Found[]> {
  const found: Found[] = [];
  let page: string | null = null;
  do {
    const url = new URL(`${inject('emulatorUrl')}/query/us-ashburn-1/20180409/resources`);
    url.searchParams.set('limit', '1000');
    if (page !== null) url.searchParams.set('page', page);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Structured', query: 'query instance resources' }),
    });
    const { items } = (await response.json()) as { items: Found[] };
    found.push(...items);
    page = response.headers.get('opc-next-page');
  } while (page !== null);
  return found;
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/** The option the keyboard has highlighted: the one the input's aria-activedescendant names. */
async function highlighted(page: Page): Promise<string | null> {
  const id = await page.getByRole('combobox', { name: 'Search' }).getAttribute('aria-activedescendant');
  if (id === null || id === '') return null;
  return page.locator(`[id="${id}"]`).textContent();
}

describe('search box suggestions', () => {
  let session: Session;
  let instances: Found[];

  beforeAll(async () => {
    session = await openSession();
    instances = await demoInstances();
  });
  afterAll(async () => {
    await session.close();
  });

  it('runs the search on Enter and keeps the list closed while the results arrive', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.waitFor();
    await page.locator('body').press('/');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await box.pressSequentially('query inst');
    // The grammar's completions for the type being typed are on screen, none highlighted.
    await suggestions(page)
      .getByRole('option', { name: /Instance/ })
      .first()
      .waitFor();
    await box.pressSequentially('ance resources');
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === 'query instance resources',
    );
    const status = page.getByTestId('search-status');
    await expect.poll(() => status.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    await page.getByTestId('search-result').first().waitFor();
    expect(await suggestions(page).count()).toBe(0);
    expect(await box.getAttribute('aria-expanded')).not.toBe('true');
    expect(session.errors).toEqual([]);
  });

  it('offers the type and instances by name, and opens the one picked with the keyboard', async () => {
    const { page } = session;
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('');
    await box.pressSequentially('bast');
    const list = suggestions(page);
    await list.waitFor();

    // The type Bastion, which runs `query Bastion resources`.
    await list.getByRole('option').filter({ hasText: 'query Bastion resources' }).waitFor();

    // The instances whose name has a word starting with "bast", under their own heading.
    await list.getByText('Resources', { exact: true }).waitFor();
    const named = list.getByRole('option').filter({ hasText: /-bastion-\d\d/ });
    await named.first().waitFor();
    const shown = await named.allTextContents();
    const offered = shown.map(
      (text) =>
        instances
          .filter((instance) => text.includes(instance.displayName))
          .sort((a, b) => b.displayName.length - a.displayName.length)[0],
    );
    expect(offered.every((instance) => instance?.displayName.includes('bastion'))).toBe(true);
    expect(shown.every((text) => text.includes('Instance'))).toBe(true);
    const target = offered.at(-1);
    if (target === undefined) throw new Error('no instance offered by name');
    await screenshot(page, 'search-suggest-names');

    // Down the list with the arrow keys to the last instance offered, then Enter.
    let steps = 0;
    while (!((await highlighted(page)) ?? '').includes(target.displayName)) {
      await box.press('ArrowDown');
      steps += 1;
      expect(steps).toBeLessThan(30);
    }
    await box.press('Enter');
    // An instance's catalogue address has no screen of its own: it opens on its summary page.
    await page.waitForURL((url) => url.pathname === `/resources/${encodeURIComponent(target.identifier)}`);
    await page.getByRole('heading', { level: 1, name: target.displayName }).waitFor({ timeout: 20_000 });
    expect(await list.count()).toBe(0);
    await screenshot(page, 'search-suggest-opened');
    expect(session.errors).toEqual([]);
  });

  it('closes the list on Enter with nothing highlighted, and it stays closed over the results', async () => {
    const { page } = session;
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('');
    // An empty box lists the recent searches.
    const list = suggestions(page);
    await list.getByRole('option', { name: 'query instance resources' }).waitFor();
    await box.pressSequentially('bast');
    await list.getByRole('option').filter({ hasText: 'query Bastion resources' }).waitFor();
    expect(await highlighted(page)).toBeNull();
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'bast');
    const status = page.getByTestId('search-status');
    await expect.poll(() => status.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    await page.getByTestId('search-result').filter({ hasText: 'bastion' }).first().waitFor();
    expect(await list.count()).toBe(0);
    expect(await box.getAttribute('aria-expanded')).not.toBe('true');
    expect(session.errors).toEqual([]);
  });
});
