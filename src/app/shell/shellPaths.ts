/** The shell's own pages, each address written once: the router's routes and every link read them. */
export const SHELL_PATHS = {
  home: '/',
  /** The home entry of the registry (document 3 §2.1) shows the same dashboard. */
  dashboard: '/dashboard',
  settings: '/settings',
  developerSettings: '/settings/developer',
} as const;
