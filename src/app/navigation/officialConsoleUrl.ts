/** The official OCI console's address of a console route, in a region. */
export const OFFICIAL_CONSOLE = 'https://cloud.oracle.com';

export function officialConsoleUrl(route: string, regionId: string): string {
  const separator = route.includes('?') ? '&' : '?';
  return `${OFFICIAL_CONSOLE}${route}${separator}region=${encodeURIComponent(regionId)}`;
}
