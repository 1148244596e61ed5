/**
 * The router's route tree. Each feature builds its own paths with typed helpers (`paths.ts` in its
 * folder; a resource page's pattern comes from the catalogue's page table,
 * src/oci/resource-types/pages.ts); this file only joins the features under the shell, and
 * routeTable.ts flattens the same routes into the table links are looked up in. After them, one catch-all route
 * opens a resource kind's live list page (src/app/kinds) or the page of any navigation-registry
 * address (a list, an information page, a resource), or says the address is not a page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { DeveloperScreen, HomeScreen, RegistryPage, SettingsScreen } from './shell/lazyScreens';
import { featureRoutes } from './features';
import { ResourcePageGuard } from './shell/ResourcePageGuard';
import { SHELL_PATHS } from './shell/shellPaths';

/** The console's route tree: the shell, its own screens, every feature's, then the catch-all. */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      path: SHELL_PATHS.home,
      element: <AppShell />,
      children: [
        { index: true, element: <HomeScreen /> },
        { path: SHELL_PATHS.dashboard, element: <HomeScreen /> },
        { path: SHELL_PATHS.settings, element: <SettingsScreen /> },
        { path: SHELL_PATHS.developerSettings, element: <DeveloperScreen /> },
        { element: <ResourcePageGuard />, children: featureRoutes },
        { path: '*', element: <RegistryPage /> },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes());
}
