/**
 * The search feature's addresses: the results screen at /search?q=…&regions=a,b. The query
 * and the regions live in the address, so a search can be bookmarked, shared and reloaded.
 */

export const SEARCH_PATH = '/search';

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
} as const;

/** The query and regions of a results screen's address. */
export function readSearchLocation(params: URLSearchParams): SearchLocation {
  const regions = (params.get('regions') ?? '')
    .split(',')
    .map((region) => region.trim())
    .filter((region, index, all) => region !== '' && all.indexOf(region) === index);
  return { q: params.get('q') ?? '', regions };
}
