/**
 * describeFlow: what the UI shows of a flow, read from real machine snapshots.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { buildRunMachine } from '../../../src/machines/buildRunMachine';
import { deploymentMachine } from '../../../src/machines/deploymentMachine';
import { describeFlow } from '../../../src/machines/describeFlow';
import { workRequestMachine } from '../../../src/machines/workRequestMachine';
import {
  advance,
  answer,
  BUILD_RUN_ID,
  buildRunBody,
  DEPLOYMENT_ID,
  deploymentBody,
  flush,
  hang,
  httpFailure,
  networkDown,
  scriptedActors,
  useFlowClock,
  WORK_REQUEST_ID,
  workRequestBody,
  type Script,
} from './fakeFlowActors';

useFlowClock();

async function buildRun(
  script: Script,
  input: Parameters<typeof createActor<typeof buildRunMachine>>[1] = {
    input: { buildRunId: BUILD_RUN_ID, pollIntervalMs: 100 },
  },
) {
  const actor = createActor(
    buildRunMachine.provide({ actors: scriptedActors(script).actors }),
    input,
  ).start();
  await flush();
  return actor;
}

async function deployment(script: Script) {
  const actor = createActor(deploymentMachine.provide({ actors: scriptedActors(script).actors }), {
    input: { deploymentId: DEPLOYMENT_ID, pollIntervalMs: 100 },
  }).start();
  await flush();
  return actor;
}

const GATE = { id: 'gate', name: 'Approve prod', type: 'MANUAL_APPROVAL', status: 'WAITING' };

describe('describeFlow', () => {
  it('shows loading until a followed run first answers', async () => {
    const actor = await buildRun({ getBuildRun: [hang] });
    expect(describeFlow(actor.getSnapshot())).toEqual({
      kind: 'buildRun',
      statusKey: 'loading',
      lifecycleState: undefined,
      percent: undefined,
      waitingFor: undefined,
      lastError: undefined,
      retrying: false,
      actionError: undefined,
      paused: false,
      done: false,
      restatesLifecycle: false,
      lastPolledAt: undefined,
    });
  });

  it('shows creating while the run is being started', async () => {
    const actor = await buildRun(
      { createBuildRun: [hang] },
      { input: { start: { buildPipelineId: 'bp' }, retryToken: 't' } },
    );
    expect(describeFlow(actor.getSnapshot()).statusKey).toBe('creating');
  });

  it('shows the state, stage progress and when it was last polled', async () => {
    const actor = await buildRun({
      getBuildRun: [
        answer(
          buildRunBody('IN_PROGRESS', [
            { id: 'a', status: 'SUCCEEDED' },
            { id: 'b', status: 'IN_PROGRESS' },
          ]),
        ),
      ],
    });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'inProgress',
      lifecycleState: 'IN_PROGRESS',
      percent: 50,
      lastPolledAt: 0,
    });
  });

  it('keeps the last known state while retrying after a network error', async () => {
    const actor = await buildRun({ getBuildRun: [answer(buildRunBody('ACCEPTED')), networkDown()] });
    await advance(100);
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'accepted',
      lifecycleState: 'ACCEPTED',
      retrying: true,
      lastError: { kind: 'network', message: 'Failed to fetch' },
      lastPolledAt: 0,
    });
  });

  it('shows paused while offline', async () => {
    const actor = await buildRun({ getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    actor.send({ type: 'network.offline' });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({ statusKey: 'inProgress', paused: true });
  });

  it('shows the error that stopped the flow, not as retrying', async () => {
    const actor = await buildRun({ getBuildRun: [httpFailure(404, 'NotAuthorizedOrNotFound', 'Not found')] });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'error',
      retrying: false,
      lastError: { kind: 'http', status: 404, message: 'Not found' },
      done: false,
    });
  });

  it('shows a finished run as done at 100 %', async () => {
    const actor = await buildRun({
      getBuildRun: [answer(buildRunBody('SUCCEEDED', [{ id: 'a', status: 'IN_PROGRESS' }]))],
    });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'succeeded',
      done: true,
      percent: 100,
      lastError: undefined,
      // "Succeeded" says no more than the SUCCEEDED badge the page is headed with.
      restatesLifecycle: true,
    });
  });

  it('tells a status that says more than the lifecycle state from one that restates it', async () => {
    const waiting = await deployment({ getDeployment: [answer(deploymentBody('IN_PROGRESS', [GATE]))] });
    // IN_PROGRESS, but what the user needs to know is that it waits for them.
    expect(describeFlow(waiting.getSnapshot())).toMatchObject({
      statusKey: 'waitingForApproval',
      lifecycleState: 'IN_PROGRESS',
      restatesLifecycle: false,
    });
    const running = await buildRun({ getBuildRun: [answer(buildRunBody('IN_PROGRESS')), hang] });
    expect(describeFlow(running.getSnapshot()).restatesLifecycle).toBe(true);
    running.send({ type: 'buildRun.cancel', reason: 'stop' });
    expect(describeFlow(running.getSnapshot())).toMatchObject({
      statusKey: 'cancelRequested',
      restatesLifecycle: false,
    });
  });

  it('shows a cancel under way and a refused one', async () => {
    const actor = await buildRun({
      getBuildRun: [answer(buildRunBody('IN_PROGRESS'))],
      cancelBuildRun: [httpFailure(409, 'Conflict', 'Finished')],
    });
    actor.send({ type: 'buildRun.cancel', reason: 'stop' });
    expect(describeFlow(actor.getSnapshot()).statusKey).toBe('cancelRequested');
    await flush();
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'inProgress',
      actionError: { status: 409 },
    });
  });

  it('shows the stage a deployment waits on, then the decision under way', async () => {
    const actor = await deployment({
      getDeployment: [answer(deploymentBody('IN_PROGRESS', [GATE]))],
      approveDeployment: [hang],
    });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      kind: 'deployment',
      statusKey: 'waitingForApproval',
      waitingFor: { id: 'gate', name: 'Approve prod' },
      percent: 0,
    });
    actor.send({ type: 'deployment.approve' });
    expect(describeFlow(actor.getSnapshot())).toMatchObject({ statusKey: 'deciding', waitingFor: undefined });
  });

  it('shows a refused decision', async () => {
    const actor = await deployment({
      getDeployment: [answer(deploymentBody('IN_PROGRESS', [GATE]))],
      approveDeployment: [httpFailure(409, 'Conflict', 'Too late')],
    });
    actor.send({ type: 'deployment.reject', reason: 'no' });
    await flush();
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'waitingForApproval',
      actionError: { message: 'Too late' },
    });
  });

  it('shows loading for a deployment not yet answered, and 100 % when it succeeded', async () => {
    expect(describeFlow((await deployment({ getDeployment: [hang] })).getSnapshot()).statusKey).toBe(
      'loading',
    );
    const done = await deployment({ getDeployment: [answer(deploymentBody('SUCCEEDED'))] });
    expect(describeFlow(done.getSnapshot())).toMatchObject({
      statusKey: 'succeeded',
      percent: 100,
      done: true,
    });
  });

  it("shows a work request's percentComplete, its finishing step and its end", async () => {
    const fake = scriptedActors({
      getWorkRequest: [answer(workRequestBody('IN_PROGRESS', 40)), answer(workRequestBody('FAILED', 70))],
      listWorkRequestErrors: [hang, answer({ items: [] })],
      listWorkRequestLogs: [answer({ items: [] })],
    });
    const actor = createActor(workRequestMachine.provide({ actors: fake.actors }), {
      input: { workRequestId: WORK_REQUEST_ID, pollIntervalMs: 100 },
    }).start();
    expect(describeFlow(actor.getSnapshot()).statusKey).toBe('loading');
    await flush();
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      kind: 'workRequest',
      statusKey: 'inProgress',
      percent: 40,
      lifecycleState: 'IN_PROGRESS',
    });
    await advance(100);
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'finishing',
      percent: 70,
      lifecycleState: 'FAILED',
      done: false,
    });
    actor.send({ type: 'network.offline' });
    expect(describeFlow(actor.getSnapshot()).paused).toBe(true);
    actor.send({ type: 'network.online' });
    await flush();
    expect(describeFlow(actor.getSnapshot())).toMatchObject({
      statusKey: 'failed',
      done: true,
      paused: false,
    });
  });
});
