/**
 * A search result as the results list shows it: what a row needs (type, name, state, region,
 * link, age), without tags or details, so thousands of them cross to the app cheaply.
 */
import type { ResourceSummary } from '../../oci/resource';
import { alternativeName, detailsLink, shownLifecycleState } from '../../oci/resource-types';
import type { StoredResource } from '../../contract/db';

export interface SearchRow {
  readonly identifier: string;
  readonly resourceType: string;
  readonly displayName?: string;
  /** Another name from enrichment (a subnet's `app (10.0.1.0/24)`, a subscription's endpoint). */
  readonly altName?: string;
  /** The resource's state, else its type's default (ENABLED for instance configurations). */
  readonly lifecycleState?: string;
  readonly compartmentId: string;
  readonly timeCreated?: string;
  readonly region: string;
  /** The details link (after enrichment once it has run), or null where the type has none. */
  readonly link: string | null;
  /** When the answer carrying it arrived (epoch ms): the row's "as of". */
  readonly fetchedAt: number;
  /** When its enrichment was stored, once it was. */
  readonly enrichedAt?: number;
}

export function toSearchRow(resource: StoredResource): SearchRow {
  return {
    identifier: resource.identifier,
    resourceType: resource.resourceType,
    displayName: resource.displayName,
    altName: alternativeName(resource),
    lifecycleState: shownLifecycleState(resource),
    compartmentId: resource.compartmentId,
    timeCreated: resource.timeCreated,
    region: resource.region,
    link: resource.link,
    fetchedAt: resource.fetchedAt,
    enrichedAt: resource.enrichedAt,
  };
}

function record(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * One item of a POST /resources answer as a ResourceSummary: the known fields only (the
 * search context and highlights are dropped); undefined when it lacks a type or an identifier.
 */
export function summaryOf(item: unknown): ResourceSummary | undefined {
  const raw = record(item);
  const resourceType = text(raw?.['resourceType']);
  const identifier = text(raw?.['identifier']);
  if (raw === undefined || resourceType === undefined || identifier === undefined) return undefined;
  const summary: Record<string, unknown> = {
    resourceType,
    identifier,
    compartmentId: text(raw['compartmentId']) ?? '',
  };
  for (const key of ['displayName', 'timeCreated', 'availabilityDomain', 'lifecycleState'] as const) {
    const value = text(raw[key]);
    if (value !== undefined) summary[key] = value;
  }
  for (const key of [
    'freeformTags',
    'definedTags',
    'systemTags',
    'identityContext',
    'additionalDetails',
  ] as const) {
    const value = record(raw[key]);
    if (value !== undefined && Object.keys(value).length > 0) summary[key] = value;
  }
  return summary as unknown as ResourceSummary;
}

/** A search answer's item ready for the local index: its region, type key, first link and age. */
export function toStoredResource(
  summary: ResourceSummary,
  region: string,
  fetchedAt: number,
): StoredResource {
  return {
    ...summary,
    region,
    typeKey: summary.resourceType.toLowerCase(),
    link: detailsLink(summary),
    fetchedAt,
  };
}
