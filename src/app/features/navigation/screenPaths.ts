/**
 * The console's dedicated screens (entries with `screen`) and where they live. An entry with a
 * screen opens a page that leads to its screen; a screen's pages belong to the menu area named
 * here, so the left-hand menu stays on that area while one works in it.
 */
import type { NavScreen } from '../../navigation/navEntry';
import { costPaths } from '../cost';
import { devopsPaths } from '../devops';
import { healthPaths } from '../health';
import { licensePaths } from '../licenses';
import { loggingPaths } from '../logging';
import { marketplacePaths } from '../marketplace';
import { SEARCH_PATH } from '../search';

/** Each from its feature's own path builders, so a screen that moves is followed here. */
export const SCREEN_PATHS: Readonly<Record<NavScreen, string>> = {
  search: SEARCH_PATH,
  devops: devopsPaths.projects(),
  licenseManager: licensePaths.productLicenses(),
  logging: loggingPaths.search(),
  marketplace: marketplacePaths.listings(),
  workRequests: devopsPaths.workRequests(),
  serviceHealth: healthPaths.list(),
  cost: costPaths.month(),
};

/** The menu area of each screen (work requests are DevOps work requests). */
export const SCREEN_AREAS = {
  search: 'search',
  devops: 'developer',
  licenseManager: 'governance',
  logging: 'observability',
  marketplace: 'marketplace',
  workRequests: 'developer',
  serviceHealth: 'observability',
  cost: 'costManagement',
} as const satisfies Readonly<Record<NavScreen, string>>;

/** The base path of a screen's pages: `/license-manager/product-licenses` → `/license-manager`. */
function screenBase(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return `/${segments[0] ?? ''}`;
}

/** `/devops` is inside `/devops`, `/devops/x` too, `/devopsy` is not. */
export function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** The screen whose pages hold this path, most specific first, or undefined. */
export function screenOfPath(pathname: string): NavScreen | undefined {
  const screens = (Object.keys(SCREEN_PATHS) as NavScreen[]).sort(
    (a, b) => SCREEN_PATHS[b].length - SCREEN_PATHS[a].length,
  );
  const exact = screens.find((s) => isWithin(pathname, SCREEN_PATHS[s]));
  return exact ?? screens.find((s) => isWithin(pathname, screenBase(SCREEN_PATHS[s])));
}
