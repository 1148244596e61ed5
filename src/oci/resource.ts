/**
 * A resource as the search service answers it (ResourceSummary), plus what the console adds.
 * Spec document 2 §3.1 calls `additionalDetails` "additionalProperties"; the API's name is kept.
 */
export interface ResourceSummary {
  readonly resourceType: string;
  readonly identifier: string;
  readonly compartmentId: string;
  readonly displayName?: string;
  readonly timeCreated?: string;
  readonly availabilityDomain?: string;
  readonly lifecycleState?: string;
  readonly freeformTags?: Readonly<Record<string, string>>;
  readonly definedTags?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly systemTags?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly identityContext?: Readonly<Record<string, unknown>>;
  readonly additionalDetails?: Readonly<Record<string, unknown>>;
}

/** Extra properties fetched per resource type (document 2 §3.4), e.g. `{ vcnId }`, `{ link }`. */
export type Enrichment = Readonly<Record<string, string>>;

/** What a details link is computed from: the search result and its enrichment. */
export interface LinkSubject extends ResourceSummary {
  readonly enrichment?: Enrichment;
}

/**
 * A context property looked up where document 2 says it may be: the enrichment first,
 * then additionalDetails, then identityContext. Only non-empty strings count.
 */
export function contextValue(subject: LinkSubject, key: string): string | undefined {
  for (const source of [subject.enrichment, subject.additionalDetails, subject.identityContext]) {
    const value = source?.[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
