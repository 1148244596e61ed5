/**
 * "Make the tenancy available offline": what the user chose and where the download stands, kept
 * in the meta table under one key. The worker writes it after every page (so a reload resumes
 * where it stopped); the page reads it live for the progress bar and each region's age.
 */

import { readKeptFailure, type ConsoleFailure } from './failure';

export const TENANCY_SYNC_KEY = 'tenancySync';

/**
 * Kept free on the device by the download, for the outbox (its journal and database), the
 * console and IndexedDB's own compaction (src/worker/sync/storageRoom.ts).
 */
export const STORAGE_RESERVE_BYTES = 32 * 1024 * 1024;

/**
 * Bytes a resource takes on the device while the download writes, with a margin: in IndexedDB
 * right after the download of the home region of `npm start -- --size 250000` (135,691 resources)
 * in Chromium on a phone's CPU (`--cpu 4`), 1,530 to 1,569 bytes, LevelDB's log not yet written
 * out (1,090–1,100 once the browser is opened again; 1,221 right after a download at full
 * speed). The largest reading rounded up to a hundred bytes and a hundred more, measured by
 * `npm run bench -- --console-download` (docs/STORAGE.md, "The form's estimate").
 */
export const BYTES_PER_RESOURCE = 1_700;

/** What to keep on the device: regions, and compartments (none: the whole tenancy). */
export interface SyncPlan {
  readonly regions: readonly string[];
  /** Compartment OCIDs whose own resources are kept; empty for the whole tenancy. */
  readonly compartmentIds: readonly string[];
}

export type RegionSyncStatus = 'waiting' | 'running' | 'paused' | 'done' | 'failed';

/**
 * Why a region stopped before its end. `storage`: the device is nearly full (the reserve kept for
 * the outbox and the console would be used up, or the browser refused to store more); the
 * download stops and waits for the user, who frees space or chooses less.
 */
export type SyncPause = 'offline' | 'user' | 'failed' | 'storage';

export interface RegionSync {
  readonly status: RegionSyncStatus;
  /** Where the running pass resumes: the service's next-page token; none at a pass's start. */
  readonly nextPage?: string;
  /** Pages and resources received in the running (or last) pass. */
  readonly pages: number;
  readonly received: number;
  /** When the running pass started (epoch ms): what a finished pass did not see since is gone. */
  readonly passStartedAt: number;
  /** When the last complete pass ended, and how many resources it found. */
  readonly completedAt?: number;
  readonly completedCount?: number;
  /** When the last refresh of what changed ended. */
  readonly refreshedAt?: number;
  /** Resources removed by the last complete pass (gone from OCI). */
  readonly pruned?: number;
  /** Milliseconds spent receiving the running pass, for the time left. */
  readonly activeMs: number;
  readonly pause?: SyncPause;
  /** Why the region failed (the page words it in the user's language). */
  readonly failure?: ConsoleFailure;
}

export interface TenancySyncState {
  readonly plan: SyncPlan;
  /** The user wants the download running (it pauses offline and resumes on its own). */
  readonly wanted: boolean;
  readonly regions: Readonly<Record<string, RegionSync>>;
  /** When the user started it. */
  readonly startedAt: number;
}

const STATUSES: readonly RegionSyncStatus[] = ['waiting', 'running', 'paused', 'done', 'failed'];

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * One region of the kept state, or undefined when it is not one. Its failure is read on its own:
 * the release of 2026-11-25 03:24 kept the call layer's English message as text where a
 * ConsoleFailure is kept since; such a failure (or a damaged one) is left out, so the region still
 * reads as failed and the next try, or Sync now, says why in the user's language.
 */
function readRegionSync(value: unknown): RegionSync | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const region = value as Record<string, unknown>;
  const valid =
    STATUSES.some((status) => status === region['status']) &&
    isCount(region['pages']) &&
    isCount(region['received']) &&
    isCount(region['passStartedAt']) &&
    isCount(region['activeMs']) &&
    (region['nextPage'] === undefined || typeof region['nextPage'] === 'string');
  if (!valid) return undefined;
  const { failure, ...rest } = value as RegionSync & { readonly failure?: unknown };
  const kept = readKeptFailure(failure);
  return kept === undefined ? rest : { ...rest, failure: kept };
}

