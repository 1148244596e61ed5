/**
 * Every list page of the menu opens its rows, in a fresh profile against the emulator's demo
 * tenancy: each list that has rows is opened from the registry, its first row is followed as a
 * user would, and a real details page with the resource's name comes up (not "not on this
 * device", not "Page not found", not an error). One browser, one page, moved by links.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { goTo, listSettled, mainHeading, menuPages } from './support/menuPages';

type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;
const SEARCH_UI = JSON.parse(readFileSync('public/locales/en/searchUi.json', 'utf8')) as Strings;
const CONSOLE = JSON.parse(readFileSync('public/locales/en/console.json', 'utf8')) as Strings;
const DEAD_ENDS = [
  SEARCH_UI['details']?.['unknownTitle'],
  SEARCH_UI['details']?.['notFoundTitle'],
  CONSOLE['shell']?.['notFoundTitle'],
].filter((text): text is string => text !== undefined);

describe('list pages open their rows', () => {
  let session: Session;

  beforeAll(async () => {
    session = await openSession();
    await session.page.goto(inject('consoleUrl'));
    await session.page.getByTestId('menu-button').waitFor();
  });

  afterAll(async () => {
    await session.close();
  });

  it('opens the first row of every list of the menu that has rows', async () => {
    const { page } = session;
    const lists = menuPages().filter((p) => p.entry.resourceType !== undefined);
    expect(DEAD_ENDS).toHaveLength(3);
    expect(lists.length).toBeGreaterThan(40);
    const opened: string[] = [];
    const problems: string[] = [];
    for (const { entry, route } of lists) {
      await goTo(page, route);
      await listSettled(page);
      const firstLink = page.getByTestId('type-list').locator('tbody tr').first().locator('a').first();
      if ((await firstLink.count()) === 0) continue;
      const name = ((await firstLink.textContent()) ?? '').trim();
      await firstLink.click();
      await expect.poll(() => page.evaluate(() => window.location.pathname)).not.toBe(route.split('?')[0]);
      const main = page.locator('main');
      const named = main.getByRole('heading', { level: 1, name, exact: true });
      const deadEnd = DEAD_ENDS.reduce(
        (found, words) => found.or(main.getByText(words)),
        main.locator('[role="alert"]'),
      );
      await named
        .or(deadEnd)
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => undefined);
      const heading = await mainHeading(page);
      const text = (await page.locator('main').textContent()) ?? '';
      const dead = DEAD_ENDS.find((words) => text.includes(words));
      const failed = await page.locator('main [role="alert"]').count();
      if (heading !== name || dead !== undefined || failed > 0) {
        problems.push(
          `${entry.id} (${route}) → ${page.url()}: heading "${heading}", expected "${name}"${dead ? `, shows "${dead}"` : ''}${failed ? ', error panel' : ''}`,
        );
      }
      opened.push(entry.id);
    }
    expect(problems).toEqual([]);
    // The demo tenancy fills most lists; a walk that opened only a few proves little.
    expect(opened.length).toBeGreaterThan(lists.length / 2);
  }, 240_000);
});
