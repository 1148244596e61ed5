import Dexie, { type DBCore, type DBCoreMutateRequest } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../src/contract/db';
import { ResourceStore, type EnrichmentUpdate } from '../../../../src/worker/store/resourceStore';
import { readStoredResource } from '../../../../src/contract/storedResource';
import { makeStoredResource } from '../builders';
import { containing } from '../../matchers';

let opened: ConsoleDb[] = [];
let serial = 0;

function freshDb(): ConsoleDb {
  serial += 1;
  const db = new ConsoleDb(`resource-store-${serial}`);
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened) await db.delete();
  opened = [];
});

/** Lets one put through, then fails the transaction as a full disk does. */
function failAfterPut(db: ConsoleDb, armed: { value: boolean }): void {
  db.use({
    stack: 'dbcore',
    name: 'quota',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: async (request: DBCoreMutateRequest) => {
            const result = await table.mutate(request);
            if (armed.value && request.type === 'put') {
              throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            }
            return result;
          },
        };
      },
    }),
  });
}

describe('ResourceStore', () => {
  it('stores a page and reads it back by identifier', async () => {
    const store = new ResourceStore(freshDb());
    const a = makeStoredResource({ displayName: 'web-01' });
    const b = makeStoredResource({ resourceType: 'Vcn' });
    const put = await store.putPage([a, b]);
    expect(put.ok).toBe(true);
    expect(await store.get(a.identifier)).toEqual({ ok: true, value: a });
    expect(await store.get('ocid1.nothing')).toEqual({ ok: true, value: undefined });
    expect(await store.get(b.identifier)).toEqual({ ok: true, value: b });
    expect(await store.count()).toEqual({ ok: true, value: 2 });
  });

  it('keeps every field the console reads: the row read back is the row stored, and reads undamaged', async () => {
    // Every field of a search answer the console keeps, each in the form a real answer gives it,
    // and what the console adds (region, type key, link, times, enrichment).
    const full = makeStoredResource({
      resourceType: 'Subnet',
      identifier: 'ocid1.subnet.oc1.iad.aaaaaaaafull',
      compartmentId: 'ocid1.compartment.oc1..aaaaaaaanet',
      displayName: 'prod-web-subnet',
      timeCreated: '2026-01-02T03:04:05.678Z',
      availabilityDomain: 'Uocm:US-ASHBURN-AD-1',
      lifecycleState: 'AVAILABLE',
      freeformTags: { env: 'prod', app: 'web' },
      definedTags: { Operations: { CostCenter: 'CC-1010', Budget: 42 } },
      systemTags: { 'orcl-cloud': { 'free-tier-retained': 'true' } },
      identityContext: { vcnId: 'ocid1.vcn.oc1.iad.aaaaaaaavcn' },
      additionalDetails: { cidrBlock: '10.0.1.0/24', prohibitInternetIngress: true },
      region: 'us-ashburn-1',
      enrichment: { vcnId: 'ocid1.vcn.oc1.iad.aaaaaaaavcn' },
      enrichedAt: 1_700_000_000_500,
      link: '/networking/vcns/ocid1.vcn.oc1.iad.aaaaaaaavcn/subnets/ocid1.subnet.oc1.iad.aaaaaaaafull',
      fetchedAt: 1_700_000_000_000,
    });
    const db = freshDb();
    const store = new ResourceStore(db);
    expect((await store.putPage([full])).ok).toBe(true);
    const row = await db.resources.get(full.identifier);
    expect(row).toEqual(full);
    expect(readStoredResource(row)).toEqual({ resource: full, damaged: false });
  });

  it('derives typeKey from resourceType so the type index agrees with it', async () => {
    const store = new ResourceStore(freshDb());
    const resource = makeStoredResource({ resourceType: 'AutonomousDatabase', typeKey: 'wrong' });
    await store.putPage([resource]);
    const read = await store.get(resource.identifier);
    expect(read.ok && read.value?.typeKey).toBe('autonomousdatabase');
  });

  it('keeps a stored enrichment and its link when a result arrives without one', async () => {
    const store = new ResourceStore(freshDb(), { now: () => 42 });
    const subnet = makeStoredResource({ resourceType: 'Subnet' });
    await store.putPage([subnet]);
    await store.applyEnrichment(
      subnet.identifier,
      { vcnId: 'ocid1.vcn.x' },
      (r) => `/vcns/${String(r.enrichment?.vcnId)}/subnets`,
    );
    await store.putPage([{ ...subnet, displayName: 'renamed', fetchedAt: 2 }]);
    const kept = await store.get(subnet.identifier);
    expect(kept.ok && kept.value).toMatchObject({
      displayName: 'renamed',
      fetchedAt: 2,
      enrichment: { vcnId: 'ocid1.vcn.x' },
      enrichedAt: 42,
      link: '/vcns/ocid1.vcn.x/subnets',
    });
    await store.putPage([{ ...subnet, enrichment: { vcnId: 'ocid1.vcn.y' }, link: '/y' }]);
    const replaced = await store.get(subnet.identifier);
    expect(replaced.ok && replaced.value).toMatchObject({ enrichment: { vcnId: 'ocid1.vcn.y' }, link: '/y' });
  });

  it('reads first only the resources said to be maybe stored', async () => {
    const store = new ResourceStore(freshDb());
    const subnet = makeStoredResource({ resourceType: 'Subnet' });
    await store.putPage([subnet]);
    await store.applyEnrichment(subnet.identifier, { vcnId: 'ocid1.vcn.x' }, '/x');
    // Said to be new: written as it came, its stored enrichment not looked for.
    await store.putPage([{ ...subnet, displayName: 'as new' }], () => false);
    const overwritten = await store.get(subnet.identifier);
    expect(overwritten.ok && overwritten.value?.enrichment).toBeUndefined();
    await store.applyEnrichment(subnet.identifier, { vcnId: 'ocid1.vcn.x' }, '/x');
    await store.putPage([{ ...subnet, displayName: 'known' }], (id) => id === subnet.identifier);
    const kept = await store.get(subnet.identifier);
    expect(kept.ok && kept.value).toMatchObject({
      displayName: 'known',
      enrichment: { vcnId: 'ocid1.vcn.x' },
    });
  });

  it('applies an enrichment with a fixed or computed link, and ignores unknown resources', async () => {
    const store = new ResourceStore(freshDb(), { now: () => 1234 });
    const bucket = makeStoredResource({ resourceType: 'Bucket' });
    await store.putPage([bucket]);
    const updated = await store.applyEnrichment(bucket.identifier, { namespace: 'ns' }, '/buckets/ns');
    expect(updated).toEqual({
      ok: true,
      value: { ...bucket, enrichment: { namespace: 'ns' }, enrichedAt: 1234, link: '/buckets/ns' },
    });
    expect(await store.applyEnrichment('ocid1.unknown', { a: 'b' }, null)).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('applies a batch of enrichments in one transaction: all of them, or none when one fails', async () => {
    const db = freshDb();
    const armed = { value: false };
    failAfterPut(db, armed);
    const store = new ResourceStore(db, { now: () => 55 });
    const a = makeStoredResource({ identifier: 'a' });
    const b = makeStoredResource({ identifier: 'b' });
    await store.putPage([a, b]);
    const batch: EnrichmentUpdate[] = [
      { id: 'a', enrichment: { n: '1' }, link: '/a' },
      { id: 'gone', enrichment: { n: '2' }, link: null },
      {
        id: 'b',
        enrichment: { n: '3' },
        link: (enriched) => `/x/${enriched.identifier}`,
      },
    ];
    armed.value = true;
    const refused = await store.applyEnrichments(batch);
    expect(refused.ok).toBe(false);
    expect(await db.resources.bulkGet(['a', 'b'])).toEqual([a, b]);
    armed.value = false;
    const applied = await store.applyEnrichments(batch);
    expect(applied).toEqual({
      ok: true,
      value: [
        { ...a, enrichment: { n: '1' }, enrichedAt: 55, link: '/a' },
        { ...b, enrichment: { n: '3' }, enrichedAt: 55, link: '/x/b' },
      ],
    });
  });

  describe('queries through the indexes', () => {
    async function seeded(): Promise<ResourceStore> {
      const store = new ResourceStore(freshDb());
      await store.putPage([
        makeStoredResource({
          identifier: 'i1',
          resourceType: 'Instance',
          region: 'us-ashburn-1',
          compartmentId: 'c1',
        }),
        makeStoredResource({
          identifier: 'i2',
          resourceType: 'Instance',
          region: 'eu-frankfurt-1',
          compartmentId: 'c1',
        }),
        makeStoredResource({
          identifier: 'i3',
          resourceType: 'Instance',
          lifecycleState: 'STOPPED',
          compartmentId: 'c2',
        }),
        makeStoredResource({
          identifier: 'v1',
          resourceType: 'Vcn',
          lifecycleState: 'AVAILABLE',
          compartmentId: 'c1',
        }),
        makeStoredResource({
          identifier: 'v2',
          resourceType: 'Vcn',
          lifecycleState: 'AVAILABLE',
          region: 'eu-frankfurt-1',
        }),
      ]);
      return store;
    }

    const ids = (result: Awaited<ReturnType<ResourceStore['find']>>) =>
      result.ok ? result.value.map((r) => r.identifier) : result.failure;

    it('by type, case-insensitively', async () => {
      const store = await seeded();
      expect(ids(await store.find({ types: ['instance'] }))).toEqual(['i1', 'i2', 'i3']);
      expect(ids(await store.find({ types: ['VCN'] }))).toEqual(['v1', 'v2']);
    });

    it('by compartment, lifecycle state and region', async () => {
      const store = await seeded();
      expect(ids(await store.find({ compartmentIds: ['c2'] }))).toEqual(['i3']);
      expect(ids(await store.find({ lifecycleStates: ['AVAILABLE', 'STOPPED'] }))).toEqual([
        'i3',
        'v1',
        'v2',
      ]);
      expect(ids(await store.find({ regions: ['eu-frankfurt-1'] }))).toEqual(['i2', 'v2']);
    });

    it('by combinations (region and type through the compound index)', async () => {
      const store = await seeded();
      expect(ids(await store.find({ regions: ['eu-frankfurt-1'], types: ['Instance'] }))).toEqual(['i2']);
      expect(
        ids(await store.find({ types: ['Instance'], compartmentIds: ['c1'], lifecycleStates: ['RUNNING'] })),
      ).toEqual(['i1', 'i2']);
      expect(ids(await store.find({ types: ['Vcn'], lifecycleStates: ['RUNNING'] }))).toEqual([]);
      expect(await store.countWhere({ types: ['instance'], compartmentIds: ['c1'] })).toEqual({
        ok: true,
        value: 2,
      });
    });

    it('pages with offset and limit, and treats an empty filter as everything', async () => {
      const store = await seeded();
      expect(ids(await store.find({ types: ['instance'] }, { offset: 1, limit: 1 }))).toEqual(['i2']);
      expect(ids(await store.find({}, { offset: 3 }))).toEqual(['v1', 'v2']);
      expect(ids(await store.find({ types: [] }, { limit: 2 }))).toEqual(['i1', 'i2']);
      expect(await store.countWhere({})).toEqual({ ok: true, value: 5 });
    });

    it('iterates everything in batches and knows the newest fetch', async () => {
      const store = await seeded();
      await store.putPage([makeStoredResource({ identifier: 'late', fetchedAt: 1_800_000_000_000 })]);
      const batches: string[][] = [];
      const visited = await store.forEachBatch(2, (batch) => batches.push(batch.map((r) => r.identifier)));
      expect(visited).toEqual({ ok: true, value: 6 });
      expect(batches).toEqual([
        ['i1', 'i2'],
        ['i3', 'late'],
        ['v1', 'v2'],
      ]);
      expect(await store.latestFetchedAt()).toEqual({ ok: true, value: 1_800_000_000_000 });
      // The removal is counted in its own transaction, and answered with the count.
      expect(await store.remove(['late'])).toEqual({ ok: true, value: { removed: 1, removals: 1 } });
      expect(await store.remove(['v1', 'v2'])).toEqual({ ok: true, value: { removed: 2, removals: 2 } });
      expect(await store.removals()).toEqual({ ok: true, value: 2 });
      expect(await store.count()).toEqual({ ok: true, value: 3 });
    });
  });

  it('turns a full disk into a storage failure and keeps what was stored before', async () => {
    const db = freshDb();
    const armed = { value: false };
    failAfterPut(db, armed);
    const store = new ResourceStore(db);
    const first = makeStoredResource({ identifier: 'kept' });
    expect((await store.putPage([first])).ok).toBe(true);
    armed.value = true;
    const page = [makeStoredResource({ identifier: 'lost-1' }), makeStoredResource({ identifier: 'lost-2' })];
    const failed = await store.putPage(page);
    expect(failed).toEqual({
      ok: false,
      failure: { kind: 'storage', quotaExceeded: true, message: containing('full') },
    });
    armed.value = false;
    expect(await store.get('kept')).toEqual({ ok: true, value: first });
    expect(await store.get('lost-1')).toEqual({ ok: true, value: undefined });
    expect(await store.get('lost-2')).toEqual({ ok: true, value: undefined });
    expect(await store.count()).toEqual({ ok: true, value: 1 });
  });

  it('turns a missing IndexedDB into a storage failure', async () => {
    const saved = Dexie.dependencies.indexedDB;
    Dexie.dependencies.indexedDB = undefined as unknown as IDBFactory;
    let db: ConsoleDb;
    try {
      db = new ConsoleDb('no-indexeddb');
    } finally {
      Dexie.dependencies.indexedDB = saved;
    }
    const store = new ResourceStore(db);
    const result = await store.putPage([makeStoredResource()]);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'storage', quotaExceeded: false, message: containing('unavailable') },
    });
    expect((await store.count()).ok).toBe(false);
  });
});
