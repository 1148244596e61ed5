/**
 * A change whose answer was lost after the service applied it, sent again — by the browser on
 * its own (the emulator's dropAfterApplyResend) or by the outbox — meets a refusal caused by
 * itself: 412 (its own change moved the etag), 404 (its delete removed the resource) or 409
 * IncorrectState (its action moved the resource on). The outbox reads the resource, sees the
 * change, and records it done, confirmed by the read: never a conflict to reapply, never a second
 * apply (the emulator's applied log holds one per change). Over the emulator, in-process.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { clientSend } from '../../../../src/worker/outbox/clientSend';
import { eventually, field, raw, REGION, startHarness, type Harness } from '../../emulator/emulatorHarness';
import { createReady, seedsOf, type Seeds } from '../../emulator/seededFixtures';
import { makeHarness, value, type Harness as OutboxHarness } from './outboxHarness';

let em: Harness;
let s: Seeds;

beforeAll(async () => {
  em = await startHarness();
  s = seedsOf(em);
});

afterEach(async () => {
  await raw(em, 'DELETE', '/_emulator/faults');
});

afterAll(() => em.close());

async function setFaults(config: Record<string, unknown>): Promise<void> {
  expect((await raw(em, 'POST', '/_emulator/faults', { ...config, paths: ['/devops/'] })).status).toBe(200);
}

/** An outbox sending to the emulator through the call layer; `sent` lists each call's operation. */
function outbox(): OutboxHarness & { readonly sent: string[] } {
  const sent: string[] = [];
  const send = clientSend(() => em.client);
  const h = makeHarness({
    send: (call) => {
      sent.push(call.operation);
      return send(call);
    },
  });
  return Object.assign(h, { sent });
}

/** How many times the emulator applied `name` to the resource `id`. */
function appliedTimes(name: string, id: string): number {
  return em.emulator.state.applied
    .report()
    .items.filter((item) => item.operation === name && item.resourceId === id).length;
}

async function etagOf(read: string, params: Record<string, unknown>): Promise<string> {
  const answer = await em.call(operation(read), params);
  const etag = answer.headers.etag;
  if (etag === undefined) throw new Error(`${read} answered no etag`);
  return etag;
}

/** Sends what is due after the longest backoff, as the outbox's timer would. */
async function drainLater(h: OutboxHarness): Promise<void> {
  h.clock.advance(60_000);
  value(await h.outbox.drain());
}

describe('an update whose answer was lost', () => {
  it('is done, confirmed by reading the resource, when the browser’s own resend meets 412', async () => {
    const projectId = await createReady(em, s, 'devops/projects');
    const ifMatch = await etagOf('getProject', { projectId });
    const h = outbox();
    await setFaults({ dropAfterApplyResendRate: 1 });
    const id = value(
      await h.outbox.enqueue({
        operation: 'updateProject',
        region: REGION,
        params: {
          projectId,
          updateProjectDetails: { description: 'from the field', freeformTags: { site: 'basement' } },
        },
        ifMatch,
        summary: 'Describe the project',
      }),
    );
    value(await h.outbox.drain());

    const entry = await h.entry(id);
    expect(entry).toMatchObject({
      state: 'done',
      attempts: 1,
      result: { status: 200, confirmedByRead: true },
    });
    expect(entry.conflict).toBeUndefined();
    expect(field(entry.result?.body, 'description')).toBe('from the field');
    expect(h.sent).toEqual(['updateProject', 'getProject']);
    expect(em.emulator.state.faults.counts.dropAfterApplyResend).toBe(1);
    expect(appliedTimes('updateProject', projectId)).toBe(1);
  });

  it('is done when the outbox’s own resend, after the connection dropped, meets 412', async () => {
    const projectId = await createReady(em, s, 'devops/projects');
    const ifMatch = await etagOf('getProject', { projectId });
    const h = outbox();
    await setFaults({ dropAfterApplyRate: 1 });
    const id = value(
      await h.outbox.enqueue({
        operation: 'updateProject',
        region: REGION,
        params: { projectId, updateProjectDetails: { description: 'sent twice, applied once' } },
        ifMatch,
        summary: 'Describe the project',
      }),
    );
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'pending', maybeApplied: true });
    await raw(em, 'DELETE', '/_emulator/faults');
    await drainLater(h);

    expect(await h.entry(id)).toMatchObject({
      state: 'done',
      attempts: 2,
      result: { confirmedByRead: true },
    });
    expect(appliedTimes('updateProject', projectId)).toBe(1);
  });

  it('is a real conflict when someone else changed the field, and reapplying sends it once', async () => {
    const projectId = await createReady(em, s, 'devops/projects');
    const ifMatch = await etagOf('getProject', { projectId });
    await em.call(operation('updateProject'), {
      projectId,
      ifMatch,
      updateProjectDetails: { description: 'changed at the desk' },
    });
    await eventually(
      async () => (await em.call(operation('getProject'), { projectId })).body,
      (body) => field(body, 'lifecycleState') === 'ACTIVE',
    );
    const h = outbox();
    const id = value(
      await h.outbox.enqueue({
        operation: 'updateProject',
        region: REGION,
        params: { projectId, updateProjectDetails: { description: 'changed in the field' } },
        ifMatch,
        summary: 'Describe the project',
      }),
    );
    value(await h.outbox.drain());
    const conflict = await h.entry(id);
    expect(conflict).toMatchObject({ state: 'conflict', lastFailure: { status: 412 } });
    expect(conflict.maybeApplied).toBeUndefined();
    expect(field(conflict.conflict?.current, 'description')).toBe('changed at the desk');

    value(await h.outbox.reapply(id, conflict.conflict?.etag ?? ''));
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'done', result: { status: 200 } });
    expect((await h.entry(id)).result?.confirmedByRead).toBeUndefined();
    expect(appliedTimes('updateProject', projectId)).toBe(2);
  });
});

