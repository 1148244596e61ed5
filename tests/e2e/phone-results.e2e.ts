/**
 * Search results on a 390 px phone (issue 36, from a field walk): the results start on the first
 * screen, the filters folded above them into one line that opens them; and the query is editable
 * on the results page itself, not only behind the header's search button.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openSession, screenshot, type Session } from './support/browser';

const LONG = { timeout: 30_000 };

describe('search results on a phone', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(PHONE);
  });
  afterAll(async () => {
    await session.close();
  });

  it('start on the first screen, with the filters folded above them', async () => {
    const { page } = session;
    await page.goto(`${inject('consoleUrl')}/search?q=stage`);
    await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
    const first = page.getByTestId('search-result').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    // Folded: one line, its values out of sight until it is opened.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const fold = filters.getByText('Filters', { exact: true });
    await fold.waitFor();
    expect(await filters.getByRole('checkbox').count()).toBe(0);
    await screenshot(page, 'phone-results-first');
    await fold.tap();
    // A type's value, by its words: "Build run (8)".
    await filters.getByText(/ \(\d+\)$/).first().tap();
    await page.waitForURL((url) => url.searchParams.get('types') !== null);
    await filters.getByText('Filters (1)', { exact: true }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('has the query editable on the results page', async () => {
    const { page } = session;
    const query = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await query.waitFor();
    expect(await query.inputValue()).toBe('stage');
    await query.fill('subnet');
    await query.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'subnet');
    // A new query starts unfiltered, in the same regions.
    expect(new URL(page.url()).searchParams.get('types')).toBeNull();
    await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
    expect(await query.inputValue()).toBe('subnet');
    await expect.poll(() => page.getByTestId('search-result').count()).toBeGreaterThan(0);
    await screenshot(page, 'phone-results-query');
    expect(session.errors).toEqual([]);
  });
});
