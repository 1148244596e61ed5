/**
 * Index-only lookups for a ResourceFilter: each criterion reads primary keys from its own
 * index of the `resources` table, and the key sets are intersected smallest first, so no
 * record is read to decide whether it matches.
 */
import type { ConsoleDb } from '../../contract/db';

/** Criteria a record must all meet; within one criterion any listed value matches. */
export interface ResourceFilter {
  /** Resource type names, matched case-insensitively (through `typeKey`). */
  readonly types?: readonly string[];
  readonly compartmentIds?: readonly string[];
  readonly lifecycleStates?: readonly string[];
  readonly regions?: readonly string[];
}

/** An absent or empty list does not restrict. */
function given(values: readonly string[] | undefined): readonly string[] | undefined {
  return values === undefined || values.length === 0 ? undefined : [...new Set(values)];
}

/** The identifiers matching the filter in identifier order, or 'all' when nothing restricts. */
export async function filterKeys(db: ConsoleDb, filter: ResourceFilter): Promise<string[] | 'all'> {
  const table = db.resources;
  const types = given(filter.types)?.map((type) => type.toLowerCase());
  const regions = given(filter.regions);
  const compartments = given(filter.compartmentIds);
  const states = given(filter.lifecycleStates);
  const lookups: Promise<string[]>[] = [];
  if (types !== undefined && regions !== undefined) {
    const pairs = regions.flatMap((region) => types.map((type) => [region, type]));
    lookups.push(table.where('[region+typeKey]').anyOf(pairs).primaryKeys());
  } else if (types !== undefined) {
    lookups.push(
      table
        .where('typeKey')
        .anyOf([...types])
        .primaryKeys(),
    );
  } else if (regions !== undefined) {
    lookups.push(
      table
        .where('region')
        .anyOf([...regions])
        .primaryKeys(),
    );
  }
  if (compartments !== undefined)
    lookups.push(
      table
        .where('compartmentId')
        .anyOf([...compartments])
        .primaryKeys(),
    );
  if (states !== undefined)
    lookups.push(
      table
        .where('lifecycleState')
        .anyOf([...states])
        .primaryKeys(),
    );
  if (lookups.length === 0) return 'all';
  const keySets = (await Promise.all(lookups)).sort((a, b) => a.length - b.length);
  let keys = keySets[0] ?? [];
  for (const other of keySets.slice(1)) {
    if (keys.length === 0) break;
    const members = new Set(other);
    keys = keys.filter((key) => members.has(key));
  }
  return keys.sort(compareKeys);
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
