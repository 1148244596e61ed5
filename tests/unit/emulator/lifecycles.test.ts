/**
 * Behaviour over time (the emulator runs 20× faster here: a stage takes 300 ms, long enough for
 * a poll to see it in progress on a busy machine): build runs and their stages,
 * deployments stopping at their approval stage until approved or rejected, cancels, and the work
 * requests of creates, updates and deletes with the lifecycles they drive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { eventually, field, startHarness, type Harness } from './emulatorHarness';
import { createCall, seedsOf, type Seeds } from './seededFixtures';
import { anyOf, matching } from '../matchers';

let h: Harness;
let s: Seeds;

beforeAll(async () => {
  h = await startHarness({ timeScale: 0.05 });
  s = seedsOf(h);
});

afterAll(() => h.close());

type Body = Record<string, unknown>;

const stages = (body: Body, outer: string, inner: string): Body[] =>
  Object.values((body[outer] as Body | undefined)?.[inner] ?? {}) as Body[];
const buildStages = (body: Body): Body[] => stages(body, 'buildRunProgress', 'buildPipelineStageRunProgress');
const deployStages = (body: Body): Body[] =>
  stages(body, 'deploymentExecutionProgress', 'deployStageExecutionProgress');

async function getRun(id: string): Promise<Body> {
  return (await h.call<Body>(operation('getBuildRun'), { buildRunId: id })).body;
}

async function getDeployment(id: string): Promise<Body> {
  return (await h.call<Body>(operation('getDeployment'), { deploymentId: id })).body;
}

describe('build runs', () => {
  it('moves ACCEPTED → IN_PROGRESS → SUCCEEDED, stage by stage', async () => {
    const created = await h.call<Body>(operation('createBuildRun'), createCall(s, 'devops/buildRuns').params);
    expect(created.body['lifecycleState']).toBe('ACCEPTED');
    expect(buildStages(created.body).every((stage) => stage['status'] === 'ACCEPTED')).toBe(true);
    const running = await eventually(
      () => getRun(String(created.body['id'])),
      (b) => buildStages(b).some((stage) => stage['status'] === 'IN_PROGRESS'),
    );
    expect(running['lifecycleState']).toBe('IN_PROGRESS');
    const done = await eventually(
      () => getRun(String(created.body['id'])),
      (b) => b['lifecycleState'] === 'SUCCEEDED',
    );
    expect(buildStages(done).map((stage) => stage['status'])).toEqual(
      buildStages(done).map(() => 'SUCCEEDED'),
    );
    expect(field(done['buildRunProgress'], 'timeFinished')).toMatch(/Z$/);
  });

  it('fails at the last stage for a pipeline made to fail', async () => {
    const failing = h.entity('devops/buildPipelines', (p) => /fail/.test(p.summary.displayName ?? ''));
    const created = await h.call<Body>(operation('createBuildRun'), {
      createBuildRunDetails: { buildPipelineId: failing.id },
    });
    const done = await eventually(
      () => getRun(String(created.body['id'])),
      (b) => b['lifecycleState'] === 'FAILED',
    );
    expect(buildStages(done).at(-1)?.['status']).toBe('FAILED');
    expect(done['lifecycleDetails']).toMatch(/failed/);
  });

  it('cancels: CANCELING, then CANCELED', async () => {
    const created = await h.call<Body>(operation('createBuildRun'), createCall(s, 'devops/buildRuns').params);
    const canceled = await h.call<Body>(operation('cancelBuildRun'), {
      buildRunId: created.body['id'],
      cancelBuildRunDetails: { reason: 'wrong commit' },
    });
    expect(canceled.body['lifecycleState']).toBe('CANCELING');
    const done = await eventually(
      () => getRun(String(created.body['id'])),
      (b) => b['lifecycleState'] === 'CANCELED',
    );
    expect(buildStages(done).some((stage) => stage['status'] === 'SUCCEEDED')).toBe(false);
  });
});

describe('deployments', () => {
  const startRelease = async (): Promise<string> => {
    const created = await h.call<Body>(operation('createDeployment'), {
      createDeploymentDetails: {
        deploymentType: 'PIPELINE_DEPLOYMENT',
        deployPipelineId: s.releasePipeline.id,
      },
    });
    return String(created.body['id']);
  };
  const waiting = (b: Body): boolean => deployStages(b).some((stage) => stage['status'] === 'WAITING');

  it('stops at the approval stage (IN_PROGRESS, stage WAITING) until approved, then succeeds', async () => {
    const id = await startRelease();
    const stopped = await eventually(() => getDeployment(id), waiting);
    expect(stopped['lifecycleState']).toBe('IN_PROGRESS');
    const approval = deployStages(stopped).find((stage) => stage['status'] === 'WAITING');
    expect(approval?.['deployStageType']).toBe('MANUAL_APPROVAL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waiting(await getDeployment(id))).toBe(true);
    const approved = await h.call<Body>(operation('approveDeployment'), {
      deploymentId: id,
      approveDeploymentDetails: {
        deployStageId: approval?.['deployStageId'],
        action: 'APPROVE',
        reason: 'ship it',
      },
    });
    expect(approved.body['lifecycleState']).toBe('IN_PROGRESS');
    const done = await eventually(
      () => getDeployment(id),
      (b) => b['lifecycleState'] === 'SUCCEEDED',
    );
    const decided = deployStages(done).find((stage) => stage['deployStageType'] === 'MANUAL_APPROVAL');
    expect(decided?.['status']).toBe('SUCCEEDED');
    expect(decided?.['approvalActions']).toEqual([
      expect.objectContaining({ action: 'APPROVE', reason: 'ship it' }),
    ]);
  });

  it('fails when the approval is rejected', async () => {
    const id = await startRelease();
    await eventually(() => getDeployment(id), waiting);
    const rejected = await h.call<Body>(operation('approveDeployment'), {
      deploymentId: id,
      approveDeploymentDetails: { action: 'REJECT', reason: 'not today' },
    });
    expect(rejected.body['lifecycleState']).toBe('FAILED');
  });

  it('cancels a waiting deployment', async () => {
    const id = await startRelease();
    await eventually(() => getDeployment(id), waiting);
    await h.call(operation('cancelDeployment'), {
      deploymentId: id,
      cancelDeploymentDetails: { reason: 'freeze' },
    });
    const done = await eventually(
      () => getDeployment(id),
      (b) => b['lifecycleState'] === 'CANCELED',
    );
    expect(deployStages(done).some((stage) => stage['status'] === 'WAITING')).toBe(false);
  });

  it('seeds a deployment waiting for approval in every demo region', () => {
    for (const region of h.emulator.state.seededRegions) {
      const waitingOnes = h.emulator.state
        .region(region)
        ?.store.collection('devops/deployments')
        .filter((d) => d.summary.lifecycleState === 'IN_PROGRESS');
      expect(waitingOnes?.length).toBeGreaterThan(0);
    }
  });
});

describe('work requests', () => {
  const getWorkRequest = async (id: string): Promise<Body> =>
    (await h.call<Body>(operation('getWorkRequest'), { workRequestId: id })).body;

  it('moves a create ACCEPTED → IN_PROGRESS → SUCCEEDED with rising percentComplete, and the resource CREATING → ACTIVE', async () => {
    const created = await h.call<Body>(operation('createProject'), createCall(s, 'devops/projects').params);
    expect(created.body['lifecycleState']).toBe('CREATING');
    const workRequestId = String(created.headers.opcWorkRequestId);
    const seen: Body[] = [];
    await eventually(
      async () => {
        const body = await getWorkRequest(workRequestId);
        seen.push(body);
        return body;
      },
      (b) => b['status'] === 'SUCCEEDED',
    );
    const percents = seen.map((b) => Number(b['percentComplete']));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(seen.at(-1)?.['resources']).toEqual([
      expect.objectContaining({
        identifier: created.body['id'],
        actionType: 'CREATED',
        entityType: 'project',
      }),
    ]);
    const project = await h.call<Body>(operation('getProject'), { projectId: created.body['id'] });
    expect(project.body['lifecycleState']).toBe('ACTIVE');
    const logs = await h.call<{ items: Body[] }>(operation('listWorkRequestLogs'), { workRequestId });
    expect(logs.body.items.length).toBeGreaterThan(2);
    const listed = await h.call<{ items: Body[] }>(operation('listWorkRequests'), {
      compartmentId: s.compartmentId,
      resourceId: created.body['id'],
    });
    expect(listed.body.items.map((item) => item['id'])).toEqual([workRequestId]);
  });

  it('fails a work request made to fail, with its errors, and the resource FAILED', async () => {
    const { params } = createCall(s, 'devops/buildPipelines');
    const details = {
      ...(params['createBuildPipelineDetails'] as Body),
      freeformTags: { simulate: 'failure' },
    };
    const created = await h.call<Body>(operation('createBuildPipeline'), {
      createBuildPipelineDetails: details,
    });
    const workRequestId = String(created.headers.opcWorkRequestId);
    await eventually(
      () => getWorkRequest(workRequestId),
      (b) => b['status'] === 'FAILED',
    );
    const errors = await h.call<{ items: Body[] }>(operation('listWorkRequestErrors'), { workRequestId });
    expect(errors.body.items[0]).toMatchObject({
      code: anyOf(String),
      message: matching(/fail/),
    });
    const pipeline = await h.call<Body>(operation('getBuildPipeline'), {
      buildPipelineId: created.body['id'],
    });
    expect(pipeline.body['lifecycleState']).toBe('FAILED');
  });

  it('deletes: DELETING, then DELETED when the work request succeeds', async () => {
    const created = await h.call<Body>(operation('createTrigger'), createCall(s, 'devops/triggers').params);
    const id = String(created.body['id']);
    await eventually(
      async () => (await h.call<Body>(operation('getTrigger'), { triggerId: id })).body,
      (b) => b['lifecycleState'] === 'ACTIVE',
    );
    const deleted = await h.call(operation('deleteTrigger'), { triggerId: id });
    expect(deleted.status).toBe(202);
    expect((await h.call<Body>(operation('getTrigger'), { triggerId: id })).body['lifecycleState']).toBe(
      'DELETING',
    );
    await eventually(
      async () => (await h.call<Body>(operation('getTrigger'), { triggerId: id })).body,
      (b) => b['lifecycleState'] === 'DELETED',
    );
  });

  it('finds a newly created resource in search', async () => {
    const { params } = createCall(s, 'licensemanager/productLicenses');
    const name = String((params['createProductLicenseDetails'] as Body)['displayName']);
    await h.call(operation('createProductLicense'), params);
    const found = await h.call<{ items: Body[] }>(operation('searchResources'), {
      searchDetails: {
        type: 'Structured',
        query: `query ProductLicense resources where displayName = '${name}'`,
      },
    });
    expect(found.body.items).toEqual([
      expect.objectContaining({ resourceType: 'ProductLicense', displayName: name }),
    ]);
  });
});
