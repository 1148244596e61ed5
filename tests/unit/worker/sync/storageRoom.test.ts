import { describe, expect, it } from 'vitest';
import { createRoomCheck } from '../../../../src/worker/sync/storageRoom';

const MB = 1024 * 1024;
const PAGE = 2.5 * MB;

/**
 * A disk with `free` bytes left, as the probe meets it; each stored page takes 4 MB of it and
 * shows in the usage the estimate tells. The browser offers a gigabyte whatever is free.
 */
function device(free: number, quota = 1024 * MB) {
  const probes: number[] = [];
  let refused = 0;
  let usage = 0;
  const check = createRoomCheck({
    estimate: () => Promise.resolve({ usage, quota }),
    probe: (bytes) => {
      probes.push(bytes);
      if (bytes > free) refused += 1;
      return Promise.resolve(bytes <= free);
    },
  });
  return {
    probes,
    get free() {
      return free;
    },
    get usage() {
      return usage;
    },
    get refused() {
      return refused;
    },
    /** Asks for a page and stores it when there is room; answers whether it went on. */
    async page(): Promise<boolean> {
      const answer = await check(PAGE);
      if (!answer.ok) return false;
      free -= 4 * MB;
      usage += 4 * MB;
      return true;
    },
    check,
  };
}

describe('the room the download leaves', () => {
  it('probes the real disk for sixteen pages at once, and again once the index has grown by what it found', async () => {
    const disk = device(2048 * MB);
    for (let page = 0; page < 30; page += 1) expect(await disk.page()).toBe(true);
    // 32 MB kept, 64 MB for compaction, the next page twice, and sixteen pages more twice.
    expect(disk.probes[0]).toBe(96 * MB + 2 * PAGE + 16 * 2 * PAGE);
    // A page takes 4 MB of the 5 counted: the probe is written again after 20 pages.
    expect(disk.probes).toHaveLength(2);
  });

  it('stops while the disk keeps the reserve and room for compaction, though the browser offers a gigabyte', async () => {
    const disk = device(300 * MB);
    let pages = 0;
    while (await disk.page()) pages += 1;
    expect(pages).toBeGreaterThan(10);
    // Never less than 32 MB for the outbox and the console and, for IndexedDB's compaction, 64 MB
    // or half the index (here the larger); stopped before the sixteen pages a probe asks for.
    expect(disk.usage / 2).toBeGreaterThan(64 * MB);
    expect(disk.free).toBeGreaterThanOrEqual(32 * MB + disk.usage / 2 + 2 * PAGE);
    expect(disk.free).toBeLessThan(32 * MB + disk.usage / 2 + 2 * PAGE + 16 * 2 * PAGE);
    // A probe the disk refused filled it for a moment: it is never written a second time.
    expect(disk.refused).toBe(1);
    expect((await disk.check(PAGE)).ok).toBe(false);
  });

  it('stops on the estimate alone when the quota is what runs out', async () => {
    const disk = device(2048 * MB, 90 * MB);
    expect(await disk.check(PAGE)).toEqual({ ok: false, reason: 'quota', reserve: 32 * MB });
    expect(disk.probes).toEqual([]);
  });

  it('goes on when neither the estimate nor the probe can tell (no OPFS, another failure)', async () => {
    const check = createRoomCheck({
      estimate: () => Promise.resolve(undefined),
      probe: () => Promise.reject(new Error('InvalidStateError')),
    });
    expect(await check(PAGE)).toEqual({ ok: true });
  });
});
