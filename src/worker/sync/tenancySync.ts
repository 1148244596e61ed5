/**
 * "Make the tenancy available offline": the worker downloads every searchable resource of the
 * chosen regions (and compartments) into the local index, page by page, one region after the
 * other. After each page the state is written (src/contract/tenancySync.ts, kept by
 * syncStateStore.ts): offline it pauses and resumes from the same page when the connection is
 * back, also after a reload. A pass that reaches the end removes from the index what it did not
 * see (gone from OCI). Afterwards, while a tab is open and online, what was created since is
 * fetched every REFRESH_MS (newest first), and a full pass runs again every FULL_PASS_MS.
 *
 * Only one tab downloads at a time (a Web Lock); the others see the same state in IndexedDB.
 *
 * Before each page is stored (storedPages.ts), `room` (storageRoom.ts) says whether the device keeps its reserve
 * for the outbox and the console after it. When it does not, or the browser refuses the page
 * (QuotaExceededError), the download stops: the region is paused for `storage` with the failure
 * the page words, and the plan is no longer wanted, so nothing more is written until the user
 * frees space and tries again (resume) or chooses less.
 */
import Dexie from 'dexie';
import type { ConsoleDb } from '../../contract/db';
import type { ConsoleFailure, Result } from '../../contract/failure';
import { syncQuery, type SyncPlan, type TenancySyncState } from '../../contract/tenancySync';
import { fail, ok } from '../../contract/failure';
import { guardStorage } from '../../contract/storageError';
import { regionFailureOf } from '../search/remote/regionPages';
import { newPass, syncStateStore, validPlan } from './syncStateStore';
import { storedPages, type PageStore, type StoredPagesDeps } from './storedPages';

/** What the download needs of the index: store a page (storedPages), remove what is gone. */
export interface SyncIndex extends PageStore {
  remove(ids: readonly string[]): Promise<Result<number>>;
}

export interface TenancySyncDeps extends StoredPagesDeps {
  readonly db: ConsoleDb;
  readonly index: () => Promise<Result<SyncIndex>>;
  readonly isOnline: () => boolean;
  /** Runs the download holding the one lock of the origin; false when another tab holds it. */
  readonly exclusive?: (run: () => Promise<void>) => Promise<boolean>;
  /** How often a paused download looks at the connection (a dedicated worker hears no `online`). */
  readonly connectionCheckMs?: number;
  /** Results of one region's pass at most. */
  readonly regionCap?: number;
}

export interface TenancySync {
  /** Starts (or restarts) the download with this plan; a new pass in every region. */
  start(plan: SyncPlan): Promise<Result<void>>;
  /** Stops downloading; what is kept stays, and resume goes on from the same page. */
  pause(): Promise<Result<void>>;
  resume(): Promise<Result<void>>;
  /** A new full pass in every region now (the user's "Sync now"). */
  syncNow(): Promise<Result<void>>;
  /** Forgets the plan (the data kept stays in the index). */
  forget(): Promise<Result<void>>;
  /** Looks whether there is work (at start-up, when the connection is back). */
  wake(): void;
}

export const REFRESH_MS = 15 * 60_000;
export const FULL_PASS_MS = 24 * 60 * 60_000;
/** A refresh asks for what was created since the last one, from this much earlier (clock skew). */
const REFRESH_OVERLAP_MS = 60 * 60_000;
const REFRESH_CAP = 5_000;
const RETRY_FAILED_MS = 60_000;
export const SYNC_LOCK = 'field-console-tenancy-sync';
/** The abort reason of a pass stopped because the device went offline. */
const WENT_OFFLINE = 'offline';

