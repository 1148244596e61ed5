/**
 * The catalogue of searchable resource types (document 2 §2, §3.2): every area's descriptors,
 * looked up by type name ignoring case, and the details link of a search result. The
 * enrichments (§3.4) the worker runs are the descriptors' `enrich`.
 */
import type { LinkSubject, ResourceSummary } from '../resource';
import { AI_TYPES } from './ai';
import { COMPUTE_TYPES } from './compute';
import { CONNECTIVITY_TYPES } from './connectivity';
import { DATA_TYPES } from './data';
import { DATA_SAFE_TYPES } from './data-safe';
import { DATABASE_TYPES } from './database';
import { DATABASE_SERVICE_TYPES } from './database-services';
import { DBMGMT_TYPES } from './dbmgmt';
import { DEVELOPER_TYPES } from './developer';
import { ENDPOINT_MANAGEMENT_TYPES } from './endpoint-management';
import { FLEET_TYPES } from './fleet';
import { IDENTITY_TYPES } from './identity';
import { MESSAGING_TYPES } from './messaging';
import { MIGRATION_TYPES } from './migration';
import { NETWORKING_TYPES } from './networking';
import { OBSERVABILITY_TYPES } from './observability';
import { fillPattern, linkPatterns } from './path';
import { SECURITY_TYPES } from './security';
import { SERVICE_TYPES } from './services';
import { STORAGE_TYPES } from './storage';
import type { ResourceTypeDescriptor } from './types';

export type * from './types';
export { AREA_SHAPES } from './types';
export { PAGE, fillPage, patternParams } from './pages';
export type { PageName } from './pages';
export { ENRICHMENTS, namespaceEnrichment } from './enrichments';
export type { NamespaceOptions } from './enrichments';

export const RESOURCE_TYPES: readonly ResourceTypeDescriptor[] = [
  ...IDENTITY_TYPES,
  ...COMPUTE_TYPES,
  ...NETWORKING_TYPES,
  ...CONNECTIVITY_TYPES,
  ...STORAGE_TYPES,
  ...DATABASE_TYPES,
  ...DATABASE_SERVICE_TYPES,
  ...DBMGMT_TYPES,
  ...DEVELOPER_TYPES,
  ...AI_TYPES,
  ...DATA_TYPES,
  ...DATA_SAFE_TYPES,
  ...OBSERVABILITY_TYPES,
  ...SECURITY_TYPES,
  ...MIGRATION_TYPES,
  ...ENDPOINT_MANAGEMENT_TYPES,
  ...FLEET_TYPES,
  ...MESSAGING_TYPES,
  ...SERVICE_TYPES,
];

const BY_NAME: ReadonlyMap<string, ResourceTypeDescriptor> = new Map(
  RESOURCE_TYPES.flatMap((type) =>
    [type.name, ...(type.aliases ?? [])].map((name) => [name.toLowerCase(), type] as const),
  ),
);

/** The descriptor of a type name, ignoring case (`vcn`, `Vcn` and `VCN` are one type). */
export function resourceType(name: string): ResourceTypeDescriptor | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/**
 * The page patterns a type's link fills, most specific first: the addresses of the console page
 * that shows the type, when a kind of src/app/kinds declares the type. Empty for an unknown type,
 * a type without a link, or one whose link is not built from console pages.
 */
export function typePatterns(name: string): readonly string[] {
  return linkPatterns(resourceType(name)?.link ?? null);
}

export { linkPatterns };

/**
 * The details-page link of a search result, every value in it URL-encoded. Null for a type
 * without a link, an unknown type, or a result that lacks a value its link needs.
 */
export function detailsLink(r: LinkSubject): string | null {
  const link = resourceType(r.resourceType)?.link ?? null;
  if (link === null) return null;
  return typeof link === 'string' ? fillPattern(link, r) : link(r);
}

/**
 * The lifecycle state to show for a resource: its own, else its type's default (document 2 §3.2:
 * ENABLED for instance and autoscaling configurations, which the service answers without one).
 * For display only; queries match the state the service stored.
 */
export function shownLifecycleState(
  r: Pick<ResourceSummary, 'resourceType' | 'lifecycleState'>,
): string | undefined {
  const own = r.lifecycleState;
  return own !== undefined && own !== '' ? own : resourceType(r.resourceType)?.defaultLifecycleState;
}

/** A name people know the resource by besides its display name (document 2 §3.4: subnets, subscriptions). */
export function alternativeName(r: Pick<LinkSubject, 'enrichment'>): string | undefined {
  const name = r.enrichment?.['altName'];
  return name !== undefined && name !== '' ? name : undefined;
}

/** Every catalogued type name (aliases left out), in catalogue order. */
export function resourceTypeNames(): string[] {
  return RESOURCE_TYPES.map((type) => type.name);
}
