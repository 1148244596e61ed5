import type { ResourceSummary } from '../resource';
import type { QueryOptions } from './compileQuery';
import { compileQuery } from './compileQuery';
import type { Query } from './query';
import { querySortClause } from './query';
import type { SortKey } from './sortOrder';
import { sortOrder } from './sortOrder';

/**
 * Runs a query over resources: keeps those some branch matches, drops later records with an
 * identifier already kept (so a union answers each resource once), and sorts by `sorted by` or
 * newest first, ties by identifier. Each record's sort key is read once.
 */
export function executeQuery(
  query: Query,
  resources: Iterable<ResourceSummary>,
  options: QueryOptions = {},
): ResourceSummary[] {
  const { matches } = compileQuery(query, options);
  const order = sortOrder(querySortClause(query));
  const seen = new Set<string>();
  const found: { readonly resource: ResourceSummary; readonly key: SortKey }[] = [];
  for (const resource of resources) {
    if (seen.has(resource.identifier) || !matches(resource)) continue;
    seen.add(resource.identifier);
    found.push({ resource, key: order.key(resource) });
  }
  found.sort((a, b) => order.compareKeys(a.key, b.key));
  return found.map(({ resource }) => resource);
}
