/**
 * The console's route table as data, built from its registries: every page a feature routes, the
 * details pages of every resource kind (src/app/kinds: the patterns its search types' catalogue
 * links fill, or its declared pages), the kinds' live list pages, and the navigation registry's
 * own pages. A row says what shows it. The router is built from these rows (registryRoutes.tsx,
 * routes.tsx) and a link is looked up here (`lookupPage`): the same table and the same ranking as
 * the router, so a link this finds is a page a screen of the console shows, never the
 * navigation's page or the catch-all. The registries are heavy: this module loads on demand,
 * never with the first route, and is handed the features' routes (which the first route has)
 * rather than importing them, so the first route's chunk keeps them.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { OperationName } from '../oci/operations';
import type { PageName } from '../oci/resource-types/pages';
import { EVERY_DETAILS_CONFIG, type DetailsKey } from './kinds/detailsConfigs';
import { kindListPages } from './kinds/kindLists';
import { detailsPatterns } from './kit/detailsPatterns';
import { NAV_ROUTES } from './navigation/navRoutes';
import { absolute, idsHold, PAGE_OF_PATTERN } from './resourcePageParams';
import { SHELL_PATHS } from './shell/shellPaths';

/** What shows a row's page. */
export type PageShownBy =
  /** A feature's own screen (its routes.tsx). */
  | { readonly by: 'feature' }
  /** A resource kind's details page (the kit's, through features/details/DetailsRoute). */
  | { readonly by: 'details'; readonly key: DetailsKey }
  /** A resource kind's live list page. */
  | { readonly by: 'list'; readonly kind: OperationName }
  /** The navigation registry's page: a type's list, a service's information page. */
  | { readonly by: 'navigation' };

export interface PageRoute {
  /** The pattern the router matches, absolute (`/devops-build/projects/:projectId/…`). */
  readonly path: string;
  readonly shows: PageShownBy;
  /** The page table's name of a resource page, or undefined for any other (`/search`). */
  readonly page: PageName | undefined;
  /** Whether its parameters are resources' ids, which must be OCIDs for the page to open. */
  readonly resource: boolean;
}

/** Every routed pattern of these routes, layout routes (no path) looked through. */
function flatten(routes: readonly RouteObject[], base: string): PageRoute[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : absolute(base, route.path);
    const page = PAGE_OF_PATTERN.get(path);
    const own =
      route.path === undefined || route.path === '*'
        ? []
        : [{ path, shows: { by: 'feature' } as const, page, resource: page !== undefined }];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

function detailsRows(): PageRoute[] {
  return EVERY_DETAILS_CONFIG.flatMap((config) =>
    detailsPatterns(config).map((path) => ({
      path,
      shows: { by: 'details', key: config.key } as const,
      page: PAGE_OF_PATTERN.get(path),
      resource: true,
    })),
  );
}

function listRows(): PageRoute[] {
  return kindListPages().map((list) => ({
    path: list.route,
    shows: { by: 'list', kind: list.kind } as const,
    page: undefined,
    resource: false,
  }));
}

/** The navigation registry's pages by path (a query variant is its path's page too). */
function navigationRows(): PageRoute[] {
  return [...NAV_ROUTES.keys()].map((route) => ({
    path: route.split('?')[0] ?? route,
    shows: { by: 'navigation' } as const,
    page: undefined,
    resource: false,
  }));
}

const SHELL: ReadonlySet<string> = new Set(Object.values(SHELL_PATHS));

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

export interface RouteTable {
  /** Each feature's pages, then the kinds' details and list pages, then the navigation registry's. */
  readonly rows: readonly PageRoute[];
  /**
   * The page of a screen of the console that shows this path (no query), ranked as the router
   * ranks routes; undefined when the navigation registry's page or the catch-all would answer
   * it: no screen's row matches, a resource page's ids are not OCIDs, or the path does not
   * decode (no link of the console's is written so). Any text is safe to ask about.
   */
  readonly lookupPage: (pathname: string) => PageMatch | undefined;
  /**
   * Whether the router's route for this path is a resource page whose ids are not OCIDs (or do
   * not decode): the page must not open, and the navigation's page answers instead
   * (shell/ResourcePageGuard.tsx asks the same of the route the router picked).
   */
  readonly refusedByTable: (pathname: string) => boolean;
}

function build(features: readonly RouteObject[]): RouteTable {
  // Each address once: the first to claim it shows it; the shell's own pages are the shell's.
  const byPath = new Map<string, PageRoute>();
  for (const row of [...flatten(features, '/'), ...detailsRows(), ...listRows(), ...navigationRows()]) {
    if (!SHELL.has(row.path) && !byPath.has(row.path)) byPath.set(row.path, row);
  }
  const rows = [...byPath.values()];
  const lookup: RouteObject[] = rows.map((route) => ({ path: route.path, id: route.path }));

  /** The row of the table the router would pick for this path, its ids unchecked. */
  const matchRow = (pathname: string): PageMatch | undefined => {
    if (!decodable(pathname)) return undefined;
    const matches = matchRoutes(lookup, pathname);
    const last = matches?.[matches.length - 1];
    const route = last?.route.id === undefined ? undefined : byPath.get(last.route.id);
    return route === undefined || last === undefined ? undefined : { route, params: last.params };
  };

  return {
    rows,
    lookupPage: (pathname) => {
      const match = matchRow(pathname);
      if (match === undefined || match.route.shows.by === 'navigation') return undefined;
      return match.route.resource && !idsHold(match.params) ? undefined : match;
    },
    refusedByTable: (pathname) => {
      // A segment that does not decode stands where it is as a word no id can be.
      const readable = pathname
        .split('/')
        .map((segment) => (decodable(segment) ? segment : '-'))
        .join('/');
      const match = matchRow(readable);
      return match?.route.resource === true && !idsHold(match.params);
    },
  };
}

const TABLES = new WeakMap<readonly RouteObject[], RouteTable>();

/**
 * The console's route table for these feature routes (the console has one list of them,
 * features/index.ts, so one table): built once, when first asked.
 */
export function routeTable(features: readonly RouteObject[]): RouteTable {
  let table = TABLES.get(features);
  if (table === undefined) {
    table = build(features);
    TABLES.set(features, table);
  }
  return table;
}
