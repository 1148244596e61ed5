/**
 * The tenancy download's bookkeeping: the state it keeps in the meta table (its shape and its
 * reading are in src/contract/tenancySync.ts), written in one transaction after every page so a
 * reload resumes from the page it stopped at; a region's new pass, which keeps what the last
 * complete pass found; and the plan, checked before it is kept.
 */
import type { ConsoleDb } from '../../contract/db';
import { fail, ok, type Result } from '../../contract/failure';
import {
  TENANCY_SYNC_KEY,
  readSyncState,
  type RegionSync,
  type SyncPlan,
  type TenancySyncState,
} from '../../contract/tenancySync';

/** The kept state's reads and writes; plain functions, so each may be passed on alone. */
export interface SyncStateStore {
  readonly read: () => Promise<TenancySyncState | undefined>;
  /** Keeps the state as it is given, over the one kept before. */
  readonly write: (state: TenancySyncState) => Promise<void>;
  /** Changes the kept state in one transaction; a change of a state that is gone is dropped. */
  readonly change: (
    update: (state: TenancySyncState) => TenancySyncState | undefined,
  ) => Promise<TenancySyncState | undefined>;
  /** Changes one region of the kept state; a region the state no longer has is left alone. */
  readonly changeRegion: (
    region: string,
    patch: (current: RegionSync) => RegionSync,
  ) => Promise<TenancySyncState | undefined>;
  /** Forgets the kept state. */
  readonly remove: () => Promise<void>;
}

export function syncStateStore(db: ConsoleDb): SyncStateStore {
  const read = async (): Promise<TenancySyncState | undefined> =>
    readSyncState((await db.meta.get(TENANCY_SYNC_KEY))?.value);

  const change: SyncStateStore['change'] = (update) =>
    db.transaction('rw', db.meta, async () => {
      const state = await read();
      if (state === undefined) return undefined;
      const next = update(state);
      if (next !== undefined) await db.meta.put({ key: TENANCY_SYNC_KEY, value: next });
      return next ?? state;
    });

  return {
    read,
    write: async (state) => {
      await db.meta.put({ key: TENANCY_SYNC_KEY, value: state });
    },
    change,
    changeRegion: (region, patch) =>
      change((state) => {
        const current = state.regions[region];
        if (current === undefined) return undefined;
        return { ...state, regions: { ...state.regions, [region]: patch(current) } };
      }),
    remove: async () => {
      await db.meta.delete(TENANCY_SYNC_KEY);
    },
  };
}

/** A region's pass from its first page; it keeps when the last complete pass before it ended and what it found. */
export function newPass(now: number, before?: RegionSync): RegionSync {
  return {
    status: 'waiting',
    pages: 0,
    received: 0,
    passStartedAt: now,
    activeMs: 0,
    ...(before?.completedCount === undefined ? {} : { completedCount: before.completedCount }),
    ...(before?.completedAt === undefined ? {} : { completedAt: before.completedAt }),
  };
}

/** The plan without repeated or malformed regions; refused without a region or with a compartment that is not an OCID. */
export function validPlan(plan: SyncPlan): Result<SyncPlan> {
  const regions = [...new Set(plan.regions.filter((region) => /^[a-z0-9-]{3,64}$/.test(region)))];
  if (regions.length === 0) return fail({ kind: 'validation', message: 'Choose at least one region.' });
  const compartmentIds = [...new Set(plan.compartmentIds.filter((id) => /^ocid1\.[a-z0-9._:-]+$/i.test(id)))];
  if (compartmentIds.length !== plan.compartmentIds.length)
    return fail({ kind: 'validation', message: 'A compartment is not an OCID.' });
  return ok({ regions, compartmentIds });
}
