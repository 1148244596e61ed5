/**
 * The search feature's routes, each screen in its own chunk so the first page carries only the
 * search box: the results screen, and the generic details page for the catch-all route.
 */
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./SearchScreen')).SearchScreen }),
  },
];
