/**
 * The menu's pages as a fresh profile sees them, taken from the navigation registry (never a hand
 * list), and the ways a browser test moves between them and reads what they show.
 */
import type { Page } from 'playwright-core';
import { navContextOf } from '../../../src/app/features/navigation/navContextOf';
import { visibleTree, type VisibleNode } from '../../../src/app/navigation/isVisible';
import type { NavEntry } from '../../../src/app/navigation/navEntry';
import { NAV_ROUTES, routeOf, type NavRoute } from '../../../src/app/navigation/navRoutes';
import { defaultSettings } from '../../../src/app/settings/settings';

export interface MenuPage {
  readonly entry: NavEntry;
  readonly route: string;
}

function flatten(nodes: readonly VisibleNode[]): readonly NavEntry[] {
  return nodes.flatMap((node) => [node.entry, ...flatten(node.children)]);
}

/** Every page of the mega menu of a fresh profile that the console itself shows, each route once. */
export function menuPages(): readonly MenuPage[] {
  const ctx = navContextOf(defaultSettings());
  const seen = new Set<string>();
  const pages: MenuPage[] = [];
  for (const entry of flatten(visibleTree(ctx, 'megaMenu'))) {
    if (entry.kind === 'header') continue;
    const route = routeOf(entry);
    // External pages and formatted links (whose parameters come from a resource) are not menu pages.
    if (!route.startsWith('/') || route.includes(':') || seen.has(route)) continue;
    seen.add(route);
    // A parent leads to its first child's route: the page there is the child's (the owner's).
    pages.push({ entry: NAV_ROUTES.get(route as NavRoute) ?? entry, route });
  }
  return pages;
}

/** Moves to a route inside the running console, as a link would (no reload; the page may redirect). */
export async function goTo(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/**
 * Moves through `routes` as goTo does, each page awaited until it is shown — a main heading that
 * is new, or main content that changed — or the page shows `crash` (the router's error page);
 * answers the crashes, `route: text`. The walk runs in the page, one call for all the routes: a
 * browser round trip per step would be most of a walk over hundreds of menu pages.
 */
export async function walkRoutes(page: Page, routes: readonly string[], crash: string): Promise<string[]> {
  return page.evaluate(
    async ({ routes, crash }) => {
      const frame = (): Promise<void> =>
        new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const problems: string[] = [];
      for (const route of routes) {
        const before = document.querySelector('main h1');
        const beforeHeading = before?.textContent ?? '';
        const beforeMain = document.querySelector('main')?.textContent ?? '';
        window.history.pushState({}, '', route);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const until = performance.now() + 20_000;
        for (;;) {
          await frame();
          const h1 = document.querySelector('main h1');
          const heading = h1?.textContent ?? '';
          const shown =
            h1 !== null &&
            heading.trim() !== '' &&
            (h1 !== before ||
              heading !== beforeHeading ||
              document.querySelector('main')?.textContent !== beforeMain);
          if (shown) break;
          // The error page replaces the layout (no main heading): the whole text is read only then.
          const text = document.body.textContent;
          if (text.includes(crash)) {
            problems.push(`${route}: ${(document.body.innerText || text).slice(0, 300)}`);
            break;
          }
          if (performance.now() > until) {
            problems.push(`${route}: no main heading within 20 s`);
            break;
          }
        }
      }
      return problems;
    },
    { routes, crash },
  );
}

/** Waits until a list page has finished loading: its table is no longer busy, or it failed. */
export async function listSettled(page: Page): Promise<void> {
  const list = page.getByTestId('type-list').locator('table:not([aria-busy])');
  const failed = page.locator('main [role="alert"]');
  await list.or(failed).first().waitFor({ timeout: 20_000 });
}

const OCID_SHAPED = /^ocid\d*\.[a-z0-9]+\./i;

/** Why the page's title is no real title (an OCID, or the last word of its own address), if it is not. */
export function badTitle(title: string, route: string): string | undefined {
  const text = title.trim();
  if (text === '') return 'empty title';
  if (OCID_SHAPED.test(text)) return `OCID-shaped title ${text}`;
  const last = route.split('?')[0]?.split('/').filter(Boolean).pop();
  if (last !== undefined && text === last) return `title is the path word ${text}`;
  return undefined;
}

/** The first heading of the page's main content, once there is one. */
export async function mainHeading(page: Page): Promise<string> {
  const h1 = page.locator('main h1').first();
  await h1.waitFor();
  return ((await h1.textContent()) ?? '').trim();
}
