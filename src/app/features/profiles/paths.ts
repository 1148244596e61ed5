/** The profiles feature's address: the signing profiles screen under the settings. */
import { SHELL_PATHS } from '../../shell/shellPaths';

export const PROFILES_ROUTES = {
  profiles: '/settings/profiles',
  /** The redirect URI a deployment registers with its identity domain (scripts/server/sign-in-route.mjs). */
  signInReturn: '/auth/callback',
} as const;

export const profilesPaths = {
  profiles: () => PROFILES_ROUTES.profiles,
  /** The settings screen this one sits under (its breadcrumb). */
  settings: () => SHELL_PATHS.settings,
} as const;
