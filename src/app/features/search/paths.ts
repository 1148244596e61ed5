/**
 * The search feature's addresses: the results screen at /search?q=…&regions=a,b (the query and
 * the regions live in the address, so a search can be bookmarked, shared and reloaded), and the
 * summary page of any indexed resource at /resources/<OCID>, for the types without a page of
 * their own.
 */
export const SEARCH_PATH = '/search';
export const RESOURCE_SUMMARY_PATH = '/resources';

export interface SearchLocation {
  /** Free text, or a structured query starting with `query`. */
  readonly q: string;
  /** The regions searched; empty means the console's region. */
  readonly regions: readonly string[];
}

export const searchPaths = {
  /** The results screen for this query and these regions. */
  search: ({ q, regions }: SearchLocation): string => {
    const params = new URLSearchParams({ q });
    if (regions.length > 0) params.set('regions', regions.join(','));
    return `${SEARCH_PATH}?${params.toString()}`;
  },
  /** The summary page of one resource, built from the local index. */
  resource: (id: string): string => `${RESOURCE_SUMMARY_PATH}/${encodeURIComponent(id)}`,
} as const;

/**
 * The query and the region ids as the address gives them, unchecked: enough for the search box
 * to echo. Only readSearchLocation (searchLocation.ts) decides which regions are searched.
 */
export function readSearchParams(params: URLSearchParams): SearchLocation {
  return {
    q: params.get('q') ?? '',
    regions: (params.get('regions') ?? '')
      .split(',')
      .map((region) => region.trim())
      .filter((region, index, all) => region !== '' && all.indexOf(region) === index),
  };
}
