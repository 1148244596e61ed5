/**
 * One resource of the emulated tenancy: its search summary (what POST /resources answers) and,
 * when a service answers it by id, the service and collection path that serve it and the fields
 * its service body adds. A service body is the summary's common fields plus those.
 */
import type { ResourceSummary } from '../src/oci/resource';
import type { ServiceKey } from '../src/oci/services';
import { etagOf } from './ids';

export type Fields = Record<string, unknown>;

export interface Entity {
  readonly id: string;
  /** The service that answers it by id, and the collection path there: `iaas` + `/subnets`. */
  readonly service?: ServiceKey;
  readonly collection?: string;
  /** Whether resource search finds it (VNIC attachments, for one, are not searchable). */
  readonly searchable: boolean;
  summary: ResourceSummary;
  /** Fields of the service body beyond the summary's; `undefined` hides a summary field. */
  body: Fields;
  /** Bumped by every change a client could see in a get; the etag derives from it. */
  version: number;
  timeUpdated?: string;
}

const NO_FIELDS: Fields = Object.freeze({});

/**
 * The summary of a resource created now, by a call: no tags, no identity context, no additional
 * details unless the call gave them (the generated tenancy's resources have their own).
 */
export function createdSummary(
  summary: Pick<ResourceSummary, 'resourceType' | 'identifier' | 'compartmentId' | 'timeCreated'> &
    Partial<ResourceSummary>,
): ResourceSummary {
  return { freeformTags: {}, definedTags: {}, identityContext: {}, additionalDetails: {}, ...summary };
}

export function makeEntity(
  summary: ResourceSummary,
  options: { service?: ServiceKey; collection?: string; body?: Fields; searchable?: boolean } = {},
): Entity {
  return {
    id: summary.identifier,
    service: options.service,
    collection: options.collection,
    searchable: options.searchable ?? true,
    summary,
    body: options.body ?? NO_FIELDS,
    version: 1,
  };
}

/** The collection key of an entity or a route: `iaas/subnets`. */
export function collectionKey(service: string, collection: string): string {
  return `${service}${collection}`;
}

export function entityCollectionKey(entity: Entity): string | undefined {
  return entity.service && entity.collection ? collectionKey(entity.service, entity.collection) : undefined;
}

export function etag(entity: Entity): string {
  return etagOf(entity.id, entity.version);
}

/** The entity as its service answers it (Project, Subnet, BuildRun…). */
export function render(entity: Entity): Fields {
  const s = entity.summary;
  return {
    id: entity.id,
    displayName: s.displayName,
    compartmentId: s.compartmentId,
    availabilityDomain: s.availabilityDomain,
    lifecycleState: s.lifecycleState,
    timeCreated: s.timeCreated,
    timeUpdated: entity.timeUpdated,
    freeformTags: s.freeformTags ?? {},
    definedTags: s.definedTags ?? {},
    systemTags: s.systemTags,
    ...entity.body,
  };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

export function nestedRecord(value: unknown): Record<string, Record<string, unknown>> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])),
  );
}

/** Sets one summary field when `key` is one; false for every other key. */
function setSummaryField(summary: Writable<ResourceSummary>, key: string, value: unknown): boolean {
  switch (key) {
    case 'displayName':
    case 'compartmentId':
    case 'lifecycleState':
      if (typeof value === 'string') summary[key] = value;
      return true;
    case 'freeformTags':
      summary.freeformTags = stringRecord(value) ?? summary.freeformTags;
      return true;
    case 'definedTags':
      summary.definedTags = nestedRecord(value) ?? summary.definedTags;
      return true;
    default:
      return false;
  }
}

/**
 * Applies changed fields: the summary's own go to the summary (a `name` retitles the resource
 * where the service names it so, as DevOps projects do), the rest to the body.
 */
export function applyFields(entity: Entity, changes: Fields, now: string): void {
  const summary: Writable<ResourceSummary> = { ...entity.summary };
  const body: Fields = { ...entity.body };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || key === 'id') continue;
    if (!setSummaryField(summary, key, value)) body[key] = value;
    if (key === 'name' && typeof value === 'string' && 'name' in entity.body) summary.displayName = value;
  }
  entity.summary = summary;
  entity.body = body;
  entity.version += 1;
  entity.timeUpdated = now;
}
