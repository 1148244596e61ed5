/**
 * The build run flow while polling: errors that pass and errors that stop it, backoff,
 * Retry-After, offline pause and online resume; scripted calls and a fake clock (poll interval
 * 100 ms, backoff cap 1 s).
 */
import { describe, expect, it } from 'vitest';
import {
  advance,
  answer,
  buildRunBody,
  failure,
  flush,
  gaps,
  hang,
  httpFailure,
  networkDown,
  useFlowClock,
} from './fakeFlowActors';
import { FOLLOW, runBuildRun } from './buildRunHarness';

useFlowClock();

describe('buildRunMachine: errors while polling', () => {
  it.each([
    [404, 'NotAuthorizedOrNotFound', 'Authorization failed or requested resource not found.'],
    [401, 'NotAuthenticated', 'The required information to complete authentication was not provided.'],
  ])('a %i is the error state with its message', async (status, code, message) => {
    const { fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS')), httpFailure(status, code, message)],
    });
    await advance(100);
    expect(snapshot().value).toBe('error');
    expect(snapshot().hasTag('error')).toBe(true);
    expect(snapshot().context.error).toMatchObject({ kind: 'http', status, code, message });
    expect(snapshot().context.buildRun?.lifecycleState).toBe('IN_PROGRESS');
    await advance(10_000);
    expect(fake.calls).toHaveLength(2);
  });

  it('leaves the error state on flow.retry and picks up where it was', async () => {
    const { actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        answer(buildRunBody('ACCEPTED')),
        httpFailure(401, 'NotAuthenticated', 'Sign in again'),
        answer(buildRunBody('IN_PROGRESS')),
      ],
    });
    await advance(100);
    expect(snapshot().value).toBe('error');
    expect(snapshot().can({ type: 'flow.retry' })).toBe(true);
    actor.send({ type: 'flow.retry' });
    expect(snapshot().value).toEqual({ accepted: 'calling' });
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
  });

  it('picks up canceling again after flow.retry', async () => {
    const { actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        answer(buildRunBody('CANCELING')),
        httpFailure(401, 'NotAuthenticated', 'Sign in again'),
        hang,
      ],
    });
    await advance(100);
    expect(snapshot().value).toBe('error');
    actor.send({ type: 'flow.retry' });
    expect(snapshot().value).toEqual({ canceling: 'calling' });
  });

  it('keeps the last known state through network errors, backing off up to the cap', async () => {
    const down = networkDown();
    const { fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        answer(buildRunBody('IN_PROGRESS')),
        down,
        down,
        down,
        down,
        down,
        down,
        answer(buildRunBody('IN_PROGRESS')),
        answer(buildRunBody('SUCCEEDED')),
      ],
    });
    await advance(100 + 100 + 200 + 400 + 800 + 1000);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.consecutiveErrors).toBe(6);
    expect(snapshot().context.lastError).toMatchObject({ kind: 'network' });
    expect(snapshot().context.buildRun?.lifecycleState).toBe('IN_PROGRESS');
    await advance(1000);
    expect(snapshot().context.consecutiveErrors).toBe(0);
    expect(snapshot().context.lastError).toBeUndefined();
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
    expect(gaps(fake.calls)).toEqual([100, 100, 200, 400, 800, 1000, 1000, 100]);
  });

  it('treats 5xx, time-outs, captive portal pages and an open circuit as passing', async () => {
    const { snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        httpFailure(503, 'ServiceUnavailable', 'Try later'),
        failure({ kind: 'timeout', message: 'No answer', afterMs: 30_000 }),
        failure({ kind: 'invalid-response', message: 'Not JSON', status: 200 }),
        answer(buildRunBody('SUCCEEDED')),
      ],
    });
    await advance(100 + 200 + 400);
    expect(snapshot().value).toBe('succeeded');
  });

  it('honours a 429 Retry-After longer than the backoff', async () => {
    const { fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        httpFailure(429, 'TooManyRequests', 'Slow down', 5_000),
        answer(buildRunBody('SUCCEEDED')),
      ],
    });
    expect(snapshot().context.retryAfterMs).toBe(5_000);
    await advance(4_999);
    expect(fake.calls).toHaveLength(1);
    await advance(1);
    expect(snapshot().value).toBe('succeeded');
    expect(gaps(fake.calls)).toEqual([5_000]);
  });

  it('honours a retry-after header on an answer', async () => {
    const { fake } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        answer(buildRunBody('IN_PROGRESS'), { retryAfter: '2' }),
        answer(buildRunBody('IN_PROGRESS')),
        answer(buildRunBody('SUCCEEDED')),
      ],
    });
    await advance(2_000 + 100);
    expect(gaps(fake.calls)).toEqual([2_000, 100]);
  });

  it('waits for an open circuit to half-open', async () => {
    const { fake } = await runBuildRun(FOLLOW, {
      getBuildRun: [
        failure({ kind: 'circuit-open', message: 'Circuit open', host: 'devops', retryAt: 3_000 }),
        answer(buildRunBody('SUCCEEDED')),
      ],
    });
    await advance(3_000);
    expect(gaps(fake.calls)).toEqual([3_000]);
  });

  it('shows an error when getBuildRun throws', async () => {
    const { snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [() => Promise.reject(new Error('boom'))],
    });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toEqual({ kind: 'validation', message: 'boom' });
  });
});

describe('buildRunMachine: offline and online', () => {
  it('pauses while offline (no calls) and polls at once when back online', async () => {
    const { fake, actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS')), answer(buildRunBody('SUCCEEDED'))],
    });
    actor.send({ type: 'network.offline' });
    expect(snapshot().value).toEqual({ inProgress: 'paused' });
    expect(snapshot().context.online).toBe(false);
    await advance(60_000);
    expect(fake.calls).toHaveLength(1);
    actor.send({ type: 'network.online' });
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.at).toBe(60_000);
    await flush();
    expect(snapshot().value).toBe('succeeded');
  });

  it('abandons a call under way when the network goes', async () => {
    const { fake, actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [hang, answer(buildRunBody('SUCCEEDED'))],
    });
    expect(snapshot().value).toEqual({ inProgress: 'calling' });
    actor.send({ type: 'network.offline' });
    expect(snapshot().value).toEqual({ inProgress: 'paused' });
    actor.send({ type: 'network.online' });
    await flush();
    expect(snapshot().value).toBe('succeeded');
    expect(fake.calls).toHaveLength(2);
  });

  it('pauses while canceling too, and ignores network.online while calling', async () => {
    const { fake, actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('CANCELING')), hang],
    });
    actor.send({ type: 'network.offline' });
    expect(snapshot().value).toEqual({ canceling: 'paused' });
    actor.send({ type: 'network.online' });
    actor.send({ type: 'network.online' });
    expect(snapshot().value).toEqual({ canceling: 'calling' });
    expect(fake.calls).toHaveLength(2);
  });

  it('polls now on flow.refresh', async () => {
    const { fake, actor } = await runBuildRun(FOLLOW, { getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    await advance(30);
    actor.send({ type: 'flow.refresh' });
    expect(fake.calls.map((call) => call.at)).toEqual([0, 30]);
  });
});
