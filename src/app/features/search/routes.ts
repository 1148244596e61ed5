/**
 * The search feature's routes, each screen in its own chunk so the first page carries only the
 * search box: the results screen, the share target (a shared text opens a resource or a
 * search), and the generic details page for the catch-all route.
 */
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./SearchScreen')).SearchScreen }),
  },
  {
    // The manifest's share_target; SHARE_TARGET_PATH (sharedTarget.ts) without its slash.
    path: 'shared',
    lazy: async () => ({ Component: (await import('./SharedScreen')).SharedScreen }),
  },
];
