/**
 * A `resources` row read back for a screen. The worker writes rows of one shape, but a row may
 * come from an older release or a damaged disk: each field is taken only when it has the type the
 * console writes, and a row with any other field (or none of the key fields) is said to be
 * damaged, so the page shows what it can and says the kept copy could not be read in full.
 * (Hand-written: src/contract carries no schema library, and the app's screens read this.)
 */
import type { StoredResource } from './db';

/** What could be read of a kept row: every field optional, each of its stored type. */
export type KeptResource = { -readonly [K in keyof StoredResource]?: StoredResource[K] };

export interface ReadResource {
  readonly resource: KeptResource;
  /** Some field could not be read (missing where the console always writes it, or mistyped). */
  readonly damaged: boolean;
}

const TEXTS = [
  'identifier',
  'resourceType',
  'compartmentId',
  'region',
  'typeKey',
  'displayName',
  'timeCreated',
  'availabilityDomain',
  'lifecycleState',
] as const;
/** Written on every row: a row without them is damaged. */
const ALWAYS: readonly (keyof StoredResource)[] = [
  'identifier',
  'resourceType',
  'compartmentId',
  'region',
  'typeKey',
  'fetchedAt',
];
const TIMES = ['fetchedAt', 'enrichedAt'] as const;
/** Objects of strings (tags by key, the enrichment's properties). */
const STRING_MAPS = ['freeformTags', 'enrichment'] as const;
/** Objects of objects (tags by namespace). */
const NAMESPACED = ['definedTags', 'systemTags'] as const;
/** Objects of anything the service said. */
const OBJECTS = ['identityContext', 'additionalDetails'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fits(key: keyof StoredResource, value: unknown): boolean {
  if ((TEXTS as readonly string[]).includes(key)) return typeof value === 'string';
  if ((TIMES as readonly string[]).includes(key)) return typeof value === 'number' && Number.isFinite(value);
  if ((STRING_MAPS as readonly string[]).includes(key))
    return isObject(value) && Object.values(value).every((item) => typeof item === 'string');
  if ((NAMESPACED as readonly string[]).includes(key))
    return isObject(value) && Object.values(value).every(isObject);
  if ((OBJECTS as readonly string[]).includes(key)) return isObject(value);
  if (key === 'link') return value === null || typeof value === 'string';
  return false;
}

const KNOWN: readonly (keyof StoredResource)[] = [
  ...TEXTS,
  ...TIMES,
  ...STRING_MAPS,
  ...NAMESPACED,
  ...OBJECTS,
  'link',
];

/** The row as far as it can be read; undefined when there is no row. */
export function readStoredResource(row: unknown): ReadResource | undefined {
  if (row === undefined || row === null) return undefined;
  if (!isObject(row)) return { resource: {}, damaged: true };
  const resource: Record<string, unknown> = {};
  let damaged = ALWAYS.some((key) => row[key] === undefined);
  for (const key of KNOWN) {
    const value = row[key];
    if (value === undefined) continue;
    if (fits(key, value)) resource[key] = value;
    else damaged = true;
  }
  return { resource, damaged };
}
