import { describe, expect, it } from 'vitest';
import { createRoomCheck, readProbeAnswer } from '../../../../src/worker/sync/storageRoom';

const MB = 1024 * 1024;
const PAGE = 2.5 * MB;

/**
 * A disk with `free` bytes left, as the probe meets it: it takes what fits and refuses the rest.
 * Each stored page takes 4 MB of it and shows in the usage the estimate tells. The browser offers
 * a gigabyte whatever is free.
 */
function device(initialFree: number, quota = 1024 * MB) {
  const probes: number[] = [];
  let free = initialFree;
  let filled = 0;
  let usage = 0;
  const check = createRoomCheck({
    estimate: () => Promise.resolve({ usage, quota }),
    probe: (bytes) => {
      probes.push(bytes);
      // A refused probe filled the disk for a moment.
      if (bytes > free) filled += 1;
      return Promise.resolve({ room: Math.min(bytes, free), full: bytes > free });
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
    get filled() {
      return filled;
    },
    /** The user deletes something else on the phone. */
    makeRoom(bytes: number) {
      free += bytes;
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
  it('probes ahead by as much again as the room it keeps, and again once the index has grown by that', async () => {
    const disk = device(2048 * MB);
    for (let page = 0; page < 30; page += 1) expect(await disk.page()).toBe(true);
    // 32 MB kept, 64 MB for compaction and the next page twice; as much again ahead (more than
    // sixteen pages twice).
    const needed = 96 * MB + 2 * PAGE;
    expect(disk.probes[0]).toBe(2 * needed);
    // A page takes 4 MB: the room found ahead lasts 25 pages, then the probe is written again.
    expect(disk.probes).toHaveLength(2);
    expect(disk.filled).toBe(0);
  });

  it('stops while the disk keeps the reserve and room for compaction, though the browser offers a gigabyte', async () => {
    const disk = device(300 * MB);
    let pages = 0;
    while (await disk.page()) pages += 1;
    expect(pages).toBeGreaterThan(10);
    // Never less than 32 MB for the outbox and the console and, for IndexedDB's compaction, 64 MB
    // or half the index (here the larger), the last page counted twice covering itself.
    expect(disk.usage / 2).toBeGreaterThan(64 * MB);
    expect(disk.free).toBeGreaterThanOrEqual(32 * MB + disk.usage / 2);
    // And it went on while there was room for one more page.
    expect(disk.free).toBeLessThan(32 * MB + disk.usage / 2 + 2 * PAGE + 4 * MB);
    // The disk was filled once, by the probe that measured it; the rest of the pass went by what
    // it measured, and the stop was decided without filling it again.
    expect(disk.filled).toBe(1);
    expect(disk.probes).toHaveLength(2);
  });

  it('stops at once when a refused probe measured less than it keeps, and probes anew when asked again', async () => {
    const disk = device(30 * MB);
    expect(await disk.check(PAGE)).toEqual({ ok: false, reason: 'disk', reserve: 32 * MB });
    expect(disk.filled).toBe(1);
    // "Try again" with nothing freed: one more probe, refused.
    expect((await disk.check(PAGE)).ok).toBe(false);
    expect(disk.probes).toHaveLength(2);
    // "Try again" after the user made room: the download goes on.
    disk.makeRoom(1024 * MB);
    expect(await disk.check(PAGE)).toEqual({ ok: true });
    expect(disk.probes).toHaveLength(3);
  });

  it('goes on within what a refused probe measured when that is more than it keeps', async () => {
    // 150 MB free: more than the 101 MB kept, less than the 202 MB the probe looks ahead.
    const disk = device(150 * MB);
    expect(await disk.page()).toBe(true);
    expect(disk.filled).toBe(1);
    let pages = 1;
    while (await disk.page()) pages += 1;
    // 150 − 101 = 49 MB to use, 4 MB a page: twelve pages, and no second probe.
    expect(pages).toBe(13);
    expect(disk.probes).toHaveLength(1);
  });

  it('stops on the estimate alone when the quota is what runs out', async () => {
    const disk = device(2048 * MB, 90 * MB);
    expect(await disk.check(PAGE)).toEqual({ ok: false, reason: 'quota', reserve: 32 * MB });
    expect(disk.probes).toEqual([]);
  });

  it('goes on when neither the estimate nor the probe can tell (no sync access handle, another failure)', async () => {
    const failing = createRoomCheck({
      estimate: () => Promise.resolve(undefined),
      probe: () => Promise.reject(new Error('InvalidStateError')),
    });
    expect(await failing(PAGE)).toEqual({ ok: true });
    const unable = createRoomCheck({
      estimate: () => Promise.resolve(undefined),
      probe: () => Promise.resolve(undefined),
    });
    expect(await unable(PAGE)).toEqual({ ok: true });
  });
});

describe("the probe worker's answer", () => {
  it('is read only when it is what a probe answers', () => {
    expect(readProbeAnswer({ room: 5 * MB, full: true })).toEqual({ room: 5 * MB, full: true });
    expect(readProbeAnswer(null)).toBeUndefined();
    expect(readProbeAnswer({ room: -1, full: false })).toBeUndefined();
    expect(readProbeAnswer({ room: Number.NaN, full: false })).toBeUndefined();
    expect(readProbeAnswer({ room: 1, full: 'yes' })).toBeUndefined();
    expect(readProbeAnswer('full')).toBeUndefined();
  });
});
