/**
 * One stored resource as the structured search reads it: the summary's fields copied into
 * objects of one class, so every row has the same shape. Stored records come from IndexedDB in
 * hundreds of shapes (each type has its own additionalDetails), which makes every field read in
 * a 250,000-record scan a slow, megamorphic lookup; on rows it is one fixed offset.
 */
import type { Enrichment, ResourceSummary } from '../../../oci/resource';
import type { StoredResource } from '../../../contract/db';

export class IndexedRow implements ResourceSummary {
  readonly resourceType: string;
  readonly identifier: string;
  readonly compartmentId: string;
  readonly displayName: string | undefined;
  readonly timeCreated: string | undefined;
  readonly availabilityDomain: string | undefined;
  readonly lifecycleState: string | undefined;
  readonly freeformTags: ResourceSummary['freeformTags'];
  readonly definedTags: ResourceSummary['definedTags'];
  readonly systemTags: ResourceSummary['systemTags'];
  readonly identityContext: ResourceSummary['identityContext'];
  readonly additionalDetails: ResourceSummary['additionalDetails'];
  readonly enrichment: Enrichment | undefined;
  readonly region: string;
  /** The lower-case type, as the type groups and facets key it. */
  readonly typeKey: string;

  constructor(readonly record: StoredResource) {
    this.resourceType = record.resourceType;
    this.identifier = record.identifier;
    this.compartmentId = record.compartmentId;
    this.displayName = record.displayName;
    this.timeCreated = record.timeCreated;
    this.availabilityDomain = record.availabilityDomain;
    this.lifecycleState = record.lifecycleState;
    this.freeformTags = record.freeformTags;
    this.definedTags = record.definedTags;
    this.systemTags = record.systemTags;
    this.identityContext = record.identityContext;
    this.additionalDetails = record.additionalDetails;
    this.enrichment = record.enrichment;
    this.region = record.region;
    this.typeKey = record.typeKey || record.resourceType.toLowerCase();
  }
}
