/**
 * Enqueue and watch, with the real outbox over an in-memory IndexedDB: a deployment's decision
 * is queued (pending while offline), followed until the outbox settles it — applied, refused
 * with 409 IncorrectState, or 412 — and a flow restored mid-decision follows the entry it had
 * queued instead of queuing (and sending) it again.
 */
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type Snapshot } from 'xstate';
import { ok } from '../../../src/contract/failure';
import { deploymentMachine } from '../../../src/machines/deploymentMachine';
import { createFlowActors } from '../../../src/machines/flowActors';
import type { FlowCall } from '../../../src/machines/flowCalls';
import { settledReply, type FlowOutbox } from '../../../src/machines/outboxWatch';
import { answered, httpFailure, makeHarness, type Harness } from '../worker/outbox/outboxHarness';
import { DEPLOYMENT_ID, deploymentBody, type StageSpec } from './fakeFlowActors';

const GATE: StageSpec = {
  id: 'stage-gate',
  name: 'Approve production',
  type: 'MANUAL_APPROVAL',
  status: 'WAITING',
};
const WAITING = deploymentBody('IN_PROGRESS', [GATE]);
const APPROVED = deploymentBody('IN_PROGRESS', [{ ...GATE, status: 'SUCCEEDED' }]);

/** The read of the deployment: waiting at its gate, as the user saw it (etag-seen). */
const readWaiting: FlowCall = () =>
  Promise.resolve(ok({ status: 200, body: WAITING, headers: { etag: 'etag-seen' } }));

function flowOutboxOf(harness: Harness): FlowOutbox {
  return {
    find: (retryToken) => harness.db.outbox.filter((entry) => entry.retryToken === retryToken).first(),
    enqueue: (input) => harness.outbox.enqueue({ ...input, region: 'us-ashburn-1', summary: 'Approve' }),
    watch: (id) => liveQuery(() => harness.db.outbox.get(id)),
  };
}

function machineOver(harness: Harness) {
  return deploymentMachine.provide({ actors: createFlowActors(readWaiting, flowOutboxOf(harness)) });
}

/** A deployment flow waiting at its gate, approved by the user with the outbox offline. */
async function approvedOffline() {
  const harness = makeHarness();
  harness.online = false;
  const actor = createActor(machineOver(harness), {
    input: { deploymentId: DEPLOYMENT_ID, pollIntervalMs: 60_000 },
  }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('waitingForApproval'));
  actor.send({ type: 'network.offline' });
  expect(actor.getSnapshot().can({ type: 'deployment.approve' })).toBe(true);
  actor.send({ type: 'deployment.approve' });
  expect(actor.getSnapshot().value).toBe('deciding');
  await expect.poll(() => harness.db.outbox.count()).toBe(1);
  return { harness, actor };
}

describe('enqueue and watch: a decision through the outbox', () => {
  it('keeps an offline approval pending, with its retry token and the etag the user saw, then applies it once', async () => {
    const { harness, actor } = await approvedOffline();
    const [entry] = await harness.db.outbox.toArray();
    expect(entry).toMatchObject({
      operation: 'approveDeployment',
      state: 'pending',
      resourceId: DEPLOYMENT_ID,
      ifMatch: 'etag-seen',
      retryToken: actor.getSnapshot().context.decision?.retryToken,
      params: {
        deploymentId: DEPLOYMENT_ID,
        approveDeploymentDetails: { deployStageId: 'stage-gate', action: 'APPROVE' },
      },
    });
    expect(harness.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('deciding');

    harness.online = true;
    harness.respond = () => answered(200, { body: APPROVED, etag: 'etag-after' });
    actor.send({ type: 'network.online' });
    await harness.outbox.drain('online');
    await waitFor(actor, (snapshot) => !snapshot.matches('deciding'));
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'waiting' });
    expect(actor.getSnapshot().context.etag).toBe('etag-after');
    expect(harness.calls).toHaveLength(1);
    expect(harness.calls[0]).toMatchObject({ retryToken: entry?.retryToken, ifMatch: 'etag-seen' });
    actor.stop();
  });

  it('after a reload, follows the entry it queued instead of queuing the decision again', async () => {
    const { harness, actor } = await approvedOffline();
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>;
    actor.stop();
    const restored = createActor(machineOver(harness), {
      snapshot: stored,
      input: { deploymentId: DEPLOYMENT_ID },
    }).start();
    restored.send({ type: 'network.offline' });
    expect(restored.getSnapshot().value).toBe('deciding');
    harness.online = true;
    harness.respond = () => answered(200, { body: APPROVED });
    restored.send({ type: 'network.online' });
    await harness.outbox.drain('online');
    await waitFor(restored, (snapshot) => !snapshot.matches('deciding'));
    expect(await harness.db.outbox.count()).toBe(1);
    expect(harness.calls).toHaveLength(1);
    restored.stop();
  });

  it('shows a 409 IncorrectState (decided elsewhere) to the user and goes on following', async () => {
    const { harness, actor } = await approvedOffline();
    harness.online = true;
    // The outbox reads the deployment before it believes the refusal: canceled meanwhile.
    harness.respond = (call) =>
      call.operation === 'approveDeployment'
        ? httpFailure(409, 'IncorrectState')
        : answered(200, { body: deploymentBody('CANCELED', [{ ...GATE, status: 'CANCELED' }]), etag: 'etag-new' });
    await harness.outbox.drain('online');
    await waitFor(actor, (snapshot) => !snapshot.matches('deciding'));
    expect(actor.getSnapshot().context.actionError).toMatchObject({ status: 409, code: 'IncorrectState' });
    expect(actor.getSnapshot().matches('waitingForApproval')).toBe(true);
    actor.stop();
  });

  it('shows a 412 (the deployment changed since the user saw it) to the user', async () => {
    const { harness, actor } = await approvedOffline();
    harness.online = true;
    harness.respond = (call) =>
      call.operation === 'approveDeployment'
        ? httpFailure(412, 'NoEtagMatch')
        : answered(200, { body: WAITING, etag: 'etag-new' });
    await harness.outbox.drain('online');
    await waitFor(actor, (snapshot) => !snapshot.matches('deciding'));
    expect(actor.getSnapshot().context.actionError).toMatchObject({ status: 412 });
    expect((await harness.db.outbox.toArray())[0]?.state).toBe('conflict');
    actor.stop();
  });
});

describe('settledReply', () => {
  it('waits on pending, sending and stale entries, and answers the settled ones', () => {
    const base = { id: 'e', operation: 'approveDeployment', region: 'r', params: {}, summary: 's' };
    const entry = (state: string, extra: object = {}) =>
      ({ ...base, state, ...extra }) as unknown as Parameters<typeof settledReply>[0];
    for (const state of ['pending', 'sending', 'stale']) expect(settledReply(entry(state))).toBeUndefined();
    expect(
      settledReply(
        entry('done', { result: { status: 200, body: { id: 'd' }, workRequestId: 'wr', etag: 'e2' } }),
      ),
    ).toEqual(ok({ status: 200, body: { id: 'd' }, headers: { opcWorkRequestId: 'wr', etag: 'e2' } }));
    expect(
      settledReply(
        entry('failed', { lastFailure: { kind: 'http', status: 409, code: 'IncorrectState', message: 'm' } }),
      ),
    ).toMatchObject({
      ok: false,
      failure: { status: 409 },
    });
    expect(settledReply(entry('discarded'))).toMatchObject({ ok: false });
    expect(settledReply(undefined)).toMatchObject({ ok: false });
  });
});
