/**
 * The route table. Each feature builds its own paths with typed helpers (`paths.ts` in its
 * folder); this file only joins the features under the shell.
 */
import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { featureRoutes } from './features';

export const paths = {
  home: () => '/',
} as const;

export function createConsoleRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <HomeScreen /> },
        ...featureRoutes,
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]);
}
