/**
 * Flow snapshots surviving a reload: persisted mid-flow, stored as IndexedDB would (structured
 * clone) or as JSON, restored with fresh calls, and carried on to the end.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createActor, type Snapshot } from 'xstate';
import { buildRunMachine } from '../../../src/machines/buildRunMachine';
import { deploymentMachine } from '../../../src/machines/deploymentMachine';
import {
  flowMachines,
  networkEvent,
  persistableSnapshot,
  restoreOptions,
  storedFlowStatus,
  type FlowKind,
} from '../../../src/machines/flowMachines';
import { workRequestMachine } from '../../../src/machines/workRequestMachine';
import type { StoredFlow } from '../../../src/contract/db';
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
  scriptedActors,
  useFlowClock,
  WORK_REQUEST_ID,
  workRequestBody,
} from './fakeFlowActors';

useFlowClock();

/** What a reload does to a stored snapshot. */
const viaJson = (snapshot: Snapshot<unknown>): Snapshot<unknown> =>
  JSON.parse(JSON.stringify(snapshot)) as Snapshot<unknown>;

async function buildRunIn(script: Parameters<typeof scriptedActors>[0], online = true) {
  const fake = scriptedActors(script);
  const actor = createActor(buildRunMachine.provide({ actors: fake.actors }), {
    input: { buildRunId: BUILD_RUN_ID, pollIntervalMs: 100, online },
  });
  actor.start();
  await flush();
  return { actor, fake };
}

