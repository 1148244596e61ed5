import { afterEach, describe, expect, it } from 'vitest';
import {
  reconcileWithTable,
  restoreTextIndex,
} from '../../../../../src/worker/search/saved/restoreTextIndex';
import {
  MAX_TAILS,
  saveTextIndex,
  TAIL_MIN_DOCS,
  TAIL_SHARE,
  TEXT_INDEX_KEY,
  TEXT_INDEX_TAIL_PREFIX,
  wholeSaveDue,
} from '../../../../../src/worker/search/saved/savedIndex';
import { TextIndex } from '../../../../../src/worker/search/index/textIndex';
import { TEXT_INDEX_FORMAT } from '../../../../../src/worker/search/saved/textIndexCodec';
import { ConsoleDb } from '../../../../../src/contract/db';
import { ResourceStore } from '../../../../../src/worker/store/resourceStore';
import { makeStoredResource } from '../../builders';
import { lastSave } from '../lastSave';
import { syntheticResources } from '../../../../bench/syntheticResources';

let opened: ConsoleDb[] = [];
let serial = 0;

async function seededStore(): Promise<ResourceStore> {
  serial += 1;
  const db = new ConsoleDb(`restore-index-${serial}`);
  opened.push(db);
  const store = new ResourceStore(db);
  await store.putPage([
    makeStoredResource({ identifier: 'web', displayName: 'prod-web-01', fetchedAt: 10 }),
    makeStoredResource({ identifier: 'db', displayName: 'prod-db-01', fetchedAt: 20 }),
    // Older records, so that what a test stores after a save is the smaller part of the table.
    ...['a', 'b', 'c', 'd'].map((name) =>
      makeStoredResource({ identifier: `old-${name}`, displayName: `archive-${name}`, fetchedAt: 5 }),
    ),
  ]);
  return store;
}

afterEach(async () => {
  for (const db of opened) await db.delete();
  opened = [];
});

/** Watermarks of an index that shows no enrichment. */
function fetchedThrough(latestFetchedAt: number) {
  return { latestFetchedAt, latestEnrichedAt: 0, removals: 0 };
}

async function restored(store: ResourceStore) {
  const result = await restoreTextIndex(store.db, store);
  if (!result.ok) throw new Error(result.failure.message);
  return result.value;
}

