/**
 * A search as a person on a phone makes it: a tap on the header's search button, the words, Enter,
 * and the results page done.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const LONG = { timeout: 30_000 };

/** Taps the header's search button and searches for `text`, the way a thumb does. */
export async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();
  const box = page.getByRole('banner').locator('.search-box input');
  await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
  await expect.poll(() => page.getByTestId('search-status').getAttribute('data-phase'), LONG).toBe('done');
}
