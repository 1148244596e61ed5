/**
 * Around every feature's routes: a resource page opens only when its address's ids are OCIDs
 * (routeTable.ts). A word, a malformed or a hostile value where an id goes gets the registry's
 * page for the address instead, which is a list, the resource named by another OCID of the
 * address, or the console's not-found page; never a screen reading a resource that cannot be.
 */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { refusedByTable } from '../routeTable';
import { Spinner } from '../ui/Spinner';
import { NavPage } from './lazyScreens';

export function ResourcePageGuard() {
  const { pathname } = useLocation();
  if (!refusedByTable(pathname)) return <Outlet />;
  return (
    <Suspense fallback={<Spinner />}>
      <NavPage />
    </Suspense>
  );
}
