/**
 * The frame of every DevOps page: the 'devops' translations load before a page shows (a page
 * never flashes raw keys), and a spinner stands in while they and the page's code arrive.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';

export function DevopsBoundary() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}
