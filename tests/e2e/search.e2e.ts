/**
 * Global search in the production build against the emulator: online (results grouped by type,
 * refreshed in place as enrichment computes their links, a result's details page), offline (the
 * same search answered by the local index with the same count, each result with its age, a
 * banner saying why), and
 * a wrong structured query shown with a caret under its position.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

interface Found {
  readonly identifier: string;
  readonly displayName: string;
  readonly resourceType: string;
}

/** A subnet of the demo tenancy, read from the emulator the way the console searches. */
async function demoSubnet(): Promise<Found> {
  const response = await fetch(`${inject('emulatorUrl')}/query/us-ashburn-1/20180409/resources?limit=100`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query subnet resources' }),
  });
  const { items } = (await response.json()) as { items: Found[] };
  const names = items.map((item) => item.displayName);
  // A name no other subnet contains, so the search has one subnet to show.
  const unique = items.find((item) => names.filter((name) => name.includes(item.displayName)).length === 1);
  if (unique === undefined) throw new Error('The demo tenancy has no subnet with a distinct name');
  return unique;
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  await page.locator('body').press('/');
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

describe('global search', () => {
  let session: Session;
  let subnet: Found;
  /** What online searches counted, by text, for the same searches offline. */
  const onlineCounts = new Map<string, string>();
  /** The subnet's name without its first letter: inside a word, so free text finds nothing. */
  const inner = (): string => subnet.displayName.slice(1);

  beforeAll(async () => {
    session = await openSession();
    subnet = await demoSubnet();
  });
  afterAll(async () => {
    await session.close();
  });

  it('finds a resource online, grouped by type, and opens its details page', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    const addresses: URL[] = [];
    const navigated = (frame: Frame): void => {
      if (frame === page.mainFrame()) addresses.push(new URL(frame.url()));
    };
    page.on('framenavigated', navigated);
    // What Enter opens is fetched while the page is idle, before any search.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/assets\/SearchScreen-[\w-]+\.js$/.test(entry.name)),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await searchFor(page, subnet.displayName);

    const status = page.getByTestId('search-status');
    await expect.poll(() => status.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    page.off('framenavigated', navigated);
    // Enter goes to the address of the whole search, the console's region in it: one navigation.
    expect(
      addresses
        .filter((address) => address.pathname === '/search')
        .map((address) => [address.searchParams.get('q'), address.searchParams.get('regions')]),
    ).toEqual([[subnet.displayName, 'us-ashburn-1']]);
    const group = page.getByTestId('search-group').filter({ hasText: 'Subnets' });
    await group.waitFor();
    expect(await group.textContent()).toMatch(/Subnets\s*1 result/);
    onlineCounts.set(subnet.displayName, (await page.getByTestId('result-count').textContent()) ?? '');
    const row = page.getByTestId('search-result').filter({ hasText: subnet.displayName });
    await row.waitFor();
    expect(await row.textContent()).toContain('us-ashburn-1');
    // Enrichment found the subnet's VCN: its link is the subnet's page under that VCN.
    const link = row.getByRole('link', { name: subnet.displayName });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/networking\/vcns\/ocid1\.vcn\.[^/]+\/subnets\/ocid1\.subnet\./);
    expect(href).toContain(encodeURIComponent(subnet.identifier));
    await screenshot(page, 'search-online');

    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: subnet.displayName }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'search-details');

    // Free text finds words by their beginning, not letters inside a word.
    await searchFor(page, inner());
    await expect.poll(() => status.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
    const innerCount = (await page.getByTestId('result-count').textContent()) ?? '';
    expect(innerCount).toMatch(/^\d+ results?$/);
    expect(await page.getByTestId('search-result').filter({ hasText: subnet.displayName }).count()).toBe(0);
    onlineCounts.set(inner(), innerCount);
    expect(session.errors).toEqual([]);
  });

  it('answers from the local index offline, with each result’s age and the reason', async () => {
    const { page, context } = session;
    await context.setOffline(true);
    try {
      // Free text means the same offline: the same words find what they found online.
      const banner = page.getByTestId('local-banner');
      for (const [text, count] of onlineCounts) {
        await searchFor(page, text);
        await banner.waitFor();
        await expect.poll(() => page.getByTestId('result-count').textContent()).toBe(count);
      }

      await searchFor(page, subnet.displayName.split('-').slice(0, 2).join('-'));
      await banner.waitFor();
      expect(await banner.textContent()).toContain('offline');
      const row = page.getByTestId('search-result').filter({ hasText: subnet.displayName });
      await row.waitFor();
      expect(await row.locator('time').textContent()).toMatch(/^as of /);
      expect(await page.getByTestId('result-count').textContent()).toMatch(/\d+ results?/);
      await screenshot(page, 'search-offline');

      await searchFor(page, 'query subnet resources where displayName');
      const error = page.getByTestId('query-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/Expected .* at position \d+/);
      const [line = '', caret = ''] = ((await error.locator('pre').textContent()) ?? '').split('\n');
      expect(line).toBe('query subnet resources where displayName');
      expect(caret.trimEnd().endsWith('^')).toBe(true);
      expect(caret.indexOf('^')).toBeGreaterThan('query subnet resources where'.length);
      await screenshot(page, 'search-query-error');
    } finally {
      await context.setOffline(false);
    }
    expect(session.errors).toEqual([]);
  });

  it('suggests types and recent searches while typing', async () => {
    const { page } = session;
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('');
    await box.pressSequentially('subn');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    // The type's own suggestion comes once the type names are loaded; a resource named like it
    // may be offered first.
    await listbox
      .getByRole('option', { name: /query Subnet resources/ })
      .first()
      .waitFor();
    expect(await listbox.textContent()).toContain('query Subnet resources');
    await screenshot(page, 'search-suggestions');
    await box.press('Escape');
  });
});
