/**
 * Every feature's routes, the route table's first rows (routeTable.ts). A feature lives in its own
 * folder (screens, its typed paths, its translations namespace) and exports its routes here; the
 * kinds' details and list pages and the navigation registry's pages come after them, then the
 * catch-all (routes.tsx). Other features and the shell use a feature through its entry
 * (<name>/index.ts); this join alone reads each feature's routes module, so no entry sits on the
 * route table's import path (src/app/routeTable.ts).
 */
import type { RouteObject } from 'react-router-dom';
import { routes as cost } from './cost/routes';
import { routes as devops } from './devops/routes';
import { routes as health } from './health/routes';
import { routes as licenses } from './licenses/routes';
import { routes as logging } from './logging/routes';
import { routes as marketplace } from './marketplace/routes';
import { routes as outbox } from './outbox/routes';
import { routes as profiles } from './profiles/routes';
import { routes as search } from './search/routes';

// The results screen's code, which the app fetches once the page is idle (what the header's box
// opens from every page).
export { preloadResults } from './search/routes';

export const featureRoutes: RouteObject[] = [
  ...search,
  ...devops,
  ...licenses,
  ...logging,
  ...marketplace,
  ...outbox,
  ...profiles,
  ...health,
  ...cost,
];
