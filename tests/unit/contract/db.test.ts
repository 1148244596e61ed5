/**
 * Schema history of the console database. Each shipped version keeps its schema here, FROZEN
 * (a copy, never imported from db.ts), with data written the way that version wrote it. Every
 * historical database must open with the current ConsoleDb, keep its data and answer through
 * the current indexes. Adding a version to db.ts means adding its frozen entry below (and, if
 * its upgrade moves data, the expectations on the migrated rows).
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb, type StoredResource } from '../../../src/contract/db';
import { ResourceStore } from '../../../src/worker/store/resourceStore';
import { fetchedSinceKeys, keptRegions } from '../../../src/contract/resourceKeys';
import type { Result } from '../../../src/contract/failure';
import { makeStoredResource } from '../worker/builders';

function ids(found: Result<readonly StoredResource[]>): string[] {
  return found.ok ? found.value.map((resource) => resource.identifier) : [];
}

/** Version 1, as shipped. */
const V1_STORES: Readonly<Record<string, string>> = {
  resources: '&identifier, typeKey, compartmentId, lifecycleState, region, fetchedAt, [region+typeKey]',
  records: '&key, operation, fetchedAt',
  outbox: '&id, state, createdAt, resourceId, nextAttemptAt',
  flows: '&id, kind, status, updatedAt',
  settings: '&key',
  meta: '&key',
  profiles: '&id, name',
  recentQueries: '++id, &text, at',
  missingKeys: '&id, lng, at',
};

/** Version 2: watches ("Notify me") added. */
const V2_STORES: Readonly<Record<string, string>> = { ...V1_STORES, watches: '&id, kind, createdAt' };

/** Version 3: [region+fetchedAt], for each region's data age. */
const V3_STORES: Readonly<Record<string, string>> = {
  ...V2_STORES,
  resources:
    '&identifier, typeKey, compartmentId, lifecycleState, region, fetchedAt, [region+typeKey], [region+fetchedAt]',
};

/** Version 4: enrichedAt, for the enrichments stored after the text index's last save. */
const V4_STORES: Readonly<Record<string, string>> = {
  ...V3_STORES,
  resources:
    '&identifier, typeKey, compartmentId, lifecycleState, region, fetchedAt, enrichedAt, [region+typeKey], [region+fetchedAt]',
};

/** Version 5: the outbox's retry token, for a flow to find its change again. */
const V5_STORES: Readonly<Record<string, string>> = {
  ...V4_STORES,
  outbox: '&id, state, createdAt, resourceId, nextAttemptAt, retryToken',
};

/**
 * Version 6: the `region`, `typeKey`, `fetchedAt` and `compartmentId` indexes dropped (each entry
 * held the row's OCID again); the compound indexes answer their lookups.
 */
const V6_STORES: Readonly<Record<string, string>> = {
  ...V5_STORES,
  resources: '&identifier, lifecycleState, enrichedAt, [region+typeKey], [region+fetchedAt]',
};

interface Historical {
  readonly version: number;
  readonly stores: Readonly<Record<string, string>>;
}

const HISTORY: readonly Historical[] = [
  { version: 1, stores: V1_STORES },
  { version: 2, stores: V2_STORES },
  { version: 3, stores: V3_STORES },
  { version: 4, stores: V4_STORES },
  { version: 5, stores: V5_STORES },
  { version: 6, stores: V6_STORES },
];

const resources: StoredResource[] = [
  makeStoredResource({ identifier: 'ocid1.instance.a', region: 'us-ashburn-1', displayName: 'web-01' }),
  makeStoredResource({
    identifier: 'ocid1.subnet.b',
    resourceType: 'Subnet',
    region: 'eu-frankfurt-1',
    enrichment: { vcnId: 'ocid1.vcn.x' },
    enrichedAt: 5,
    link: '/networking/vcns/ocid1.vcn.x/subnets/ocid1.subnet.b',
  }),
];

let names: string[] = [];

afterEach(async () => {
  for (const name of names) await Dexie.delete(name);
  names = [];
});

/** Every table with its primary key and indexes, as Dexie parsed them (no database is opened). */
function schemaOf(db: Dexie): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const table of db.tables) {
    const describe = (index: {
      name: string;
      unique?: boolean;
      multi?: boolean;
      auto?: boolean;
      compound?: boolean;
    }) =>
      `${index.name}${index.unique === true ? ' unique' : ''}${index.multi === true ? ' multi' : ''}${index.auto === true ? ' auto' : ''}`;
    schema[table.name] = {
      primKey: describe(table.schema.primKey),
      indexes: table.schema.indexes.map(describe).sort(),
    };
  }
  return schema;
}

