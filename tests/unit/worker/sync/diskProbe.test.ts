import { describe, expect, it } from 'vitest';
import {
  PROBE_FILE,
  probeDisk,
  writeProbe,
  type DiskProbeDeps,
  type ProbeHandle,
} from '../../../../src/worker/sync/diskProbe';

const MB = 1024 * 1024;

/**
 * The edge the probe writes to: a sync access handle on a disk with `free` bytes, which takes
 * what fits and then refuses as Chromium does (a short write, or a QuotaExceededError once
 * nothing is left when `throws`). It records what was done, and how full the disk got.
 */
function disk(free: number, options: { readonly throws?: boolean; readonly fails?: Error } = {}) {
  const log: string[] = [];
  let size = 0;
  let fullest = 0;
  const handle: ProbeHandle & { close(): void } = {
    write(buffer, at) {
      if (options.fails !== undefined) throw options.fails;
      const offset = at?.at ?? size;
      const left = free - size;
      if (left <= 0 && options.throws === true) {
        log.push('refused');
        throw new DOMException('No space available for this operation', 'QuotaExceededError');
      }
      const wrote = Math.min(buffer.byteLength, Math.max(0, left));
      size = Math.max(size, offset + wrote);
      fullest = Math.max(fullest, size);
      if (wrote < buffer.byteLength) log.push('short');
      return wrote;
    },
    truncate(length) {
      log.push(`truncate ${length}`);
      size = length;
    },
    close() {
      log.push('close');
    },
  };
  return {
    handle,
    log,
    get size() {
      return size;
    },
    get fullest() {
      return fullest;
    },
  };
}

describe('writing the probe', () => {
  it('answers what the disk took when it refused the rest, and gives it back at once', () => {
    const device = disk(30 * MB + 123);
    expect(writeProbe(device.handle, 200 * MB)).toEqual({ room: 30 * MB + 123, full: true });
    // The refused write is followed by nothing but the truncation.
    expect(device.log).toEqual(['short', 'truncate 0']);
    expect(device.size).toBe(0);
  });

  it('reads a quota error the same way as a short write', () => {
    const device = disk(3 * MB, { throws: true });
    expect(writeProbe(device.handle, 10 * MB)).toEqual({ room: 3 * MB, full: true });
    expect(device.log).toEqual(['refused', 'truncate 0']);
    expect(device.size).toBe(0);
  });

  it('answers that all was taken when the disk has room, and leaves nothing behind', () => {
    const device = disk(500 * MB);
    expect(writeProbe(device.handle, 7.5 * MB)).toEqual({ room: 7.5 * MB, full: false });
    expect(device.fullest).toBe(7.5 * MB);
    expect(device.log).toEqual(['truncate 0']);
  });

  it('throws what is not about room, still cutting the file back', () => {
    const device = disk(500 * MB, { fails: new DOMException('gone', 'InvalidStateError') });
    expect(() => writeProbe(device.handle, MB)).toThrow('gone');
    expect(device.log).toEqual(['truncate 0']);
  });
});

describe('the probe with the console held back', () => {
  function harness(
    options: { readonly hold?: boolean; readonly syncHandles?: boolean; readonly free?: number } = {},
  ) {
    const device = disk(options.free ?? 30 * MB);
    const events = device.log;
    const file = {
      ...(options.syncHandles === false
        ? {}
        : {
            createSyncAccessHandle: () => {
              events.push('open handle');
              return Promise.resolve(device.handle);
            },
          }),
    };
    const root = {
      getFileHandle: (name: string) => {
        events.push(`file ${name}`);
        return Promise.resolve(file);
      },
      removeEntry: (name: string) => {
        events.push(`remove ${name}`);
        return Promise.resolve();
      },
    };
    const deps: DiskProbeDeps = {
      root: () => Promise.resolve(root as unknown as FileSystemDirectoryHandle),
      lock: async (run) => {
        events.push('lock');
        try {
          return await run();
        } finally {
          events.push('unlock');
        }
      },
      hold: () => {
        events.push('hold');
        if (options.hold === false) return Promise.resolve(undefined);
        return Promise.resolve(() => {
          events.push('release');
          return Promise.resolve();
        });
      },
    };
    return { deps, events };
  }

  it("takes the journal's lock, then holds the writes, and lets go of both only once the disk is given back", async () => {
    const { deps, events } = harness();
    expect(await probeDisk(200 * MB, deps)).toEqual({ room: 30 * MB, full: true });
    expect(events).toEqual([
      `file ${PROBE_FILE}`,
      'open handle',
      'lock',
      'hold',
      'short',
      'truncate 0',
      'release',
      'unlock',
      'close',
      `remove ${PROBE_FILE}`,
    ]);
  });

  it('writes nothing when the writes cannot be held back', async () => {
    const { deps, events } = harness({ hold: false });
    expect(await probeDisk(200 * MB, deps)).toBeUndefined();
    expect(events).toEqual([
      `file ${PROBE_FILE}`,
      'open handle',
      'lock',
      'hold',
      'unlock',
      'close',
      `remove ${PROBE_FILE}`,
    ]);
  });

  it('writes nothing where there is no sync access handle (a writable would keep the disk full too long)', async () => {
    const { deps, events } = harness({ syncHandles: false });
    expect(await probeDisk(200 * MB, deps)).toBeUndefined();
    expect(events).toEqual([`file ${PROBE_FILE}`, `remove ${PROBE_FILE}`]);
  });
});
