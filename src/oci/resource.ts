/**
 * A resource as the search service answers it (ResourceSummary), plus what the console adds.
 * Spec document 2 §3.1 calls `additionalDetails` "additionalProperties"; the API's name is kept.
 */
import type { OperationAnswer } from './operations/answers';

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

/** One item of a resource search's answer, as the worker checked it (operations/answers.ts). */
export type SearchResultItem = OperationAnswer<'searchResources'>['items'][number];

const SUMMARY_TEXTS = ['displayName', 'timeCreated', 'availabilityDomain', 'lifecycleState'] as const;
const SUMMARY_RECORDS = [
  'freeformTags',
  'definedTags',
  'systemTags',
  'identityContext',
  'additionalDetails',
] as const;

/**
 * A search result as the console keeps it: the known fields only (the search context and
 * highlights are dropped), a null or empty field left out, the compartment '' when not given.
 */
export function toResourceSummary(item: SearchResultItem): ResourceSummary {
  const summary: Record<string, unknown> = {
    resourceType: item.resourceType,
    identifier: item.identifier,
    compartmentId: item.compartmentId ?? '',
  };
  for (const key of SUMMARY_TEXTS) {
    const value = item[key];
    if (typeof value === 'string') summary[key] = value;
  }
  for (const key of SUMMARY_RECORDS) {
    const value = item[key];
    if (value != null && !Array.isArray(value) && Object.keys(value).length > 0) summary[key] = value;
  }
  return summary as unknown as ResourceSummary;
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
