/**
 * Links between details pages, from data alone: the page of a resource from its own fields, and
 * where a related identifier leads. Pure; the component reads what a link still needs.
 */
import type { OperationName } from '../../oci/operations';
import type { DetailsConfig, RelationTarget, Resource } from './detailsConfig';
import { fillPattern, firstFilled } from '../navigation/routePattern';
import { detailsPatterns } from './detailsPatterns';

/** Every string field of the resource (numbers written as strings), for filling patterns. */
export function ownValues(resource: Resource): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === 'string' && value !== '') values[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[key] = String(value);
  }
  return values;
}

/** The values a link to this kind is filled from: the resource's fields, then the config's own. */
export function linkValuesOf(
  config: Pick<DetailsConfig, 'linkValues'>,
  resource: Resource,
): Record<string, string | undefined> {
  return { ...ownValues(resource), ...(config.linkValues?.(resource) ?? {}) };
}

/** The details page of a resource of this kind, or null when a value its link needs is missing. */
export function detailsLinkOf(
  config: Pick<DetailsConfig, 'pages' | 'resourceTypes' | 'linkValues' | 'choosePattern'>,
  resource: Resource,
): string | null {
  const patterns = detailsPatterns(config);
  const values = linkValuesOf(config, resource);
  if (config.choosePattern === undefined) return firstFilled(patterns, values);
  const chosen = config.choosePattern(resource, patterns);
  return chosen === undefined ? null : fillPattern(chosen, values);
}

/**
 * The link of a resource of this kind from its identifier alone, when its pages need nothing else
 * (a private IP's page); undefined when the resource must be read first.
 */
export function linkWithoutRead(config: DetailsConfig, id: string): string | undefined {
  if (config.lookup !== undefined || config.choosePattern !== undefined || config.linkValues !== undefined) {
    return undefined;
  }
  return firstFilled(detailsPatterns(config), { id }) ?? undefined;
}

/** The read that finds what a link to this kind needs, knowing only an identifier. */
export function lookupRead(
  config: DetailsConfig,
  id: string,
  compartmentId: string | undefined,
): { readonly operation: OperationName; readonly params: Readonly<Record<string, unknown>> } | undefined {
  if (config.lookup !== undefined) {
    return { operation: config.lookup.operation, params: config.lookup.params(id, compartmentId) };
  }
  return config.idParam === undefined ? undefined : { operation: config.operation, params: { [config.idParam]: id } };
}

/** The link of a resource of this kind, from what its lookup read answered. */
export function linkFromLookup(config: DetailsConfig, answer: unknown): string | null {
  if (config.lookup !== undefined) return firstFilled(detailsPatterns(config), config.lookup.values(answer));
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  return detailsLinkOf(config, answer as Resource);
}

/**
 * Where a related identifier leads without reading anything: a fixed pattern or a rule. A
 * details target answers undefined: its link needs the related resource (see linkWithoutRead and lookupRead).
 */
export function directLink(target: RelationTarget, id: string, resource: Resource): string | null | undefined {
  if ('pattern' in target) return fillPattern(target.pattern, { ...ownValues(resource), id });
  if ('link' in target) return target.link(id, resource);
  return undefined;
}
