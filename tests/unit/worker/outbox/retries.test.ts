import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../../src/contract/failure';
import { OFFLINE_LOOK_MS } from '../../../../src/worker/outbox/outbox';
import type { SendOutcome } from '../../../../src/worker/outbox/types';
import {
  answered,
  createProject,
  httpFailure,
  makeHarness,
  networkFailure,
  until,
  updateProject,
  value,
} from './outboxHarness';

const failing = (failure: ConsoleFailure): SendOutcome => ({ ok: false, failure });

describe('retries', () => {
  it.each<[string, SendOutcome]>([
    ['429 TooManyRequests', httpFailure(429, 'TooManyRequests')],
    ['500 InternalServerError', httpFailure(500, 'InternalServerError')],
    ['502 Bad Gateway', httpFailure(502, 'BadGateway')],
    ['503 ServiceUnavailable', httpFailure(503, 'ServiceUnavailable')],
    ['504 Gateway Timeout', httpFailure(504, 'GatewayTimeout')],
    ['409 IncorrectState', httpFailure(409, 'IncorrectState')],
    ['a network error', networkFailure()],
    ['a time limit', failing({ kind: 'timeout', message: 'No answer', afterMs: 30_000 })],
    ['an invalid answer', failing({ kind: 'invalid-response', message: '<html>', status: 200 })],
    ['an open circuit', failing({ kind: 'circuit-open', message: 'open', host: 'h', retryAt: 0 })],
  ])('retries after %s, with the same retry token, until it is done', async (_what, failure) => {
    const h = makeHarness();
    h.respond = (_call, index) => (index < 3 ? failure : answered(200));
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const waiting = await h.entry(id);
      expect(waiting).toMatchObject({
        state: 'pending',
        attempts: attempt,
        lastFailure: failure.ok ? {} : failure.failure,
      });
      expect(waiting.nextAttemptAt).toBeGreaterThan(h.clock.now());
      expect(h.clock.nextTimerAt()).toBe(waiting.nextAttemptAt);
      h.clock.advance(waiting.nextAttemptAt - h.clock.now());
      await h.outbox.drain();
    }

    expect(await h.entry(id)).toMatchObject({ state: 'done', attempts: 4 });
    expect(h.calls).toHaveLength(4);
    const token = (await h.entry(id)).retryToken;
    expect(token).toBeDefined();
    expect(new Set(h.calls.map((call) => call.retryToken))).toEqual(new Set([token]));
    expect(h.clock.nextTimerAt()).toBeUndefined();
  });

  it('waits with full jitter below min(30 s, 2^attempt s)', async () => {
    for (const random of [0, 0.25, 0.999999]) {
      const h = makeHarness({ random: () => random });
      h.respond = () => httpFailure(503, 'ServiceUnavailable');
      const id = value(await h.outbox.enqueue(createProject()));
      await h.outbox.drain();
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        const entry = await h.entry(id);
        const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
        const wait = entry.nextAttemptAt - h.clock.now();
        expect(wait).toBe(Math.floor(random * ceiling));
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(ceiling);
        h.clock.advance(Math.max(wait, 250));
        await h.outbox.drain();
      }
    }
  });

  it('never retries before Retry-After', async () => {
    const h = makeHarness();
    h.respond = (_call, index) => (index === 0 ? httpFailure(429, 'TooManyRequests', 45_000) : answered());
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    expect((await h.entry(id)).nextAttemptAt).toBe(h.clock.now() + 45_000);

    h.clock.advance(44_999);
    await h.outbox.drain();
    expect(h.calls).toHaveLength(1);
    h.clock.advance(1);
    await h.outbox.drain();
    expect(h.calls).toHaveLength(2);
    expect((await h.entry(id)).state).toBe('done');
  });

  it('marks a change whose answer was lost as maybe applied, not one the service refused to take', async () => {
    const h = makeHarness();
    h.respond = () => networkFailure();
    const lost = value(await h.outbox.enqueue(createProject('lost')));
    await h.outbox.drain();
    h.respond = () => httpFailure(429, 'TooManyRequests');
    const throttled = value(await h.outbox.enqueue(createProject('throttled')));
    await h.outbox.drain();
    expect((await h.entry(lost)).maybeApplied).toBe(true);
    expect((await h.entry(throttled)).maybeApplied).toBeUndefined();
  });

  it.each<[string, SendOutcome]>([
    ['400 InvalidParameter', httpFailure(400, 'InvalidParameter')],
    ['401 NotAuthenticated', httpFailure(401, 'NotAuthenticated')],
    ['404 NotAuthorizedOrNotFound', httpFailure(404, 'NotAuthorizedOrNotFound')],
    ['409 Conflict', httpFailure(409, 'Conflict')],
    ['a validation failure', failing({ kind: 'validation', message: 'Missing required parameter' })],
  ])('gives %s to the user and never retries it on its own', async (_what, failure) => {
    const h = makeHarness();
    h.respond = () => failure;
    const id = value(await h.outbox.enqueue(updateProject('ocid1.p', 'x')));
    await h.outbox.drain();
    expect(await h.entry(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastFailure: failure.ok ? {} : failure.failure,
    });
    expect(h.clock.nextTimerAt()).toBeUndefined();

    h.clock.advance(60 * 60 * 1000);
    await h.outbox.drain('online');
    await h.outbox.drain('timer');
    expect(h.calls).toHaveLength(1);
  });

  it('sends a failed change again when the user retries it, with the same token', async () => {
    const h = makeHarness();
    h.respond = (_call, index) => (index === 0 ? httpFailure(401, 'NotAuthenticated') : answered(200));
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    expect((await h.entry(id)).state).toBe('failed');

    value(await h.outbox.retry(id));
    await h.outbox.drain();
    expect((await h.entry(id)).state).toBe('done');
    expect(h.calls.map((call) => call.retryToken)).toEqual([h.calls[0]?.retryToken, h.calls[0]?.retryToken]);
  });

  it('treats a send that throws as a failure for the user', async () => {
    const h = makeHarness();
    h.respond = () => {
      throw new Error('signer has no key');
    };
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    expect(await h.entry(id)).toMatchObject({
      state: 'failed',
      lastFailure: { kind: 'validation', message: 'signer has no key' },
    });
  });
});