describe('restoreTextIndex', () => {
  it('rebuilds from the resources table when nothing is saved, then saves', async () => {
    const store = await seededStore();
    const first = await restored(store);
    expect(first.source).toBe('rebuilt');
    expect(first.index.search('prod-we', { limit: 10 }).ids).toEqual(['web']);
    const row = await store.db.meta.get(TEXT_INDEX_KEY);
    expect(row?.value).toMatchObject({ version: TEXT_INDEX_FORMAT, count: 6, latestFetchedAt: 20 });
    const second = await restored(store);
    expect(second.source).toBe('saved');
    expect(second.index.search('prod', { limit: 10 })).toEqual(first.index.search('prod', { limit: 10 }));
  });

  it('indexes from the table what was stored after the save, by fetch time, without rebuilding', async () => {
    const store = await seededStore();
    await restored(store);
    await store.putPage([makeStoredResource({ identifier: 'api', displayName: 'prod-api', fetchedAt: 30 })]);
    const grown = await restored(store);
    // The record at the save's watermark is read again, but only 'api' changed after the save.
    expect(grown).toMatchObject({ source: 'saved', caughtUp: 2, unsaved: 1, latestFetchedAt: 30 });
    // Only 'api' was added: the index already showed the record at the watermark as it is.
    expect(grown.index.unsavedDocuments()).toBe(1);
    expect(grown.index.search('api', { limit: 10 }).ids).toEqual(['api']);
    expect(grown.index.search('prod', { limit: 10 }).ids).toHaveLength(3);
    await saveTextIndex(store.db, grown.index, fetchedThrough(30));
    await store.putPage([
      makeStoredResource({ identifier: 'api', displayName: 'prod-gateway', fetchedAt: 40 }),
      makeStoredResource({ identifier: 'lb', displayName: 'edge-lb', fetchedAt: 40 }),
    ]);
    const renamed = await restored(store);
    expect(renamed).toMatchObject({ source: 'saved', caughtUp: 2 });
    expect(renamed.index.search('gateway', { limit: 10 }).ids).toEqual(['api']);
    expect(renamed.index.search('prod-api', { limit: 10 }).ids).toEqual([]);
    expect(renamed.index.search('lb', { limit: 10 }).ids).toEqual(['lb']);
    expect(renamed.index.size).toBe(8);
  });

  it('drops at the start what was removed after the save, and rebuilds when most of the table is newer', async () => {
    const store = await seededStore();
    const { index } = await restored(store);
    await store.putPage([makeStoredResource({ identifier: 'api', displayName: 'prod-api', fetchedAt: 30 })]);
    await store.remove(['web']);
    // The table counted a removal the save did not apply: the index is brought to the table first.
    const pruned = await restored(store);
    expect(pruned).toMatchObject({ source: 'saved', caughtUp: 3, unsaved: 2, removals: 1 });
    expect(pruned.index.search('prod', { limit: 10 }).ids.sort()).toEqual(['api', 'db']);
    await saveTextIndex(store.db, pruned.index, { latestFetchedAt: 30, latestEnrichedAt: 0, removals: 1 });
    expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 0 });
    // More records to read again than the saved index holds: rebuilt.
    await store.putPage(
      Array.from({ length: 8 }, (_, at) =>
        makeStoredResource({ identifier: `new-${String(at)}`, fetchedAt: 40 }),
      ),
    );
    await saveTextIndex(store.db, index, fetchedThrough(0));
    expect((await restored(store)).source).toBe('rebuilt');
  });

  it('brings an index to the table when their counts differ, dropping and adding what differs', async () => {
    const store = await seededStore();
    const { index } = await restored(store);
    expect(await reconcileWithTable(store.db, index)).toEqual({ ok: true, value: 0 });
    // Changed behind the store's back (another tab's worker): one record gone, two more.
    await store.db.resources.delete('web');
    await store.db.resources.bulkPut(
      ['lb', 'dns'].map((identifier) =>
        makeStoredResource({ identifier, displayName: `edge-${identifier}` }),
      ),
    );
    expect(await reconcileWithTable(store.db, index)).toEqual({ ok: true, value: 3 });
    expect(index.search('prod', { limit: 10 }).ids.sort()).toEqual(['db']);
    expect(index.search('edge', { limit: 10 }).ids.sort()).toEqual(['dns', 'lb']);
    expect(index.size).toBe(7);
  });

  it('rebuilds a snapshot of another format version, or one that does not load', async () => {
    const store = await seededStore();
    const { index } = await restored(store);
    await store.db.meta.put({
      key: TEXT_INDEX_KEY,
      value: {
        version: TEXT_INDEX_FORMAT + 1,
        count: 6,
        latestFetchedAt: 20,
        savedAt: 0,
        data: index.serialize(),
      },
    });
    expect((await restored(store)).source).toBe('rebuilt');
    await store.db.meta.put({
      key: TEXT_INDEX_KEY,
      value: {
        version: TEXT_INDEX_FORMAT,
        count: 6,
        latestFetchedAt: 20,
        savedAt: 0,
        data: new ArrayBuffer(40),
      },
    });
    expect((await restored(store)).source).toBe('rebuilt');
    await store.db.meta.put({ key: TEXT_INDEX_KEY, value: 'garbage' });
    expect((await restored(store)).source).toBe('rebuilt');
  });

  it('saves with the watermark it is given', async () => {
    const store = await seededStore();
    const { index } = await restored(store);
    expect(await saveTextIndex(store.db, index, fetchedThrough(99), () => 5)).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await lastSave(store.db))?.value).toMatchObject({
      latestFetchedAt: 99,
      savedAt: 5,
      count: 6,
    });
    expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 0 });
    expect(await saveTextIndex(store.db, index, fetchedThrough(10))).toEqual({ ok: true, value: undefined });
    expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 2 });
  });

  it('shows on the restored rows the enrichments stored after the save, found by their time', async () => {
    let clock = 100;
    serial += 1;
    const db = new ConsoleDb(`restore-index-${serial}`);
    opened.push(db);
    const store = new ResourceStore(db, { now: () => clock });
    await store.putPage([
      makeStoredResource({
        identifier: 'ocid1.subnet.a',
        resourceType: 'Subnet',
        displayName: 'app',
        fetchedAt: 10,
        link: null,
      }),
      // Older records, so that what the restart reads again is the smaller part of the table.
      ...['a', 'b', 'c', 'd'].map((name) =>
        makeStoredResource({ identifier: name, displayName: `archive-${name}`, fetchedAt: 5 }),
      ),
      makeStoredResource({ identifier: 'web', displayName: 'prod-web', fetchedAt: 5 }),
    ]);
    const first = await restored(store);
    expect(first.index.search('app', { limit: 10 }).rows[0]).toMatchObject({
      link: null,
      altName: undefined,
    });
    await store.applyEnrichment(
      'ocid1.subnet.a',
      { vcnId: 'ocid1.vcn.v', altName: 'app (10.0.1.0/24)' },
      (r) => `/networking/vcns/${String(r.enrichment?.['vcnId'])}/subnets/${r.identifier}`,
    );
    const caught = await restored(store);
    expect(caught).toMatchObject({ source: 'saved', caughtUp: 1, unsaved: 1, latestEnrichedAt: 100 });
    expect(caught.index.search('app', { limit: 10 }).rows[0]).toMatchObject({
      link: '/networking/vcns/ocid1.vcn.v/subnets/ocid1.subnet.a',
      altName: 'app (10.0.1.0/24)',
      enrichedAt: 100,
    });
    // Saved as showing it, the next start reads nothing again.
    await saveTextIndex(store.db, caught.index, { latestFetchedAt: 10, latestEnrichedAt: 100, removals: 0 });
    expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 0 });
    clock = 200;
    await store.applyEnrichment('web', { note: 'x' }, null);
    expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 2, unsaved: 1 });
  });

  describe('tails', () => {
    const tailKey = (seq: number) => `${TEXT_INDEX_TAIL_PREFIX}${String(seq).padStart(4, '0')}`;
    const tailKeys = async (store: ResourceStore) =>
      (await store.db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).primaryKeys()).sort();
    const whole = async (store: ResourceStore) =>
      (await store.db.meta.get(TEXT_INDEX_KEY))?.value as {
        count: number;
        savedAt: number;
        data: ArrayBuffer;
      };

    /** Stores a record, and shows it in the index as the console's writes do. */
    async function stored(store: ResourceStore, index: TextIndex, identifier: string, fetchedAt: number) {
      const record = makeStoredResource({ identifier, displayName: `edge-${identifier}`, fetchedAt });
      await store.putPage([record]);
      index.add(record);
    }

    it('saves a few changes as a tail beside the whole save, which a start appends', async () => {
      const store = await seededStore();
      const { index } = await restored(store);
      const before = await whole(store);
      await stored(store, index, 'api', 30);
      await store.remove(['web']);
      index.remove('web');
      await saveTextIndex(
        store.db,
        index,
        { latestFetchedAt: 30, latestEnrichedAt: 0, removals: 1 },
        () => 5,
      );
      // The whole save is as it was: only what changed was written.
      expect(await whole(store)).toEqual(before);
      expect((await store.db.meta.get(tailKey(1)))?.value).toMatchObject({
        seq: 1,
        count: 6,
        latestFetchedAt: 30,
        removals: 1,
        savedAt: 5,
      });
      const started = await restored(store);
      // Nothing read again from the table: the tail holds it all.
      expect(started).toMatchObject({ source: 'saved', caughtUp: 0 });
      expect(started.index.search('prod', { limit: 10 }).ids).toEqual(['db']);
      expect(started.index.search('edge', { limit: 10 }).ids).toEqual(['api']);
      // And it saves its own changes as the next tail.
      await stored(store, started.index, 'lb', 40);
      await saveTextIndex(store.db, started.index, { latestFetchedAt: 40, latestEnrichedAt: 0, removals: 1 });
      expect(await tailKeys(store)).toEqual([tailKey(1), tailKey(2)]);
      const again = await restored(store);
      expect(again).toMatchObject({ source: 'saved', caughtUp: 0 });
      expect(again.index.search('edge', { limit: 10 }).ids.sort()).toEqual(['api', 'lb']);
    });

    it(`saves whole again after ${String(MAX_TAILS)} tails, and deletes them`, async () => {
      const store = await seededStore();
      const { index } = await restored(store);
      for (let seq = 1; seq <= MAX_TAILS + 1; seq += 1) {
        await stored(store, index, `n${String(seq)}`, 30 + seq);
        await saveTextIndex(store.db, index, fetchedThrough(30 + seq));
        expect(await tailKeys(store)).toHaveLength(seq <= MAX_TAILS ? seq : 0);
      }
      expect(await whole(store)).toMatchObject({ count: 6 + MAX_TAILS + 1 });
      const started = await restored(store);
      expect(started).toMatchObject({ source: 'saved', caughtUp: 0 });
      expect(started.index.size).toBe(6 + MAX_TAILS + 1);
    });

    it('saves whole once the tails would hold more than their share of the whole save, or TAIL_MIN_DOCS when more', async () => {
      // Each index: a whole save of `base` documents, then tails up to its bound and one past it.
      for (const base of [6, Math.ceil(TAIL_MIN_DOCS / TAIL_SHARE) + 3_000]) {
        serial += 1;
        const db = new ConsoleDb(`tail-share-${String(serial)}`);
        opened.push(db);
        const index = new TextIndex();
        const add = (count: number, from: number) => {
          for (const resource of syntheticResources(count, from)) index.add(resource);
        };
        add(base, 0);
        await saveTextIndex(db, index, fetchedThrough(1));
        const bound = Math.max(TAIL_MIN_DOCS, Math.floor(base * TAIL_SHARE));
        // Two tails that reach the bound exactly…
        add(bound - 1, base);
        await saveTextIndex(db, index, fetchedThrough(2));
        add(1, base + bound - 1);
        await saveTextIndex(db, index, fetchedThrough(3));
        const tails = await db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).primaryKeys();
        expect(tails, `base ${String(base)}`).toHaveLength(2);
        // …and one more document past it: saved whole, the tails deleted.
        add(1, base + bound);
        await saveTextIndex(db, index, fetchedThrough(4));
        expect(await db.meta.where('key').startsWith(TEXT_INDEX_TAIL_PREFIX).count()).toBe(0);
        expect((await db.meta.get(TEXT_INDEX_KEY))?.value).toMatchObject({ count: base + bound + 1 });
      }
    });

    it('writes a download’s saves as tails past their share, and a start that finds them saves whole', async () => {
      const store = await seededStore();
      const { index } = await restored(store);
      // A download: more than the tails' share (TAIL_MIN_DOCS at this size) stored and saved while it goes on.
      const download = [...syntheticResources(TAIL_MIN_DOCS + 500, 0)].map((resource) => ({
        ...resource,
        fetchedAt: 30,
      }));
      for (const [at, part] of [download.slice(0, 1_500), download.slice(1_500)].entries()) {
        await store.putPage(part);
        for (const resource of part) index.add(resource);
        await saveTextIndex(store.db, index, fetchedThrough(30), Date.now, { streaming: true });
        expect(await tailKeys(store)).toHaveLength(at + 1);
      }
      expect(await whole(store)).toMatchObject({ count: 6 });
      expect(wholeSaveDue(index)).toBe(true);
      // A start (the worker died before the writes stopped) appends them, then saves whole.
      const started = await restored(store);
      expect(started).toMatchObject({ source: 'saved', caughtUp: 0, saveWhole: true });
      expect(started.index.size).toBe(6 + download.length);
      expect(download.every((resource) => started.index.has(resource.identifier))).toBe(true);
      // Once the writes stop, the save is whole: the tails are deleted.
      await saveTextIndex(store.db, index, fetchedThrough(30));
      expect(wholeSaveDue(index)).toBe(false);
      expect(await tailKeys(store)).toEqual([]);
      expect(await whole(store)).toMatchObject({ count: 6 + download.length });
      expect(await restored(store)).toMatchObject({ source: 'saved', caughtUp: 0, saveWhole: false });
    });

    it('saves whole when another worker saved whole since, rather than a tail it would not follow', async () => {
      const store = await seededStore();
      const mine = (await restored(store)).index;
      const theirs = (await restored(store)).index;
      // Theirs is compacted (a removal, then a search): its next save can only be whole.
      theirs.remove('old-a');
      theirs.compact();
      await saveTextIndex(store.db, theirs, fetchedThrough(20));
      await stored(store, mine, 'api', 30);
      await saveTextIndex(store.db, mine, fetchedThrough(30));
      expect(await tailKeys(store)).toEqual([]);
      expect(await whole(store)).toMatchObject({ count: 7 });
    });

    it('does not append a tail that does not load, and reads its changes from the table instead', async () => {
      const store = await seededStore();
      const { index } = await restored(store);
      await stored(store, index, 'api', 30);
      await saveTextIndex(store.db, index, fetchedThrough(30));
      const row = await store.db.meta.get(tailKey(1));
      await store.db.meta.put({
        key: tailKey(1),
        value: { ...(row?.value as object), data: new ArrayBuffer(8) },
      });
      const started = await restored(store);
      expect(started).toMatchObject({ source: 'saved', caughtUp: 2, unsaved: 1 });
      expect(started.index.search('edge', { limit: 10 }).ids).toEqual(['api']);
      // Its next save is whole, and the broken tail goes.
      await stored(store, started.index, 'lb', 40);
      await saveTextIndex(store.db, started.index, fetchedThrough(40));
      expect(await tailKeys(store)).toEqual([]);
      expect(await whole(store)).toMatchObject({ count: 8 });
    });
  });
});
