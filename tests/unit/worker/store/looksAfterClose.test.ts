import { describe, expect, it } from 'vitest';
import type { ConsoleDb } from '../../../../src/contract/db';
import { STORAGE_WIPE_KEY, readStorageWipe } from '../../../../src/contract/storageWipe';
import { journalLock } from '../../../../src/worker/outbox/journal/outboxJournal';
import { mirroredJournal } from '../../../../src/worker/outbox/journal/mirroredJournal';
import { createStorageGuard } from '../../../../src/worker/store/storageGuard';
import { looksAfterClose, type LookResult } from '../../../../src/worker/store/looksAfterClose';
import { MemoryFiles, memoryJournal } from '../outbox/memoryJournal';
import { createProject, deferred, makeHarness, until, value, type Deferred } from '../outbox/outboxHarness';

const WAITS = [0, 1_000, 3_000, 10_000];

/** Sleeps the test ends one at a time, and the looks the handler made. */
function harness(look: () => Promise<LookResult>) {
  const sleeps: { ms: number; done: Deferred<undefined> }[] = [];
  const slept: number[] = [];
  let looks = 0;
  let looking = 0;
  let restored = 0;
  let stopped = false;
  const onClose = looksAfterClose({
    look: async () => {
      looks += 1;
      looking += 1;
      try {
        return await look();
      } finally {
        looking -= 1;
      }
    },
    waits: WAITS,
    maxLooks: 8,
    sleep: (ms) => {
      const done = deferred<undefined>();
      sleeps.push({ ms, done });
      return done.promise;
    },
    stopped: () => stopped,
    restored: () => {
      restored += 1;
    },
  });
  return {
    onClose,
    looks: () => looks,
    restored: () => restored,
    slept,
    stop: () => {
      stopped = true;
    },
    /** Ends the sleep the looks are waiting in; false when they wait in none (they ended). */
    async wake(): Promise<boolean> {
      await until(() => looking === 0, 'the look under way');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const next = sleeps.shift();
      if (next === undefined) return false;
      slept.push(next.ms);
      next.done.resolve(undefined);
      return true;
    },
    /** Wakes every sleep until the looks end. */
    async settle(): Promise<void> {
      while (await this.wake());
    },
  };
}

/** What Chromium does clearing the site's data: the database deleted and made anew. */
async function recreate(db: ConsoleDb): Promise<void> {
  await db.delete();
  await db.open();
}

describe('the looks after the browser closed the database', () => {
  it('looks at once, then after each wait, and stops when nothing was wiped', async () => {
    const looks = harness(() => Promise.resolve('inPlace'));
    looks.onClose();
    await looks.settle();
    expect(looks.looks()).toBe(4);
    expect(looks.slept).toEqual([1_000, 3_000, 10_000]);
    expect(looks.restored()).toBe(0);
  });

  it('restores again when the database it restored into was deleted after the look', async () => {
    const files = new MemoryFiles();
    const journal = mirroredJournal(memoryJournal(files));
    const lock = journalLock(undefined);
    const h = makeHarness({ journal: { journal, lock } });
    const guard = createStorageGuard({ db: h.db, journal, lock, now: h.clock.now });
    await guard.check();
    h.online = false;
    const ids = [
      value(await h.outbox.enqueue(createProject('a'))),
      value(await h.outbox.enqueue(createProject('b'))),
    ];

    const looks = harness(async () => ((await guard.check()) === undefined ? 'inPlace' : 'restored'));
    // The site's data cleared: the database and the journal's files go, and the database closes.
    await recreate(h.db);
    files.wipe();
    looks.onClose();
    await until(() => looks.restored() === 1, 'the first restore');
    expect(await h.db.meta.get(STORAGE_WIPE_KEY)).toBeDefined();
    // The browser goes on deleting: the database the first look reopened, and what it wrote there.
    await recreate(h.db);
    files.wipe();
    await looks.settle();

    expect(looks.restored()).toBe(2);
    expect((await h.db.outbox.toArray()).map((entry) => entry.id).sort()).toEqual([...ids].sort());
    const notice = readStorageWipe((await h.db.meta.get(STORAGE_WIPE_KEY))?.value);
    expect(notice?.restored.map((change) => change.id).sort()).toEqual([...ids].sort());
    // The third look found both stores in place and ended the looks.
    expect(looks.looks()).toBe(3);
  });

  it('looks once more after a restore, and ends when the restore held', async () => {
    const answers: LookResult[] = ['inPlace', 'restored', 'inPlace'];
    const looks = harness(() => Promise.resolve(answers.shift() ?? 'inPlace'));
    looks.onClose();
    await looks.settle();
    expect(looks.looks()).toBe(3);
    expect(looks.restored()).toBe(1);
    expect(looks.slept).toEqual([1_000, 3_000]);
  });

  it('goes on looking past the waits while the stores cannot be read, up to its most looks', async () => {
    const looks = harness(() => Promise.resolve('unread'));
    looks.onClose();
    await looks.settle();
    expect(looks.looks()).toBe(8);
    expect(looks.slept).toEqual([1_000, 3_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
  });

  it('looks again when the database closed during the last look', async () => {
    let closeDuring = 4;
    const looks = harness(() => {
      closeDuring -= 1;
      if (closeDuring === 0) looks.onClose();
      return Promise.resolve('inPlace');
    });
    looks.onClose();
    await looks.settle();
    expect(looks.looks()).toBe(5);
    expect(looks.slept).toEqual([1_000, 3_000, 10_000, 10_000]);
  });

  it('runs one round at a time, and a close after the round starts another', async () => {
    const looks = harness(() => Promise.resolve('inPlace'));
    looks.onClose();
    looks.onClose();
    await looks.settle();
    expect(looks.looks()).toBe(4);
    looks.onClose();
    await looks.settle();
    expect(looks.looks()).toBe(8);
  });

  it('does not look once the user signed out', async () => {
    const looks = harness(() => Promise.resolve('restored'));
    looks.onClose();
    await until(() => looks.looks() === 1, 'the first look');
    looks.stop();
    await looks.settle();
    expect(looks.looks()).toBe(1);
  });
});
