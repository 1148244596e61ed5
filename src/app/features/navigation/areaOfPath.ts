import { entryAtOrAbove } from './resolveNavPath';
import { SCREEN_AREAS, screenOfPath } from './screenPaths';

/**
 * The menu area an address belongs to, for the left-hand menu: the area of the registry entry
 * whose page it is or lies under, else the area of the dedicated screen holding it. The home page
 * and the console's own pages (settings) belong to none.
 */
export function areaOfPath(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '') return undefined;
  const screen = screenOfPath(pathname);
  const above = entryAtOrAbove(pathname);
  if (above !== undefined && (screen === undefined || above.rest.length === 0)) return above.entry.areaId;
  return screen === undefined ? undefined : SCREEN_AREAS[screen];
}
