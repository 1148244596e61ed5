import { describe, expect, it } from 'vitest';
import type { ConsoleDb } from '../../../../src/contract/db';
import { STORAGE_WIPE_KEY } from '../../../../src/contract/storageWipe';
import { TENANCY_SYNC_KEY, readSyncState } from '../../../../src/contract/tenancySync';
import { journalLock } from '../../../../src/worker/outbox/journal/outboxJournal';
import { mirroredJournal, type MirroredJournal } from '../../../../src/worker/outbox/journal/mirroredJournal';
import { createStorageGuard, type StorageGuard } from '../../../../src/worker/store/storageGuard';
import type { SendOutcome } from '../../../../src/worker/outbox/types';
import { MemoryFiles, memoryJournal } from './memoryJournal';
import { answered, createProject, deferred, makeHarness, until, value, type Harness } from './outboxHarness';

/** An outbox with its journal and the guard of its worker, over files a test can look into. */
function journaled(files = new MemoryFiles(), lock = journalLock(undefined)) {
  const journal = mirroredJournal(memoryJournal(files));
  const h = makeHarness({ journal: { journal, lock } });
  const guard = createStorageGuard({ db: h.db, journal, lock, now: h.clock.now });
  return { h, files, journal, lock, guard };
}

/** What Chromium does on a failed write to a full disk: the database deleted and made anew. */
async function recreate(db: ConsoleDb): Promise<void> {
  await db.delete();
  await db.open();
}

async function queueOffline(h: Harness, count: number): Promise<string[]> {
  h.online = false;
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) ids.push(value(await h.outbox.enqueue(createProject(`p${n}`))));
  return ids;
}

describe('the journal of unsent changes', () => {
  it('holds a change before the outbox answers that it is queued', async () => {
    const { h, files, guard } = journaled();
    await guard.check();
    const [id = ''] = await queueOffline(h, 1);
    const kept = files.entry(id);
    expect(kept).toEqual(await h.entry(id));
    expect(kept?.retryToken).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });

  it('refuses a change it cannot keep, and the database does not hold it either', async () => {
    const { h, files, guard } = journaled();
    await guard.check();
    files.failWrites = true;
    const answer = await h.outbox.enqueue(createProject());
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'storage', quotaExceeded: true } });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('says sending before the request leaves, and forgets the change once applied', async () => {
    const { h, files, guard } = journaled();
    await guard.check();
    const answer = deferred<SendOutcome>();
    const seenWhenSent: (string | undefined)[] = [];
    h.respond = (call) => {
      seenWhenSent.push(
        [...files.entries.values()]
          .map((text) => JSON.parse(text) as { retryToken?: string; state: string })
          .find((entry) => entry.retryToken === call.retryToken)?.state,
      );
      return answer.promise;
    };
    const id = value(await h.outbox.enqueue(createProject()));
    await until(() => seenWhenSent.length === 1, 'the send');
    expect(seenWhenSent).toEqual(['sending']);
    answer.resolve(answered(201));
    await until(async () => (await h.entry(id)).state === 'done', 'the answer');
    await until(() => !files.entries.has(id), 'the copy removed');
  });
});

