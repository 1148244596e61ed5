/**
 * The search feature's routes, each screen in its own chunk so the first page carries only the
 * search box: the results screen, the summary page of any indexed resource (the page of every
 * type without one of its own; the catch-all route shows it too for catalogue addresses), and the
 * share target (a shared text opens a resource or a search).
 */
import type { RouteObject } from 'react-router-dom';
import { RESOURCE_SUMMARY_PATH } from './paths';

export const routes: RouteObject[] = [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./SearchScreen')).SearchScreen }),
  },
  {
    path: `${RESOURCE_SUMMARY_PATH.slice(1)}/:id`,
    lazy: async () => ({ Component: (await import('./ResourceSummaryScreen')).ResourceSummaryScreen }),
  },
  {
    // The manifest's share_target; SHARE_TARGET_PATH (sharedTarget.ts) without its slash.
    path: 'shared',
    lazy: async () => ({ Component: (await import('./SharedScreen')).SharedScreen }),
  },
];
