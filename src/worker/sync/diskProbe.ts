/**
 * What is really free on the device, found by writing it: the browser's estimate follows the
 * disk's size, not what is free on it (storageRoom.ts). A file in OPFS is written with as many
 * bytes as asked and cut back to nothing; when the disk refuses first, what it took is what was
 * free. A refused probe fills the disk for a moment, so it is written so that nothing else of
 * the console can be writing then, and for the shortest time. Measured in Chromium on a 300 MB
 * disk with 30 MB free and a tab writing to IndexedDB without pause:
 * - through a writable (createWritable), the disk stayed full for 35–100 ms until the aborted
 *   copy was deleted, long enough for Chromium to close every connection "to delete the origin"
 *   (IndexedDB and OPFS both gone, persistent storage or not);
 * - through a sync access handle, cut back in the same task as the refused write, the disk is
 *   full for far less; but an IndexedDB write meeting it still failed (FILE_ERROR_NO_SPACE), the
 *   data was lost, and once the handle's close() never returned;
 * - with every IndexedDB write held back meanwhile (writeHold.ts) and the journal's lock held
 *   (no copy of a change is being written), 39 refused probes lost nothing.
 * So the probe runs under the journal's lock, then the hold, writes through a sync access
 * handle, and cuts the file back before either is let go. It is never flushed: space is taken
 * when written, and bytes thrown away need not reach the flash. A browser without sync access
 * handles (or without the list of databases the hold needs) is not probed at all.
 */
import { isQuotaExceeded } from '../../contract/storageError';
import type { JournalLock } from '../outbox/journal/outboxJournal';
import type { Release } from './writeHold';

/** What a probe found: the bytes the disk took, and whether it refused the rest (it is full). */
export interface ProbeAnswer {
  readonly room: number;
  readonly full: boolean;
}

/** The parts of a sync access handle the probe writes with. */
export type ProbeHandle = Pick<FileSystemSyncAccessHandle, 'write' | 'truncate'>;

export interface DiskProbeDeps {
  /** The origin's OPFS root. */
  readonly root: () => Promise<FileSystemDirectoryHandle>;
  /** The journal's lock (outboxJournal.ts): no copy of a change is written while it is held. */
  readonly lock: JournalLock;
  /** Holds back every IndexedDB write (writeHold.ts); undefined when it cannot. */
  readonly hold: () => Promise<Release | undefined>;
}

export const PROBE_FILE = 'field-console-room-probe';
const CHUNK = 1024 * 1024;

/**
 * Writes `bytes` and cuts the file back to nothing, in one task: the disk is full no longer than
 * from the refused write to the next statement. A write the disk refuses throws a quota error,
 * or writes fewer bytes than asked.
 */
export function writeProbe(handle: ProbeHandle, bytes: number): ProbeAnswer {
  const chunk = new Uint8Array(Math.min(CHUNK, Math.max(0, bytes)));
  let written = 0;
  try {
    while (written < bytes) {
      const size = Math.min(CHUNK, bytes - written);
      const wrote = handle.write(chunk.subarray(0, size), { at: written });
      written += wrote;
      if (wrote < size) return { room: written, full: true };
    }
    return { room: written, full: false };
  } catch (error) {
    if (isQuotaExceeded(error)) return { room: written, full: true };
    throw error;
  } finally {
    handle.truncate(0);
  }
}

/** Probes for `bytes`, with every other writer of the console held back; undefined when it cannot. */
export async function probeDisk(bytes: number, deps: DiskProbeDeps): Promise<ProbeAnswer | undefined> {
  const root = await deps.root();
  const file = await root.getFileHandle(PROBE_FILE, { create: true });
  try {
    if (typeof file.createSyncAccessHandle !== 'function') return undefined;
    const handle = await file.createSyncAccessHandle();
    try {
      return await deps.lock(async () => {
        const release = await deps.hold();
        if (release === undefined) return undefined;
        try {
          return writeProbe(handle, bytes);
        } finally {
          await release();
        }
      });
    } finally {
      handle.close();
    }
  } finally {
    await root.removeEntry(PROBE_FILE).catch(() => undefined);
  }
}
