/**
 * The search feature's addresses: the results screen at /search?q=…&regions=a,b. The query
 * and the regions live in the address, so a search can be bookmarked, shared and reloaded.
 */
import { findRegion } from '../../../oci/regions';

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

/** A results screen's address as read: its query, the known regions, and the ids refused. */
export interface ReadSearchLocation extends SearchLocation {
  /** Region ids of the address the region table does not know: never searched, shown as refused. */
  readonly refused: readonly string[];
}

/**
 * The query and regions of a results screen's address. The address is anyone's to write, so only
 * ids of the region table are kept; the others are returned apart, for the screen to say so.
 */
export function readSearchLocation(params: URLSearchParams): ReadSearchLocation {
  const given = (params.get('regions') ?? '')
    .split(',')
    .map((region) => region.trim())
    .filter((region, index, all) => region !== '' && all.indexOf(region) === index);
  return {
    q: params.get('q') ?? '',
    regions: given.filter((region) => findRegion(region) !== undefined),
    refused: given.filter((region) => findRegion(region) === undefined),
  };
}
