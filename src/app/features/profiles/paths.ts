/**
 * The profiles feature's address: the signing profiles screen under the settings. The pattern is
 * relative, for the shell's child routes; the builder gives the absolute link.
 */
export const PROFILES_ROUTES = {
  profiles: 'settings/profiles',
} as const;

export const profilesPaths = {
  profiles: () => '/settings/profiles',
  /** The settings screen this one sits under (its breadcrumb). */
  settings: () => '/settings',
} as const;
