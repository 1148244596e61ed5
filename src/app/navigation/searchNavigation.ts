/**
 * Menu search: finds the pages whose translated label, ancestors' labels or tags contain the query,
 * and the pages a keyword group's synonym points to. Only pages the context can open are returned,
 * each route once (refs are left to their canonical entry), best match first.
 */
import { isReachable } from './isVisible';
import { labelKeyOf } from './labelKeyOf';
import type { NavContext } from './navContext';
import { NAV_ENTRIES, ancestorsOf } from './navEntries';
import type { NavEntry } from './navEntry';
import { ownRouteOf, routeOf } from './navRoutes';
import { SEARCH_KEYWORD_GROUPS } from './searchKeywords';
import type { NavigationKey } from '../i18n/keys';

export type Translate = (key: NavigationKey) => string;

export interface NavSearchResult {
  readonly entry: NavEntry;
  readonly labelKey: NavigationKey;
  readonly route: string;
  readonly score: number;
  readonly matchedBy: 'label' | 'synonym' | 'tag';
}

function normalize(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

function synonymHits(query: string): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const group of SEARCH_KEYWORD_GROUPS) {
    const hit = group.synonyms.some((s) => s === query || (query.length >= 3 && s.startsWith(query)));
    if (hit) group.entryIds.forEach((id) => ids.add(id));
  }
  return ids;
}

function labelScore(label: string, context: string, query: string): number {
  if (label === query) return 100;
  if (label.startsWith(query)) return 80;
  if (label.split(' ').some((word) => word.startsWith(query))) return 65;
  if (label.includes(query)) return 55;
  const words = query.split(' ');
  return words.every((w) => `${label} ${context}`.includes(w)) ? 40 : 0;
}

function scoreOf(
  entry: NavEntry,
  query: string,
  synonyms: ReadonlySet<string>,
  ctx: NavContext,
  t: Translate,
): Pick<NavSearchResult, 'score' | 'matchedBy'> | undefined {
  const ancestors = ancestorsOf(entry).filter((a) => a.kind !== 'header');
  const label = normalize(t(labelKeyOf(entry, ctx)));
  const context = normalize(ancestors.map((a) => t(labelKeyOf(a, ctx))).join(' '));
  const byLabel = labelScore(label, context, query);
  if (byLabel >= 55) return { score: byLabel, matchedBy: 'label' };
  if (synonyms.has(entry.id)) return { score: 70, matchedBy: 'synonym' };
  if (byLabel > 0) return { score: byLabel, matchedBy: 'label' };
  const tags = [entry, ...ancestors].flatMap((e) => e.tags).map(normalize);
  if (tags.some((tag) => tag === query || (query.length >= 3 && tag.startsWith(query)))) {
    return { score: 30, matchedBy: 'tag' };
  }
  return undefined;
}

export function searchNavigation(query: string, ctx: NavContext, t: Translate): readonly NavSearchResult[] {
  const q = normalize(query);
  if (q === '') return [];
  const synonyms = synonymHits(q);
  const seen = new Set<string>();
  const results: NavSearchResult[] = [];
  for (const entry of NAV_ENTRIES) {
    if (entry.kind === 'header' || entry.ref !== undefined) continue;
    if (ownRouteOf(entry) === undefined && entry.url === undefined) continue;
    const match = scoreOf(entry, q, synonyms, ctx, t);
    if (match === undefined || !isReachable(entry, ctx)) continue;
    const route = routeOf(entry);
    if (seen.has(route)) continue;
    seen.add(route);
    results.push({ entry, labelKey: labelKeyOf(entry, ctx), route, ...match });
  }
  return results
    .map((r, order) => ({ r, order }))
    .sort((a, b) => b.r.score - a.r.score || a.order - b.order)
    .map((x) => x.r);
}
