/**
 * The structured query language, answered from worker memory: the compiled query's types pick
 * the records to look at (through RecordSet's per-type groups), `matches` decides, `compare`
 * orders, and only the requested page is sorted (a bounded heap, O(n log (offset + limit))).
 */
import type { ResourceSummary } from '../../oci/resource';
import type { StoredResource } from '../store/db';
import type { RecordSet } from './recordSet';
import { FacetCounter, filterSets, type SearchFacets, type SearchFilters } from './searchFacets';
import { TopRanked } from './topRanked';

/** What LocalSearch needs of a compiled query (src/oci/query's compileQuery answers one). */
export interface CompiledSearch {
  /** Lower-case type names, or 'all'. */
  readonly types: 'all' | ReadonlySet<string>;
  matches(resource: ResourceSummary): boolean;
  compare(a: ResourceSummary, b: ResourceSummary): number;
}

export interface StructuredSearchOptions extends SearchFilters {
  readonly limit: number;
  readonly offset?: number;
}

export interface StructuredSearchResult {
  readonly items: StoredResource[];
  readonly total: number;
  readonly facets: SearchFacets;
}

export function localStructuredSearch(
  compiled: CompiledSearch,
  records: RecordSet,
  options: StructuredSearchOptions,
): StructuredSearchResult {
  const offset = Math.max(0, options.offset ?? 0);
  const filters = filterSets(options);
  const counter = new FacetCounter(filters);
  const top = new TopRanked<StoredResource>(offset + Math.max(0, options.limit), (a, b) =>
    compiled.compare(a, b),
  );
  let total = 0;
  // Every type the query allows is visited, even under a type filter: the type facet counts them.
  records.forTypes(compiled.types, (record) => {
    if (!compiled.matches(record)) return;
    const passes = counter.count(
      record.resourceType.toLowerCase(),
      record.lifecycleState ?? '',
      record.region,
      record.compartmentId,
    );
    if (!passes) return;
    total += 1;
    top.offer(record);
  });
  return { items: top.sorted().slice(offset), total, facets: counter.facets() };
}
