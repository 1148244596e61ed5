/**
 * The marketplace's pages: listing search, also at the navigation's "All applications"
 * (/marketplace/home) and "Community applications" (/marketplace/community-images, community
 * listings chosen) entries; one listing's page.
 */
import { pathTo } from '../../navigation/routePattern';
import type { ListingFilters } from './listingSearchBody';
import { listingFiltersToQuery } from './listingSearchBody';

export const MARKETPLACE_PATTERNS = {
  listings: '/marketplace/listings',
  listing: '/marketplace/listings/:listingId',
  home: '/marketplace/home',
  communityImages: '/marketplace/community-images',
} as const;

export const marketplacePaths = {
  /** The listing search, with a search already made when filters are given. */
  listings: (filters?: ListingFilters) =>
    filters === undefined
      ? MARKETPLACE_PATTERNS.listings
      : `${MARKETPLACE_PATTERNS.listings}?${listingFiltersToQuery(filters).toString()}`,
  /** One listing's page (the id is encoded; it comes from a service answer). */
  listing: (listingId: string) => pathTo(MARKETPLACE_PATTERNS.listing, { listingId }),
} as const;
