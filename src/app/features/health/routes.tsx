/** Service health's routes; the screens load on demand, outside the first route's bundle. */
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyRetrying } from '../../ui/lazyRetrying';
import { Spinner } from '../../ui/Spinner';
import { HEALTH_PATTERNS } from './paths';

const ServiceHealthScreen = lazyRetrying(() =>
  import('./ServiceHealthScreen').then((m) => ({ default: m.ServiceHealthScreen })),
);
const AnnouncementScreen = lazyRetrying(() =>
  import('./AnnouncementScreen').then((m) => ({ default: m.AnnouncementScreen })),
);

function screen(element: ReactNode): ReactNode {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}

export const routes: RouteObject[] = [
  { path: HEALTH_PATTERNS.list, element: screen(<ServiceHealthScreen />) },
  { path: HEALTH_PATTERNS.announcement, element: screen(<AnnouncementScreen />) },
];
