import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../src/oci/query';
import {
  NEEDS_PERSON_STATES,
  attentionRuns,
  countBy,
  failingStatesQuery,
  runAttention,
  type KeptRead,
} from '../../../src/rules/attention';

const REGION = 'us-ashburn-1';

function waitingDeployment(id: string, lifecycleState = 'IN_PROGRESS', stageStatus = 'WAITING') {
  return {
    id,
    displayName: `release ${id}`,
    projectId: 'ocid1.devopsproject.p',
    deployPipelineId: 'ocid1.devopsdeploypipeline.d',
    lifecycleState,
    deploymentExecutionProgress: {
      deployStageExecutionProgress: {
        'ocid1.devopsdeploystage.s': {
          deployStageId: 'ocid1.devopsdeploystage.s',
          deployStageDisplayName: 'approve-production',
          deployStageType: 'MANUAL_APPROVAL',
          status: stageStatus,
        },
      },
    },
  };
}

function kept(operation: string, body: unknown, fetchedAt: number, etag?: string): KeptRead {
  return { operation, region: REGION, body, fetchedAt, ...(etag === undefined ? {} : { etag }) };
}

describe('attentionRuns', () => {
  it('finds a deployment waiting for approval on its own answer, with the stage and the etag', () => {
    const [run] = attentionRuns([
      kept('getDeployment', waitingDeployment('ocid1.devopsdeployment.a'), 10, 'e1'),
    ]);
    expect(run).toMatchObject({
      kind: 'deployment',
      id: 'ocid1.devopsdeployment.a',
      reason: 'approval',
      state: 'NEEDS_APPROVAL',
      waitingStage: { id: 'ocid1.devopsdeploystage.s', name: 'approve-production' },
      etag: 'e1',
      projectId: 'ocid1.devopsproject.p',
      pipelineId: 'ocid1.devopsdeploypipeline.d',
      seenAt: 10,
    });
  });

  it('lists failed and running runs from list answers, and leaves out those that ended well', () => {
    const runs = attentionRuns([
      kept(
        'listBuildRuns',
        {
          items: [
            { id: 'b1', displayName: 'one', lifecycleState: 'FAILED', buildPipelineId: 'bp', projectId: 'p' },
            { id: 'b2', displayName: 'two', lifecycleState: 'IN_PROGRESS' },
            { id: 'b3', displayName: 'three', lifecycleState: 'SUCCEEDED' },
            { id: 'b4', displayName: 'four', lifecycleState: 'CANCELED' },
            'not a run',
          ],
        },
        5,
        'list-etag',
      ),
      kept(
        'listWorkRequests',
        { items: [{ id: 'w1', operationType: 'CREATE_PROJECT', status: 'ACCEPTED' }] },
        6,
      ),
    ]);
    expect(runs.map((run) => [run.id, run.reason])).toEqual([
      ['w1', 'running'],
      ['b1', 'failed'],
      ['b2', 'running'],
    ]);
    expect(runs.find((run) => run.id === 'b1')).toMatchObject({ pipelineId: 'bp', projectId: 'p' });
    // A list's etag is the list's, never a run's: a decision must not be based on it.
    expect(runs.every((run) => run.etag === undefined)).toBe(true);
    expect(runs[0]).toMatchObject({ displayName: 'CREATE_PROJECT', operationType: 'CREATE_PROJECT' });
  });

  it('takes the newest copy of each run, whatever the order the reads come in', () => {
    const older = kept('listBuildRuns', { items: [{ id: 'b1', lifecycleState: 'IN_PROGRESS' }] }, 1);
    const newer = kept('getBuildRun', { id: 'b1', lifecycleState: 'SUCCEEDED' }, 2);
    expect(attentionRuns([older, newer])).toEqual([]);
    expect(attentionRuns([newer, older])).toEqual([]);
  });

  it('does not let a newer list summary take back the approval its own answer showed', () => {
    const own = kept('getDeployment', waitingDeployment('d1'), 1, 'e1');
    const list = kept('listDeployments', { items: [{ id: 'd1', lifecycleState: 'IN_PROGRESS' }] }, 2);
    expect(attentionRuns([list, own]).map((run) => run.reason)).toEqual(['approval']);
    const decided = kept('getDeployment', waitingDeployment('d1', 'IN_PROGRESS', 'SUCCEEDED'), 3);
    expect(attentionRuns([list, own, decided]).map((run) => run.reason)).toEqual(['running']);
  });

  it('ignores reads of other operations and malformed answers', () => {
    expect(
      attentionRuns([
        kept('getInstance', { id: 'i', lifecycleState: 'FAILED' }, 1),
        kept('listBuildRuns', '<html>captive portal</html>', 1),
        kept('getDeployment', null, 1),
        kept('listDeployments', { items: 'nope' }, 1),
      ]),
    ).toEqual([]);
  });
});

describe('runAttention', () => {
  it('sorts states into approval, failed, running or nothing', () => {
    expect(runAttention('NEEDS_APPROVAL')).toBe('approval');
    expect(runAttention('FAILED')).toBe('failed');
    expect(runAttention('ACCEPTED')).toBe('running');
    expect(runAttention('CANCELING')).toBe('running');
    expect(runAttention('SUCCEEDED')).toBeUndefined();
    expect(runAttention('CANCELED')).toBeUndefined();
  });
});

describe('NEEDS_PERSON_STATES', () => {
  it('holds the failing and needs-a-person states of the lifecycle catalogue, not the healthy ones', () => {
    for (const state of ['FAILED', 'FAULTY', 'NEEDS_ATTENTION', 'DOWN', 'EXPIRED', 'FAILED_APPLY'])
      expect(NEEDS_PERSON_STATES).toContain(state);
    for (const state of ['RUNNING', 'ACTIVE', 'STOPPED', 'PROVISIONING', 'TERMINATED'])
      expect(NEEDS_PERSON_STATES).not.toContain(state);
  });
});

describe('countBy', () => {
  it('counts most first, ties by key', () => {
    expect(countBy(['b', 'a', 'b', 'c', 'a', 'b'], (x) => x)).toEqual([
      ['b', 3],
      ['a', 2],
      ['c', 1],
    ]);
  });
});

describe('failingStatesQuery', () => {
  it('is a query the language takes, naming every state that needs a person', () => {
    const query = failingStatesQuery();
    expect(parseQuery(query).ok).toBe(true);
    for (const state of NEEDS_PERSON_STATES) expect(query).toContain(`lifecycleState = '${state}'`);
  });
});
