/**
 * Lookups for a ResourceFilter: type, region and state each read primary keys from an index of
 * the `resources` table, and the key sets are intersected smallest first. The compartment has no
 * index of its own since schema version 6 (each entry held two OCIDs, a tenth of a downloaded
 * tenancy's disk, for a lookup the console's screens make through the search index instead): it is
 * checked on the rows the other criteria leave, or on every row when it is the only criterion.
 */
import type { ConsoleDb } from '../../contract/db';
import { regionRows, typeRows } from '../../contract/resourceKeys';

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
    lookups.push(typeRows(table, types).then((rows) => rows.primaryKeys()));
  } else if (regions !== undefined) {
    lookups.push(
      Promise.all(regions.map((region) => regionRows(table, region).primaryKeys())).then((keys) =>
        keys.flat(),
      ),
    );
  }
  if (states !== undefined)
    lookups.push(
      table
        .where('lifecycleState')
        .anyOf([...states])
        .primaryKeys(),
    );
  if (lookups.length === 0) {
    if (compartments === undefined) return 'all';
    const inCompartments = new Set(compartments);
    const keys = await table.filter((row) => inCompartments.has(row.compartmentId)).primaryKeys();
    return keys.sort(compareKeys);
  }
  const keySets = (await Promise.all(lookups)).sort((a, b) => a.length - b.length);
  let keys = keySets[0] ?? [];
  for (const other of keySets.slice(1)) {
    if (keys.length === 0) break;
    const members = new Set(other);
    keys = keys.filter((key) => members.has(key));
  }
  if (compartments !== undefined && keys.length > 0) {
    const inCompartments = new Set(compartments);
    const rows = await table.bulkGet(keys);
    keys = rows
      .filter((row) => row !== undefined && inCompartments.has(row.compartmentId))
      .map((row) => row?.identifier ?? '');
  }
  return keys.sort(compareKeys);
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
