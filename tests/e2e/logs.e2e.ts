/**
 * The log search as a new user meets it, in a fresh profile: from the menu, a compartment whose
 * logs are all in the compartments under it finds nothing on its own and log lines with
 * "Include subcompartments"; a line opens by keyboard (time, source, message, fields) and closes
 * back to where it was opened. An answer that is no search answer shows an error, not a crash.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openSession, type Session } from './support/browser';
import { englishText } from './support/englishWords';

type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;
const read = (name: string): Strings =>
  JSON.parse(readFileSync(`public/locales/en/${name}.json`, 'utf8')) as Strings;
const LOGGING = read('logging');
const NAVIGATION = read('navigation');
const CONSOLE = read('console');
const LONG = { timeout: 60_000 };
/** A compartment of the demo tenancy with no logs of its own and logs in the ones under it. */
const PARENT = 'SharedServices';

const text = (strings: Strings, group: string, key: string): string => String(strings[group]?.[key]);

/** Fresh profile → menu → Observability & Management → log search; the form is shown. */
async function openLogSearchFromMenu(page: Page): Promise<Locator> {
  await page.goto(inject('consoleUrl'));
  await page.getByTestId('menu-button').click();
  const menu = page.getByRole('dialog', { name: text(CONSOLE, 'shell', 'navigationMenu') });
  await menu.locator('[data-area-id="observability"]').click();
  await menu.getByRole('link', { name: text(NAVIGATION, 'observability', 'logSearch'), exact: true }).click();
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: englishText('logging', 'title') }).waitFor();
  return main;
}

async function chooseCompartment(page: Page, main: Locator, name: string): Promise<void> {
  await main.getByRole('button', { name: englishText('glossary', 'compartment') }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The number of log lines the results say they hold, once a search has answered. */
async function linesFound(main: Locator): Promise<number> {
  const [before, after] = text(LOGGING, 'results', 'entries').split('{{number}}') as [string, string];
  const caption = main.getByText(new RegExp(`^${before}\\d+${after}$`)).first();
  await main.locator('table:not([aria-busy="true"])').first().waitFor();
  const shown = (await caption.textContent()) ?? '';
  return Number(shown.slice(before.length, shown.length - after.length));
}

describe('log search', () => {
  let session: Session;

  beforeEach(async (test) => {
    // A route reaches the worker's requests only when no service worker answers them first.
    session = await openSession(test.task.name.includes('error') ? { serviceWorkers: 'block' } : {});
  });

  afterEach(async () => {
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it(
    'finds log lines from the menu, more with subcompartments, and opens one by keyboard',
    LONG,
    async () => {
      const { page } = session;
      const main = await openLogSearchFromMenu(page);
      await chooseCompartment(page, main, PARENT);
      const include = main.getByRole('checkbox', {
        name: text(LOGGING, 'filters', 'includeSubcompartments'),
      });
      const search = main.getByRole('button', { name: englishText('logging', 'search'), exact: true });
      const lines = main.getByRole('button', {
        name: new RegExp(`^${text(LOGGING, 'entry', 'open').split('{{time}}')[0] ?? ''}`),
      });

      expect(await include.isChecked()).toBe(false);
      await search.click();
      await page.waitForURL(/compartmentId=/);
      const alone = await linesFound(main);
      await main.getByText(text(LOGGING, 'results', 'empty'), { exact: true }).waitFor();

      await main.getByText(text(LOGGING, 'filters', 'includeSubcompartments'), { exact: true }).click();
      expect(await include.isChecked()).toBe(true);
      await search.click();
      await page.waitForURL(/subcompartments=true/);
      await lines.first().waitFor();
      const withSubcompartments = await linesFound(main);
      expect(withSubcompartments).toBeGreaterThan(alone);
      expect(await lines.count()).toBe(withSubcompartments);

      // The first line, opened from the keyboard: the focus lands on what opened.
      const line = lines.first();
      const when = (await line.textContent()) ?? '';
      await line.focus();
      await page.keyboard.press('Enter');
      const details = main.getByRole('region', { name: text(LOGGING, 'entry', 'heading') });
      const heading = details.getByRole('heading', { name: text(LOGGING, 'entry', 'heading') });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      const fact = (label: string) =>
        details
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]');
      expect(await fact(text(LOGGING, 'entry', 'time')).textContent()).toBe(when);
      expect(((await fact(text(LOGGING, 'entry', 'source')).textContent()) ?? '').length).toBeGreaterThan(0);
      expect(((await fact(text(LOGGING, 'entry', 'subject')).textContent()) ?? '').length).toBeGreaterThan(0);
      // Its fields: the data's message among them.
      await details.getByRole('heading', { name: text(LOGGING, 'entry', 'data') }).waitFor();
      expect(await fact('message').textContent()).toMatch(/\w/);

      // Escape closes it, and the focus is back on the line it was opened from.
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await expect.poll(() => line.evaluate((element) => element === document.activeElement)).toBe(true);
    },
  );

  it('shows an answer that is no log search result as an error', LONG, async () => {
    const { page, context } = session;
    // The worker sends the search: a route on the whole profile reaches it. Any other answer
    // than this one would show no error, so the test fails when the route misses.
    const searchUrl = (url: URL) =>
      url.href.startsWith(inject('emulatorUrl')) && url.pathname.endsWith('/20190909/search');
    await context.route(searchUrl, async (route) => {
      // The emulator's own answer (its CORS and OCI headers), its body replaced.
      const response = await route.fetch();
      await route.fulfill({ response, body: '{"results":"<script>alert(1)</script>"}' });
    });
    const main = await openLogSearchFromMenu(page);
    await chooseCompartment(page, main, PARENT);
    await main.getByRole('button', { name: englishText('logging', 'search'), exact: true }).click();
    const alert = main.getByRole('alert').filter({ hasText: text(LOGGING, 'results', 'failed') });
    await alert.getByText(text(LOGGING, 'results', 'unreadable'), { exact: true }).waitFor();
    expect(await main.locator('table').count()).toBe(0);
  });
});
