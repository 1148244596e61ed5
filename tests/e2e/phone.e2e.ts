/**
 * The console on a 390x844 touch phone, in a fresh profile: a one-row header that stays on
 * screen, search one tap away, results that scroll with the page with the filters above them,
 * the most relevant result first, the suggestions closing on Enter, a region list filtered by
 * typing and a dark header in dark mode.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { searchFor } from './support/phoneSearch';
import { openSession, screenshot, type Session } from './support/browser';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LONG = { timeout: 30_000 };

interface Found {
  readonly displayName: string;
  readonly resourceType: string;
}

/** The demo tenancy's resources whose name contains `text`, as the console searches them. */
async function findByName(text: string): Promise<Found[]> {
  const response = await fetch(`${inject('emulatorUrl')}/query/us-ashburn-1/20180409/resources?limit=1000`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: `query all resources where displayName =~ '${text}'` }),
  });
  const { items } = (await response.json()) as { items: Found[] };
  return items;
}

async function headerBox(page: Page) {
  const box = await page.getByRole('banner').boundingBox();
  if (box === null) throw new Error('The header is not on screen');
  return box;
}

describe('the console on a phone', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
  });

  it('has a one-row header with search one tap away', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    await page.getByRole('banner').getByRole('link', { name: 'Field Console' }).waitFor();
    expect((await headerBox(page)).height).toBeLessThanOrEqual(64);
    await screenshot(page, 'phone-header');
    await searchFor(page, 'stage');
    // The suggestions closed with Enter and stay closed while the results arrive.
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect((await headerBox(page)).height).toBeLessThanOrEqual(64);
    expect(session.errors).toEqual([]);
  });

  it('scrolls the results with the page, the filters above them and the header staying', async () => {
    const { page } = session;
    const results = page.getByTestId('search-results');
    await results.waitFor();
    const sizes = await results.evaluate((element) => [element.scrollHeight, element.clientHeight]);
    expect(sizes[0]).toBe(sizes[1]);
    const filters = await page.getByRole('complementary', { name: 'Filters' }).boundingBox();
    const list = await results.boundingBox();
    expect(filters?.y).toBeLessThan(list?.y ?? 0);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Rows further down are drawn as the page scrolls to them.
    await expect.poll(() => page.getByTestId('search-result').count()).toBeGreaterThan(0);
    const header = await headerBox(page);
    expect(header.y).toBe(0);
    await screenshot(page, 'phone-results-scrolled');
    expect(session.errors).toEqual([]);
  });

  it('lists the instance named exactly as searched before its boot volume', async () => {
    const { page } = session;
    const matches = await findByName('stage-etl-app-01');
    expect(matches.map((found) => found.resourceType)).toEqual(
      expect.arrayContaining(['Instance', 'BootVolume']),
    );
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await searchFor(page, 'stage-etl-app-01');
    // Both are found; the instance, named exactly as searched, comes first, its group too.
    await expect.poll(() => page.getByTestId('search-result').count(), LONG).toBeGreaterThanOrEqual(2);
    const first = page.getByTestId('search-result').first();
    const isInstance = async () => {
      const text = (await first.textContent()) ?? '';
      return text.includes('stage-etl-app-01') && !text.includes('Boot Volume');
    };
    await expect.poll(isInstance, LONG).toBe(true);
    expect(await page.getByTestId('search-group').first().textContent()).toMatch(/Instances/);
    await screenshot(page, 'phone-results-ranked');
    expect(session.errors).toEqual([]);
  });

  it('filters the regions to search as one types', async () => {
    const { page } = session;
    await page
      .getByRole('main')
      .getByRole('button', { name: /Regions/ })
      .tap();
    const filter = page.getByRole('searchbox', { name: 'Filter regions' });
    await filter.waitFor();
    const options = page.getByRole('dialog').getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(10);
    await filter.fill('frankfurt');
    await expect.poll(() => options.count()).toBeLessThan(3);
    const shown = await options.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text.toLowerCase()).toContain('frankfurt');
    expect(shown.join(' ')).toContain('eu-frankfurt-1');
    await screenshot(page, 'phone-regions-filtered');
    await page.keyboard.press('Escape');
    expect(session.errors).toEqual([]);
  });
});

describe('the header in dark mode', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
  });

  it('stays dark', async () => {
    const { page } = session;
    await page.goto(inject('consoleUrl'));
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Settings' }).tap();
    await page.getByTestId('settings').waitFor(LONG);
    await page.locator('.ui-theme-toggle__option').filter({ hasText: 'Dark' }).tap();
    await page.waitForFunction(
      () =>
        document.documentElement.dataset['theme'] === 'dark' &&
        !document.getAnimations().some((animation) => animation instanceof CSSTransition),
      undefined,
      LONG,
    );
    const lightness = await header.evaluate((element) => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(
        Number,
      );
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(lightness).toBeLessThan(0.3);
    await screenshot(page, 'phone-header-dark');
    expect(session.errors).toEqual([]);
  });
  it('opens an instance and a bucket from the menu with a tap, on a phone that never searched', async () => {
    const context = await session.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(inject('consoleUrl'));
      for (const [area, list] of [
        ['compute', 'Instances'],
        ['storage', 'Buckets'],
      ] as const) {
        await page.getByTestId('menu-button').tap();
        const menu = page.getByRole('dialog', { name: 'Navigation menu' });
        await menu.locator(`[data-area-id="${area}"]`).tap();
        await menu.getByRole('link', { name: list, exact: true }).tap();
        await menu.waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1, name: list, exact: true }).waitFor(LONG);
        // On a phone the list is cards; the first card's link is the first row's name.
        const first = page.getByTestId('type-list').locator('a').first();
        await first.waitFor(LONG);
        const name = ((await first.textContent()) ?? '').trim();
        expect(name, list).not.toBe('');
        await first.tap();
        // The resource's own page: its name as the heading, not "not on this device".
        await page.locator('main').getByRole('heading', { level: 1, name, exact: true }).waitFor(LONG);
        expect(await page.locator('main [role="alert"]').count(), list).toBe(0);
        // People words: the compartment is "Compartment", by its name, never the field compartmentId.
        await page.locator('main dt').getByText('Compartment', { exact: true }).waitFor(LONG);
        const labels = await page.locator('main dt').allInnerTexts();
        expect(
          labels.filter((label) => /^[a-z]+[A-Z]\w*$/.test(label.trim())),
          list,
        ).toEqual([]);
        await screenshot(page, `phone-${area}-first-row`);
      }
    } finally {
      await context.close();
    }
  });
});
