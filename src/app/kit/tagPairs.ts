import type { Resource } from './detailsConfig';

/** `namespace.key = value` pairs from freeform tags (no namespace) and defined tags. */
export function tagPairs(resource: Resource): { readonly key: string; readonly value: string }[] {
  const pairs: { key: string; value: string }[] = [];
  const freeform = resource['freeformTags'];
  if (typeof freeform === 'object' && freeform !== null) {
    for (const [key, value] of Object.entries(freeform)) pairs.push({ key, value: String(value) });
  }
  const defined = resource['definedTags'];
  if (typeof defined === 'object' && defined !== null) {
    for (const [namespace, keys] of Object.entries(defined) as [string, unknown][]) {
      if (typeof keys !== 'object' || keys === null) continue;
      for (const [key, value] of Object.entries(keys))
        pairs.push({ key: `${namespace}.${key}`, value: String(value) });
    }
  }
  return pairs;
}
