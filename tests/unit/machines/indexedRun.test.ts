/**
 * A run followed from what the local index says of it (issue 36): offline, a build run or
 * deployment never opened before shows the index's state, and its flow offers what that state
 * allows — no cancel for a run the index shows ended — until the service answers, whose answer wins.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildRunMachine } from '../../../src/machines/buildRunMachine';
import { deploymentMachine } from '../../../src/machines/deploymentMachine';
import { describeFlow } from '../../../src/machines/describeFlow';
import { indexedRun, type IndexedRun } from '../../../src/machines/flowBodies';
import {
  answer,
  BUILD_RUN_ID,
  buildRunBody,
  DEPLOYMENT_ID,
  deploymentBody,
  flush,
  scriptedActors,
  useFlowClock,
  type Script,
} from './fakeFlowActors';

useFlowClock();

const indexed = (lifecycleState: string): IndexedRun =>
  indexedRun({ displayName: 'nightly-7', lifecycleState, fetchedAt: 1_700_000_000_000 });

async function buildRun(state: string, online: boolean, script: Script = {}) {
  const actor = createActor(buildRunMachine.provide({ actors: scriptedActors(script).actors }), {
    input: { buildRunId: BUILD_RUN_ID, pollIntervalMs: 100, online, indexed: indexed(state) },
  }).start();
  await flush();
  return actor;
}

async function deployment(state: string, online: boolean, script: Script = {}) {
  const actor = createActor(deploymentMachine.provide({ actors: scriptedActors(script).actors }), {
    input: { deploymentId: DEPLOYMENT_ID, pollIntervalMs: 100, online, indexed: indexed(state) },
  }).start();
  await flush();
  return actor;
}

const CANCEL_RUN = { type: 'buildRun.cancel', reason: 'not needed' } as const;
const CANCEL_DEPLOYMENT = { type: 'deployment.cancel', reason: 'not needed' } as const;

describe('indexedRun', () => {
  it('keeps a DevOps state and the name, and leaves out a state DevOps does not have', () => {
    expect(indexedRun({ displayName: 'a', lifecycleState: 'FAILED', fetchedAt: 5 })).toEqual({
      displayName: 'a',
      lifecycleState: 'FAILED',
      seenAt: 5,
    });
    expect(indexedRun({ displayName: '', lifecycleState: 'RUNNING', fetchedAt: 5 })).toEqual({ seenAt: 5 });
  });
});

describe('a build run followed offline from the index', () => {
  it.each(['FAILED', 'SUCCEEDED', 'CANCELED', 'CANCELING'])(
    'offers no cancel when the index says %s',
    async (state) => {
      const actor = await buildRun(state, false);
      expect(actor.getSnapshot().hasTag('paused')).toBe(true);
      expect(actor.getSnapshot().can(CANCEL_RUN)).toBe(false);
    },
  );

  it.each(['ACCEPTED', 'IN_PROGRESS'])(
    'offers the cancel (queued until online) when the index says %s',
    async (state) => {
      const actor = await buildRun(state, false);
      expect(actor.getSnapshot().can(CANCEL_RUN)).toBe(true);
    },
  );

  it('shows the index state until the service answers, then the answer', async () => {
    const actor = await buildRun('FAILED', false, { getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'failed',
      lifecycleState: 'FAILED',
      paused: true,
    });
    actor.send({ type: 'network.online' });
    await flush();
    // The answer wins over an index that was wrong: the run is under way, and can be cancelled.
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'inProgress',
      lifecycleState: 'IN_PROGRESS',
    });
    expect(actor.getSnapshot().can(CANCEL_RUN)).toBe(true);
  });
});

describe('a deployment followed offline from the index', () => {
  it('offers neither cancel nor a decision for a deployment the index shows failed', async () => {
    const actor = await deployment('FAILED', false);
    const snapshot = actor.getSnapshot();
    expect(snapshot.can(CANCEL_DEPLOYMENT)).toBe(false);
    expect(snapshot.can({ type: 'deployment.approve' })).toBe(false);
    expect(describeFlow(snapshot)).toMatchObject({
      statusKey: 'failed',
      lifecycleState: 'FAILED',
      paused: true,
    });
  });

  it('offers the cancel for one the index shows in progress', async () => {
    const actor = await deployment('IN_PROGRESS', false);
    expect(actor.getSnapshot().can(CANCEL_DEPLOYMENT)).toBe(true);
    expect(describeFlow(actor.getSnapshot()).statusKey).toBe('inProgress');
  });

  it('ends as the service says once online', async () => {
    const actor = await deployment('IN_PROGRESS', false, {
      getDeployment: [answer(deploymentBody('SUCCEEDED'))],
    });
    actor.send({ type: 'network.online' });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
  });
});
