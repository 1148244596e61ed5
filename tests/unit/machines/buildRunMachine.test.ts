/**
 * The build run flow: starting, following, ending and canceling, with scripted calls and a fake
 * clock (polling, errors and offline are in buildRunMachine.polling.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildRunMachine } from '../../../src/machines/buildRunMachine';
import {
  advance,
  answer,
  BUILD_RUN_ID,
  buildRunBody,
  flush,
  gaps,
  hang,
  httpFailure,
  networkDown,
  useFlowClock,
} from './fakeFlowActors';
import { FOLLOW, runBuildRun, START } from './buildRunHarness';

useFlowClock();

describe('buildRunMachine: starting and following', () => {
  it('creates the run, then follows it ACCEPTED → IN_PROGRESS → SUCCEEDED', async () => {
    const { fake, snapshot, values } = await runBuildRun(START, {
      createBuildRun: [answer(buildRunBody('ACCEPTED'), { etag: 'e1' })],
      getBuildRun: [
        answer(buildRunBody('IN_PROGRESS', [{ id: 's1', status: 'IN_PROGRESS' }])),
        answer(buildRunBody('SUCCEEDED')),
      ],
    });
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    expect(snapshot().context).toMatchObject({ buildRunId: BUILD_RUN_ID, etag: 'e1', lastPolledAt: 0 });
    expect(fake.callsOf('createBuildRun')[0]?.input).toEqual({ details: START.start, retryToken: 'token-1' });
    await advance(100);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.buildRun?.stages).toEqual([
      expect.objectContaining({ id: 's1', status: 'IN_PROGRESS' }),
    ]);
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
    expect(snapshot().status).toBe('done');
    expect(fake.callsOf('getBuildRun').map((call) => call.input)).toEqual([
      { buildRunId: BUILD_RUN_ID },
      { buildRunId: BUILD_RUN_ID },
    ]);
    expect(gaps(fake.calls)).toEqual([100, 100]);
    expect(values).toEqual([
      { creating: 'calling' },
      { accepted: 'waiting' },
      { accepted: 'calling' },
      { inProgress: 'waiting' },
      { inProgress: 'calling' },
      'succeeded',
    ]);
  });

  it('follows an existing run by id, polling at once', async () => {
    const { fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS'))],
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.callsOf('createBuildRun')).toHaveLength(0);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
  });

  it.each([
    ['FAILED', 'failed'],
    ['CANCELED', 'canceled'],
    ['SUCCEEDED', 'succeeded'],
  ])('ends in %s as %s', async (state, final) => {
    const { snapshot } = await runBuildRun(FOLLOW, { getBuildRun: [answer(buildRunBody(state))] });
    expect(snapshot().value).toBe(final);
    expect(snapshot().status).toBe('done');
  });

  it('goes from accepted straight to failed', async () => {
    const { snapshot } = await runBuildRun(START, {
      createBuildRun: [answer(buildRunBody('ACCEPTED'))],
      getBuildRun: [answer(buildRunBody('FAILED'))],
    });
    await advance(100);
    expect(snapshot().value).toBe('failed');
  });

  it('moves to canceling when someone else cancels the run', async () => {
    const { snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('CANCELING')), answer(buildRunBody('CANCELED'))],
    });
    expect(snapshot().value).toEqual({ canceling: 'waiting' });
    await advance(100);
    expect(snapshot().value).toBe('canceled');
  });

  it('keeps polling a state outside the enumeration as in progress', async () => {
    const { snapshot } = await runBuildRun(FOLLOW, { getBuildRun: [answer(buildRunBody('SOMETHING_NEW'))] });
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
  });
});

describe('buildRunMachine: cancel', () => {
  it('cancels with a reason: cancelRequested → canceling → canceled', async () => {
    const { actor, fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS')), answer(buildRunBody('CANCELED'))],
      cancelBuildRun: [answer(buildRunBody('CANCELING'))],
    });
    expect(snapshot().can({ type: 'buildRun.cancel', reason: 'wrong branch' })).toBe(true);
    actor.send({ type: 'buildRun.cancel', reason: '  wrong branch ' });
    expect(snapshot().value).toBe('cancelRequested');
    await flush();
    expect(fake.callsOf('cancelBuildRun')[0]?.input).toEqual({
      buildRunId: BUILD_RUN_ID,
      reason: 'wrong branch',
      retryToken: expect.stringMatching(/^[0-9A-F]{32}$/) as unknown,
    });
    expect(snapshot().value).toEqual({ canceling: 'waiting' });
    expect(snapshot().can({ type: 'buildRun.cancel', reason: 'again' })).toBe(false);
    await advance(100);
    expect(snapshot().value).toBe('canceled');
  });

  it('can cancel while accepted', async () => {
    const { actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('ACCEPTED'))],
      cancelBuildRun: [answer(buildRunBody('CANCELING'))],
    });
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    actor.send({ type: 'buildRun.cancel', reason: 'not needed' });
    await flush();
    expect(snapshot().value).toEqual({ canceling: 'waiting' });
  });

  it('refuses a cancel without a reason', async () => {
    const { actor, fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS'))],
    });
    expect(snapshot().can({ type: 'buildRun.cancel' })).toBe(false);
    expect(snapshot().can({ type: 'buildRun.cancel', reason: '   ' })).toBe(false);
    actor.send({ type: 'buildRun.cancel', reason: '' });
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(fake.callsOf('cancelBuildRun')).toHaveLength(0);
  });

  it('refuses a cancel before the run exists, and takes one offline (the outbox keeps it)', async () => {
    const { snapshot } = await runBuildRun(START, { createBuildRun: [hang] });
    expect(snapshot().can({ type: 'buildRun.cancel', reason: 'x' })).toBe(false);
    const following = await runBuildRun(FOLLOW, { getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    following.actor.send({ type: 'network.offline' });
    expect(following.snapshot().can({ type: 'buildRun.cancel', reason: 'x' })).toBe(true);
  });

  it('keeps the run where it was when the cancel is refused', async () => {
    const { actor, fake, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS')), answer(buildRunBody('SUCCEEDED'))],
      cancelBuildRun: [httpFailure(409, 'Conflict', 'The build run has already finished.')],
    });
    actor.send({ type: 'buildRun.cancel', reason: 'stop' });
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.actionError).toMatchObject({ kind: 'http', status: 409 });
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
    expect(fake.callsOf('getBuildRun')).toHaveLength(2);
  });

  it('keeps the run where it was when the cancel throws', async () => {
    const { actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS'))],
      cancelBuildRun: [() => Promise.reject(new Error('worker gone'))],
    });
    actor.send({ type: 'buildRun.cancel', reason: 'stop' });
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.actionError).toEqual({ kind: 'validation', message: 'worker gone' });
  });

  it('pauses after a cancel that failed because the network went away', async () => {
    const { fake, actor, snapshot } = await runBuildRun(FOLLOW, {
      getBuildRun: [answer(buildRunBody('IN_PROGRESS'))],
      cancelBuildRun: [networkDown()],
    });
    actor.send({ type: 'buildRun.cancel', reason: 'stop' });
    actor.send({ type: 'network.offline' });
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'paused' });
    expect(snapshot().context.actionError).toMatchObject({ kind: 'network' });
    await advance(10_000);
    expect(fake.callsOf('getBuildRun')).toHaveLength(1);
  });
});

describe('buildRunMachine: creating', () => {
  it('retries a create that did not arrive, with the same retry token', async () => {
    const { fake, snapshot } = await runBuildRun(START, {
      createBuildRun: [networkDown(), answer(buildRunBody('ACCEPTED'))],
      getBuildRun: [hang],
    });
    expect(snapshot().value).toEqual({ creating: 'waiting' });
    expect(snapshot().context.lastError).toMatchObject({ kind: 'network' });
    await advance(100);
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    expect(fake.callsOf('createBuildRun').map((call) => call.input)).toEqual([
      { details: START.start, retryToken: 'token-1' },
      { details: START.start, retryToken: 'token-1' },
    ]);
    expect(snapshot().context.lastError).toBeUndefined();
  });

  it('waits for the network before creating', async () => {
    const { fake, actor, snapshot } = await runBuildRun(
      { ...START, online: false },
      { createBuildRun: [answer(buildRunBody('ACCEPTED'))], getBuildRun: [hang] },
    );
    expect(snapshot().value).toEqual({ creating: 'paused' });
    expect(snapshot().hasTag('paused')).toBe(true);
    await advance(5_000);
    expect(fake.calls).toHaveLength(0);
    actor.send({ type: 'network.online' });
    await flush();
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
  });

  it('shows a refused create as the error state, and starts over on flow.retry', async () => {
    const { fake, actor, snapshot } = await runBuildRun(START, {
      createBuildRun: [
        httpFailure(400, 'InvalidParameter', 'buildPipelineId is not valid'),
        answer(buildRunBody('ACCEPTED')),
      ],
      getBuildRun: [hang],
    });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toMatchObject({ status: 400, message: 'buildPipelineId is not valid' });
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    expect(snapshot().context.error).toBeUndefined();
    expect(fake.callsOf('createBuildRun')).toHaveLength(2);
  });

  it('treats an answer without an id as an error', async () => {
    const { snapshot } = await runBuildRun(START, {
      createBuildRun: [answer({ lifecycleState: 'ACCEPTED' })],
    });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toMatchObject({ kind: 'invalid-response' });
  });

  it('shows an error when the calls were never provided', async () => {
    const actor = createActor(buildRunMachine, { input: START }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error?.message).toContain('not provided');
  });
});
