import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleDb, type StoredResource } from '../../../../src/contract/db';
import { regionRows } from '../../../../src/contract/resourceKeys';
import { parseQuery } from '../../../../src/oci/query';
import { fail, ok, type Result } from '../../../../src/contract/failure';
import {
  TENANCY_SYNC_KEY,
  readSyncState,
  syncQuery,
  syncTotals,
  type TenancySyncState,
} from '../../../../src/contract/tenancySync';
import { OciNetworkError } from '../../../../src/worker/client';
import type { SendCall } from '../../../../src/worker/search/remote/regionPages';
import { ResourceStore } from '../../../../src/worker/store/resourceStore';
import {
  createTenancySync,
  type SyncIndex,
  type TenancySyncDeps,
} from '../../../../src/worker/sync/tenancySync';
import { storageFailure } from '../../../../src/contract/storageError';

const REGION = 'us-ashburn-1';
let opened: ConsoleDb | undefined;

afterEach(async () => {
  await opened?.delete();
  opened = undefined;
});

function resource(n: number) {
  return {
    resourceType: 'Instance',
    identifier: `ocid1.instance.oc1..r${n}`,
    compartmentId: 'ocid1.compartment.oc1..c',
    displayName: `web-${n}`,
  };
}

/** A region of `total` resources answered `pageSize` at a time; `offlineAtPage` throws a network error there once. */
function tenancy(total: number, pageSize: number) {
  const asked: (string | undefined)[] = [];
  let failAt: number | undefined;
  let onFail: (() => void) | undefined;
  const send: SendCall = (_op, params) => {
    const page = typeof params['page'] === 'string' ? params['page'] : undefined;
    asked.push(page);
    const start = page === undefined ? 0 : Number(page);
    if (failAt !== undefined && start === failAt) {
      failAt = undefined;
      onFail?.();
      return Promise.reject(new OciNetworkError('The connection dropped.'));
    }
    const items = Array.from({ length: Math.min(pageSize, total - start) }, (_, i) => resource(start + i));
    const next = start + pageSize < total ? String(start + pageSize) : undefined;
    return Promise.resolve({
      status: 200,
      body: { items },
      headers: next === undefined ? {} : { opcNextPage: next },
    });
  };
  return {
    send,
    asked,
    failAt: (start: number, then?: () => void) => {
      failAt = start;
      onFail = then;
    },
  };
}

async function setup(
  send: SendCall,
  online: { value: boolean },
  now: { value: number },
  more: Partial<Pick<TenancySyncDeps, 'room'>> & {
    readonly refuseAfter?: number;
    /** Runs as the index begins to store its `page`th page (from 1), before it writes. */
    readonly storing?: (page: number) => Promise<void>;
    /** When given, the index says each page is written, then indexes it while this runs. */
    readonly indexing?: (page: number) => Promise<void>;
  } = {},
) {
  opened = new ConsoleDb(`sync-${Math.random()}`);
  await opened.open();
  const db = opened;
  const store = new ResourceStore(db);
  let stored = 0;
  const index: SyncIndex = {
    putPage: async (resources, signals) => {
      stored += 1;
      const page = stored;
      await more.storing?.(page);
      // The browser refusing a page, as IndexedDB does on a full quota.
      if (more.refuseAfter !== undefined && page > more.refuseAfter) {
        return fail(storageFailure(new DOMException('full', 'QuotaExceededError')));
      }
      // The page's write is begun: the next page's may be begun behind it.
      signals?.queued?.();
      const answer = await store.putPage(resources);
      if (answer.ok && more.indexing !== undefined) {
        signals?.written?.();
        await more.indexing(page);
      }
      return answer;
    },
    remove: async (ids) => {
      const removed = await store.remove(ids);
      return removed.ok ? ok(removed.value.removed) : removed;
    },
  };
  const sync = createTenancySync({
    db,
    index: (): Promise<Result<SyncIndex>> => Promise.resolve(ok(index)),
    send,
    isOnline: () => online.value,
    now: () => now.value,
    connectionCheckMs: 10,
    ...(more.room === undefined ? {} : { room: more.room }),
  });
  const state = async () => readSyncState((await db.meta.get(TENANCY_SYNC_KEY))?.value);
  const settled = async (done: (s: TenancySyncState) => boolean) => {
    for (let i = 0; i < 500; i += 1) {
      const s = await state();
      if (s !== undefined && done(s)) return s;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`never settled: ${JSON.stringify(await state())}`);
  };
  return { db, sync, state, settled };
}

