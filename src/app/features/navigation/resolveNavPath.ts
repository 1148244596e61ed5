/**
 * What the catch-all route shows for an address: the registry entry whose route it is (with
 * the values of a formatted link's parameters), a resource under an entry's page (the details
 * links of document 2 end in an OCID: `/compute/instances/ocid1.instance…`), or nothing.
 */
import type { NavEntry } from '../../navigation/navEntry';
import { NAV_ROUTES } from '../../navigation/navRoutes';

export type NavResolution =
  | { readonly kind: 'entry'; readonly entry: NavEntry; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'resource'; readonly entry: NavEntry; readonly resourceId: string }
  | { readonly kind: 'notFound' };

interface Pattern {
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly entry: NavEntry;
}

function pathOf(route: string): string {
  return route.split('?')[0] ?? route;
}

/** Path without query → the entry owning it (the plain route first, then a query variant). */
function buildPathIndex(): ReadonlyMap<string, NavEntry> {
  const index = new Map<string, NavEntry>();
  const routes = [...NAV_ROUTES].sort(([a], [b]) => Number(a.includes('?')) - Number(b.includes('?')));
  for (const [route, entry] of routes) {
    const path = pathOf(route);
    if (!path.includes(':') && !index.has(path)) index.set(path, entry);
  }
  return index;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildPatterns(): readonly Pattern[] {
  const patterns: Pattern[] = [];
  for (const [route, entry] of NAV_ROUTES) {
    const path = pathOf(route);
    if (!path.includes(':')) continue;
    const names: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return escapeRegex(segment);
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    patterns.push({ regex: new RegExp(`^${source}$`), names, entry });
  }
  return patterns;
}

const PATH_INDEX = buildPathIndex();
const PATTERNS = buildPatterns();

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The entry owning this exact path (a formatted link's parameters filled), or undefined. */
function matchPath(path: string): { entry: NavEntry; params: Record<string, string> } | undefined {
  const plain = PATH_INDEX.get(path);
  if (plain !== undefined) return { entry: plain, params: {} };
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(path);
    if (match === null) continue;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      params[name] = safeDecode(match[i + 1] ?? '');
    });
    return { entry: pattern.entry, params };
  }
  return undefined;
}

/** The entry of the longest route this path lies under (a whole-segment prefix), if any. */
export function entryAtOrAbove(pathname: string): { entry: NavEntry; rest: readonly string[] } | undefined {
  const segments = normalize(pathname).split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n--) {
    const found = matchPath(`/${segments.slice(0, n).join('/')}`);
    if (found !== undefined) return { entry: found.entry, rest: segments.slice(n) };
  }
  return undefined;
}

export function resolveNavPath(pathname: string, search = ''): NavResolution {
  const path = normalize(pathname);
  const withQuery = NAV_ROUTES.get(`${path}${search}` as `/${string}`);
  if (withQuery !== undefined) return { kind: 'entry', entry: withQuery, params: {} };
  const exact = matchPath(path);
  if (exact !== undefined) return { kind: 'entry', ...exact };
  const above = entryAtOrAbove(path);
  const ocid = above?.rest
    .map(safeDecode)
    .filter((s) => s.startsWith('ocid1.'))
    .pop();
  if (above !== undefined && ocid !== undefined)
    return { kind: 'resource', entry: above.entry, resourceId: ocid };
  return { kind: 'notFound' };
}