describe('a database wiped under the outbox', () => {
  it('restores three queued changes once, with their ids, order and retry tokens, and sends each once', async () => {
    const { h, guard } = journaled();
    await guard.check();
    const ids = await queueOffline(h, 3);
    const before = await h.db.outbox.bulkGet(ids);
    await recreate(h.db);
    expect(await h.db.outbox.count()).toBe(0);

    const notice = await guard.check();
    expect(notice).toMatchObject({
      cause: 'indexWiped',
      restored: ids.map((id, n) => ({ id, summary: `Create project p${n + 1}` })),
    });
    const restored = await h.db.outbox.orderBy('createdAt').toArray();
    expect(restored.map((entry) => [entry.id, entry.retryToken, entry.createdAt, entry.state])).toEqual(
      before.map((entry) => [entry?.id, entry?.retryToken, entry?.createdAt, 'pending']),
    );
    expect(await guard.check()).toBeUndefined();

    h.online = true;
    value(await h.outbox.drain('online'));
    expect(h.calls.map((call) => call.retryToken)).toEqual(before.map((entry) => entry?.retryToken));
    expect(await guard.check()).toBeUndefined();
    value(await h.outbox.drain('start'));
    expect(h.calls).toHaveLength(3);
  });

  it('sends a change that may have gone out again with its same token, marked maybe applied', async () => {
    const { h, guard } = journaled();
    await guard.check();
    const lost = deferred<SendOutcome>();
    h.respond = () => lost.promise;
    const id = value(await h.outbox.enqueue(createProject()));
    await until(() => h.calls.length === 1, 'the first send');
    await recreate(h.db);
    await guard.check();
    expect(await h.entry(id)).toMatchObject({
      state: 'pending',
      maybeApplied: true,
      retryToken: h.calls[0]?.retryToken,
    });
    expect((await h.entry(id)).claimedBy).toBeUndefined();
  });

  it('never brings back a change already applied or discarded', async () => {
    const { h, guard } = journaled();
    await guard.check();
    const [sent = '', dropped = '', waiting = ''] = await queueOffline(h, 3);
    value(await h.outbox.discard(dropped));
    h.online = true;
    value(await h.outbox.drain('online'));
    expect((await h.entry(sent)).state).toBe('done');
    h.online = false;
    const later = value(await h.outbox.enqueue(createProject('later')));
    await recreate(h.db);
    const notice = await guard.check();
    expect(notice?.restored.map((entry) => entry.id)).toEqual([later]);
    expect(await h.db.outbox.get(waiting)).toBeUndefined();
    expect(await h.db.outbox.get(sent)).toBeUndefined();
    expect(await h.db.outbox.get(dropped)).toBeUndefined();
  });

  it('restores once when two tabs look at the same time', async () => {
    const files = new MemoryFiles();
    const lock = journalLock(undefined);
    const first = journaled(files, lock);
    await first.guard.check();
    await queueOffline(first.h, 3);
    const secondJournal: MirroredJournal = mirroredJournal(memoryJournal(files));
    const second: StorageGuard = createStorageGuard({
      db: first.h.db,
      journal: secondJournal,
      lock,
      now: first.h.clock.now,
    });
    await recreate(first.h.db);
    const notices = await Promise.all([first.guard.check(), second.check()]);
    expect(notices.filter((notice) => notice !== undefined)).toHaveLength(1);
    expect(await first.h.db.outbox.count()).toBe(3);
  });

  it('puts the settings and the download plan back, and names the profiles it could not', async () => {
    const { h, guard } = journaled();
    await h.db.settings.put({ key: 'language', value: 'de' });
    await h.db.meta.put({
      key: TENANCY_SYNC_KEY,
      value: {
        plan: { regions: ['eu-frankfurt-1'], compartmentIds: [] },
        wanted: true,
        regions: {},
        startedAt: 1,
      },
    });
    await h.db.resources.bulkPut([
      {
        identifier: 'ocid1.instance.oc1..a',
        typeKey: 'instance',
        region: 'eu-frankfurt-1',
        fetchedAt: 1,
        link: null,
      } as never,
    ]);
    await guard.check();
    await queueOffline(h, 1);
    await recreate(h.db);
    const notice = await guard.check();
    expect(notice).toMatchObject({
      settingsRestored: true,
      planRestored: true,
      lostResources: 1,
      lostProfiles: [],
    });
    expect((await h.db.settings.get('language'))?.value).toBe('de');
    const state = readSyncState((await h.db.meta.get(TENANCY_SYNC_KEY))?.value);
    expect(state).toMatchObject({ wanted: false, plan: { regions: ['eu-frankfurt-1'] } });
    expect(state?.regions['eu-frankfurt-1']).toMatchObject({ status: 'paused', pause: 'storage', pages: 0 });
    expect(await h.db.meta.get(STORAGE_WIPE_KEY)).toBeDefined();
  });

  it('brings the changes back from memory when the site data is cleared under an open tab', async () => {
    const { h, files, guard } = journaled();
    await guard.check();
    const ids = await queueOffline(h, 2);
    await recreate(h.db);
    files.wipe();
    const notice = await guard.check();
    expect(notice).toMatchObject({ cause: 'siteDataCleared', restored: ids.map((id) => ({ id })) });
    expect(await h.db.outbox.count()).toBe(2);
    expect([...files.entries.keys()].sort()).toEqual([...ids].sort());
  });

  it('takes the changes of a console from before the journal at its first start, and tells nothing', async () => {
    const files = new MemoryFiles();
    const plain = makeHarness();
    plain.online = false;
    const id = value(await plain.outbox.enqueue(createProject()));
    const journal = mirroredJournal(memoryJournal(files));
    const guard = createStorageGuard({
      db: plain.db,
      journal,
      lock: journalLock(undefined),
      now: plain.clock.now,
    });
    expect(await guard.check()).toBeUndefined();
    expect(files.entry(id)?.retryToken).toBe((await plain.entry(id)).retryToken);
    expect(await guard.check()).toBeUndefined();
  });
});