/** Writes a database exactly as the historical version did, then closes it. */
async function writeHistorical(name: string, historical: Historical): Promise<void> {
  const old = new Dexie(name);
  old.version(historical.version).stores({ ...historical.stores });
  await old.open();
  await old.table('resources').bulkPut(resources);
  await old.table('meta').put({ key: 'textIndex', value: { version: 1, count: 2 } });
  await old.table('settings').put({ key: 'region', value: 'us-ashburn-1' });
  await old.table('recentQueries').add({ text: 'web', at: 1 });
  await old.table('outbox').bulkPut([
    { id: 'o1', state: 'pending', createdAt: 1, nextAttemptAt: 1, operation: 'x' },
    { id: 'o2', state: 'done', createdAt: 2, nextAttemptAt: 2, operation: 'y', retryToken: 'token-o2' },
  ]);
  old.close();
}

describe('ConsoleDb schema migrations', () => {
  it('the newest frozen schema is the one ConsoleDb declares (add each new version to HISTORY)', () => {
    const newest = HISTORY[HISTORY.length - 1];
    const frozen = new Dexie('migration-frozen');
    frozen.version(newest?.version ?? 0).stores({ ...newest?.stores });
    const current = new ConsoleDb('migration-current');
    expect(current.verno).toBe(newest?.version);
    expect(schemaOf(current)).toEqual(schemaOf(frozen));
    expect(schemaOf(current)).toHaveProperty('resources', {
      primKey: 'identifier unique',
      indexes: ['[region+fetchedAt]', '[region+typeKey]', 'enrichedAt', 'lifecycleState'],
    });
    expect(schemaOf(current)).toHaveProperty('outbox', {
      primKey: 'id unique',
      indexes: ['createdAt', 'nextAttemptAt', 'resourceId', 'retryToken', 'state'],
    });
  });

  for (const historical of HISTORY) {
    it(`opens a version ${historical.version} database with the current class and keeps its data`, async () => {
      const name = `migration-v${historical.version}`;
      names.push(name);
      await writeHistorical(name, historical);

      const db = new ConsoleDb(name);
      await db.open();
      expect(db.verno).toBeGreaterThanOrEqual(historical.version);
      expect(await db.resources.toArray()).toEqual(resources);
      expect(await db.settings.get('region')).toEqual({ key: 'region', value: 'us-ashburn-1' });
      expect(await db.recentQueries.where('text').equals('web').count()).toBe(1);
      expect(await db.outbox.where('state').equals('pending').primaryKeys()).toEqual(['o1']);
      // The retry token is an index, built over the rows stored before it existed.
      expect(await db.outbox.where('retryToken').equals('token-o2').primaryKeys()).toEqual(['o2']);

      const store = new ResourceStore(db);
      const frankfurtSubnets = await store.find({ regions: ['eu-frankfurt-1'], types: ['subnet'] });
      expect(frankfurtSubnets.ok && frankfurtSubnets.value.map((r) => r.identifier)).toEqual([
        'ocid1.subnet.b',
      ]);
      const frankfurtNewest = await db.resources
        .where('[region+fetchedAt]')
        .between(['eu-frankfurt-1', Dexie.minKey], ['eu-frankfurt-1', Dexie.maxKey])
        .last();
      expect(frankfurtNewest?.identifier).toBe('ocid1.subnet.b');
      // What the dropped indexes answered, through the compound ones: the regions kept, a type in
      // every region, a region alone, the rows fetched since, the newest fetch.
      expect(await keptRegions(db.resources)).toEqual(['eu-frankfurt-1', 'us-ashburn-1']);
      expect(ids(await store.find({ types: ['Subnet', 'instance'] }))).toEqual([
        'ocid1.instance.a',
        'ocid1.subnet.b',
      ]);
      expect(ids(await store.find({ regions: ['us-ashburn-1'] }))).toEqual(['ocid1.instance.a']);
      expect(ids(await store.find({ compartmentIds: [resources[0]?.compartmentId ?? ''] }))).toHaveLength(2);
      expect(await fetchedSinceKeys(db.resources, 0)).toHaveLength(2);
      expect(await store.latestFetchedAt()).toEqual({
        ok: true,
        value: Math.max(...resources.map((r) => r.fetchedAt)),
      });
      expect((await store.putPage([makeStoredResource({ identifier: 'ocid1.instance.new' })])).ok).toBe(true);
      expect(await store.count()).toEqual({ ok: true, value: 3 });
      db.close();
    });
  }
});
