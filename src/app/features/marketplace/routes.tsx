/** The marketplace's routes; the screen loads on demand, outside the first route's bundle. */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { MARKETPLACE_PATTERNS } from './paths';
import { lazyRetrying } from '../../ui/lazyRetrying';

const ListingSearchScreen = lazyRetrying(() =>
  import('./ListingSearchScreen').then((m) => ({ default: m.ListingSearchScreen })),
);

const ListingScreen = lazyRetrying(() =>
  import('./ListingScreen').then((m) => ({ default: m.ListingScreen })),
);

function screen(element: ReactNode): ReactNode {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}

export const routes: RouteObject[] = [
  { path: MARKETPLACE_PATTERNS.listings, element: screen(<ListingSearchScreen />) },
  { path: MARKETPLACE_PATTERNS.listing, element: screen(<ListingScreen />) },
  { path: MARKETPLACE_PATTERNS.home, element: screen(<ListingSearchScreen />) },
  {
    path: MARKETPLACE_PATTERNS.communityImages,
    element: screen(<ListingSearchScreen listingType="COMMUNITY" />),
  },
];
