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
 * - what is really free is found by a probe (diskProbe.ts), in a worker of its own so the
 *   console's worker is not blocked while it writes: a file in OPFS written with that many bytes
 *   and thrown away, with every other writer of the console held back meanwhile, since a probe
 *   the disk refuses fills it for a moment. What a refused probe wrote is what was free.
 * A probe looks ahead by as much again as the room kept (at least PROBE_PAGES pages), and the
 * next is written only once the usage the estimate tells has grown past what it found: the
 * probes write about twice what the download stores. A refused probe is never written again in
 * the same pass: the download goes on within what it measured and stops when that is used up.
 */

import type { ConsoleFailure } from '../../contract/failure';
import { STORAGE_RESERVE_BYTES } from '../../contract/tenancySync';
import type { ProbeAnswer } from './diskProbe';

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
  /** Writes `bytes` and tells how many the disk took (undefined when it cannot be told). */
  readonly probe: (bytes: number) => Promise<ProbeAnswer | undefined>;
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
  /** What the last probe found the disk took, the usage then, and whether it refused the rest. */
  let found: { readonly room: number; readonly usage: number; readonly full: boolean } | undefined;
  const probe = (bytes: number) =>
    // A probe that fails for another reason than room tells nothing: the estimate stands.
    deps.probe(bytes).catch(() => undefined);
  const short = (): RoomAnswer => {
    // The next check (the user's "Try again") probes anew: the user may have made room.
    found = undefined;
    shortAt = Date.now();
    return { ok: false, reason: 'disk', reserve };
  };

  return async (pageBytes) => {
    const figures = await deps.estimate().catch(() => undefined);
    const usage = figures?.usage ?? 0;
    // Twice the page: the index writes each resource more than once (record, indexes, log).
    const needed = reserve + Math.max(COMPACTION_MIN_BYTES, usage / 2) + 2 * pageBytes;
    if (figures !== undefined && figures.quota - usage < needed)
      return { ok: false, reason: 'quota', reserve };
    if (found !== undefined && found.room - Math.max(0, usage - found.usage) >= needed) return { ok: true };
    if (found?.full === true) return short();
    const bytes = needed + Math.max(PROBE_PAGES * 2 * pageBytes, needed);
    probing = true;
    const answer = await probe(bytes).finally(() => {
      probing = false;
    });
    found = answer === undefined ? undefined : { ...answer, usage };
    if (answer === undefined || answer.room >= needed) return { ok: true };
    return short();
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

/** How long a probe may take (the writes held back, the bytes written) before it is given up. */
const PROBE_DEADLINE_MS = 60_000;

/**
 * The probe in a worker of its own: its writes are synchronous, and the console's worker goes on
 * answering meanwhile. A probe that does not answer in time is ended with its worker, which lets
 * go of its locks, its hold and its file; it tells nothing.
 */
export function probeInWorker(bytes: number): Promise<ProbeAnswer | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  const worker = new Worker(new URL('./probeWorker.ts', import.meta.url), {
    type: 'module',
    name: 'field-console-disk-probe',
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<ProbeAnswer | undefined>((resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error('The disk probe did not answer in time.'));
    }, PROBE_DEADLINE_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      resolve(readProbeAnswer(event.data));
    };
    worker.onerror = (event) => {
      reject(new Error(`The disk probe failed: ${event.message}`));
    };
    worker.postMessage(bytes);
  }).finally(() => {
    clearTimeout(timer);
    worker.terminate();
  });
}

/** The probe worker's answer, checked: anything else tells nothing. */
export function readProbeAnswer(data: unknown): ProbeAnswer | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { room, full } = data as { room?: unknown; full?: unknown };
  if (typeof room !== 'number' || !Number.isFinite(room) || room < 0 || typeof full !== 'boolean')
    return undefined;
  return { room, full };
}

/** The browser's estimate of this origin's usage and quota, where it tells. */
export async function storageFigures(): Promise<StorageFigures | undefined> {
  if (typeof navigator === 'undefined' || typeof navigator.storage.estimate !== 'function') return undefined;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? undefined : { usage, quota };
}

/** The check the worker uses: the browser's estimate and the probe in its own worker. */
export function browserRoomCheck(): RoomCheck {
  return createRoomCheck({ estimate: storageFigures, probe: probeInWorker });
}
