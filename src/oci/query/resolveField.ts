import type { ResourceSummary } from '../resource';

export type TagFamily = 'freeformTags' | 'definedTags' | 'systemTags';
export type TagPart = 'namespace' | 'key' | 'value';

/** Reads a field of a resource; `undefined` when the resource does not have it. */
export type FieldReader = (resource: ResourceSummary) => unknown;

/**
 * What a field name designates: a value read from the resource, or one part of its tags
 * (`freeformTags.key`, `definedTags.namespace`…), which a condition tests tag by tag.
 */
export type FieldTarget =
  | { readonly kind: 'value'; readonly read: FieldReader }
  | { readonly kind: 'tag'; readonly family: TagFamily; readonly part: TagPart };

const TAG_FAMILIES: Readonly<Record<string, TagFamily>> = {
  freeformtags: 'freeformTags',
  definedtags: 'definedTags',
  systemtags: 'systemTags',
};

/**
 * Resolves a field name, matching every segment case-insensitively:
 * - the summary's own fields: displayName, lifecycleState, compartmentId, availabilityDomain,
 *   timeCreated, identifier, resourceType;
 * - `freeformTags.key` / `.value`, and `definedTags.namespace` / `.key` / `.value` (also
 *   `systemTags.…`): tag parts; `freeformTags.<name>` and `definedTags.<namespace>.<key>` read
 *   one tag's value directly;
 * - `additionalDetails.<path>` and `identityContext.<path>` explicitly;
 * - any other name is a dotted path into additionalDetails, then into the console's enrichment
 *   (when the record carries one), then into identityContext; the first that has it wins.
 * A path that crosses an array reads the rest of the path from every element.
 */
export function resolveField(name: string): FieldTarget {
  const segments = name.split('.');
  const head = (segments[0] ?? '').toLowerCase();
  const rest = segments.slice(1);
  const path = pathOf(segments);
  const restPath = pathOf(rest);
  const own = rest.length === 0 ? summaryField(head) : undefined;
  if (own !== undefined) return { kind: 'value', read: (resource) => resource[own] };
  const family = TAG_FAMILIES[head];
  if (family !== undefined && rest.length > 0) {
    const part = tagPart(family, rest);
    if (part !== undefined) return { kind: 'tag', family, part };
    return { kind: 'value', read: (resource) => readPath(resource[family], restPath) };
  }
  if (head === 'additionaldetails' && rest.length > 0) {
    return { kind: 'value', read: (resource) => readPath(resource.additionalDetails, restPath) };
  }
  if (head === 'identitycontext' && rest.length > 0) {
    return { kind: 'value', read: (resource) => readPath(resource.identityContext, restPath) };
  }
  return {
    kind: 'value',
    read: (resource) =>
      readPath(resource.additionalDetails, path) ??
      ('enrichment' in resource ? readPath(resource.enrichment, path) : undefined) ??
      readPath(resource.identityContext, path),
  };
}

/** The summary's own field a name designates (`LIFECYCLESTATE` → 'lifecycleState'), if any. */
export type SummaryField =
  | 'displayName'
  | 'lifecycleState'
  | 'compartmentId'
  | 'availabilityDomain'
  | 'timeCreated'
  | 'identifier'
  | 'resourceType';

const SUMMARY_FIELDS: Readonly<Record<string, SummaryField>> = {
  displayname: 'displayName',
  lifecyclestate: 'lifecycleState',
  compartmentid: 'compartmentId',
  availabilitydomain: 'availabilityDomain',
  timecreated: 'timeCreated',
  identifier: 'identifier',
  resourcetype: 'resourceType',
};

export function summaryField(name: string): SummaryField | undefined {
  return Object.hasOwn(SUMMARY_FIELDS, name.toLowerCase()) ? SUMMARY_FIELDS[name.toLowerCase()] : undefined;
}

/** Whether the name designates a tag part (`freeformTags.key`…) rather than one value. */
export function isTagPartField(name: string): boolean {
  return resolveField(name).kind === 'tag';
}

function tagPart(family: TagFamily, rest: readonly string[]): TagPart | undefined {
  if (rest.length !== 1) return undefined;
  const part = (rest[0] ?? '').toLowerCase();
  if (part === 'key' || part === 'value') return part;
  return part === 'namespace' && family !== 'freeformTags' ? part : undefined;
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A property by name: the exact spelling first, else the first own key equal to `lowerName`
 * case-insensitively.
 */
export function propertyOf(
  record: Readonly<Record<string, unknown>>,
  name: string,
  lowerName = name.toLowerCase(),
): unknown {
  if (Object.hasOwn(record, name)) return record[name];
  for (const key in record) {
    if (key.length === lowerName.length && key.toLowerCase() === lowerName && Object.hasOwn(record, key))
      return record[key];
  }
  return undefined;
}

/** A dotted path, its segments as written and lower-cased once. */
interface Path {
  readonly segments: readonly string[];
  readonly lower: readonly string[];
}

function pathOf(segments: readonly string[]): Path {
  return { segments, lower: segments.map((segment) => segment.toLowerCase()) };
}

function readPath(source: unknown, path: Path, from = 0): unknown {
  let current = source;
  for (let at = from; at < path.segments.length; at += 1) {
    if (Array.isArray(current)) {
      const values: unknown[] = [];
      for (const element of current as readonly unknown[]) {
        const value = readPath(element, path, at);
        if (Array.isArray(value)) values.push(...(value as readonly unknown[]));
        else if (value !== undefined) values.push(value);
      }
      return values.length > 0 ? values : undefined;
    }
    if (!isRecord(current)) return undefined;
    current = propertyOf(current, path.segments[at] ?? '', path.lower[at]);
  }
  return current;
}