describe('the tenancy download', () => {
  it('downloads every page of a region, then says it is synced with the count', async () => {
    const region = tenancy(25, 10);
    const { db, sync, settled } = await setup(region.send, { value: true }, { value: 1000 });
    expect((await sync.start({ regions: [REGION], compartmentIds: [] })).ok).toBe(true);
    const done = await settled((s) => s.regions[REGION]?.status === 'done');
    expect(done.regions[REGION]).toMatchObject({ pages: 3, received: 25, completedCount: 25, pruned: 0 });
    expect(await regionRows(db.resources, REGION).count()).toBe(25);
    expect(region.asked).toEqual([undefined, '10', '20']);
  });

  it('asks for the next page while a page is stored', async () => {
    const region = tenancy(30, 10);
    const askedWhileStoring: (string | undefined)[][] = [];
    const { sync, settled } = await setup(
      region.send,
      { value: true },
      { value: 1000 },
      {
        // Each page's write waits until the page after it has been asked for (the last has none).
        storing: async (page) => {
          if (page < 3)
            await vi.waitFor(() => {
              expect(region.asked).toHaveLength(page + 1);
            });
          askedWhileStoring.push([...region.asked]);
        },
      },
    );
    await sync.start({ regions: [REGION], compartmentIds: [] });
    await settled((s) => s.regions[REGION]?.status === 'done');
    expect(askedWhileStoring).toEqual([
      [undefined, '10'],
      [undefined, '10', '20'],
      [undefined, '10', '20'],
    ]);
  });

  it('stores the next page while the last is still indexed, and counts each page once it is written', async () => {
    const region = tenancy(30, 10);
    const begun: number[] = [];
    const counted: number[] = [];
    const { sync, state, settled } = await setup(
      region.send,
      { value: true },
      { value: 1000 },
      {
        storing: (page) => {
          begun.push(page);
          return Promise.resolve();
        },
        // A page's indexing ends only once the next page is being stored (the last has none),
        // and the page is already counted by then.
        indexing: async (page) => {
          await vi.waitFor(async () => {
            const received = (await state())?.regions[REGION]?.received ?? 0;
            expect(received).toBeGreaterThanOrEqual(page * 10);
            if (page < 3) expect(begun).toContain(page + 1);
          });
          counted.push(page);
        },
      },
    );
    await sync.start({ regions: [REGION], compartmentIds: [] });
    const done = await settled((s) => s.regions[REGION]?.status === 'done');
    expect(done.regions[REGION]).toMatchObject({ pages: 3, received: 30 });
    expect(counted).toEqual([1, 2, 3]);
  });

  it('stores nothing after the user pauses but the page under way, and goes on from the page after it', async () => {
    const region = tenancy(50, 10);
    const paused: { done?: Promise<unknown> } = {};
    const { db, sync, settled } = await setup(
      region.send,
      { value: true },
      { value: 1000 },
      {
        // The user pauses while the second page is being stored.
        storing: (page) => {
          if (page === 2) paused.done = sync.pause();
          return Promise.resolve();
        },
      },
    );
    await sync.start({ regions: [REGION], compartmentIds: [] });
    const stopped = await settled(
      (s) => s.regions[REGION]?.pause === 'user' && s.regions[REGION].pages === 2,
    );
    await paused.done;
    expect(stopped.regions[REGION]).toMatchObject({ status: 'paused', received: 20, nextPage: '20' });
    // The third page was asked for ahead, but not stored.
    expect(await db.resources.count()).toBe(20);
    await sync.resume();
    const done = await settled((s) => s.regions[REGION]?.status === 'done');
    expect(done.regions[REGION]).toMatchObject({ received: 50 });
    expect(await db.resources.count()).toBe(50);
  });

  it('pauses when the connection drops and goes on from the same page when it is back', async () => {
    const region = tenancy(30, 10);
    const online = { value: true };
    // The connection goes as the third page is asked for.
    region.failAt(20, () => (online.value = false));
    const { db, sync, settled } = await setup(region.send, online, { value: 1000 });
    await sync.start({ regions: [REGION], compartmentIds: [] });
    const paused = await settled((s) => s.regions[REGION]?.status === 'paused');
    expect(paused.regions[REGION]).toMatchObject({
      pause: 'offline',
      pages: 2,
      received: 20,
      nextPage: '20',
    });
    expect(await db.resources.count()).toBe(20);
    online.value = true;
    const done = await settled((s) => s.regions[REGION]?.status === 'done');
    expect(done.regions[REGION]).toMatchObject({ pages: 3, received: 30 });
    expect(region.asked).toEqual([undefined, '10', '20', '20']);
  });

  it('stops before a page the device has no room for, says why, and goes on when the user tries again', async () => {
    const region = tenancy(40, 10);
    let room = 2;
    const { db, sync, settled } = await setup(
      region.send,
      { value: true },
      { value: 1000 },
      {
        room: () =>
          Promise.resolve(
            room-- > 0 ? { ok: true } : { ok: false, reason: 'disk', reserve: 32 * 1024 * 1024 },
          ),
      },
    );
    await sync.start({ regions: [REGION], compartmentIds: [] });
    const stopped = await settled((s) => s.regions[REGION]?.status === 'paused');
    expect(stopped.wanted).toBe(false);
    expect(stopped.regions[REGION]).toMatchObject({
      pause: 'storage',
      pages: 2,
      received: 20,
      nextPage: '20',
      failure: {
        kind: 'storage',
        quotaExceeded: true,
        message: expect.stringMatching(/32 MB free/) as unknown,
      },
    });
    expect(await db.resources.count()).toBe(20);
    // Space was freed: trying again goes on from the page it stopped at.
    room = Number.POSITIVE_INFINITY;
    await sync.resume();
    const done = await settled((s) => s.regions[REGION]?.status === 'done');
    expect(done.regions[REGION]).toMatchObject({ received: 40 });
    expect(done.regions[REGION]?.failure).toBeUndefined();
    // The page after the one it stopped at was already asked for, and is asked for again.
    expect(region.asked).toEqual([undefined, '10', '20', '30', '20', '30']);
  });

  it('stops with a message when the browser refuses a page for its quota', async () => {
    const region = tenancy(40, 10);
    const { sync, settled } = await setup(region.send, { value: true }, { value: 1000 }, { refuseAfter: 1 });
    await sync.start({ regions: [REGION], compartmentIds: [] });
    const stopped = await settled((s) => s.regions[REGION]?.status === 'paused');
    expect(stopped.wanted).toBe(false);
    expect(stopped.regions[REGION]).toMatchObject({
      pause: 'storage',
      received: 10,
      failure: { quotaExceeded: true },
    });
  });

  it('a finished pass removes what OCI no longer has, in its region only', async () => {
    const region = tenancy(5, 10);
    const now = { value: 1000 };
    const { db, sync, settled } = await setup(region.send, { value: true }, now);
    const gone: StoredResource = {
      resourceType: 'Instance',
      identifier: 'ocid1.instance.oc1..gone',
      compartmentId: 'ocid1.compartment.oc1..c',
      region: REGION,
      typeKey: 'instance',
      link: null,
      fetchedAt: 500,
    };
    await db.resources.bulkPut([
      gone,
      { ...gone, identifier: 'ocid1.instance.oc1..frankfurt', region: 'eu-frankfurt-1' },
    ]);
    await sync.start({ regions: [REGION], compartmentIds: [] });
    const done = await settled((s) => s.regions[REGION]?.status === 'done');
    expect(done.regions[REGION]?.pruned).toBe(1);
    expect(await db.resources.get('ocid1.instance.oc1..gone')).toBeUndefined();
    expect(await db.resources.get('ocid1.instance.oc1..frankfurt')).toBeDefined();
    expect(await regionRows(db.resources, REGION).count()).toBe(5);
  });

  it('refuses a plan without a region or with a compartment that is not an OCID', async () => {
    const { sync } = await setup(tenancy(1, 1).send, { value: true }, { value: 1 });
    expect((await sync.start({ regions: [], compartmentIds: [] })).ok).toBe(false);
    expect((await sync.start({ regions: [REGION], compartmentIds: ["x' || true"] })).ok).toBe(false);
  });
});

