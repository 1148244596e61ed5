/**
 * The details pages, as the resource-kind registry (src/app/kinds) configures them: looked up by
 * key or by the search catalogue's type name, so any screen (a search result, a relation) can
 * hand a resource to ReadDetails.
 */
import { KINDS } from './registry';
import type { DetailsConfig } from '../kit/detailsConfig';
import { DETAILS_PATTERNS, type DetailsKey } from '../features/details/paths';

/** Every kind with a details page: the license manager's as well (it routes them). */
export const EVERY_DETAILS_CONFIG: readonly DetailsConfig[] = KINDS.flatMap((kind) =>
  kind.details === undefined ? [] : [kind.details],
);

const isDetailsKey = (key: string): key is DetailsKey => Object.hasOwn(DETAILS_PATTERNS, key);

/** The pages this feature routes, one for each key of DETAILS_PATTERNS. */
export const DETAILS_CONFIG_LIST: readonly DetailsConfig[] = EVERY_DETAILS_CONFIG.filter((config) =>
  isDetailsKey(config.key),
);

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
