/** The profiles feature's address: the signing profiles screen under the settings. */
import { SHELL_PATHS } from '../../shell/shellPaths';

export const PROFILES_ROUTES = {
  profiles: '/settings/profiles',
} as const;

export const profilesPaths = {
  profiles: () => PROFILES_ROUTES.profiles,
  /** The settings screen this one sits under (its breadcrumb). */
  settings: () => SHELL_PATHS.settings,
} as const;
