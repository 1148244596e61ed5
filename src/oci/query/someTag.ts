import type { ResourceSummary } from '../resource';
import type { TagFamily } from './resolveField';
import { isRecord } from './resolveField';

/** Called once per tag; returning true stops the walk. Free-form tags have the namespace ''. */
export type TagVisitor = (namespace: string, key: string, value: unknown) => boolean;

/**
 * Whether the visitor returns true for some tag of the family. Free-form tags are
 * `{ key: value }`; defined and system tags are `{ namespace: { key: value } }`.
 */
export function someTag(resource: ResourceSummary, family: TagFamily, visit: TagVisitor): boolean {
  const tags: unknown = resource[family];
  if (!isRecord(tags)) return false;
  // Object.keys lists own enumerable keys only, and is faster than for…in with hasOwn.
  for (const first of Object.keys(tags)) {
    const inner = tags[first];
    if (family === 'freeformTags') {
      if (visit('', first, inner)) return true;
      continue;
    }
    if (!isRecord(inner)) continue;
    for (const key of Object.keys(inner)) {
      if (visit(first, key, inner[key])) return true;
    }
  }
  return false;
}
