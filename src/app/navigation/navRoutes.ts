/**
 * Routes of the registry: an entry's route is its plugin's base route plus its path suffix, or its
 * fixed path, or its external URL; a ref opens its canonical entry's route; a parent or header
 * without a page of its own opens its first child. `NAV_ROUTES` maps each route owned by an entry
 * to that entry.
 */
import { NAV_ENTRIES, navEntry } from './navEntries';
import type { NavEntry } from './navEntry';
import { PLUGINS } from './plugins';
import { anonymousPattern, fillPattern, patternParams } from './routePattern';

export type NavRoute = `/${string}`;

/** `joinRoute('/compute', '/instances')` → `/compute/instances`; an empty or `/` suffix is the base. */
export function joinRoute(base: string, suffix: string): NavRoute {
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  if (suffix === '' || suffix === '/') return trimmed === '' ? '/' : (trimmed as NavRoute);
  return `${trimmed}${suffix.startsWith('/') ? '' : '/'}${suffix}` as NavRoute;
}

function queryString(query: Readonly<Record<string, string>> | undefined): string {
  if (query === undefined) return '';
  const pairs = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The page an entry owns (path and query), or undefined when it only leads elsewhere. */
export function ownRouteOf(entry: NavEntry): NavRoute | undefined {
  if (entry.ref !== undefined || entry.url !== undefined || entry.kind === 'header') return undefined;
  if (entry.fixedPath !== undefined) return `${entry.fixedPath}${queryString(entry.query)}` as NavRoute;
  if (entry.path === undefined) return undefined;
  if (entry.plugin === undefined) throw new Error(`Entry ${entry.id} has a path but no plugin`);
  return `${joinRoute(PLUGINS[entry.plugin].baseRoute, entry.path)}${queryString(entry.query)}` as NavRoute;
}

/** Where an entry leads: an internal route (starting with `/`) or an external URL. */
export function routeOf(entry: NavEntry): string {
  if (entry.ref !== undefined) return routeOf(navEntry(entry.ref));
  if (entry.url !== undefined) return entry.url;
  const own = ownRouteOf(entry);
  if (own !== undefined) return own;
  const first = entry.childIds[0];
  if (first === undefined) throw new Error(`Entry ${entry.id} has no route`);
  return routeOf(navEntry(first));
}

/** A formatted link's route with its `:name` parameters filled. */
export function formatRoute(entry: NavEntry, params: Readonly<Record<string, string>>): string {
  const route = routeOf(entry);
  const filled = fillPattern(route, params);
  if (filled !== null) return filled;
  const missing = patternParams(route).filter((name) => (params[name] ?? '') === '');
  throw new Error(`Route of ${entry.id} needs parameter ${missing.join(', ')}`);
}

function buildRoutes(): ReadonlyMap<NavRoute, NavEntry> {
  const table = new Map<NavRoute, NavEntry>();
  for (const entry of NAV_ENTRIES) {
    const route = ownRouteOf(entry);
    if (route !== undefined && !table.has(route)) table.set(route, entry);
  }
  return table;
}

/** Route → the entry that owns it. */
export const NAV_ROUTES: ReadonlyMap<NavRoute, NavEntry> = buildRoutes();

/** The shape a router matches: parameters made anonymous, query dropped. */
function routeShape(route: string): string {
  const path = route.split('?')[0] ?? route;
  return anonymousPattern(path);
}

/**
 * Routes owned by more than one entry, and parameter routes of the same shape (which a router
 * could not tell apart). Empty for a sound registry.
 */
export function routeConflicts(): readonly { readonly route: string; readonly ids: readonly string[] }[] {
  const byRoute = new Map<string, string[]>();
  const byShape = new Map<string, string[]>();
  for (const entry of NAV_ENTRIES) {
    const route = ownRouteOf(entry);
    if (route === undefined) continue;
    byRoute.set(route, [...(byRoute.get(route) ?? []), entry.id]);
    if (route.includes(':')) {
      const shape = routeShape(route);
      byShape.set(shape, [...(byShape.get(shape) ?? []), entry.id]);
    }
  }
  return [...byRoute, ...byShape].filter(([, ids]) => ids.length > 1).map(([route, ids]) => ({ route, ids }));
}
