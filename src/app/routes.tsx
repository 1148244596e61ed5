/**
 * The typed route table: every screen's path is built here, never by loose strings.
 */
import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './shell/AppShell';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';

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
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]);
}
