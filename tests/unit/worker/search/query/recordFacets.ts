/**
 * The facets of a search's matches counted from the records themselves: per type key and per
 * state, largest count first, then by value (searchFacets' facetList order), as the index's
 * answers must give them.
 */
import type { StoredResource } from '../../../../../src/contract/db';
import type { SearchFacets } from '../../../../../src/worker/search/query/searchFacets';

export function recordFacets(found: readonly StoredResource[]): SearchFacets {
  const tally = (key: (item: StoredResource) => string) => {
    const counts = new Map<string, number>();
    for (const item of found) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  };
  return { types: tally((item) => item.typeKey), states: tally((item) => item.lifecycleState ?? '') };
}
