/** The month's cost's route; the screen loads on demand, outside the first route's bundle. */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyRetrying } from '../../ui/lazyRetrying';
import { Spinner } from '../../ui/Spinner';
import { COST_PATTERNS } from './paths';

const MonthCostScreen = lazyRetrying(() =>
  import('./MonthCostScreen').then((m) => ({ default: m.MonthCostScreen })),
);

export const routes: RouteObject[] = [
  {
    path: COST_PATTERNS.month,
    element: (
      <Suspense fallback={<Spinner />}>
        <MonthCostScreen />
      </Suspense>
    ),
  },
];
