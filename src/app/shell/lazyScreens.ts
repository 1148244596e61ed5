/**
 * The parts of the console loaded on demand, so the first route's JavaScript stays small: the
 * navigation registry (hundreds of entries) and everything built on it, the screens (and with
 * them react-aria and the shared components). `preloadNavigation` fetches the menus' code while the browser is idle, so
 * the first press on "Menu" opens at once.
 */
import { lazyRetrying } from '../ui/lazyRetrying';

const megaMenuModule = () => import('../features/navigation/MegaMenu');
const sideMenuModule = () => import('../features/navigation/SideMenu');

export const MegaMenu = lazyRetrying(() => megaMenuModule().then((m) => ({ default: m.MegaMenu })));
export const SideMenu = lazyRetrying(() => sideMenuModule().then((m) => ({ default: m.SideMenu })));
export const RegionSelect = lazyRetrying(() =>
  import('../features/settings/RegionSelect').then((m) => ({ default: m.RegionSelect })),
);
export const HomeScreen = lazyRetrying(() =>
  import('../screens/HomeScreen').then((m) => ({ default: m.HomeScreen })),
);
export const HomeNavigation = lazyRetrying(() =>
  import('../features/navigation/HomeNavigation').then((m) => ({ default: m.HomeNavigation })),
);
export const NeedsYou = lazyRetrying(() =>
  import('../features/home/NeedsYou').then((m) => ({ default: m.NeedsYou })),
);
export const NavPage = lazyRetrying(() =>
  import('../features/navigation/NavPage').then((m) => ({ default: m.NavPage })),
);
/** The catch-all page: a resource kind's live list, or the navigation registry's page. */
export const RegistryPage = lazyRetrying(() =>
  import('../kinds/RegistryPage').then((m) => ({ default: m.RegistryPage })),
);
export const SettingsScreen = lazyRetrying(() =>
  import('../features/settings/SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);
export const DeveloperScreen = lazyRetrying(() =>
  import('../features/settings/DeveloperScreen').then((m) => ({ default: m.DeveloperScreen })),
);

/**
 * Starts loading the menus' code; harmless to call more than once. A preload is a head start, not
 * a need: when it fails (offline on a first visit, before the service worker serves the app) it
 * fails quietly, and a menu loads its code when it is opened.
 */
export function preloadNavigation(): void {
  void megaMenuModule().catch(() => undefined);
  void sideMenuModule().catch(() => undefined);
}
