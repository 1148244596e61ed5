/**
 * The search feature's routes, each screen in its own chunk so the first page carries only the
 * search box: the results screen, and the summary page of any indexed resource (the page of
 * every type without one of its own; the catch-all route shows it too for catalogue addresses).
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
];
