/**
 * The console's route table (routeTable.ts) over its features' routes, for the links that are
 * looked up in it (resourceHref.ts). Kept apart from routeTable.ts so the
 * registries' routes, loaded on demand, take the features' routes from the router rather than
 * importing them: the first route's chunk keeps them whole.
 */
import { featureRoutes } from './features';
import { routeTable, type RouteTable } from './routeTable';

export function consoleRouteTable(): RouteTable {
  return routeTable(featureRoutes);
}
