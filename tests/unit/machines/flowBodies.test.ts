/**
 * Reading DevOps answers into what the flows keep, trusting nothing about their shape.
 */
import { describe, expect, it } from 'vitest';
import {
  pendingApproval,
  readBuildRun,
  readDeployment,
  readWorkRequest,
  readWorkRequestErrors,
  readWorkRequestLogs,
  stagePercent,
} from '../../../src/machines/flowBodies';
import {
  BUILD_RUN_ID,
  buildRunBody,
  DEPLOYMENT_ID,
  deploymentBody,
  WORK_REQUEST_ID,
  workRequestBody,
} from './fakeFlowActors';

describe('readBuildRun', () => {
  it('reads the run, its progress and its stages in order', () => {
    const view = readBuildRun(
      buildRunBody('IN_PROGRESS', [
        { id: 'a', name: 'Build', status: 'SUCCEEDED' },
        { id: 'b', status: 'IN_PROGRESS' },
      ]),
    );
    expect(view).toMatchObject({
      id: BUILD_RUN_ID,
      displayName: 'nightly',
      lifecycleState: 'IN_PROGRESS',
      projectId: 'ocid1.devopsproject.oc1.iad.p1',
      pipelineId: 'ocid1.devopsbuildpipeline.oc1.iad.bp1',
      timeStarted: '2025-01-01T00:00:00.000Z',
    });
    expect(view.stages.map((stage) => [stage.id, stage.name, stage.type, stage.status])).toEqual([
      ['a', 'Build', 'BUILD', 'SUCCEEDED'],
      ['b', 'b', 'BUILD', 'IN_PROGRESS'],
    ]);
  });

  it('leaves out what is missing or malformed', () => {
    expect(readBuildRun(null)).toEqual({
      id: '',
      displayName: undefined,
      lifecycleState: undefined,
      lifecycleDetails: undefined,
      projectId: undefined,
      pipelineId: undefined,
      timeStarted: undefined,
      timeFinished: undefined,
      stages: [],
    });
    expect(
      readBuildRun({ id: 7, lifecycleState: 'EXPLODED', buildRunProgress: [] }).lifecycleState,
    ).toBeUndefined();
    expect(readBuildRun({ buildRunProgress: { buildPipelineStageRunProgress: { k: 'x' } } }).stages).toEqual([
      {
        id: 'k',
        name: 'k',
        type: undefined,
        status: undefined,
        timeStarted: undefined,
        timeFinished: undefined,
      },
    ]);
  });
});

describe('readDeployment and pendingApproval', () => {
  it('finds the MANUAL_APPROVAL stage that is WAITING', () => {
    const view = readDeployment(
      deploymentBody('IN_PROGRESS', [
        { id: 'dev', status: 'SUCCEEDED' },
        { id: 'gate', name: 'Approve prod', type: 'MANUAL_APPROVAL', status: 'WAITING' },
      ]),
    );
    expect(view).toMatchObject({
      id: DEPLOYMENT_ID,
      pipelineId: 'ocid1.devopsdeploypipeline.oc1.iad.dp1',
      lifecycleState: 'IN_PROGRESS',
    });
    expect(pendingApproval(view)).toEqual({ id: 'gate', name: 'Approve prod' });
  });

  it('finds none when the approval stage is not waiting, or a waiting stage is of another type', () => {
    expect(
      pendingApproval(
        readDeployment(
          deploymentBody('IN_PROGRESS', [{ id: 'gate', type: 'MANUAL_APPROVAL', status: 'SUCCEEDED' }]),
        ),
      ),
    ).toBeUndefined();
    expect(
      pendingApproval(
        readDeployment(deploymentBody('IN_PROGRESS', [{ id: 'wait', type: 'WAIT', status: 'WAITING' }])),
      ),
    ).toBeUndefined();
  });
});

describe('stages in pipeline order', () => {
  const PIPELINE = 'ocid1.devopsdeploypipeline.oc1.iad.dp1';
  const stage = (id: string, after: readonly string[]) => ({
    deployStageId: id,
    deployStageDisplayName: id,
    deployStageType: 'OKE_DEPLOYMENT',
    status: 'ACCEPTED',
    deployStagePredecessors: { items: after.map((predecessor) => ({ id: predecessor })) },
  });

  it('puts each deployment stage after its predecessors, whatever order the service lists them in', () => {
    const body = deploymentBody('IN_PROGRESS');
    const view = readDeployment({
      ...body,
      deploymentExecutionProgress: {
        deployStageExecutionProgress: {
          production: stage('production', ['approval']),
          approval: stage('approval', ['staging']),
          staging: stage('staging', [PIPELINE]),
        },
      },
    });
    expect(view.stages.map((s) => s.id)).toEqual(['staging', 'approval', 'production']);
  });

  it('keeps every stage when predecessors form a cycle or name a stage that is not there', () => {
    const body = deploymentBody('IN_PROGRESS');
    const view = readDeployment({
      ...body,
      deploymentExecutionProgress: {
        deployStageExecutionProgress: {
          b: stage('b', ['c']),
          c: stage('c', ['b']),
          a: stage('a', ['missing']),
        },
      },
    });
    expect(view.stages.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('stagePercent', () => {
  it('is the share of finished stages', () => {
    const stages = [
      { id: 'a', status: 'SUCCEEDED' },
      { id: 'b', status: 'FAILED' },
      { id: 'c', status: 'IN_PROGRESS' },
    ];
    expect(stagePercent(readBuildRun(buildRunBody('IN_PROGRESS', stages)))).toBe(67);
    expect(stagePercent(readBuildRun(buildRunBody('IN_PROGRESS', [{ id: 'a', status: 'CANCELED' }])))).toBe(
      100,
    );
    expect(stagePercent(readBuildRun(buildRunBody('ACCEPTED')))).toBeUndefined();
  });
});

describe('work requests', () => {
  it('reads status, percentComplete and resources', () => {
    expect(readWorkRequest(workRequestBody('IN_PROGRESS', 40))).toEqual({
      id: WORK_REQUEST_ID,
      operationType: 'CREATE_PROJECT',
      status: 'IN_PROGRESS',
      percentComplete: 40,
      resources: [
        {
          entityType: 'project',
          actionType: 'IN_PROGRESS',
          identifier: 'ocid1.devopsproject.oc1.iad.p1',
          entityUri: '/20210630/projects/p1',
        },
      ],
      timeAccepted: '2025-01-01T00:00:00.000Z',
      timeStarted: undefined,
      timeFinished: undefined,
    });
    expect(readWorkRequest({ percentComplete: Number.NaN, resources: 'x' })).toMatchObject({
      id: '',
      percentComplete: undefined,
      resources: [],
    });
  });

  it('reads errors and logs, and an answer without items as none', () => {
    expect(readWorkRequestErrors({ items: [{ code: 'E', message: 'm', timestamp: 't' }, {}] })).toEqual([
      { code: 'E', message: 'm', timestamp: 't' },
      { code: '', message: '', timestamp: undefined },
    ]);
    expect(readWorkRequestLogs({ items: [{ message: 'step', timestamp: 't' }] })).toEqual([
      { message: 'step', timestamp: 't' },
    ]);
    expect(readWorkRequestErrors([])).toEqual([]);
    expect(readWorkRequestLogs({ items: 'none' })).toEqual([]);
  });
});
