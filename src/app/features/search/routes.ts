/**
 * The search feature's routes, each screen in its own chunk so the first page carries only the
 * search box: the results screen, the summary page of any indexed resource (the page of every
 * type without one of its own; the catch-all route shows it too for catalogue addresses), and the
 * share target (a shared text opens a resource or a search).
 */
import type { RouteObject } from 'react-router-dom';
import { RESOURCE_SUMMARY_PATH, SEARCH_PATH } from './paths';
import { SHARE_TARGET_PATH } from './sharedTarget';

const resultsScreen = () => import('./SearchScreen');

/**
 * Fetches the results screen's code before the first Enter (the app asks once the page is idle
 * after the start, App.tsx), rather than between Enter and the screen: offline, on a phone's CPU,
 * the chunk came from the service worker's cache while the results waited. A failure is the
 * route's to meet, as without this.
 */
export function preloadResults(): void {
  void resultsScreen().catch(() => undefined);
}

export const routes: RouteObject[] = [
  {
    path: SEARCH_PATH,
    lazy: async () => ({ Component: (await resultsScreen()).SearchScreen }),
  },
  {
    path: `${RESOURCE_SUMMARY_PATH}/:id`,
    lazy: async () => ({ Component: (await import('./ResourceSummaryScreen')).ResourceSummaryScreen }),
  },
  {
    // The manifest's share_target.
    path: SHARE_TARGET_PATH,
    lazy: async () => ({ Component: (await import('./SharedScreen')).SharedScreen }),
  },
];
