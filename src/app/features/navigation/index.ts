/**
 * What the shell takes of the navigation feature: the menus, the home screen's navigation, the
 * registry's catch-all page and the reader of what the tenancy says of itself (pricing class, SaaS
 * types; src/app/navigation/tenancyFacts.ts), each loaded on demand: the registry holds hundreds of
 * entries.
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

const megaMenuModule = () => import('./MegaMenu');
const sideMenuModule = () => import('./SideMenu');

export const MegaMenu = lazyRetrying(() => megaMenuModule().then((m) => ({ default: m.MegaMenu })));
export const SideMenu = lazyRetrying(() => sideMenuModule().then((m) => ({ default: m.SideMenu })));
export const HomeNavigation = lazyRetrying(() =>
  import('./HomeNavigation').then((m) => ({ default: m.HomeNavigation })),
);
export const NavPage = lazyRetrying(() => import('./NavPage').then((m) => ({ default: m.NavPage })));
export const TenancyFactsReader = lazyRetrying(() =>
  import('./TenancyFactsReader').then((m) => ({ default: m.TenancyFactsReader })),
);

/**
 * Starts loading the menus' code; harmless to call more than once. A preload is a head start, not
 * a need: when it fails (offline on a first visit, before the service worker serves the app) it
 * fails quietly, and a menu loads its code when it is opened.
 */
export function preloadMenus(): void {
  void megaMenuModule().catch(() => undefined);
  void sideMenuModule().catch(() => undefined);
}