export function createTenancySync(deps: TenancySyncDeps): TenancySync {
  const { db } = deps;
  const checkMs = deps.connectionCheckMs ?? 2_000;
  let driving: Promise<void> | undefined;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const store = syncStateStore(db);
  const { changeRegion } = store;

  const later = (ms: number): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      wake();
    }, ms);
  };

  /** Removes from the index what a finished pass did not see: stored before it started. */
  const prune = async (index: SyncIndex, region: string, plan: SyncPlan, passStartedAt: number) => {
    const compartments = new Set(plan.compartmentIds);
    const stale = await db.resources
      .where('[region+fetchedAt]')
      .between([region, Dexie.minKey], [region, passStartedAt], true, false)
      .filter((resource) => compartments.size === 0 || compartments.has(resource.compartmentId))
      .primaryKeys();
    if (stale.length === 0) return ok(0);
    return index.remove(stale.map(String));
  };

  /** One region's full pass, from where it stopped. Answers the failure that stopped it, if any. */
  const runPass = async (
    index: SyncIndex,
    state: TenancySyncState,
    region: string,
    signal: AbortSignal,
  ): Promise<ConsoleFailure | undefined> => {
    const start = state.regions[region] ?? newPass(deps.now());
    await changeRegion(region, (current) => ({
      ...current,
      status: 'running',
      pause: undefined,
      failure: undefined,
    }));
    let pageStarted = deps.now();
    const pages = storedPages(deps, index, region, syncQuery(state.plan), {
      cap: deps.regionCap ?? Number.MAX_SAFE_INTEGER,
      signal,
      ...(start.nextPage === undefined ? {} : { startPage: start.nextPage }),
    });
    try {
      for await (const page of pages) {
        const spent = deps.now() - pageStarted;
        pageStarted = deps.now();
        const after = await changeRegion(region, (current) => ({
          ...current,
          pages: current.pages + 1,
          received: current.received + page.items.length,
          activeMs: current.activeMs + spent,
          ...(page.nextPage === undefined ? { nextPage: undefined } : { nextPage: page.nextPage }),
        }));
        // Once stopped (a pause, the connection gone), no other page is begun, but the one begun
        // behind this one is still yielded once it is written, and counted (writtenInTurn).
        if (after === undefined || (!after.wanted && !signal.aborted)) return undefined;
      }
      if (signal.aborted) return undefined;
      const pruned = await prune(index, region, state.plan, start.passStartedAt);
      if (!pruned.ok) return pruned.failure;
      const now = deps.now();
      await changeRegion(region, (current) => ({
        ...current,
        status: 'done',
        nextPage: undefined,
        completedAt: now,
        completedCount: current.received,
        refreshedAt: now,
        pruned: pruned.value,
      }));
      return undefined;
    } catch (error) {
      return regionFailureOf(error);
    }
  };

  /** What was created since the last refresh, newest first, into the index. */
  const refresh = async (index: SyncIndex, state: TenancySyncState, region: string, signal: AbortSignal) => {
    const current = state.regions[region];
    const since = (current?.refreshedAt ?? current?.completedAt ?? deps.now()) - REFRESH_OVERLAP_MS;
    try {
      const pages = storedPages(deps, index, region, syncQuery(state.plan, since), {
        cap: REFRESH_CAP,
        signal,
      });
      for await (const _page of pages) {
        // Each page is stored as it arrives; nothing more is done with it here.
      }
      const now = deps.now();
      await changeRegion(region, (kept) => ({ ...kept, refreshedAt: now }));
    } catch {
      // A refresh that fails is tried again at the next one; the kept data stays.
    }
  };

  /** The device is nearly full: stopped until the user acts, the region saying why. */
  const stopForRoom = async (region: string, failure: ConsoleFailure): Promise<void> => {
    await store.change((state) => ({
      ...state,
      wanted: false,
      regions: {
        ...state.regions,
        ...(state.regions[region] === undefined
          ? {}
          : { [region]: { ...state.regions[region], status: 'paused', pause: 'storage', failure } }),
      },
    }));
  };

  const drive = async (): Promise<void> => {
    for (;;) {
      const state = await store.read();
      if (state === undefined || !state.wanted) return;
      const opened = await deps.index();
      if (!opened.ok) return;
      // Regions that failed go last, so one region's refusal does not hold the others back.
      const unfinished = state.plan.regions.filter((region) => state.regions[region]?.status !== 'done');
      const pending =
        unfinished.find((region) => state.regions[region]?.status !== 'failed') ?? unfinished[0];
      if (!deps.isOnline()) {
        if (pending !== undefined)
          await changeRegion(pending, (current) =>
            current.status === 'paused' && current.pause === 'offline'
              ? current
              : { ...current, status: 'paused', pause: 'offline' },
          );
        later(checkMs);
        return;
      }
      controller = new AbortController();
      const signal = controller.signal;
      if (pending !== undefined) {
        const current = state.regions[pending];
        // The connection going mid-page would leave the call retrying until its time limit:
        // the pass is stopped at once and pauses where it stood.
        const local = controller;
        const watch = setInterval(() => {
          if (!deps.isOnline()) local.abort(WENT_OFFLINE);
        }, checkMs);
        const failure = await runPass(opened.value, state, pending, signal).finally(() => {
          clearInterval(watch);
        });
        const wentOffline = signal.aborted && signal.reason === WENT_OFFLINE;
        if (failure === undefined && !wentOffline) {
          if (signal.aborted) return;
          continue;
        }
        if (signal.aborted && !wentOffline) return;
        if (failure?.kind === 'storage') {
          await stopForRoom(pending, failure);
          return;
        }
        const offline =
          wentOffline || failure?.kind === 'network' || failure?.kind === 'timeout' || !deps.isOnline();
        const restart =
          !offline && failure?.kind === 'http' && failure.status === 400 && current?.nextPage !== undefined;
        await changeRegion(pending, (region) =>
          restart
            ? newPass(deps.now())
            : {
                ...region,
                status: offline ? 'paused' : 'failed',
                pause: offline ? 'offline' : 'failed',
                ...(offline || failure === undefined ? { failure: undefined } : { failure }),
              },
        );
        if (restart) continue;
        later(offline ? checkMs : RETRY_FAILED_MS);
        return;
      }
      // Every region has a complete pass: refresh what changed, and a full pass once a day.
      const now = deps.now();
      let next = REFRESH_MS;
      for (const region of state.plan.regions) {
        const kept = state.regions[region];
        if (kept === undefined) continue;
        if (now - (kept.completedAt ?? 0) >= FULL_PASS_MS) {
          await changeRegion(region, () => newPass(now, kept));
          next = 0;
          continue;
        }
        const since = now - (kept.refreshedAt ?? kept.completedAt ?? 0);
        if (since >= REFRESH_MS) await refresh(opened.value, state, region, signal);
        else next = Math.min(next, REFRESH_MS - since);
      }
      if (next === 0) continue;
      later(next);
      return;
    }
  };

  function wake(): void {
    if (driving !== undefined) return;
    const run = async () => {
      try {
        await drive();
      } catch {
        later(RETRY_FAILED_MS);
      }
    };
    const held = deps.exclusive === undefined ? run().then(() => true) : deps.exclusive(run);
    driving = held
      .then((ran) => {
        // Another tab downloads: look again later, in case it is closed.
        if (!ran) later(REFRESH_MS / 3);
      })
      .catch(() => undefined)
      .finally(() => {
        driving = undefined;
      });
  }

  const stopRunning = (): void => {
    controller?.abort(new DOMException('Tenancy sync paused', 'AbortError'));
  };

  return {
    async start(plan) {
      const valid = validPlan(plan);
      if (!valid.ok) return valid;
      const now = deps.now();
      const previous = await guardStorage(store.read);
      const kept = previous.ok ? previous.value : undefined;
      const regions = Object.fromEntries(
        valid.value.regions.map((region) => {
          const before = kept?.regions[region];
          return [region, newPass(now, before)];
        }),
      );
      stopRunning();
      const state: TenancySyncState = { plan: valid.value, wanted: true, regions, startedAt: now };
      const saved = await guardStorage(() => store.write(state));
      if (!saved.ok) return saved;
      await driving;
      wake();
      return ok(undefined);
    },
    async pause() {
      const saved = await guardStorage(() =>
        store.change((state) => ({
          ...state,
          wanted: false,
          regions: Object.fromEntries(
            Object.entries(state.regions).map(([region, kept]) => [
              region,
              kept.status === 'done' ? kept : { ...kept, status: 'paused', pause: 'user' },
            ]),
          ),
        })),
      );
      stopRunning();
      return saved.ok ? ok(undefined) : saved;
    },
    async resume() {
      const saved = await guardStorage(() => store.change((state) => ({ ...state, wanted: true })));
      if (!saved.ok) return saved;
      await driving;
      wake();
      return ok(undefined);
    },
    async syncNow() {
      const previous = await guardStorage(store.read);
      if (!previous.ok) return previous;
      if (previous.value === undefined)
        return fail({ kind: 'validation', message: 'Nothing is set to sync.' });
      return this.start(previous.value.plan);
    },
    async forget() {
      stopRunning();
      const removed = await guardStorage(() => store.remove());
      return removed.ok ? ok(undefined) : removed;
    },
    wake,
  };
}
