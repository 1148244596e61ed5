import { describe, expect, it } from 'vitest';
import { answered, createProject, httpFailure, makeHarness, updateProject, value } from './outboxHarness';
import { matching } from '../../matchers';

const DAY = 24 * 60 * 60 * 1000;

describe('what the user may do', () => {
  it('discards a pending change so it is never sent', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(createProject()));
    const discarded = value(await h.outbox.discard(id));
    expect(discarded).toMatchObject({ state: 'discarded', updatedAt: h.clock.now() });
    h.online = true;
    await h.outbox.drain('online');
    expect(h.calls).toEqual([]);
    expect(value(await h.outbox.pendingCount())).toBe(0);
  });

  it('discards a failed change and a conflict', async () => {
    const h = makeHarness();
    h.respond = (call) =>
      call.operation === 'getProject'
        ? answered(200, { body: {}, etag: 'e2' })
        : call.operation === 'createProject'
          ? httpFailure(400, 'InvalidParameter')
          : httpFailure(412, 'NoEtagMatch');
    const failed = value(await h.outbox.enqueue(createProject()));
    const conflict = value(await h.outbox.enqueue(updateProject('ocid1.p', 'x')));
    await h.outbox.drain();
    expect((await h.entry(conflict)).state).toBe('conflict');
    expect(value(await h.outbox.discard(failed)).state).toBe('discarded');
    expect(value(await h.outbox.discard(conflict)).state).toBe('discarded');
  });

  it.each([
    ['retry a pending change', 'retry'],
    ['confirm a change that is not stale', 'confirmStale'],
  ] as const)('refuses to %s', async (_what, action) => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(createProject()));
    const before = await h.entry(id);
    const result = await h.outbox[action](id);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.failure).toMatchObject({
        kind: 'validation',
        message: matching(/it is pending/),
      });
    expect(await h.entry(id)).toEqual(before);
  });

  it('refuses to discard a change that is done or being sent', async () => {
    const h = makeHarness();
    const done = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    expect((await h.outbox.discard(done)).ok).toBe(false);
    await h.db.outbox.update(done, { state: 'sending' });
    expect((await h.outbox.discard(done)).ok).toBe(false);
  });

  it('says so for an id it does not have', async () => {
    const h = makeHarness();
    const result = await h.outbox.retry('no-such-entry');
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'There is no queued change no-such-entry' },
    });
  });

  it('clears done and discarded changes older than asked, and nothing else', async () => {
    const h = makeHarness();
    const old = value(await h.outbox.enqueue(createProject('old')));
    await h.outbox.drain();
    h.online = false;
    const dropped = value(await h.outbox.enqueue(createProject('dropped')));
    value(await h.outbox.discard(dropped));
    const waiting = value(await h.outbox.enqueue(createProject('waiting')));
    h.clock.advance(2 * DAY);
    h.online = true;
    h.respond = () => answered();
    const recent = value(await h.outbox.enqueue(createProject('recent')));
    await h.outbox.drain();
    h.online = false;
    const stillWaiting = value(await h.outbox.enqueue(createProject('still waiting')));

    expect(value(await h.outbox.clearDone(DAY))).toBe(2);
    const left = value(await h.outbox.list()).map((entry) => entry.id);
    expect(left).toEqual([waiting, recent, stillWaiting]);
    expect(left).not.toContain(old);
  });
});
