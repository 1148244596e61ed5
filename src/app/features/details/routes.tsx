/**
 * The details pages' routes: every URL pattern of paths.ts, each showing its kind through the one
 * ReadDetails component. Screens load on demand, outside the first route's bundle.
 */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { DETAILS_PATTERNS } from './paths';
import type { DetailsKey } from './paths';
import { lazyRetrying } from '../../ui/lazyRetrying';

const DetailsRoute = lazyRetrying(() => import('./DetailsRoute').then((module) => ({ default: module.DetailsRoute })));
const VnicAttachmentRoute = lazyRetrying(() =>
  import('./VnicAttachmentRoute').then((module) => ({ default: module.VnicAttachmentRoute })),
);

function screen(element: ReactNode): ReactNode {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}

export const routes: RouteObject[] = (Object.keys(DETAILS_PATTERNS) as DetailsKey[]).flatMap((key) =>
  DETAILS_PATTERNS[key].map((path) => ({
    path,
    element: screen(key === 'vnic' ? <VnicAttachmentRoute /> : <DetailsRoute detailsKey={key} />),
  })),
);
