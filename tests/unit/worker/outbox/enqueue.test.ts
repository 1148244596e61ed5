import { describe, expect, it } from 'vitest';
import { answered, createProject, makeHarness, updateProject, value, cancelBuildRun } from './outboxHarness';
import { matching } from '../../matchers';

describe('enqueue', () => {
  it('writes the entry to IndexedDB before anything is sent', async () => {
    const h = makeHarness();
    const seenAtSend: unknown[] = [];
    h.respond = async (call) => {
      seenAtSend.push(await h.db.outbox.toArray());
      expect(call.operation).toBe('createProject');
      return answered(200, { body: { id: 'ocid1.devopsproject.oc1..new' }, workRequestId: 'wr-1' });
    };
    const id = value(await h.outbox.enqueue(createProject('web')));
    await h.outbox.drain();

    expect(seenAtSend).toEqual([
      [expect.objectContaining({ id, state: 'sending', operation: 'createProject', attempts: 1 })],
    ]);
    expect(await h.entry(id)).toMatchObject({
      state: 'done',
      result: { status: 200, workRequestId: 'wr-1', body: { id: 'ocid1.devopsproject.oc1..new' } },
    });
    expect((await h.entry(id)).claimedBy).toBeUndefined();
  });

  it('stores plain data: the stored shape says what it is', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(cancelBuildRun('ocid1.devopsbuildrun.oc1..r1', 'etag-7')));
    const entry = await h.entry(id);
    expect(entry).toEqual({
      id,
      operation: 'cancelBuildRun',
      region: 'us-ashburn-1',
      params: {
        buildRunId: 'ocid1.devopsbuildrun.oc1..r1',
        cancelBuildRunDetails: { reason: 'Stopped from the field' },
      },
      retryToken: matching(/^[0-9A-F]{32}$/),
      ifMatch: 'etag-7',
      resourceId: 'ocid1.devopsbuildrun.oc1..r1',
      summary: 'Cancel build run ocid1.devopsbuildrun.oc1..r1',
      state: 'pending',
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
      queuedAt: h.clock.now(),
      attempts: 0,
      nextAttemptAt: h.clock.now(),
    });
    expect(structuredClone(entry)).toEqual(entry);
  });

  it('makes a retry token only for operations that send one, a different one per change', async () => {
    const h = makeHarness();
    h.online = false;
    const a = await h.entry(value(await h.outbox.enqueue(createProject('a'))));
    const b = await h.entry(value(await h.outbox.enqueue(createProject('b'))));
    const update = await h.entry(value(await h.outbox.enqueue(updateProject('ocid1.p', 'x'))));
    expect(a.retryToken).toMatch(/^[0-9A-F]{32}$/);
    expect(b.retryToken).toMatch(/^[0-9A-F]{32}$/);
    expect(a.retryToken).not.toBe(b.retryToken);
    expect(update.retryToken).toBeUndefined();
    expect(update.ifMatch).toBe('etag-1');
  });

  it('takes the resource from the last path parameter unless told', async () => {
    const h = makeHarness();
    h.online = false;
    const derived = await h.entry(value(await h.outbox.enqueue(updateProject('ocid1.p1', 'x'))));
    const told = await h.entry(
      value(await h.outbox.enqueue({ ...createProject('c'), resourceId: 'ocid1.compartment.oc1..aaaa' })),
    );
    const none = await h.entry(value(await h.outbox.enqueue(createProject('d'))));
    expect(derived.resourceId).toBe('ocid1.p1');
    expect(told.resourceId).toBe('ocid1.compartment.oc1..aaaa');
    expect(none.resourceId).toBeUndefined();
  });

  it('keeps the order of changes queued in the same millisecond', async () => {
    const h = makeHarness();
    h.online = false;
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1)
      ids.push(value(await h.outbox.enqueue(updateProject('ocid1.p', `v${n}`))));
    const listed = value(await h.outbox.list());
    expect(listed.map((entry) => entry.id)).toEqual(ids);
    expect([...ids].sort()).toEqual(ids);
    const times = listed.map((entry) => entry.createdAt);
    expect(new Set(times).size).toBe(20);
  });

  it.each([
    ['an unknown operation', { ...createProject(), operation: 'createSpaceship' }, /Unknown operation/],
    ['a read', { ...createProject(), operation: 'getProject', params: { projectId: 'p' } }, /only changes/],
    [
      'a read-only search POST',
      { ...createProject(), operation: 'searchListings', params: {} },
      /only changes/,
    ],
    ['a missing body', { ...createProject(), params: {} }, /Missing required parameter createProjectDetails/],
    [
      'a retry token in params',
      { ...createProject(), params: { ...createProject().params, opcRetryToken: 'x' } },
      /set by the outbox/,
    ],
    [
      'a function in params',
      { ...createProject(), params: { createProjectDetails: { name: () => 'x' } } },
      /not plain data/,
    ],
  ])('refuses %s and stores nothing', async (_what, input, message) => {
    const h = makeHarness();
    const result = await h.outbox.enqueue(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.failure.kind).toBe('validation');
      expect(result.failure.message).toMatch(message);
    }
    expect(await h.db.outbox.count()).toBe(0);
    expect(h.calls).toEqual([]);
  });

  it('counts what is not applied yet, per resource too', async () => {
    const h = makeHarness();
    h.online = false;
    await h.outbox.enqueue(updateProject('ocid1.p1', 'a'));
    await h.outbox.enqueue(updateProject('ocid1.p1', 'b'));
    await h.outbox.enqueue(updateProject('ocid1.p2', 'c'));
    expect(value(await h.outbox.pendingCount())).toBe(3);
    expect(
      value(await h.outbox.pendingFor('ocid1.p1')).map((entry) => entry.params.updateProjectDetails),
    ).toEqual([{ description: 'a' }, { description: 'b' }]);

    h.online = true;
    await h.outbox.drain('online');
    expect(value(await h.outbox.pendingCount())).toBe(0);
    expect(value(await h.outbox.pendingFor('ocid1.p1'))).toEqual([]);
    expect(value(await h.outbox.list())).toHaveLength(3);
  });

  it('tells onChange of every write, in order', async () => {
    const h = makeHarness();
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    expect(h.changes.filter((entry) => entry.id === id).map((entry) => entry.state)).toEqual([
      'pending',
      'sending',
      'done',
    ]);
  });
});
