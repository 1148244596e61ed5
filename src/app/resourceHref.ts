/**
 * Where a resource opens in the console: its catalogue link when one of the console's own screens
 * serves that address, else its summary page (built from the local index). So every searchable
 * type opens a page, including the types the catalogue gives no link (document 2 §2.3), a link
 * whose context is missing (a subnet before enrichment names its VCN) and a link that only the
 * registry's catch-all would answer. The link comes from service answers: hostile until
 * safeHref passes it.
 */
import { consoleRouteTable } from './consoleRouteTable';
import { safeHref } from './ui/safeHref';
import { isOcid } from '../oci/ocid';
import { searchPaths } from './features/search';

export interface Linkable {
  readonly identifier: string;
  /** The catalogue's details link, null where there is none. */
  readonly link: string | null;
}

/** Whether an address is shown by a screen of its own: a page of the route table, not the catch-all. */
function matchesScreen(address: string): boolean {
  return consoleRouteTable().lookupPage(address) !== undefined;
}

/** More shapes than the catalogue has links: past it (hostile links), the cache starts over. */
const MAX_SHAPES = 1000;
const servedShapes = new Map<string, boolean>();

/**
 * Whether a console address is shown by a screen of its own, not the registry's catch-all. Every
 * row of a list asks, and matching the route table costs about a millisecond, so the answer is kept
 * per shape of address: its path with each OCID as one placeholder (routes tell OCIDs apart from
 * other words, never one OCID from another).
 */
export function servedByScreen(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const shape = path
    .split('/')
    .map((segment) => (isOcid(segment) ? '\u0000' : segment))
    .join('/');
  const known = servedShapes.get(shape);
  if (known !== undefined) return known;
  const served = matchesScreen(path);
  if (servedShapes.size >= MAX_SHAPES) servedShapes.clear();
  servedShapes.set(shape, served);
  return served;
}

/** A link as the console may open it: safe, its own, and shown by a screen of its own. */
export function screenLink(link: string | null | undefined): string | undefined {
  const safe = safeHref(link);
  return safe !== undefined && safe.startsWith('/') && servedByScreen(safe) ? safe : undefined;
}

/** The address a result, a suggestion or a related resource opens. */
export function resourceHref(resource: Linkable): string {
  return screenLink(resource.link) ?? searchPaths.resource(resource.identifier);
}
