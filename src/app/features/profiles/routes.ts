/** The profiles feature's routes, for the route table; the screen loads when first visited. */
import type { RouteObject } from 'react-router-dom';
import { PROFILES_ROUTES } from './paths';

export const routes: RouteObject[] = [
  {
    path: PROFILES_ROUTES.profiles,
    lazy: async () => ({ Component: (await import('./ProfilesScreen')).ProfilesScreen }),
  },
  {
    path: PROFILES_ROUTES.signInReturn,
    lazy: async () => ({ Component: (await import('./SignInReturnScreen')).SignInReturnScreen }),
  },
];
