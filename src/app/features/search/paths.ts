/**
 * The search feature's addresses: the results screen at
 * /search?q=…&regions=a,b&types=instance,vcn&states=RUNNING,-. Everything a person sets on that
 * screen (the query with its `sorted by`, the regions, the type and state filters) lives in the
 * address, so a search can be bookmarked, shared and reloaded, and opens the same on a first visit;
 * and the summary page of any indexed resource at /resources/<OCID>, for the types without a page
 * of their own.
 */
export const SEARCH_PATH = '/search';
export const RESOURCE_SUMMARY_PATH = '/resources';

export interface SearchLocation {
  /** Free text, or a structured query starting with `query` (its `sorted by` is the order). */
  readonly q: string;
  /** The regions searched; empty means the console's region. */
  readonly regions: readonly string[];
  /** The type filter: lower-case type names; empty or absent: every type. */
  readonly types?: readonly string[];
  /** The state filter: lifecycle states, '' for "no state"; empty or absent: every state. */
  readonly states?: readonly string[];
}

/** The address's word for "no lifecycle state" (states are letters, digits and underscores). */
const NO_STATE = '-';
/** More values than any answer has facets: the rest of a longer list is dropped. */
const MAX_VALUES = 50;
const TYPE_KEY = /^[a-z][a-z0-9_.-]{0,99}$/;
const STATE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export const searchPaths = {
  /** The results screen for this query, these regions and these filters. */
  search: ({ q, regions, types = [], states = [] }: SearchLocation): string => {
    const params = new URLSearchParams({ q });
    if (regions.length > 0) params.set('regions', regions.join(','));
    if (types.length > 0) params.set('types', types.join(','));
    if (states.length > 0) params.set('states', states.map((s) => (s === '' ? NO_STATE : s)).join(','));
    return `${SEARCH_PATH}?${params.toString()}`;
  },
  /** The summary page of one resource, built from the local index. */
  resource: (id: string): string => `${RESOURCE_SUMMARY_PATH}/${encodeURIComponent(id)}`,
} as const;

/** The comma-separated values of one parameter: trimmed, each once, none empty, at most MAX_VALUES. */
function listOf(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value, index, all) => value !== '' && all.indexOf(value) === index)
    .slice(0, MAX_VALUES);
}

/**
 * The query, the region ids and the filters as the address gives them. The address is anyone's
 * to write: a filter value that no type or state can be is left out (it could only hide every
 * row), unknown parameters are ignored. The region ids are unchecked, enough for the search box
 * to echo; only readSearchLocation (searchLocation.ts) decides which regions are searched.
 */
export function readSearchParams(params: URLSearchParams): Required<SearchLocation> {
  return {
    q: params.get('q') ?? '',
    regions: listOf(params, 'regions'),
    types: listOf(params, 'types')
      .map((type) => type.toLowerCase())
      .filter((type, index, all) => TYPE_KEY.test(type) && all.indexOf(type) === index),
    states: listOf(params, 'states')
      .filter((state) => state === NO_STATE || STATE.test(state))
      .map((state) => (state === NO_STATE ? '' : state)),
  };
}
