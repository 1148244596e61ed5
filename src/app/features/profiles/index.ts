/**
 * Signing profiles for real tenancies (/settings/profiles): API keys and session tokens held by
 * the worker as non-extractable keys, the active one, and signing out of everything.
 */
export { routes } from './routes';
export { PROFILES_ROUTES, profilesPaths } from './paths';