describe('offline', () => {
  it('sends nothing while offline and everything once online', async () => {
    const h = makeHarness();
    h.online = false;
    const ids = [
      value(await h.outbox.enqueue(createProject('a'))),
      value(await h.outbox.enqueue(updateProject('ocid1.p', 'b'))),
    ];
    await h.outbox.drain();
    h.clock.advance(10 * 60 * 1000);
    await h.outbox.drain('timer');
    expect(h.calls).toEqual([]);
    for (const id of ids) expect((await h.entry(id)).state).toBe('pending');

    h.online = true;
    await h.outbox.drain('online');
    expect(h.calls.map((call) => call.operation)).toEqual(['createProject', 'updateProject']);
    for (const id of ids) expect((await h.entry(id)).state).toBe('done');
    expect(h.clock.nextTimerAt()).toBeUndefined();
  });

  it('notices the connection is back by itself when nobody says so, and sends', async () => {
    const h = makeHarness();
    h.online = false;
    const id = value(await h.outbox.enqueue(createProject('unheard')));
    await h.outbox.drain();
    h.clock.advance(OFFLINE_LOOK_MS);
    expect(h.calls).toEqual([]);

    h.online = true;
    h.clock.advance(OFFLINE_LOOK_MS);
    await until(async () => (await h.entry(id)).state === 'done', 'the change sent');
    expect(h.calls.map((call) => call.operation)).toEqual(['createProject']);
  });

  it('keeps no timer offline when nothing waits to be sent', async () => {
    const h = makeHarness();
    h.online = false;
    await h.outbox.drain();
    expect(h.clock.nextTimerAt()).toBeUndefined();
  });

  it('sends a change that waited on a dropped connection as soon as the connection returns', async () => {
    const h = makeHarness({ random: () => 0.99 });
    h.respond = (_call, index) => (index < 4 ? networkFailure() : answered());
    const id = value(await h.outbox.enqueue(createProject()));
    for (let n = 0; n < 4; n += 1) {
      await h.outbox.drain();
      h.clock.advance((await h.entry(id)).nextAttemptAt - h.clock.now());
    }
    h.respond = () => answered();
    await h.outbox.drain();
    expect((await h.entry(id)).state).toBe('done');

    h.respond = (_call, index) => (index === 5 ? networkFailure() : answered());
    const second = value(await h.outbox.enqueue(createProject('second')));
    await h.outbox.drain();
    expect((await h.entry(second)).nextAttemptAt).toBeGreaterThan(h.clock.now());
    await h.outbox.drain('online');
    expect((await h.entry(second)).state).toBe('done');
  });

  it('still waits out Retry-After when the connection returns', async () => {
    const h = makeHarness();
    h.respond = () => httpFailure(429, 'TooManyRequests', 20_000);
    const id = value(await h.outbox.enqueue(createProject()));
    await h.outbox.drain();
    await h.outbox.drain('online');
    expect(h.calls).toHaveLength(1);
    expect((await h.entry(id)).state).toBe('pending');
  });
});
