/**
 * What the generic details page lists of a resource: its plain properties (from the service's
 * read, else the indexed record) and the resources it points to
 * (`vcnId`, `applicationId`, `compartmentId`… whose value is an OCID), found in its enrichment,
 * its search context and the read's answer.
 */
import { isOcid } from './matchResourceLink';

type Fields = Readonly<Record<string, unknown>>;

export interface Relation {
  /** The field that holds it: `vcnId`. */
  readonly key: string;
  readonly id: string;
}

export interface Property {
  readonly key: string;
  /** As the service wrote it: the page words it (a date, yes or no, an enumeration's label). */
  readonly value: string | number | boolean;
}

/** Shown elsewhere on the page (heading, facts, tags), so not repeated among the properties. */
const SHOWN_APART: ReadonlySet<string> = new Set([
  'id',
  'identifier',
  'displayName',
  'lifecycleState',
  'compartmentId',
  'timeCreated',
  'availabilityDomain',
  'resourceType',
  'freeformTags',
  'definedTags',
  'systemTags',
]);

export function asFields(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
}

/** The sources' OCID-valued fields (first source wins for an id), the resource itself left out. */
export function relationsOf(sources: readonly (Fields | undefined)[], self: string): Relation[] {
  const seen = new Set<string>([self]);
  const relations: Relation[] = [];
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) {
      if (typeof value !== 'string' || !isOcid(value) || seen.has(value)) continue;
      seen.add(value);
      relations.push({ key, id: value });
    }
  }
  return relations;
}

/** Top-level strings, numbers and booleans, other than those shown apart and the relations. */
export function propertiesOf(fields: Fields | undefined): Property[] {
  return Object.entries(fields ?? {}).flatMap(([key, value]): Property[] => {
    if (SHOWN_APART.has(key)) return [];
    if (typeof value === 'string') return value === '' || isOcid(value) ? [] : [{ key, value }];
    if (typeof value === 'number' || typeof value === 'boolean') return [{ key, value }];
    return [];
  });
}
