/** The logging feature's routes; the screen loads on demand, outside the first route's bundle. */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { LOGGING_PATTERNS } from './paths';

const LogSearchScreen = lazy(() => import('./LogSearchScreen').then((m) => ({ default: m.LogSearchScreen })));

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
