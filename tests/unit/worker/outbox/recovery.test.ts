import { describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../../../../src/worker/outbox/outbox';
import type { OwnerPresence, SendOutcome } from '../../../../src/worker/outbox/types';
import { answered, createProject, deferred, httpFailure, makeHarness, until, value } from './outboxHarness';

/** Owners a test says are running; every other owner is gone. */
function presenceOf(ownerId: string, running: Set<string>): OwnerPresence {
  return { ownerId, isAlive: (other) => Promise.resolve(running.has(other)) };
}

describe('a crash or reload while sending', () => {
  it('sends the change again on start, with the same token, once its owner is gone', async () => {
    const running = new Set(['tab-a']);
    const h = makeHarness({ presence: presenceOf('tab-a', running) });
    const lost = deferred<SendOutcome>();
    h.respond = (_call, index) => (index === 0 ? lost.promise : answered(201, { workRequestId: 'wr-9' }));
    const id = value(await h.outbox.enqueue(createProject()));
    await until(async () => (await h.entry(id)).state === 'sending', 'the first send');
    expect(await h.entry(id)).toMatchObject({ claimedBy: 'tab-a', claimedAt: h.clock.now() });

    // The tab is reloaded: its worker is gone, a new one starts over the same database.
    running.delete('tab-a');
    running.add('tab-b');
    const restarted = h.another({ presence: presenceOf('tab-b', running) });
    h.clock.advance(1000);
    value(await restarted.drain('start'));

    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]?.retryToken).toBe(h.calls[0]?.retryToken);
    expect(await h.entry(id)).toMatchObject({
      state: 'done',
      attempts: 2,
      maybeApplied: true,
      result: { status: 201, workRequestId: 'wr-9' },
    });

    // The lost answer arriving late changes nothing, whatever it says.
    lost.resolve(httpFailure(500, 'InternalServerError'));
    await h.outbox.drain();
    expect((await h.entry(id)).state).toBe('done');
    expect(h.calls).toHaveLength(2);
  });

  it('leaves the claim of an owner still running alone until its lease runs out', async () => {
    const h = makeHarness();
    const hung = deferred<SendOutcome>();
    h.respond = (_call, index) => (index === 0 ? hung.promise : answered());
    const id = value(await h.outbox.enqueue(createProject()));
    await until(async () => (await h.entry(id)).state === 'sending', 'the first send');

    const other = h.another();
    await other.drain('start');
    expect(h.calls).toHaveLength(1);
    expect(h.clock.nextTimerAt()).toBe(h.clock.now() + CLAIM_LEASE_MS);

    h.clock.advance(CLAIM_LEASE_MS);
    await other.drain();
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]?.retryToken).toBe(h.calls[0]?.retryToken);
    expect((await h.entry(id)).state).toBe('done');

    // The first owner's success arrives after all: still done, once.
    hung.resolve(answered());
    await h.outbox.drain();
    expect((await h.entry(id)).state).toBe('done');
  });

  it('releases claims found with no owner or with its own id after a restart', async () => {
    const h = makeHarness({ presence: presenceOf('tab-a', new Set(['tab-a'])) });
    h.online = false;
    const orphan = value(await h.outbox.enqueue(createProject('orphan')));
    const mine = value(await h.outbox.enqueue(createProject('mine')));
    await h.db.outbox.update(orphan, { state: 'sending', claimedAt: h.clock.now() });
    await h.db.outbox.update(mine, { state: 'sending', claimedBy: 'tab-a', claimedAt: h.clock.now() });

    h.online = true;
    await h.outbox.drain('start');
    expect((await h.entry(orphan)).state).toBe('done');
    expect((await h.entry(mine)).state).toBe('done');
  });
});
