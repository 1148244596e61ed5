import { describe, expect, it } from 'vitest';
import { createRoomCheck } from '../../../../src/worker/sync/storageRoom';

const MB = 1024 * 1024;

/** A disk with `free` bytes left, seen through the probe; the estimate says what `quota` says. */
function device(free: number, quota = 1024 * MB) {
  const probes: number[] = [];
  return {
    probes,
    set free(bytes: number) {
      free = bytes;
    },
    check: createRoomCheck({
      reserve: 32 * MB,
      probeEvery: 4,
      free: () => Promise.resolve(quota),
      probe: (bytes) => {
        probes.push(bytes);
        return Promise.resolve(bytes <= free);
      },
    }),
  };
}

describe('the room the download leaves', () => {
  it('probes the real disk before the first page and every fourth page, for the reserve and the pages to come', async () => {
    const disk = device(500 * MB);
    for (let page = 0; page < 9; page += 1) expect(await disk.check(2 * MB)).toEqual({ ok: true });
    expect(disk.probes).toEqual([48 * MB, 48 * MB, 48 * MB]);
  });

  it('stops while the disk still has its reserve, though the browser offers a gigabyte', async () => {
    const disk = device(500 * MB);
    expect(await disk.check(2 * MB)).toEqual({ ok: true });
    disk.free = 40 * MB;
    for (let page = 0; page < 3; page += 1) expect((await disk.check(2 * MB)).ok).toBe(true);
    expect(await disk.check(2 * MB)).toEqual({ ok: false, reason: 'disk', reserve: 32 * MB });
  });

  it('stops on the estimate alone when the quota is what runs out', async () => {
    const disk = device(500 * MB, 33 * MB);
    expect(await disk.check(2 * MB)).toEqual({ ok: false, reason: 'quota', reserve: 32 * MB });
    expect(disk.probes).toEqual([]);
  });

  it('goes on when the probe cannot tell (no OPFS, another failure)', async () => {
    const check = createRoomCheck({
      free: () => Promise.resolve(undefined),
      probe: () => Promise.reject(new Error('InvalidStateError')),
    });
    expect(await check(2 * MB)).toEqual({ ok: true });
  });
});
