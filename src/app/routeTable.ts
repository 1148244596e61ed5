/**
 * The console's route table as data: every page a feature routes, flattened to its absolute
 * pattern, and for a resource page the name it has in the catalogue's page table
 * (src/oci/resource-types/pages.ts), from which the features build those routes. A link is looked
 * up here (`lookupPage`): the same table and the same ranking as the router, so a link this finds
 * is a page a screen of the console shows, never the registry's catch-all.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE, type PageName } from '../oci/resource-types/pages';
import { featureRoutes } from './features';
import { isOcid } from '../oci/ocid';

export interface PageRoute {
  /** The pattern the router matches, absolute (`/devops-build/projects/:projectId/…`). */
  readonly path: string;
  /** The catalogue's name of the resource page, or undefined for a feature's own page (`/search`). */
  readonly page: PageName | undefined;
}

const PAGE_OF_PATTERN: ReadonlyMap<string, PageName> = new Map(
  (Object.keys(PAGE) as PageName[]).map((name) => [PAGE[name], name]),
);

/** A route's pattern made absolute under its parent's (the features sit under the shell's `/`). */
function absolute(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

/** Every routed pattern of these routes, once each, layout routes (no path) looked through. */
function flatten(routes: readonly RouteObject[], base: string): PageRoute[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : absolute(base, route.path);
    const own =
      route.path === undefined || route.path === '*' ? [] : [{ path, page: PAGE_OF_PATTERN.get(path) }];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

/** The console's route table: each feature's pages, resource pages named. */
export const ROUTE_TABLE: readonly PageRoute[] = [
  ...new Map(flatten(featureRoutes, '/').map((route) => [route.path, route])).values(),
];

const LOOKUP: RouteObject[] = ROUTE_TABLE.map((route) => ({ path: route.path, id: route.path }));
const BY_PATH: ReadonlyMap<string, PageRoute> = new Map(ROUTE_TABLE.map((route) => [route.path, route]));

export interface PageMatch {
  readonly route: PageRoute;
  /** The address's parameters, decoded. */
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** Whether every segment of the path decodes: the console encodes every value it puts in one. */
function decodable(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The one parameter of a resource page that is a word, not an identifier (pages.ts). */
const WORD_PARAMS: ReadonlySet<string> = new Set(['collection']);

/**
 * Whether a resource page's parameters can be its ids: each an OCID. A word where an id goes
 * (`/db/adb/atp`, a malformed or hostile value) is not that page but the registry's page beside
 * it (a list, or not found).
 */
function idsHold(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(
    ([name, value]) => WORD_PARAMS.has(name) || (value !== undefined && isOcid(value)),
  );
}

/** The row of the table the router would pick for this path, its ids unchecked. */
function matchRow(pathname: string): PageMatch | undefined {
  if (!decodable(pathname)) return undefined;
  const matches = matchRoutes(LOOKUP, pathname);
  const last = matches?.[matches.length - 1];
  const route = last?.route.id === undefined ? undefined : BY_PATH.get(last.route.id);
  return route === undefined || last === undefined ? undefined : { route, params: last.params };
}

/**
 * The page of the route table that shows this path (no query), ranked as the router ranks
 * routes; undefined when only the catch-all would answer it: no row matches, a resource page's
 * ids are not OCIDs, or the path does not decode (no link of the console's is written so). Any
 * text is safe to ask about.
 */
export function lookupPage(pathname: string): PageMatch | undefined {
  const match = matchRow(pathname);
  return match === undefined || (match.route.page !== undefined && !idsHold(match.params))
    ? undefined
    : match;
}

/**
 * Whether the router's route for this path is a resource page whose ids are not OCIDs (or do not
 * decode): the page must not open, and the registry's catch-all page answers instead.
 */
export function refusedByTable(pathname: string): boolean {
  // A segment that does not decode stands where it is as a word no id can be.
  const readable = pathname
    .split('/')
    .map((segment) => (decodable(segment) ? segment : '-'))
    .join('/');
  const match = matchRow(readable);
  return match?.route.page !== undefined && !idsHold(match.params);
}
