/**
 * The route table. Each feature builds its own paths with typed helpers (`paths.ts` in its
 * folder); this file only joins the features under the shell. After them, one catch-all route
 * opens a resource kind's live list page (src/app/kinds) or the page of any navigation-registry
 * address (a list, an information page, a resource), or says the address is not a page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { DeveloperScreen, HomeScreen, RegistryPage, SettingsScreen } from './shell/lazyScreens';
import { featureRoutes } from './features';

export const paths = {
  home: () => '/',
  /** The home entry of the registry (document 3 §2.1) shows the same dashboard. */
  dashboard: () => '/dashboard',
  settings: () => '/settings',
} as const;

/** The console's route tree: the shell, its own screens, every feature's, then the catch-all. */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <HomeScreen /> },
        { path: 'dashboard', element: <HomeScreen /> },
        { path: 'settings', element: <SettingsScreen /> },
        { path: 'settings/developer', element: <DeveloperScreen /> },
        ...featureRoutes,
        { path: '*', element: <RegistryPage /> },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes());
}
