/**
 * The setup most browser tests share: a fresh profile with the console open on its home page,
 * ready once the menu button is there, and the ways a person opens a page from the menu or the
 * header.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { openSession, type Session } from './browser';

/** The console's home page, once its menu can be opened. */
export async function openConsole(page: Page): Promise<void> {
  await page.goto(inject('consoleUrl'));
  await page.getByTestId('menu-button').waitFor();
}

/**
 * A fresh session on the console for the tests of the describe block it is called in: opened
 * before the first, closed after the last. The returned function gives the open session.
 */
export function consoleSession(options: BrowserContextOptions = {}): () => Session {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openSession(options);
    await openConsole(session.page);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (session === undefined) throw new Error('The console session is not open yet');
    return session;
  };
}

/** Opens a page of the menu as a user does: the menu, its filter, the entry that leads there. */
export async function openFromMenu(page: Page, words: string, href: string): Promise<void> {
  await page.getByTestId('menu-button').click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await menu.waitFor();
  await page.keyboard.type(words);
  await menu.getByTestId('menu-results').locator(`a[href="${href}"]`).first().click();
  await menu.waitFor({ state: 'detached' });
}

/** Opens a page of the menu as a person browsing it does: the menu, an area, the entry in its panel. */
export async function openFromArea(page: Page, area: string, entry: string): Promise<void> {
  await page.getByTestId('menu-button').click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await menu.locator(`[data-area-id="${area}"]`).click();
  await menu.getByTestId('menu-panel').getByRole('link', { name: entry, exact: true }).first().click();
}

/** Settings → Profiles, from the header, as a person gets there. */
export async function openProfiles(page: Page): Promise<void> {
  await page.getByTestId('settings-link').click();
  await page.getByTestId('profiles-link').click();
  await page.getByTestId('active-profile').waitFor({ timeout: 60_000 });
}
