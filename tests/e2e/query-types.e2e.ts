/**
 * A structured query naming a resource type that does not exist is refused with the nearest
 * name, online (before anything is sent) and offline (the local index's answer), instead of
 * answering "0 results".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, screenshot, type Session } from './support/browser';

async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.waitFor();
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
}

async function expectUnknownType(page: Page, text: string): Promise<void> {
  const error = page.getByTestId('query-error');
  await error.waitFor();
  expect(await error.textContent()).toContain('Unknown resource type “instanse”. Did you mean “Instance”?');
  expect(await error.locator('pre').textContent()).toContain(text);
  expect(await page.getByTestId('search-result').count()).toBe(0);
}

describe('a query with a misspelt resource type', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });

  it('is an error naming the nearest type, online and offline', async () => {
    const { page, context } = session;
    await page.goto(inject('consoleUrl'));
    const text = "query instanse resources where lifecycleState = 'RUNNING'";
    await searchFor(page, text);
    await expectUnknownType(page, text);
    await screenshot(page, 'search-unknown-type-online');

    await context.setOffline(true);
    try {
      const offline = 'query instanse resources';
      await searchFor(page, offline);
      await expectUnknownType(page, offline);
      await screenshot(page, 'search-unknown-type-offline');
    } finally {
      await context.setOffline(false);
    }
    expect(session.errors).toEqual([]);
  });
});