describe('flow persistence', () => {
  it('restores a build run persisted mid-inProgress: it polls again and reaches succeeded', async () => {
    const before = await buildRunIn({
      getBuildRun: [answer(buildRunBody('IN_PROGRESS', [{ id: 's1', status: 'IN_PROGRESS' }]))],
    });
    expect(before.actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    const stored = structuredClone(persistableSnapshot(before.actor));
    before.actor.stop();

    const after = scriptedActors({
      getBuildRun: [answer(buildRunBody('IN_PROGRESS')), answer(buildRunBody('SUCCEEDED'))],
    });
    const restored = createActor(
      buildRunMachine.provide({ actors: after.actors }),
      restoreOptions('buildRun', stored),
    );
    restored.start();
    expect(restored.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    expect(restored.getSnapshot().context.buildRun?.stages[0]?.id).toBe('s1');
    restored.send(networkEvent(true));
    expect(after.calls).toHaveLength(1);
    await flush();
    expect(restored.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    await advance(100);
    expect(restored.getSnapshot().value).toBe('succeeded');
    expect(after.callsOf('getBuildRun').map((call) => call.input)).toEqual([
      { buildRunId: BUILD_RUN_ID },
      { buildRunId: BUILD_RUN_ID },
    ]);
  });

  it('keeps a restored flow still until told the network state (delays are not persisted)', async () => {
    const before = await buildRunIn({ getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    const stored = viaJson(persistableSnapshot(before.actor));
    before.actor.stop();
    const after = scriptedActors({ getBuildRun: [answer(buildRunBody('SUCCEEDED'))] });
    const restored = createActor(
      buildRunMachine.provide({ actors: after.actors }),
      restoreOptions('buildRun', stored),
    ).start();
    await advance(10_000);
    expect(after.calls).toHaveLength(0);
    restored.send(networkEvent(false));
    expect(restored.getSnapshot().value).toEqual({ inProgress: 'paused' });
    restored.send(networkEvent(true));
    await flush();
    expect(restored.getSnapshot().value).toBe('succeeded');
  });

  it('makes a call that was under way again after the restore', async () => {
    const before = await buildRunIn({ getBuildRun: [hang] });
    expect(before.actor.getSnapshot().value).toEqual({ inProgress: 'calling' });
    const stored = viaJson(persistableSnapshot(before.actor));
    before.actor.stop();
    const after = scriptedActors({ getBuildRun: [answer(buildRunBody('SUCCEEDED'))] });
    const restored = createActor(
      buildRunMachine.provide({ actors: after.actors }),
      restoreOptions('buildRun', stored),
    ).start();
    restored.send(networkEvent(true));
    await flush();
    expect(after.calls).toHaveLength(1);
    expect(restored.getSnapshot().value).toBe('succeeded');
  });

  it('restores a create under way with its retry token', async () => {
    const fake = scriptedActors({ createBuildRun: [hang] });
    const actor = createActor(buildRunMachine.provide({ actors: fake.actors }), {
      input: { start: { buildPipelineId: 'bp' }, retryToken: 'token-1', pollIntervalMs: 100 },
    }).start();
    const stored = viaJson(persistableSnapshot(actor));
    actor.stop();
    const after = scriptedActors({ createBuildRun: [answer(buildRunBody('ACCEPTED'))], getBuildRun: [hang] });
    const restored = createActor(
      buildRunMachine.provide({ actors: after.actors }),
      restoreOptions('buildRun', stored),
    ).start();
    await flush();
    expect(after.callsOf('createBuildRun')[0]?.input).toEqual({
      details: { buildPipelineId: 'bp' },
      retryToken: 'token-1',
    });
    expect(restored.getSnapshot().value).toEqual({ accepted: 'waiting' });
  });

  it('restores a flow paused offline, which polls once online', async () => {
    const before = await buildRunIn({ getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    before.actor.send({ type: 'network.offline' });
    const stored = viaJson(persistableSnapshot(before.actor));
    before.actor.stop();
    const after = scriptedActors({ getBuildRun: [answer(buildRunBody('SUCCEEDED'))] });
    const restored = createActor(
      buildRunMachine.provide({ actors: after.actors }),
      restoreOptions('buildRun', stored),
    ).start();
    expect(restored.getSnapshot().value).toEqual({ inProgress: 'paused' });
    restored.send(networkEvent(true));
    await flush();
    expect(restored.getSnapshot().value).toBe('succeeded');
  });

  it('restores a deployment waiting for approval, which can then be approved', async () => {
    const waiting = answer(
      deploymentBody('IN_PROGRESS', [
        { id: 'gate', name: 'Gate', type: 'MANUAL_APPROVAL', status: 'WAITING' },
      ]),
    );
    const fake = scriptedActors({ getDeployment: [waiting] });
    const actor = createActor(deploymentMachine.provide({ actors: fake.actors }), {
      input: { deploymentId: DEPLOYMENT_ID, pollIntervalMs: 100 },
    }).start();
    await flush();
    const stored = viaJson(persistableSnapshot(actor));
    actor.stop();
    const after = scriptedActors({
      getDeployment: [waiting],
      approveDeployment: [answer(deploymentBody('SUCCEEDED'))],
    });
    const restored = createActor(
      deploymentMachine.provide({ actors: after.actors }),
      restoreOptions('deployment', stored),
    ).start();
    expect(restored.getSnapshot().context.pendingStage).toEqual({ id: 'gate', name: 'Gate' });
    restored.send(networkEvent(true));
    await flush();
    expect(restored.getSnapshot().can({ type: 'deployment.approve' })).toBe(true);
    restored.send({ type: 'deployment.approve' });
    await flush();
    expect(restored.getSnapshot().value).toBe('succeeded');
  });

  it('restores a work request between its errors and its logs', async () => {
    const fake = scriptedActors({
      getWorkRequest: [answer(workRequestBody('FAILED', 70))],
      listWorkRequestErrors: [answer({ items: [{ code: 'E', message: 'broke' }] })],
      listWorkRequestLogs: [hang],
    });
    const actor = createActor(workRequestMachine.provide({ actors: fake.actors }), {
      input: { workRequestId: WORK_REQUEST_ID },
    }).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ finishing: { logs: 'calling' } });
    const stored = viaJson(persistableSnapshot(actor));
    actor.stop();
    const after = scriptedActors({ listWorkRequestLogs: [answer({ items: [] })] });
    const restored = createActor(
      workRequestMachine.provide({ actors: after.actors }),
      restoreOptions('workRequest', stored),
    ).start();
    await flush();
    expect(restored.getSnapshot().value).toBe('failed');
    expect(restored.getSnapshot().context.errors).toEqual([{ code: 'E', message: 'broke' }]);
    expect(after.calls.map((call) => call.name)).toEqual(['listWorkRequestLogs']);
  });
});

describe('storedFlowStatus and flowMachines', () => {
  it('is active while polling, error in the error state, done at the end', async () => {
    const live = await buildRunIn({ getBuildRun: [answer(buildRunBody('IN_PROGRESS'))] });
    expect(storedFlowStatus(live.actor.getSnapshot())).toBe('active');
    const failed = await buildRunIn({ getBuildRun: [httpFailure(404, 'NotAuthorizedOrNotFound', 'gone')] });
    expect(storedFlowStatus(failed.actor.getSnapshot())).toBe('error');
    const done = await buildRunIn({ getBuildRun: [answer(buildRunBody('FAILED'))] });
    expect(storedFlowStatus(done.actor.getSnapshot())).toBe('done');
  });

  it('has one machine per StoredFlow kind', () => {
    expectTypeOf<FlowKind>().toEqualTypeOf<StoredFlow['kind']>();
    expect(Object.keys(flowMachines).sort()).toEqual(['buildRun', 'deployment', 'workRequest']);
    expect(flowMachines.buildRun).toBe(buildRunMachine);
    expect(flowMachines.deployment.id).toBe('deployment');
    expect(flowMachines.workRequest.id).toBe('workRequest');
  });

  it('fills in the input xstate asks for from the stored context', () => {
    const stored = {
      status: 'active',
      output: undefined,
      error: undefined,
      context: { buildRunId: BUILD_RUN_ID },
    } as Snapshot<unknown>;
    expect(restoreOptions('buildRun', stored)).toEqual({
      snapshot: stored,
      input: { buildRunId: BUILD_RUN_ID },
    });
    expect(restoreOptions('deployment', stored).input).toEqual({ deploymentId: '' });
    expect(
      restoreOptions('workRequest', {
        status: 'active',
        output: undefined,
        error: undefined,
      }).input,
    ).toEqual({ workRequestId: '' });
  });

  it('makes the network events', () => {
    expect(networkEvent(true)).toEqual({ type: 'network.online' });
    expect(networkEvent(false)).toEqual({ type: 'network.offline' });
  });
});