describe('syncQuery', () => {
  it('is always a query the language takes', () => {
    for (const query of [
      syncQuery({ regions: [REGION], compartmentIds: [] }),
      syncQuery(
        { regions: [REGION], compartmentIds: ['ocid1.compartment.oc1..a', 'ocid1.compartment.oc1..b'] },
        5,
      ),
    ])
      expect(parseQuery(query).ok).toBe(true);
  });

  it('asks for the whole tenancy, a compartment, or what was created since, newest first', () => {
    expect(syncQuery({ regions: [REGION], compartmentIds: [] })).toBe('query all resources');
    expect(
      syncQuery({
        regions: [REGION],
        compartmentIds: ['ocid1.compartment.oc1..a', 'ocid1.compartment.oc1..b'],
      }),
    ).toBe(
      "query all resources where (compartmentId = 'ocid1.compartment.oc1..a' || compartmentId = 'ocid1.compartment.oc1..b')",
    );
    expect(syncQuery({ regions: [REGION], compartmentIds: [] }, Date.UTC(2026, 0, 2))).toBe(
      "query all resources where timeCreated >= '2026-01-02T00:00:00.000Z' sorted by timeCreated desc",
    );
  });
});

describe('syncTotals', () => {
  it('adds the regions up and tells the time left once a region has a complete pass behind it', () => {
    const state: TenancySyncState = {
      plan: { regions: ['a-1', 'b-1'], compartmentIds: [] },
      wanted: true,
      startedAt: 0,
      regions: {
        'a-1': {
          status: 'done',
          pages: 2,
          received: 1500,
          passStartedAt: 0,
          activeMs: 2000,
          completedCount: 1500,
        },
        'b-1': {
          status: 'running',
          pages: 1,
          received: 1000,
          passStartedAt: 0,
          activeMs: 60_000,
          completedCount: 4000,
        },
      },
    };
    expect(syncTotals(state)).toEqual({
      regions: 2,
      regionsDone: 1,
      pages: 3,
      received: 2500,
      expected: 5500,
      timeLeftMs: 180_000,
    });
    const first = {
      ...state,
      regions: {
        ...state.regions,
        'b-1': { status: 'running' as const, pages: 1, received: 1000, passStartedAt: 0, activeMs: 1 },
      },
    };
    expect(syncTotals(first)).toMatchObject({ timeLeftUnknown: 'firstPass' });
    expect(syncTotals(first).timeLeftMs).toBeUndefined();
    expect(syncTotals(first).expected).toBeUndefined();
  });

  it('says the pace, not a first download, is what is missing when a pass after a complete one has no page yet', () => {
    // "Sync now" after a complete download: the total is known, the pace of this pass is not.
    const again: TenancySyncState = {
      plan: { regions: ['a-1'], compartmentIds: [] },
      wanted: true,
      startedAt: 0,
      regions: {
        'a-1': {
          status: 'waiting',
          pages: 0,
          received: 0,
          passStartedAt: 5,
          activeMs: 0,
          completedCount: 1200,
        },
      },
    };
    expect(syncTotals(again)).toEqual({
      regions: 1,
      regionsDone: 0,
      pages: 0,
      received: 0,
      expected: 1200,
      timeLeftUnknown: 'pace',
    });
    const done: TenancySyncState = {
      ...again,
      regions: { 'a-1': { status: 'done', pages: 3, received: 1200, passStartedAt: 5, activeMs: 900 } },
    };
    expect(syncTotals(done)).toMatchObject({ regionsDone: 1, expected: 1200, timeLeftMs: 0 });
    expect(syncTotals(done).timeLeftUnknown).toBeUndefined();
  });
});

