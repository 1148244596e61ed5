/**
 * The router's route tree, built from the route table (routeTable.ts). The first route carries
 * only the shell, its own screens and every feature's routes (each feature builds its own paths
 * with typed helpers; a resource page's pattern comes from the catalogue's page table,
 * src/oci/resource-types/pages.ts). The rows the registries make — every kind's details and list
 * pages, the navigation registry's pages — load with the registries on the first navigation the
 * first route's routes do not answer (`patchRoutesOnNavigation`), so the first route's JavaScript
 * does not carry every kind and every menu entry. After them one catch-all route: the page of an
 * address carrying an OCID no screen shows (the resource's summary), a bucket's address, or "Page
 * not found".
 */
import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { DeveloperScreen, HomeScreen, NavPage, SettingsScreen } from './shell/lazyScreens';
import { featureRoutes } from './features';
import { ResourcePageGuard } from './shell/ResourcePageGuard';
import { absolute, PAGE_OF_PATTERN, RESOURCE_PAGE_HANDLE } from './resourcePageParams';
import { SHELL_PATHS } from './shell/shellPaths';
import { Spinner } from './ui/Spinner';

/** The guard's route id: the registries' routes join its children, after the features'. */
const TABLE_ROUTE = 'route-table';

/** These routes with each resource page marked for the guard (its ids must be OCIDs). */
function marked(routes: readonly RouteObject[], base: string): RouteObject[] {
  return routes.map((route): RouteObject => {
    const path = route.path === undefined ? base : absolute(base, route.path);
    const children = route.children?.length ? marked(route.children, path) : undefined;
    const page = route.path !== undefined && PAGE_OF_PATTERN.has(path);
    return {
      ...route,
      ...(page ? { handle: RESOURCE_PAGE_HANDLE } : {}),
      ...(children === undefined ? {} : { children }),
    } as RouteObject;
  });
}

/**
 * The console's route tree: the shell, its own screens, every feature's, the registries' rows
 * when given (registryRoutes.tsx), then the catch-all.
 */
export function consoleRoutes(registry: readonly RouteObject[] = []): RouteObject[] {
  return [
    {
      path: SHELL_PATHS.home,
      element: <AppShell />,
      children: [
        { index: true, element: <HomeScreen /> },
        { path: SHELL_PATHS.dashboard, element: <HomeScreen /> },
        { path: SHELL_PATHS.settings, element: <SettingsScreen /> },
        { path: SHELL_PATHS.developerSettings, element: <DeveloperScreen /> },
        {
          id: TABLE_ROUTE,
          element: <ResourcePageGuard />,
          children: [...marked(featureRoutes, '/'), ...registry],
        },
        {
          path: '*',
          element: (
            <Suspense fallback={<Spinner />}>
              <NavPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}

export function createConsoleRouter() {
  let patched = false;
  return createBrowserRouter(consoleRoutes(), {
    // Called for an address the routes so far answer only with a parameter or the catch-all:
    // the registries' rows join the table's routes once (a navigation given up before they loaded leaves
    // it to the next; two at once patch the same rows, which the router keeps once), and the
    // router matches again.
    patchRoutesOnNavigation: async ({ patch, signal }) => {
      if (patched) return;
      const { registryRoutes } = await import('./registryRoutes');
      if (signal.aborted) return;
      patch(TABLE_ROUTE, registryRoutes(featureRoutes));
      patched = true;
    },
  });
}
