/**
 * The table of details pages: one config per kind, looked up by key or by the search catalogue's
 * type name, so any screen (a search result, a relation) can hand a resource to ReadDetails.
 */
import { LICENSE_RECORD_DETAILS, PRODUCT_LICENSE_DETAILS } from '../licenses/licenseDetails';
import { DATA_DETAILS } from './dataDetails';
import type { DetailsConfig } from './detailsConfig';
import { NETWORK_DETAILS } from './networkDetails';
import type { DetailsKey } from './paths';
import { SERVICE_DETAILS } from './serviceDetails';

/** The pages this feature routes, one for each key of DETAILS_PATTERNS. */
export const DETAILS_CONFIG_LIST: readonly DetailsConfig[] = [...NETWORK_DETAILS, ...DATA_DETAILS, ...SERVICE_DETAILS];

/** Every kind with a details config: the license manager's pages (it routes them) as well. */
export const EVERY_DETAILS_CONFIG: readonly DetailsConfig[] = [
  ...DETAILS_CONFIG_LIST,
  PRODUCT_LICENSE_DETAILS,
  LICENSE_RECORD_DETAILS,
];

export const DETAILS_CONFIGS: Readonly<Partial<Record<DetailsKey, DetailsConfig>>> = Object.fromEntries(
  DETAILS_CONFIG_LIST.map((config) => [config.key, config]),
);

const BY_TYPE: ReadonlyMap<string, DetailsConfig> = new Map(
  EVERY_DETAILS_CONFIG.flatMap((config) => config.resourceTypes.map((type) => [type.toLowerCase(), config] as const)),
);

/** The config of a details page by its key. */
export function detailsConfig(key: DetailsKey): DetailsConfig | undefined {
  return DETAILS_CONFIGS[key];
}

/** The config that shows a search result of this type (case-insensitive), if there is one. */
export function detailsConfigForType(resourceType: string): DetailsConfig | undefined {
  return BY_TYPE.get(resourceType.toLowerCase());
}