describe('readSyncState', () => {
  it('takes a kept state and refuses anything else', () => {
    expect(readSyncState('nope')).toBeUndefined();
    expect(
      readSyncState({ plan: { regions: [1], compartmentIds: [] }, wanted: true, startedAt: 1, regions: {} }),
    ).toBeUndefined();
    expect(
      readSyncState({
        plan: { regions: ['a'], compartmentIds: [] },
        wanted: true,
        startedAt: 1,
        regions: { a: { status: 'odd' } },
      }),
    ).toBeUndefined();
    const good = { plan: { regions: ['a'], compartmentIds: [] }, wanted: false, startedAt: 1, regions: {} };
    expect(readSyncState(good)).toEqual(good);
  });

  it('reads a region failure kept as text by the release of 2026-11-25 as a failed region without a reason', () => {
    const region = {
      status: 'failed',
      pause: 'failed',
      pages: 0,
      received: 0,
      passStartedAt: 5,
      activeMs: 0,
    };
    const kept = (failure: unknown) => ({
      plan: { regions: ['us-ashburn-1'], compartmentIds: [] },
      wanted: true,
      startedAt: 1,
      regions: { 'us-ashburn-1': { ...region, failure } },
    });
    expect(readSyncState(kept('Injected fault: the service answered 401.'))?.regions['us-ashburn-1']).toEqual(
      region,
    );
    expect(readSyncState(kept({ kind: 'http', message: 'no code' }))?.regions['us-ashburn-1']).toEqual(
      region,
    );
    const refused = { kind: 'http', status: 401, code: 'NotAuthenticated', message: 'Refused.' };
    expect(readSyncState(kept(refused))?.regions['us-ashburn-1']).toEqual({ ...region, failure: refused });
  });
});
