/**
 * Whether the device has room for the next pages of the tenancy download, keeping a reserve
 * free for the outbox and the console. Two looks, because neither is enough alone:
 * - `navigator.storage.estimate()`, before every page: the quota the browser grants this origin.
 *   Chromium derives it from the disk's size, not from what is free on it (with 30 MB free it
 *   still offered 1.1 GB), so it catches a small quota, never a full disk;
 * - a probe, before the first page and every PROBE_EVERY pages: a file in OPFS written with as
 *   many bytes as the reserve and the next pages take, then thrown away. Chromium checks such a
 *   write against the room really left on the disk and refuses it (QuotaExceededError) rather
 *   than fill the disk, so the download stops while the disk still has its reserve. Without the probe a
 *   full disk is met by IndexedDB itself, and Chromium then deletes the whole database.
 * Writing the probe costs the reserve's bytes every PROBE_EVERY pages (about 12 MB per page on
 * average): the price of never filling the disk.
 */

import type { ConsoleFailure } from '../../contract/failure';
import { STORAGE_RESERVE_BYTES } from '../../contract/tenancySync';

/** How many pages go between two probes; the probe makes room for them all. */
export const PROBE_EVERY = 4;

export type RoomAnswer =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'quota' | 'disk'; readonly reserve: number };

/** Asked before each page, with the bytes that page is expected to take. */
export type RoomCheck = (pageBytes: number) => Promise<RoomAnswer>;

export interface RoomDeps {
  /** Bytes the origin may still use, or undefined when the browser does not tell. */
  readonly free: () => Promise<number | undefined>;
  /** Whether `bytes` more can really be written now (undefined when it cannot be told). */
  readonly probe: (bytes: number) => Promise<boolean | undefined>;
  readonly reserve?: number;
  readonly probeEvery?: number;
}

export function createRoomCheck(deps: RoomDeps): RoomCheck {
  const reserve = deps.reserve ?? STORAGE_RESERVE_BYTES;
  const every = deps.probeEvery ?? PROBE_EVERY;
  let sinceProbe = every;
  return async (pageBytes) => {
    const free = await deps.free().catch(() => undefined);
    if (free !== undefined && free < reserve + pageBytes) return { ok: false, reason: 'quota', reserve };
    if (sinceProbe < every - 1) {
      sinceProbe += 1;
      return { ok: true };
    }
    // Twice the pages' bytes: the index writes each resource more than once (record, indexes, log).
    // A probe that fails for another reason than room tells nothing: the estimate stands.
    const room = await deps.probe(reserve + 2 * every * pageBytes).catch(() => undefined);
    if (room === false) return { ok: false, reason: 'disk', reserve };
    sinceProbe = 0;
    return { ok: true };
  };
}

/** The failure a download stops with when the device keeps too little room. */
export function roomFailure(answer: Extract<RoomAnswer, { ok: false }>): ConsoleFailure {
  const reserve = Math.round(answer.reserve / (1024 * 1024));
  return {
    kind: 'storage',
    quotaExceeded: true,
    message: `The device is nearly full: the download stopped to keep ${reserve} MB free for queued changes and the console.`,
  };
}

const PROBE_FILE = 'field-console-room-probe';
const CHUNK = 1024 * 1024;

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

/** The probe in OPFS: written through a writable that is aborted, so nothing of it stays. */
export async function probeOpfs(bytes: number): Promise<boolean | undefined> {
  if (typeof navigator === 'undefined' || typeof navigator.storage.getDirectory !== 'function')
    return undefined;
  const root = await navigator.storage.getDirectory();
  const file = await root.getFileHandle(PROBE_FILE, { create: true });
  const writable = await file.createWritable({ keepExistingData: false });
  const chunk = new Uint8Array(CHUNK);
  try {
    for (let written = 0; written < bytes; written += CHUNK) {
      await writable.write(chunk.subarray(0, Math.min(CHUNK, bytes - written)));
    }
    return true;
  } catch (error) {
    if (isQuotaError(error)) return false;
    throw error;
  } finally {
    await writable.abort().catch(() => undefined);
    await root.removeEntry(PROBE_FILE).catch(() => undefined);
  }
}

/** What the browser's estimate leaves this origin, where it tells. */
export async function estimatedFree(): Promise<number | undefined> {
  if (typeof navigator === 'undefined' || typeof navigator.storage.estimate !== 'function') return undefined;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? undefined : quota - usage;
}

/** The check the worker uses: the browser's estimate and the OPFS probe. */
export function browserRoomCheck(): RoomCheck {
  return createRoomCheck({ free: estimatedFree, probe: probeOpfs });
}
