/**
 * The deployment flow: every transition, manual approval included, with scripted calls and a
 * fake clock (poll interval 100 ms).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deploymentMachine, type DeploymentInput } from '../../../src/machines/deploymentMachine';
import {
  advance,
  answer,
  DEPLOYMENT_ID,
  deploymentBody,
  flush,
  gaps,
  hang,
  httpFailure,
  networkDown,
  scriptedActors,
  useFlowClock,
  type Script,
  type StageSpec,
} from './fakeFlowActors';

useFlowClock();

const START = {
  start: { deployPipelineId: 'ocid1.devopsdeploypipeline.oc1.iad.dp1', displayName: 'release' },
  retryToken: 'token-9',
} as const;
const FOLLOW = { deploymentId: DEPLOYMENT_ID } as const;

const BUILD: StageSpec = { id: 'stage-build', name: 'Roll out to dev', status: 'SUCCEEDED' };
const GATE: StageSpec = {
  id: 'stage-gate',
  name: 'Approve production',
  type: 'MANUAL_APPROVAL',
  status: 'WAITING',
};
const PROD: StageSpec = { id: 'stage-prod', name: 'Roll out to prod', status: 'ACCEPTED' };
const waiting = () => answer(deploymentBody('IN_PROGRESS', [BUILD, GATE, PROD]));
const approved = () =>
  answer(
    deploymentBody('IN_PROGRESS', [
      BUILD,
      { ...GATE, status: 'SUCCEEDED' },
      { ...PROD, status: 'IN_PROGRESS' },
    ]),
  );
const rejected = () => answer(deploymentBody('FAILED', [BUILD, { ...GATE, status: 'FAILED' }, PROD]));

async function run(input: DeploymentInput, script: Script) {
  const fake = scriptedActors(script);
  const actor = createActor(deploymentMachine.provide({ actors: fake.actors }), {
    input: { pollIntervalMs: 100, ...input },
  });
  actor.start();
  await flush();
  return { actor, fake, snapshot: () => actor.getSnapshot() };
}

describe('deploymentMachine: creating and following', () => {
  it('creates the deployment and follows it ACCEPTED → IN_PROGRESS → SUCCEEDED', async () => {
    const { fake, snapshot } = await run(START, {
      createDeployment: [answer(deploymentBody('ACCEPTED'), { etag: 'd1' })],
      getDeployment: [
        answer(deploymentBody('IN_PROGRESS', [{ ...BUILD, status: 'IN_PROGRESS' }])),
        answer(deploymentBody('SUCCEEDED', [BUILD])),
      ],
    });
    expect(fake.callsOf('createDeployment')[0]?.input).toEqual({
      details: START.start,
      retryToken: 'token-9',
    });
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    expect(snapshot().context).toMatchObject({ deploymentId: DEPLOYMENT_ID, etag: 'd1' });
    await advance(100);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
    expect(fake.callsOf('getDeployment').map((call) => call.input)).toEqual([
      { deploymentId: DEPLOYMENT_ID },
      { deploymentId: DEPLOYMENT_ID },
    ]);
  });

  it('follows an existing deployment to failed', async () => {
    const { snapshot } = await run(FOLLOW, { getDeployment: [answer(deploymentBody('FAILED'))] });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().status).toBe('done');
  });

  it('retries a create that did not arrive, and pauses it offline', async () => {
    const { fake, actor, snapshot } = await run(START, {
      createDeployment: [networkDown(), answer(deploymentBody('ACCEPTED'))],
      getDeployment: [hang],
    });
    expect(snapshot().value).toEqual({ creating: 'waiting' });
    actor.send({ type: 'network.offline' });
    await advance(1_000);
    expect(snapshot().value).toEqual({ creating: 'paused' });
    actor.send({ type: 'network.online' });
    await flush();
    expect(snapshot().value).toEqual({ accepted: 'waiting' });
    expect(
      fake
        .callsOf('createDeployment')
        .every((call) => (call.input as { retryToken: string }).retryToken === 'token-9'),
    ).toBe(true);
  });

  it('shows a refused create as the error state', async () => {
    const { snapshot } = await run(START, {
      createDeployment: [httpFailure(404, 'NotAuthorizedOrNotFound', 'No such pipeline')],
    });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toMatchObject({ status: 404, message: 'No such pipeline' });
  });

  it('treats a create answer without an id as an error', async () => {
    const { snapshot } = await run(START, { createDeployment: [answer({})] });
    expect(snapshot().value).toBe('error');
  });
});

describe('deploymentMachine: manual approval', () => {
  it('waits on a WAITING manual approval stage and names it', async () => {
    const { snapshot } = await run(FOLLOW, { getDeployment: [waiting()] });
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    expect(snapshot().context.pendingStage).toEqual({ id: 'stage-gate', name: 'Approve production' });
  });

  it('does not wait on a WAITING stage of another type', async () => {
    const { snapshot } = await run(FOLLOW, {
      getDeployment: [answer(deploymentBody('IN_PROGRESS', [{ ...BUILD, status: 'WAITING' }]))],
    });
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.pendingStage).toBeUndefined();
    expect(snapshot().can({ type: 'deployment.approve' })).toBe(false);
  });

  it('approves (the reason is optional): deciding → inProgress → succeeded', async () => {
    const { fake, actor, snapshot } = await run(FOLLOW, {
      getDeployment: [
        waiting(),
        answer(
          deploymentBody('SUCCEEDED', [
            BUILD,
            { ...GATE, status: 'SUCCEEDED' },
            { ...PROD, status: 'SUCCEEDED' },
          ]),
        ),
      ],
      approveDeployment: [approved()],
    });
    expect(snapshot().can({ type: 'deployment.approve' })).toBe(true);
    actor.send({ type: 'deployment.approve' });
    expect(snapshot().value).toBe('deciding');
    await flush();
    expect(fake.callsOf('approveDeployment')[0]?.input).toEqual({
      deploymentId: DEPLOYMENT_ID,
      deployStageId: 'stage-gate',
      action: 'APPROVE',
      reason: undefined,
      retryToken: expect.stringMatching(/^[0-9A-F]{32}$/) as unknown,
    });
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.pendingStage).toBeUndefined();
    await advance(100);
    expect(snapshot().value).toBe('succeeded');
  });

  it('passes an approval reason on', async () => {
    const { fake, actor } = await run(FOLLOW, {
      getDeployment: [waiting()],
      approveDeployment: [approved()],
    });
    actor.send({ type: 'deployment.approve', reason: ' checked the canary ' });
    await flush();
    expect(fake.callsOf('approveDeployment')[0]?.input).toMatchObject({
      action: 'APPROVE',
      reason: 'checked the canary',
    });
  });

  it('refuses a rejection without a reason', async () => {
    const { fake, actor, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting()],
      approveDeployment: [rejected()],
    });
    expect(snapshot().can({ type: 'deployment.reject' })).toBe(false);
    expect(snapshot().can({ type: 'deployment.reject', reason: '  ' })).toBe(false);
    actor.send({ type: 'deployment.reject' });
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    expect(fake.callsOf('approveDeployment')).toHaveLength(0);
  });

  it('rejects with a reason: deciding → failed', async () => {
    const { fake, actor, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting()],
      approveDeployment: [rejected()],
    });
    expect(snapshot().can({ type: 'deployment.reject', reason: 'error rate too high' })).toBe(true);
    actor.send({ type: 'deployment.reject', reason: 'error rate too high' });
    await flush();
    expect(fake.callsOf('approveDeployment')[0]?.input).toEqual({
      deploymentId: DEPLOYMENT_ID,
      deployStageId: 'stage-gate',
      action: 'REJECT',
      reason: 'error rate too high',
      retryToken: expect.stringMatching(/^[0-9A-F]{32}$/) as unknown,
    });
    expect(snapshot().value).toBe('failed');
  });

  it('takes decisions offline (the outbox keeps them), and refuses them outside waitingForApproval', async () => {
    const { actor, snapshot } = await run(FOLLOW, { getDeployment: [waiting()] });
    actor.send({ type: 'network.offline' });
    expect(snapshot().value).toEqual({ waitingForApproval: 'paused' });
    expect(snapshot().can({ type: 'deployment.approve' })).toBe(true);
    expect(snapshot().can({ type: 'deployment.reject', reason: 'no' })).toBe(true);
    const accepted = await run(FOLLOW, { getDeployment: [answer(deploymentBody('ACCEPTED'))] });
    expect(accepted.snapshot().can({ type: 'deployment.approve' })).toBe(false);
  });

  it('returns to waiting when the decision is refused, and lets the user try again', async () => {
    const { actor, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting()],
      approveDeployment: [httpFailure(409, 'Conflict', 'The stage is not waiting'), approved()],
    });
    actor.send({ type: 'deployment.approve' });
    await flush();
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    expect(snapshot().context.actionError).toMatchObject({
      status: 409,
      message: 'The stage is not waiting',
    });
    actor.send({ type: 'deployment.approve' });
    expect(snapshot().context.actionError).toBeUndefined();
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
  });

  it('returns to waiting when the decision throws', async () => {
    const { actor, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting()],
      approveDeployment: [() => Promise.reject(new Error('gone'))],
    });
    actor.send({ type: 'deployment.approve' });
    await flush();
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    expect(snapshot().context.actionError).toEqual({ kind: 'validation', message: 'gone' });
  });

  it('leaves waitingForApproval when someone else approves', async () => {
    const { snapshot } = await run(FOLLOW, { getDeployment: [waiting(), approved()] });
    await advance(100);
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
  });
});

describe('deploymentMachine: cancel', () => {
  it.each([
    ['inProgress', answer(deploymentBody('IN_PROGRESS', [BUILD]))],
    ['waitingForApproval', waiting()],
    ['accepted', answer(deploymentBody('ACCEPTED'))],
  ])('cancels from %s with a reason: cancelRequested → canceling → canceled', async (from, first) => {
    const { fake, actor, snapshot } = await run(FOLLOW, {
      getDeployment: [first, answer(deploymentBody('CANCELED'))],
      cancelDeployment: [answer(deploymentBody('CANCELING'))],
    });
    expect(snapshot().value).toEqual({ [from]: 'waiting' });
    expect(snapshot().can({ type: 'deployment.cancel' })).toBe(false);
    actor.send({ type: 'deployment.cancel', reason: 'hotfix first' });
    expect(snapshot().value).toBe('cancelRequested');
    await flush();
    expect(fake.callsOf('cancelDeployment')[0]?.input).toEqual({
      deploymentId: DEPLOYMENT_ID,
      reason: 'hotfix first',
      retryToken: expect.stringMatching(/^[0-9A-F]{32}$/) as unknown,
    });
    expect(snapshot().value).toEqual({ canceling: 'waiting' });
    expect(snapshot().can({ type: 'deployment.cancel', reason: 'again' })).toBe(false);
    await advance(100);
    expect(snapshot().value).toBe('canceled');
  });

  it('keeps the deployment where it was when the cancel is refused', async () => {
    const { actor, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting()],
      cancelDeployment: [httpFailure(412, 'NoEtagMatch', 'Changed')],
    });
    actor.send({ type: 'deployment.cancel', reason: 'stop' });
    await flush();
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    expect(snapshot().context.actionError).toMatchObject({ status: 412 });
  });

  it('keeps the deployment where it was when the cancel throws', async () => {
    const { actor, snapshot } = await run(FOLLOW, {
      getDeployment: [answer(deploymentBody('IN_PROGRESS'))],
      cancelDeployment: [() => Promise.reject(new Error('gone'))],
    });
    actor.send({ type: 'deployment.cancel', reason: 'stop' });
    await flush();
    expect(snapshot().value).toEqual({ inProgress: 'waiting' });
    expect(snapshot().context.actionError).toMatchObject({ message: 'gone' });
  });
});

describe('deploymentMachine: polling', () => {
  it('keeps waiting for approval through network errors, backing off', async () => {
    const { fake, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting(), networkDown(), networkDown(), waiting()],
    });
    await advance(100 + 100 + 200);
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    expect(snapshot().context.pendingStage?.id).toBe('stage-gate');
    expect(gaps(fake.calls)).toEqual([100, 100, 200]);
  });

  it('shows a 404 as the error state and recovers on flow.retry', async () => {
    const { actor, snapshot } = await run(FOLLOW, {
      getDeployment: [waiting(), httpFailure(404, 'NotAuthorizedOrNotFound', 'Not found'), waiting()],
    });
    await advance(100);
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error?.message).toBe('Not found');
    actor.send({ type: 'flow.retry' });
    await flush();
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
  });

  it('picks up canceling and accepted again after flow.retry', async () => {
    const canceling = await run(FOLLOW, {
      getDeployment: [answer(deploymentBody('CANCELING')), httpFailure(401, 'NotAuthenticated', 'x'), hang],
    });
    await advance(100);
    canceling.actor.send({ type: 'flow.retry' });
    expect(canceling.snapshot().value).toEqual({ canceling: 'calling' });
    const accepted = await run(FOLLOW, {
      getDeployment: [answer(deploymentBody('ACCEPTED')), httpFailure(401, 'NotAuthenticated', 'x'), hang],
    });
    await advance(100);
    accepted.actor.send({ type: 'flow.retry' });
    expect(accepted.snapshot().value).toEqual({ accepted: 'calling' });
  });

  it('shows an error when getDeployment throws, or was never provided', async () => {
    const { snapshot } = await run(FOLLOW, { getDeployment: [() => Promise.reject(new Error('boom'))] });
    expect(snapshot().value).toBe('error');
    const bare = createActor(deploymentMachine, { input: FOLLOW }).start();
    await flush();
    expect(bare.getSnapshot().context.error?.message).toContain('not provided');
  });

  it('pauses offline without calls and polls at once online; flow.refresh polls now', async () => {
    const { fake, actor, snapshot } = await run(FOLLOW, { getDeployment: [waiting()] });
    actor.send({ type: 'network.offline' });
    await advance(5_000);
    expect(fake.calls).toHaveLength(1);
    actor.send({ type: 'network.online' });
    expect(fake.calls).toHaveLength(2);
    await flush();
    expect(snapshot().value).toEqual({ waitingForApproval: 'waiting' });
    actor.send({ type: 'flow.refresh' });
    expect(fake.calls).toHaveLength(3);
  });
});
