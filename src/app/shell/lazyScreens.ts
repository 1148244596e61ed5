/**
 * The parts of the console loaded on demand, so the first route's JavaScript stays small: the
 * navigation registry (hundreds of entries) and everything built on it, the screens (and with
 * them react-aria and the shared components). `preloadNavigation` fetches the menus' code while the browser is idle, so
 * the first press on "Menu" opens at once.
 */
import { lazy } from 'react';

const megaMenuModule = () => import('../features/navigation/MegaMenu');
const sideMenuModule = () => import('../features/navigation/SideMenu');

export const MegaMenu = lazy(() => megaMenuModule().then((m) => ({ default: m.MegaMenu })));
export const SideMenu = lazy(() => sideMenuModule().then((m) => ({ default: m.SideMenu })));
export const RegionSelect = lazy(() =>
  import('../features/settings/RegionSelect').then((m) => ({ default: m.RegionSelect })),
);
export const HomeScreen = lazy(() =>
  import('../screens/HomeScreen').then((m) => ({ default: m.HomeScreen })),
);
export const HomeNavigation = lazy(() =>
  import('../features/navigation/HomeNavigation').then((m) => ({ default: m.HomeNavigation })),
);
export const NavPage = lazy(() =>
  import('../features/navigation/NavPage').then((m) => ({ default: m.NavPage })),
);
export const SettingsScreen = lazy(() =>
  import('../features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);
export const DeveloperScreen = lazy(() =>
  import('../features/settings/DeveloperScreen').then((m) => ({ default: m.DeveloperScreen })),
);

/** Starts loading the menus' code; harmless to call more than once. */
export function preloadNavigation(): void {
  void megaMenuModule();
  void sideMenuModule();
}

/** Runs `task` when the browser is idle (or after a short delay where it cannot say); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}
