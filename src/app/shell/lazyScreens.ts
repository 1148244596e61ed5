/**
 * The parts of the console loaded on demand, so the first route's JavaScript stays small: the
 * navigation registry (hundreds of entries) and everything built on it, the screens (and with
 * them react-aria and the shared components). A feature's parts are declared lazy by its entry
 * (features/<name>/index.ts); the shell's own are here. `preloadNavigation` fetches the menus'
 * code while the browser is idle, so the first press on "Menu" opens at once.
 */
import { lazyRetrying } from '../ui/lazyRetrying';

export { NeedsYou } from '../features/home';
export {
  HomeNavigation,
  MegaMenu,
  NavPage,
  preloadMenus as preloadNavigation,
  SideMenu,
} from '../features/navigation';
export { DeveloperScreen, RegionSelect, SettingsScreen } from '../features/settings';

export const HomeScreen = lazyRetrying(() =>
  import('../screens/HomeScreen').then((m) => ({ default: m.HomeScreen })),
);
