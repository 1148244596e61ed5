/**
 * The details pages, as the resource-kind registry (src/app/kinds) configures them: looked up by
 * key or by the search catalogue's type name, so any screen (a search result, a relation) can
 * hand a resource to ReadDetails.
 */
import { KINDS } from './registry';
import type { DetailsConfig } from '../kit/detailsConfig';

/** A details page's key: its type title's key (`types.<key>`). */
export type DetailsKey = DetailsConfig['key'];

/** Every kind with a details page, the license manager's as well (its feature routes them). */
export const EVERY_DETAILS_CONFIG: readonly DetailsConfig[] = KINDS.flatMap((kind) =>
  kind.details === undefined ? [] : [kind.details],
);

const BY_KEY: ReadonlyMap<string, DetailsConfig> = new Map(
  EVERY_DETAILS_CONFIG.map((config) => [config.key, config]),
);

const BY_TYPE: ReadonlyMap<string, DetailsConfig> = new Map(
  EVERY_DETAILS_CONFIG.flatMap((config) => config.resourceTypes.map((type) => [type.toLowerCase(), config] as const)),
);

/** The config of a details page by its key (an address's key is text: any may be asked). */
export function detailsConfig(key: string): DetailsConfig | undefined {
  return BY_KEY.get(key);
}

/** The config that shows a search result of this type (case-insensitive), if there is one. */
export function detailsConfigForType(resourceType: string): DetailsConfig | undefined {
  return BY_TYPE.get(resourceType.toLowerCase());
}
