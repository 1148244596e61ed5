/**
 * Where a resource is in the official OCI Console: its own page at the catalogue's link (the
 * catalogue's paths are the official console's), else, for a type without one, the registry's
 * list of its type. The address itself is built by officialConsoleUrl, the one helper for it.
 */
import { NAV_ENTRIES } from '../../navigation/navEntries';
import { ownRouteOf } from '../../navigation/navRoutes';
import { resourceType } from '../../../oci/resource-types';
import { safeHref } from '../../ui';
import { officialConsoleUrl } from '../../navigation/officialConsoleUrl';

export interface OfficialConsolePlace {
  /** `page`: the resource's own page; `list`: the list of its type. */
  readonly kind: 'page' | 'list';
  readonly url: string;
}

export function officialConsolePlace(
  resource: { readonly resourceType: string; readonly link: string | null },
  region: string,
): OfficialConsolePlace | undefined {
  const link = safeHref(resource.link);
  if (link?.startsWith('/') === true) return { kind: 'page', url: officialConsoleUrl(link, region) };
  const type = resourceType(resource.resourceType);
  if (type === undefined) return undefined;
  for (const entry of NAV_ENTRIES) {
    if (entry.resourceType === undefined || resourceType(entry.resourceType) !== type) continue;
    const route = ownRouteOf(entry);
    if (route !== undefined) return { kind: 'list', url: officialConsoleUrl(route, region) };
  }
  return undefined;
}
