/**
 * The `resources` lookups the dropped single-field indexes used to answer (region, type, age),
 * through the compound indexes, against rows of several regions, types and ages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb, type StoredResource } from '../../../src/contract/db';
import {
  fetchedSinceKeys,
  keptRegions,
  newestFetchedAt,
  regionNewest,
  regionRows,
  typeRows,
} from '../../../src/contract/resourceKeys';
import { makeStoredResource } from '../worker/builders';

let opened: ConsoleDb[] = [];

async function dbWith(rows: readonly StoredResource[]): Promise<ConsoleDb> {
  const db = new ConsoleDb(`resource-keys-${opened.length}`);
  opened.push(db);
  await db.resources.bulkPut([...rows]);
  return db;
}

afterEach(async () => {
  for (const db of opened) await db.delete();
  opened = [];
});

const REGIONS = ['ap-tokyo-1', 'eu-frankfurt-1', 'us-ashburn-1', 'us-phoenix-1'];

/** Forty rows: every region, instances and subnets, fetched at 100 … 139 in turn. */
function tenancy(): StoredResource[] {
  return Array.from({ length: 40 }, (_, at) =>
    makeStoredResource({
      identifier: `ocid1.row.${String(at).padStart(2, '0')}`,
      region: REGIONS[at % REGIONS.length],
      resourceType: at % 3 === 0 ? 'Subnet' : 'Instance',
      fetchedAt: 100 + at,
    }),
  );
}

describe('resource lookups through the compound indexes', () => {
  it('finds every kept region once, in order, and none in an empty table', async () => {
    expect(await keptRegions((await dbWith([])).resources)).toEqual([]);
    const db = await dbWith(tenancy());
    expect(await keptRegions(db.resources)).toEqual(REGIONS);
  });

  it('reads one region’s rows and its newest fetch', async () => {
    const rows = tenancy();
    const db = await dbWith(rows);
    const frankfurt = rows.filter((row) => row.region === 'eu-frankfurt-1');
    expect((await regionRows(db.resources, 'eu-frankfurt-1').primaryKeys()).sort()).toEqual(
      frankfurt.map((row) => row.identifier).sort(),
    );
    expect(await regionNewest(db.resources, 'eu-frankfurt-1')).toBe(
      Math.max(...frankfurt.map((r) => r.fetchedAt)),
    );
    expect(await regionNewest(db.resources, 'sa-saopaulo-1')).toBe(0);
  });

  it('reads a type in every region', async () => {
    const rows = tenancy();
    const db = await dbWith(rows);
    const subnets = await (await typeRows(db.resources, ['subnet'])).primaryKeys();
    expect(subnets.sort()).toEqual(
      rows.filter((row) => row.typeKey === 'subnet').map((row) => row.identifier),
    );
    expect(await (await typeRows(db.resources, ['vcn'])).count()).toBe(0);
  });

  it('finds the rows fetched at or after an instant, and the newest fetch of all', async () => {
    const rows = tenancy();
    const db = await dbWith(rows);
    expect((await fetchedSinceKeys(db.resources, 130)).sort()).toEqual(
      rows.filter((row) => row.fetchedAt >= 130).map((row) => row.identifier),
    );
    expect(await newestFetchedAt(db.resources)).toBe(139);
    expect(await newestFetchedAt((await dbWith([])).resources)).toBe(0);
  });
});
