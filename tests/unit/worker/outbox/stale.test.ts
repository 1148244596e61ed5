import { describe, expect, it } from 'vitest';
import { STALE_AFTER_MS } from '../../../../src/rules/outboxLifecycle';
import {
  answered,
  createProject,
  httpFailure,
  makeHarness,
  networkFailure,
  updateProject,
  value,
} from './outboxHarness';

const HOUR = 60 * 60 * 1000;

describe('changes older than 23 hours', () => {
  it('waits for the user instead of being sent, then goes with a new token once confirmed', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(createProject()));
    const oldToken = (await h.entry(id)).retryToken;

    h.clock.advance(STALE_AFTER_MS + 1);
    h.online = true;
    await h.outbox.drain('online');
    expect(h.calls).toEqual([]);
    expect(await h.entry(id)).toMatchObject({ state: 'stale', retryToken: oldToken });
    expect(value(await h.outbox.pendingCount())).toBe(1);

    h.clock.advance(HOUR);
    await h.outbox.drain('timer');
    expect(h.calls).toEqual([]);

    const confirmed = value(await h.outbox.confirmStale(id));
    expect(confirmed).toMatchObject({ state: 'pending', queuedAt: h.clock.now() });
    expect(confirmed.retryToken).toMatch(/^[0-9A-F]{32}$/);
    expect(confirmed.retryToken).not.toBe(oldToken);
    await h.outbox.drain();
    expect(h.calls.map((call) => call.retryToken)).toEqual([confirmed.retryToken]);
    expect((await h.entry(id)).state).toBe('done');
  });

  it('is sent as usual up to 23 hours', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(createProject()));
    h.clock.advance(STALE_AFTER_MS - 1);
    h.online = true;
    await h.outbox.drain('online');
    expect((await h.entry(id)).state).toBe('done');
  });

  it('turns stale while retrying, and a failed change retried a day later too', async () => {
    const h = makeHarness();
    h.respond = () => networkFailure();
    const retrying = value(await h.outbox.enqueue(createProject('retrying')));
    await h.outbox.drain();
    h.respond = () => httpFailure(400, 'InvalidParameter');
    const failed = value(await h.outbox.enqueue(createProject('failed')));
    await h.outbox.drain();

    h.clock.advance(24 * HOUR);
    h.respond = () => answered();
    value(await h.outbox.retry(failed));
    await h.outbox.drain();
    expect((await h.entry(retrying)).state).toBe('stale');
    expect((await h.entry(failed)).state).toBe('stale');
    expect(h.calls).toHaveLength(2);
  });

  it('can be discarded instead', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'old')));
    h.clock.advance(STALE_AFTER_MS + 1);
    h.online = true;
    await h.outbox.drain();
    value(await h.outbox.discard(id));
    await h.outbox.drain();
    expect(await h.entry(id)).toMatchObject({ state: 'discarded' });
    expect(h.calls).toEqual([]);
    expect(value(await h.outbox.pendingCount())).toBe(0);
  });

  it('keeps the same token for an update that has none to renew', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'old')));
    h.clock.advance(STALE_AFTER_MS + 1);
    h.online = true;
    await h.outbox.drain();
    const confirmed = value(await h.outbox.confirmStale(id));
    expect(confirmed.retryToken).toBeUndefined();
    await h.outbox.drain();
    expect((await h.entry(id)).state).toBe('done');
  });
});
