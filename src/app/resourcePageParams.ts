/**
 * What makes a route a resource page, for the router (routes.tsx, registryRoutes.tsx), the route
 * table (routeTable.ts) and the guard (shell/ResourcePageGuard.tsx) alike: its absolute pattern is
 * one of the page table's (pages.ts), its route carries RESOURCE_PAGE_HANDLE, and its address can
 * name its resource only when each parameter is an OCID, but the one that is a word
 * (`:collection`). Light, so the first route carries it.
 */
import { isOcid } from '../oci/ocid';
import { PAGE, type PageName } from '../oci/resource-types/pages';

/** The handle of a resource page's route. */
export interface ResourcePageHandle {
  readonly resourcePage: true;
}

export const RESOURCE_PAGE_HANDLE: ResourcePageHandle = { resourcePage: true };

/** The page table's name of each pattern. */
export const PAGE_OF_PATTERN: ReadonlyMap<string, PageName> = new Map(
  (Object.keys(PAGE) as PageName[]).map((name) => [PAGE[name], name]),
);

/** A route's pattern made absolute under its parent's (the features sit under the shell's `/`). */
export function absolute(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

/** The one parameter of a resource page that is a word, not an identifier (pages.ts). */
const WORD_PARAMS: ReadonlySet<string> = new Set(['collection']);

/**
 * Whether a resource page's parameters can be its ids: each an OCID. A word where an id goes
 * (`/db/adb/atp`, a malformed or hostile value) is not that page but the registry's page beside
 * it (a list, or not found).
 */
export function idsHold(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(
    ([name, value]) => WORD_PARAMS.has(name) || (value !== undefined && isOcid(value)),
  );
}
