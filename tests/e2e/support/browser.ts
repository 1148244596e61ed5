/**
 * Debian's Chromium driven by playwright-core (no browser downloads), with the flags this
 * machine's closed network needs.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

export interface Session {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

/** A 390 px phone held upright, touch and all: how the field admin holds the console. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A fresh profile and page; page errors are collected so a test can assert there were none. */
export async function openSession(options: BrowserContextOptions = {}): Promise<Session> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    browser,
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('reports/screenshots', { recursive: true });
  await page.screenshot({ path: `reports/screenshots/${name}.png`, fullPage: false });
}

/**
 * Settings, the way a person gets there (the header's link from `origin`'s home page), and the
 * language picked from the list.
 */
export async function chooseLanguage(page: Page, origin: string, language: string): Promise<void> {
  await page.goto(origin);
  await page.getByTestId('settings-link').click();
  await page.getByTestId('settings').waitFor({ timeout: 30_000 });
  const label = page.getByText('Language', { exact: true });
  await page.locator('.ui-field').filter({ has: label }).getByRole('button').click();
  await page.getByRole('option', { name: language, exact: true }).click();
}
