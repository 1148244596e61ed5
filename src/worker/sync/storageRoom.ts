/**
 * Whether the device has room for the next page of the tenancy download while keeping free what
 * the outbox, the console and IndexedDB itself need. Measured in Chromium on a real small disk:
 * - `navigator.storage.estimate()` tells the origin's usage well, but its quota follows the
 *   disk's size, not what is free on it (with 30 MB free it still offered 1.1 GB): it catches a
 *   small quota, never a full disk;
 * - a full disk is met by IndexedDB in the middle of a write or of its own compaction, and
 *   Chromium then deletes the whole database; the compaction of a 50 MB index failed with 36 MB
 *   still free. So the download keeps free the reserve (STORAGE_RESERVE_BYTES, for the outbox and
 *   the console) and, for the compaction, the larger of COMPACTION_MIN_BYTES and half the usage;
 * - what is really free is found by a probe: a file in OPFS written with that many bytes, then
 *   thrown away. Chromium writes it until the disk refuses (QuotaExceededError), so a probe that
 *   fails fills the disk for the few milliseconds before it is thrown away, long enough for a
 *   write of IndexedDB to fail: a failed probe ends the download at once (never a second probe),
 *   and the journal of unsent changes (src/worker/outbox/journal) keeps the outbox through a wipe.
 * The probe is written for the next PROBE_PAGES pages at once, and written again when they are
 * stored or when the usage the estimate tells has grown past what it found: about 11 MB written
 * per page on average, the price of knowing.
 */

import type { ConsoleFailure } from '../../contract/failure';
import { isQuotaExceeded } from '../../contract/storageError';
import { STORAGE_RESERVE_BYTES } from '../../contract/tenancySync';

/** Room kept for IndexedDB's compaction, at least. */
export const COMPACTION_MIN_BYTES = 64 * 1024 * 1024;
/** The pages one probe makes room for. */
export const PROBE_PAGES = 16;

export type RoomAnswer =
  { readonly ok: true } | { readonly ok: false; readonly reason: 'quota' | 'disk'; readonly reserve: number };

/** Asked before each page, with the bytes that page is expected to take. */
export type RoomCheck = (pageBytes: number) => Promise<RoomAnswer>;

export interface StorageFigures {
  readonly usage: number;
  readonly quota: number;
}

export interface RoomDeps {
  /** The origin's usage and quota, or undefined when the browser does not tell. */
  readonly estimate: () => Promise<StorageFigures | undefined>;
  /** Whether `bytes` more can really be written now (undefined when it cannot be told). */
  readonly probe: (bytes: number) => Promise<boolean | undefined>;
  readonly reserve?: number;
}

/** When a check of this worker last found the device short of room (epoch ms), and whether a probe is being written. */
let shortAt: number | undefined;
let probing = false;

/**
 * Whether the download found the device short of room within `ms` of `now`: a wipe of the site's
 * data right after it was the browser's doing on a full disk, not the user's (storageGuard).
 */
export function roomShortWithin(ms: number, now: number): boolean {
  // A probe being written fills a nearly full disk until it is refused: a wipe then is its doing.
  return probing || (shortAt !== undefined && now - shortAt <= ms);
}

export function createRoomCheck(deps: RoomDeps): RoomCheck {
  const reserve = deps.reserve ?? STORAGE_RESERVE_BYTES;
  /** What the last probe found free at least, and the usage then. */
  let found: { readonly free: number; readonly usage: number } | undefined;
  const probe = (bytes: number) =>
    // A probe that fails for another reason than room tells nothing: the estimate stands.
    deps.probe(bytes).catch(() => undefined);

  return async (pageBytes) => {
    const figures = await deps.estimate().catch(() => undefined);
    const usage = figures?.usage ?? 0;
    // Twice the page: the index writes each resource more than once (record, indexes, log).
    const needed = reserve + Math.max(COMPACTION_MIN_BYTES, usage / 2) + 2 * pageBytes;
    if (figures !== undefined && figures.quota - usage < needed)
      return { ok: false, reason: 'quota', reserve };
    if (found !== undefined && found.free - Math.max(0, usage - found.usage) >= needed) return { ok: true };
    const bytes = needed + PROBE_PAGES * 2 * pageBytes;
    probing = true;
    const room = await probe(bytes).finally(() => {
      probing = false;
    });
    found = room === true ? { free: bytes, usage } : undefined;
    if (room !== false) return { ok: true };
    shortAt = Date.now();
    return { ok: false, reason: 'disk', reserve };
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
    if (isQuotaExceeded(error)) return false;
    throw error;
  } finally {
    await writable.abort().catch(() => undefined);
    await root.removeEntry(PROBE_FILE).catch(() => undefined);
  }
}

/** The browser's estimate of this origin's usage and quota, where it tells. */
export async function storageFigures(): Promise<StorageFigures | undefined> {
  if (typeof navigator === 'undefined' || typeof navigator.storage.estimate !== 'function') return undefined;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? undefined : { usage, quota };
}

/** The check the worker uses: the browser's estimate and the OPFS probe. */
export function browserRoomCheck(): RoomCheck {
  return createRoomCheck({ estimate: storageFigures, probe: probeOpfs });
}
