/**
 * The tenancy download's bookkeeping: the kept state changed in one transaction, never brought
 * back once forgotten, and a region's new pass that keeps what the last complete pass found.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../../src/contract/db';
import type { RegionSync, TenancySyncState } from '../../../../src/contract/tenancySync';
import { newPass, syncStateStore } from '../../../../src/worker/sync/syncStateStore';

const REGION = 'us-ashburn-1';
let opened: ConsoleDb | undefined;

afterEach(async () => {
  await opened?.delete();
  opened = undefined;
});

async function openStore() {
  opened = new ConsoleDb(`sync-state-${Math.random()}`);
  await opened.open();
  return syncStateStore(opened);
}

const FINISHED: RegionSync = {
  status: 'done',
  pages: 3,
  received: 25,
  passStartedAt: 100,
  activeMs: 40,
  completedAt: 200,
  completedCount: 25,
  refreshedAt: 300,
  pruned: 2,
};

describe('newPass', () => {
  it('starts from the first page, keeping when the last complete pass ended and what it found', () => {
    expect(newPass(500, FINISHED)).toEqual({
      status: 'waiting',
      pages: 0,
      received: 0,
      passStartedAt: 500,
      activeMs: 0,
      completedAt: 200,
      completedCount: 25,
    });
    expect(newPass(500)).toEqual({
      status: 'waiting',
      pages: 0,
      received: 0,
      passStartedAt: 500,
      activeMs: 0,
    });
  });
});

describe('syncStateStore', () => {
  it('changes one region of the kept state and leaves a region it does not have alone', async () => {
    const store = await openStore();
    const state: TenancySyncState = {
      plan: { regions: [REGION], compartmentIds: [] },
      wanted: true,
      regions: { [REGION]: FINISHED },
      startedAt: 1,
    };
    await store.write(state);
    await store.changeRegion(REGION, (current) => ({ ...current, pages: current.pages + 1 }));
    await store.changeRegion('eu-frankfurt-1', () => newPass(9));
    expect(await store.read()).toEqual({ ...state, regions: { [REGION]: { ...FINISHED, pages: 4 } } });
  });

  it('writes no change once the state is forgotten', async () => {
    const store = await openStore();
    await store.write({
      plan: { regions: [REGION], compartmentIds: [] },
      wanted: true,
      regions: {},
      startedAt: 1,
    });
    await store.remove();
    expect(await store.change((state) => ({ ...state, wanted: false }))).toBeUndefined();
    expect(await store.read()).toBeUndefined();
  });
});
