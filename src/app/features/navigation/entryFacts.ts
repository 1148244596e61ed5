/**
 * What a page of the registry says about its entry: where it sits (area, service), what is
 * related, where its documentation is, and whether the current context can open it.
 */
import type { NavContext } from '../../navigation/navContext';
import { isReachable } from '../../navigation/isVisible';
import { labelKeyOf } from '../../navigation/labelKeyOf';
import { ancestorsOf, childrenOf, findNavEntry } from '../../navigation/navEntries';
import type { NavEntry, NavHelpItem } from '../../navigation/navEntry';
import { routeOf } from '../../navigation/navRoutes';
import type { NavigationKey } from '../../i18n/keys';

export interface EntryLink {
  readonly id: string;
  readonly labelKey: NavigationKey;
  readonly route: string;
}

function linkOf(entry: NavEntry, ctx: NavContext): EntryLink {
  return { id: entry.id, labelKey: labelKeyOf(entry, ctx), route: routeOf(entry) };
}

/** Area first, then the services down to the entry's parent (category headers left out). */
export function trailOf(entry: NavEntry): readonly NavEntry[] {
  return ancestorsOf(entry)
    .filter((a) => a.kind !== 'header')
    .reverse();
}

/** The entry's area (itself for an area). */
export function areaOf(entry: NavEntry): NavEntry {
  return trailOf(entry)[0] ?? entry;
}

/** Related services of the entry and of its service, those the context can open. */
export function relatedOf(entry: NavEntry, ctx: NavContext): readonly EntryLink[] {
  const ids = [...entry.related, ...ancestorsOf(entry).flatMap((a) => a.related)];
  const seen = new Set<string>();
  const out: EntryLink[] = [];
  for (const id of ids) {
    const related = findNavEntry(id);
    if (related === undefined || related.id === entry.id || !isReachable(related, ctx)) continue;
    const link = linkOf(related, ctx);
    if (seen.has(link.route)) continue;
    seen.add(link.route);
    out.push(link);
  }
  return out;
}

/** The other pages of the entry's service that the context can open. */
export function siblingsOf(entry: NavEntry, ctx: NavContext): readonly EntryLink[] {
  const parentId = entry.parentId;
  const parent = parentId === null ? undefined : findNavEntry(parentId);
  if (parent === undefined || parent.kind === 'header') return [];
  return childrenOf(parent)
    .filter((c) => c.id !== entry.id && c.url === undefined && isReachable(c, ctx))
    .map((c) => linkOf(c, ctx));
}

/** The pages under a parent entry that the context can open. */
export function pagesOf(entry: NavEntry, ctx: NavContext): readonly EntryLink[] {
  return childrenOf(entry)
    .filter((c) => isReachable(c, ctx))
    .map((c) => linkOf(c, ctx));
}

/**
 * Help items of the entry, then of its service and area, each page once and each name once: two
 * links both called "Documentation" cannot be told apart, so the nearest (the page's own) wins.
 */
export function helpOf(entry: NavEntry): readonly NavHelpItem[] {
  const urls = new Set<string>();
  const labels = new Set<string>();
  return [entry, ...ancestorsOf(entry)]
    .flatMap((e) => e.help)
    .filter((item) => {
      if (urls.has(item.url) || labels.has(item.labelKey)) return false;
      urls.add(item.url);
      labels.add(item.labelKey);
      return true;
    });
}