describe('a delete whose answer was lost', () => {
  it('is done when the resend meets 412 and the resource is being deleted', async () => {
    const projectId = await createReady(em, s, 'devops/projects');
    const ifMatch = await etagOf('getProject', { projectId });
    const h = outbox();
    await setFaults({ dropAfterApplyResendRate: 1 });
    const id = value(
      await h.outbox.enqueue({
        operation: 'deleteProject',
        region: REGION,
        params: { projectId },
        ifMatch,
        summary: 'Delete the project',
      }),
    );
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'done', result: { confirmedByRead: true } });
    expect(['DELETING', 'DELETED']).toContain(field((await h.entry(id)).result?.body, 'lifecycleState'));
    expect(appliedTimes('deleteProject', projectId)).toBe(1);
  });

  it('is done when the resend meets 404 and the read finds the resource gone', async () => {
    const buildRunId = await createReady(em, s, 'devops/buildRuns');
    const h = outbox();
    await setFaults({ dropAfterApplyRate: 1 });
    const id = value(
      await h.outbox.enqueue({
        operation: 'deleteBuildRun',
        region: REGION,
        params: { buildRunId },
        summary: 'Delete the build run',
      }),
    );
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'pending', maybeApplied: true });
    await raw(em, 'DELETE', '/_emulator/faults');
    const runPath = `/devops/${REGION}/20210630/buildRuns/${buildRunId}`;
    await eventually(
      () => raw(em, 'GET', runPath),
      (answer) => answer.status === 404,
    );
    await drainLater(h);

    expect(await h.entry(id)).toMatchObject({
      state: 'done',
      result: { status: 404, confirmedByRead: true },
    });
    expect(h.sent).toEqual(['deleteBuildRun', 'deleteBuildRun', 'getBuildRun']);
    expect(appliedTimes('deleteBuildRun', buildRunId)).toBe(1);
  });
});

describe('an action whose answer was lost and whose retry token the service no longer keeps', () => {
  /** A deployment of the release pipeline stopped at its approval stage (it stays there): its id and that stage. */
  async function waitingRelease(): Promise<{ deploymentId: string; stageId: string }> {
    const created = await em.call(operation('createDeployment'), {
      createDeploymentDetails: {
        deploymentType: 'PIPELINE_DEPLOYMENT',
        deployPipelineId: s.releasePipeline.id,
      },
    });
    const deploymentId = String(field(created.body, 'id'));
    const waiting = await eventually(
      async () => (await em.call(operation('getDeployment'), { deploymentId })).body,
      (body) => JSON.stringify(body).includes('"WAITING"'),
    );
    const stages = field(field(waiting, 'deploymentExecutionProgress'), 'deployStageExecutionProgress');
    const stageId = Object.keys(stages as object).find(
      (key) => field(field(stages, key), 'status') === 'WAITING',
    );
    if (stageId === undefined) throw new Error('No stage waits for approval');
    return { deploymentId, stageId };
  }

  /** Sends the change once with its answer lost, then again after the service forgot its retry token. */
  async function lostThenResent(h: ReturnType<typeof outbox>, id: string): Promise<void> {
    await setFaults({ dropAfterApplyRate: 1 });
    value(await h.outbox.drain());
    expect(await h.entry(id)).toMatchObject({ state: 'pending', maybeApplied: true });
    await raw(em, 'DELETE', '/_emulator/faults');
    em.emulator.state.retryTokens.clear();
    await drainLater(h);
  }

  it('is done when its if-match meets 412 and the stage records the approval', async () => {
    const { deploymentId, stageId } = await waitingRelease();
    const ifMatch = await etagOf('getDeployment', { deploymentId });
    const h = outbox();
    h.online = false;
    const id = value(
      await h.outbox.enqueue({
        operation: 'approveDeployment',
        region: REGION,
        params: { deploymentId, approveDeploymentDetails: { deployStageId: stageId, action: 'APPROVE' } },
        ifMatch,
        summary: 'Approve the release',
      }),
    );
    h.online = true;
    await lostThenResent(h, id);

    expect(h.sent).toEqual(['approveDeployment', 'approveDeployment', 'getDeployment']);
    expect(await h.entry(id)).toMatchObject({ state: 'done', result: { confirmedByRead: true } });
    expect((await h.entry(id)).lastFailure).toBeUndefined();
    expect(appliedTimes('approveDeployment', deploymentId)).toBe(1);
  });

  it('is done when a cancel without if-match meets 409 IncorrectState and the deployment is canceling', async () => {
    const { deploymentId } = await waitingRelease();
    const h = outbox();
    h.online = false;
    const id = value(
      await h.outbox.enqueue({
        operation: 'cancelDeployment',
        region: REGION,
        params: { deploymentId, cancelDeploymentDetails: { reason: 'wrong build' } },
        summary: 'Cancel the release',
      }),
    );
    h.online = true;
    await lostThenResent(h, id);

    expect(h.sent).toEqual(['cancelDeployment', 'cancelDeployment', 'getDeployment']);
    expect(await h.entry(id)).toMatchObject({ state: 'done', result: { confirmedByRead: true } });
    expect(['CANCELING', 'CANCELED']).toContain(field((await h.entry(id)).result?.body, 'lifecycleState'));
    expect(appliedTimes('cancelDeployment', deploymentId)).toBe(1);
  });
});
