/**
 * The resources of the local index that refer to one resource: a field of theirs (their
 * compartment, a value of their search context or enrichment, a link built from them) holds its
 * OCID. The index keeps no reverse map, so this is one pass over the records, stopped once it
 * has found enough; it runs once per page, not on every write. The pass reads pages of records
 * with getAll (a filtered collection walks a cursor, a round trip per record: minutes at 250,000).
 */
import { consoleDb, type StoredResource } from '../../../contract/db';

/** How many referring resources a page lists. */
export const REFERENCES_SHOWN = 50;

/** How deep a search context is walked (they are flat in practice; nesting is hostile input). */
const MAX_DEPTH = 4;

function holds(value: unknown, id: string, depth: number): boolean {
  if (typeof value === 'string') return value.includes(id);
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  const values: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
  return values.some((item) => holds(item, id, depth + 1));
}

/** Whether the resource refers to the OCID (never itself). */
export function refersTo(resource: StoredResource, id: string): boolean {
  if (resource.identifier === id) return false;
  if (resource.compartmentId === id) return true;
  return [resource.enrichment, resource.additionalDetails, resource.identityContext].some((source) =>
    holds(source, id, 0),
  );
}

export interface References {
  readonly items: readonly StoredResource[];
  /** Whether more refer to it than are listed. */
  readonly more: boolean;
}

/** Records read at a time. */
const PAGE = 2000;

/** The first REFERENCES_SHOWN resources of the index that refer to the OCID, and whether there are more. */
export async function referencesTo(id: string): Promise<References> {
  const resources = consoleDb().resources;
  const found: StoredResource[] = [];
  let after: string | undefined;
  while (found.length <= REFERENCES_SHOWN) {
    const page = await (after === undefined ? resources.orderBy(':id') : resources.where(':id').above(after))
      .limit(PAGE)
      .toArray();
    for (const resource of page) if (refersTo(resource, id)) found.push(resource);
    const last = page[page.length - 1];
    if (last === undefined || page.length < PAGE) break;
    after = last.identifier;
  }
  return { items: found.slice(0, REFERENCES_SHOWN), more: found.length > REFERENCES_SHOWN };
}
