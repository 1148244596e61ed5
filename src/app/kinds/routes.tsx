/**
 * The routes of the registry's live list pages: one per kind with a `list`, each the one generic
 * ListScreen, loaded on demand.
 */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { lazyRetrying } from '../ui/lazyRetrying';
import { kindListPages } from './kindLists';

const ListScreen = lazyRetrying(() => import('../kit/ListScreen').then((module) => ({ default: module.ListScreen })));

export const routes: RouteObject[] = kindListPages().map((page) => ({
  path: page.spec.route,
  element: (
    <Suspense fallback={<Spinner />}>
      <ListScreen spec={page.spec} rowLink={page.rowLink} />
    </Suspense>
  ),
}));
