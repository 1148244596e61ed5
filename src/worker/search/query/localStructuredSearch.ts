/**
 * The structured query language, answered from worker memory: the compiled query's types pick
 * the rows to look at (through RecordSet's per-type groups), `matches` decides, and only the
 * requested page is sorted (a bounded heap, O(n log (offset + limit))) on sort keys computed
 * once per matching row rather than at every comparison.
 */
import type { ResourceSummary } from '../../../oci/resource';
import type { StoredResource } from '../../../contract/db';
import type { IndexedRow } from '../index/indexedRow';
import type { RecordSet } from '../index/recordSet';
import { FacetCounter, filterSets, type SearchFacets, type SearchFilters } from './searchFacets';
import { TopRanked } from './topRanked';

/** What LocalSearch needs of a compiled query (src/oci/query's compileQuery answers one). */
export interface CompiledSearch {
  /** Lower-case type names, or 'all'. */
  readonly types: 'all' | ReadonlySet<string>;
  matches(resource: ResourceSummary): boolean;
  /** A resource's place in the order, computed once per resource. */
  sortKey(resource: ResourceSummary): unknown;
  /** The order of two sort keys (ties already broken). */
  compareKeys(a: unknown, b: unknown): number;
}

interface Ranked {
  readonly key: unknown;
  readonly row: IndexedRow;
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
  const top = new TopRanked<Ranked>(offset + Math.max(0, options.limit), (a, b) =>
    compiled.compareKeys(a.key, b.key),
  );
  let total = 0;
  // Every type the query allows is visited, even under a type filter: the type facet counts them.
  records.forTypes(compiled.types, (row) => {
    if (!compiled.matches(row)) return;
    if (!counter.count(row.typeKey, row.lifecycleState ?? '', row.region, row.compartmentId)) return;
    total += 1;
    top.offer({ key: compiled.sortKey(row), row });
  });
  const items = top
    .sorted()
    .slice(offset)
    .map((ranked) => ranked.row.record);
  return { items, total, facets: counter.facets() };
}
