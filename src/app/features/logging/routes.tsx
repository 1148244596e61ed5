/** The logging feature's routes; the screen loads on demand, outside the first route's bundle. */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { LOGGING_PATTERNS } from './paths';
import { lazyRetrying } from '../../ui/lazyRetrying';

const LogSearchScreen = lazyRetrying(() =>
  import('./LogSearchScreen').then((m) => ({ default: m.LogSearchScreen })),
);

export const routes: RouteObject[] = [
  {
    path: LOGGING_PATTERNS.search,
    element: (
      <Suspense fallback={<Spinner />}>
        <LogSearchScreen />
      </Suspense>
    ),
  },
];