/** The kept state, or undefined when there is none or it is not one (a damaged or foreign value). */
export function readSyncState(value: unknown): TenancySyncState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const state = value as Record<string, unknown>;
  const plan = state['plan'] as Record<string, unknown> | null | undefined;
  if (typeof plan !== 'object' || plan === null) return undefined;
  if (!isStringArray(plan['regions']) || !isStringArray(plan['compartmentIds'])) return undefined;
  const kept = state['regions'];
  if (typeof kept !== 'object' || kept === null) return undefined;
  const regions: Record<string, RegionSync> = {};
  for (const [name, region] of Object.entries(kept)) {
    const read = readRegionSync(region);
    if (read === undefined) return undefined;
    regions[name] = read;
  }
  if (typeof state['wanted'] !== 'boolean' || !isCount(state['startedAt'])) return undefined;
  return { ...(value as TenancySyncState), regions };
}

/** A string as a quoted value of the query language (a quote in an OCID would end the value). */
function quoted(value: string): string {
  return `'${value.replace(/['\\]/g, '')}'`;
}

/**
 * The structured search of one pass: every resource of the plan's compartments (or of the whole
 * tenancy); `since` narrows it to what was created from that instant on, newest first (a refresh).
 */
export function syncQuery(plan: SyncPlan, since?: number): string {
  const conditions: string[] = [];
  if (plan.compartmentIds.length > 0) {
    const ors = plan.compartmentIds.map((id) => `compartmentId = ${quoted(id)}`).join(' || ');
    conditions.push(plan.compartmentIds.length > 1 ? `(${ors})` : ors);
  }
  if (since !== undefined) conditions.push(`timeCreated >= ${quoted(new Date(since).toISOString())}`);
  const where = conditions.length === 0 ? '' : ` where ${conditions.join(' && ')}`;
  return `query all resources${where}${since === undefined ? '' : ' sorted by timeCreated desc'}`;
}

export interface SyncTotals {
  readonly regions: number;
  readonly regionsDone: number;
  readonly pages: number;
  readonly received: number;
  /** Resources expected in all, where every region has finished a pass before; else undefined. */
  readonly expected?: number;
  /** Milliseconds left at the running pace, where it can be told. */
  readonly timeLeftMs?: number;
  /**
   * Why the time left cannot be told: a region has never finished a pass (its total is not
   * known), or the running pass has not received a page yet (its pace is not known).
   */
  readonly timeLeftUnknown?: 'firstPass' | 'pace';
}

/** The progress bar's figures over the plan's regions. */
export function syncTotals(state: TenancySyncState): SyncTotals {
  const regions = state.plan.regions.map((region) => state.regions[region]);
  let pages = 0;
  let received = 0;
  let expected = 0;
  let left = 0;
  let regionsDone = 0;
  let firstPass = false;
  let paceUnknown = false;
  for (const region of regions) {
    if (region === undefined) {
      firstPass = true;
      continue;
    }
    pages += region.pages;
    received += region.received;
    if (region.status === 'done') {
      regionsDone += 1;
      expected += region.received;
      continue;
    }
    const known = region.completedCount;
    if (known === undefined) {
      firstPass = true;
      continue;
    }
    const regionExpected = Math.max(known, region.received);
    expected += regionExpected;
    if (region.received > 0 && region.activeMs > 0)
      left = Math.max(left, ((regionExpected - region.received) * region.activeMs) / region.received);
    else paceUnknown = true;
  }
  const unknown = firstPass ? 'firstPass' : paceUnknown ? 'pace' : undefined;
  return {
    regions: regions.length,
    regionsDone,
    pages,
    received,
    ...(firstPass ? {} : { expected }),
    ...(unknown === undefined ? { timeLeftMs: left } : { timeLeftUnknown: unknown }),
  };
}
