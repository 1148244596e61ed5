/** What the shell takes of settings: its screens and the header's region picker, each loaded on demand. */
import { lazyRetrying } from '../../ui/lazyRetrying';

export const RegionSelect = lazyRetrying(() =>
  import('./RegionSelect').then((m) => ({ default: m.RegionSelect })),
);
export const SettingsScreen = lazyRetrying(() =>
  import('./SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);
export const DeveloperScreen = lazyRetrying(() =>
  import('./DeveloperScreen').then((m) => ({ default: m.DeveloperScreen })),
);
