/**
 * Facet counts for the search filters, and the filters themselves. Each facet counts the
 * matches of every OTHER filter (the type facet ignores the type filter), so choosing one type
 * still shows how many results the other types have.
 */

export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

export interface SearchFacets {
  /** By lower-case resource type. */
  readonly types: readonly FacetCount[];
  /** By lifecycle state; '' counts resources without one. */
  readonly states: readonly FacetCount[];
}

/** Narrowing applied on top of the text or the query; an absent or empty list does not restrict. */
export interface SearchFilters {
  /** Resource types, matched case-insensitively. */
  readonly types?: readonly string[];
  readonly states?: readonly string[];
  readonly regions?: readonly string[];
  readonly compartmentId?: string;
}

/** Largest count first, then by value. */
export function facetList(counts: ReadonlyMap<string, number>): FacetCount[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The filter's lists as sets (types lower-cased), undefined where a filter does not restrict. */
export interface FilterSets {
  readonly types?: ReadonlySet<string>;
  readonly states?: ReadonlySet<string>;
  readonly regions?: ReadonlySet<string>;
  readonly compartmentId?: string;
}

function setOf(values: readonly string[] | undefined, map: (value: string) => string = (value) => value) {
  return values === undefined || values.length === 0 ? undefined : new Set(values.map(map));
}

export function filterSets(filters: SearchFilters): FilterSets {
  return {
    types: setOf(filters.types, (type) => type.toLowerCase()),
    states: setOf(filters.states),
    regions: setOf(filters.regions),
    compartmentId: filters.compartmentId === '' ? undefined : filters.compartmentId,
  };
}

/** Whether any filter restricts the matches (as filterSets reads them: an empty one does not). */
export function restricts(filters: SearchFilters): boolean {
  const { types, states, regions, compartmentId } = filterSets(filters);
  return types !== undefined || states !== undefined || regions !== undefined || compartmentId !== undefined;
}

/** Counts facets over records given by their type key, state, region and compartment. */
/** A running count, bumped in place: one map look-up a record instead of a get and a set. */
interface Tally {
  n: number;
}

function bump(tallies: Map<string, Tally>, value: string): void {
  const tally = tallies.get(value);
  if (tally === undefined) tallies.set(value, { n: 1 });
  else tally.n += 1;
}

function counts(tallies: ReadonlyMap<string, Tally>): Map<string, number> {
  return new Map([...tallies].map(([value, tally]) => [value, tally.n]));
}

export class FacetCounter {
  private readonly types = new Map<string, Tally>();
  private readonly states = new Map<string, Tally>();

  constructor(private readonly filters: FilterSets) {}

  /** Counts one record; answers whether it passes every filter. */
  count(typeKey: string, state: string, region: string, compartmentId: string): boolean {
    const filters = this.filters;
    if (filters.regions !== undefined && !filters.regions.has(region)) return false;
    if (filters.compartmentId !== undefined && filters.compartmentId !== compartmentId) return false;
    const typeOk = filters.types === undefined || filters.types.has(typeKey);
    const stateOk = filters.states === undefined || filters.states.has(state);
    if (stateOk) bump(this.types, typeKey);
    if (typeOk) bump(this.states, state);
    return typeOk && stateOk;
  }

  facets(): SearchFacets {
    return { types: facetList(counts(this.types)), states: facetList(counts(this.states)) };
  }
}
