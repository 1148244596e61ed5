/**
 * A device clock that ran fast and was then corrected: the outbox's instants (nextAttemptAt,
 * queuedAt, claimedAt) were read from the fast clock and lie hours ahead. A wait still never lasts
 * longer than the wait that set it, the 23-hour rule does not hold back a change never delivered,
 * and a lapsed claim is released within a lease.
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../../../../src/worker/outbox/outbox';
import {
  answered,
  createProject,
  deferred,
  httpFailure,
  makeHarness,
  networkFailure,
  until,
  value,
} from './outboxHarness';

const TWO_HOURS = 2 * 60 * 60 * 1000;

describe('a device clock corrected after running two hours fast', () => {
  it('sends a change waiting on a backoff when the backoff is over, not two hours later', async () => {
    const h = makeHarness();
    h.online = false;
    h.clock.setDeviceClock(TWO_HOURS);
    h.respond = (_call, index) => (index === 0 ? httpFailure(429, 'TooManyRequests') : answered());
    const id = value(await h.outbox.enqueue(createProject()));
    h.online = true;
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'pending', attempts: 1, waitMs: 1_000 });

    h.clock.setDeviceClock(0);
    h.clock.advance(1_000);
    await until(async () => (await h.entry(id)).state === 'done', 'the change sent after its backoff');
    expect(h.calls).toHaveLength(2);
  });

  it('sends a change queued offline while the clock ran fast as soon as it is online', async () => {
    const h = makeHarness();
    h.online = false;
    h.clock.setDeviceClock(TWO_HOURS);
    const id = value(await h.outbox.enqueue(createProject()));
    h.clock.setDeviceClock(0);
    h.online = true;
    value(await h.outbox.drain('online'));
    expect(await h.entry(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('does not take a retry token made “in the future” as a day old', async () => {
    const h = makeHarness();
    h.online = false;
    h.clock.setDeviceClock(TWO_HOURS);
    const id = value(await h.outbox.enqueue(createProject()));
    h.clock.setDeviceClock(-TWO_HOURS);
    h.online = true;
    value(await h.outbox.drain());
    expect((await h.entry(id)).state).toBe('done');
  });

  it('asks before resending a change that may have reached the service under a token of unknown age', async () => {
    const h = makeHarness();
    h.online = false;
    h.clock.setDeviceClock(TWO_HOURS);
    h.respond = () => networkFailure();
    const id = value(await h.outbox.enqueue(createProject()));
    h.online = true;
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'pending', maybeApplied: true });

    h.clock.setDeviceClock(0);
    h.clock.advance(1_000);
    await until(async () => (await h.entry(id)).state === 'stale', 'the change waiting for the user');
    expect(h.calls).toHaveLength(1);
  });

  it('releases a claim its owner left within a lease, not two hours later', async () => {
    const h = makeHarness();
    const stuck = deferred<ReturnType<typeof answered>>();
    const first = h.another({ send: () => stuck.promise });
    h.online = false;
    const id = value(await first.enqueue(createProject()));
    // Claimed while the clock ran fast, by an owner that then stopped.
    h.clock.setDeviceClock(TWO_HOURS);
    h.online = true;
    void first.drain();
    await until(async () => (await h.entry(id)).state === 'sending');
    first.stop();

    h.clock.setDeviceClock(0);
    value(await h.outbox.drain('start'));
    expect(await h.entry(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(h.calls).toHaveLength(1);
    stuck.resolve(answered());
  });

  it('still leaves a live claim alone for its lease when the clock barely moved', async () => {
    const h = makeHarness();
    const stuck = deferred<ReturnType<typeof answered>>();
    const first = h.another({ send: () => stuck.promise });
    const id = value(await first.enqueue(createProject()));
    await until(async () => (await h.entry(id)).state === 'sending');
    h.clock.setDeviceClock(-5_000);
    value(await h.outbox.drain('start'));
    expect((await h.entry(id)).state).toBe('sending');
    h.clock.setDeviceClock(0);
    h.clock.advance(CLAIM_LEASE_MS);
    value(await h.outbox.drain('start'));
    expect((await h.entry(id)).state).toBe('done');
    stuck.resolve(answered());
  });
});
