/**
 * A search result as the results list shows it: what a row needs (type, name, state, region,
 * link, age), without tags or details, so thousands of them cross to the app cheaply.
 */
import type { ResourceSummary } from '../../../oci/resource';
import { alternativeName, detailsLink, shownLifecycleState } from '../../../oci/resource-types';
import type { StoredResource } from '../../../contract/db';

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
