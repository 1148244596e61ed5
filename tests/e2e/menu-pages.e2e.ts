/**
 * No menu entry is a dead end: in a fresh profile, every page the mega menu offers (taken from
 * the registry) opens a page with a real title — not an error, not "Page not found", not an OCID
 * or the address's last word standing in for a name. One browser, one page, moved by links.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consoleSession } from './support/consoleSession';
import { badTitle, goTo, listSettled, mainHeading, menuPages } from './support/menuPages';

type Strings = Readonly<Record<string, Readonly<Record<string, string>>>>;
const CONSOLE = JSON.parse(readFileSync('public/locales/en/console.json', 'utf8')) as Strings;
const NOT_FOUND = CONSOLE['shell']?.['notFoundTitle'] ?? 'Page not found';

describe('menu entries', () => {
  const session = consoleSession();

  it('lead to real pages, never to an error or an id for a title', async () => {
    const { page } = session();
    const pages = menuPages();
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { entry, route } of pages) {
      await goTo(page, route);
      if (entry.resourceType !== undefined) await listSettled(page);
      const heading = await mainHeading(page);
      const wrong =
        badTitle(heading, route) ??
        (heading === NOT_FOUND ? 'Page not found' : undefined) ??
        ((await page.locator('main [role="alert"]').count()) > 0
          ? `error: ${(await page.locator('main [role="alert"]').first().textContent()) ?? ''}`
          : undefined);
      if (wrong !== undefined) problems.push(`${entry.id} (${route}): ${wrong}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
