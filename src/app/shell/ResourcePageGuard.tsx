/**
 * Around every route of the route table: a resource page (a route whose handle says so,
 * routes.tsx and registryRoutes.tsx mark them) opens only when its address's ids are OCIDs
 * (resourcePageParams.ts). A word, a malformed or a hostile value where an id goes gets the
 * navigation registry's page for the address instead, which is a list, the resource named by
 * another OCID of the address, or the console's not-found page; never a screen reading a resource
 * that cannot be.
 */
import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { idsHold, type ResourcePageHandle } from '../resourcePageParams';
import { Spinner } from '../ui/Spinner';
import { NavPage } from './lazyScreens';

function isResourcePage(handle: unknown): handle is ResourcePageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as Partial<ResourcePageHandle>).resourcePage === true
  );
}

export function ResourcePageGuard() {
  const leaf = useMatches().at(-1);
  if (leaf === undefined || !isResourcePage(leaf.handle) || idsHold(leaf.params)) return <Outlet />;
  return (
    <Suspense fallback={<Spinner />}>
      <NavPage />
    </Suspense>
  );
}
