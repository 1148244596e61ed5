/**
 * The routes of the route table's rows that the registries make (routeTable.ts): each kind's
 * details pages, each kind's live list page and each navigation-registry page, every resource
 * page marked for the guard that opens it only for OCIDs. The router adds them on its first
 * navigation past the first route (routes.tsx), so the registries load on demand.
 */
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DetailsRoute, VnicAttachmentRoute } from './features/details';
import { kindListPages } from './kinds/kindLists';
import { ListScreen } from './kit/ListScreen';
import { routeTable, type PageShownBy } from './routeTable';
import { NavPage } from './shell/lazyScreens';
import { RESOURCE_PAGE_HANDLE } from './resourcePageParams';
import { Spinner } from './ui/Spinner';

const LISTS = new Map(kindListPages().map((list) => [list.kind, list]));

/** The screen of a row; undefined for a feature's (the feature's routes hold it). */
function screenOf(shows: PageShownBy): ReactNode | undefined {
  switch (shows.by) {
    case 'feature':
      return undefined;
    case 'details':
      return (
        <Suspense fallback={<Spinner />}>
          {shows.key === 'vnic' ? <VnicAttachmentRoute /> : <DetailsRoute detailsKey={shows.key} />}
        </Suspense>
      );
    case 'list': {
      const list = LISTS.get(shows.kind);
      return list === undefined ? undefined : (
        <ListScreen key={list.kind} spec={list.spec} rowLink={list.rowLink} />
      );
    }
    case 'navigation':
      return (
        <Suspense fallback={<Spinner />}>
          <NavPage />
        </Suspense>
      );
  }
}

/** The registries' routes, in the table's order, after these features' (which the router has). */
export function registryRoutes(features: readonly RouteObject[]): RouteObject[] {
  return routeTable(features).rows.flatMap((row) => {
    const screen = screenOf(row.shows);
    if (screen === undefined) return [];
    return [{ path: row.path, element: screen, ...(row.resource ? { handle: RESOURCE_PAGE_HANDLE } : {}) }];
  });
}
