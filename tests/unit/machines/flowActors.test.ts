/**
 * createFlowActors: each read sends the operation of its name with the public API's parameters
 * and hands the worker's Result back untouched; each change is queued in the outbox instead.
 */
import type { Remote } from 'comlink';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fail, ok } from '../../../src/contract/failure';
import { createFlowActors } from '../../../src/machines/flowActors';
import {
  unprovided,
  type FlowCall,
  type FlowCallInputs,
  type FlowCallName,
  type FlowReply,
} from '../../../src/machines/flowCalls';
import type { FlowOutbox } from '../../../src/machines/outboxWatch';
import type { ConsoleApi } from '../../../src/worker/api';
import type { OutboxEntry } from '../../../src/contract/db';

/** The worker API's call, direct or through comlink, is what the flows take. */
export const fromWorker = (api: ConsoleApi): FlowCall => api.call;
export const fromProxy = (api: Remote<ConsoleApi>): FlowCall => api.call;

function recordingCall(reply: FlowReply = ok({ status: 200, body: { id: 'x' }, headers: { etag: 'e' } })) {
  const sent: [string, Record<string, unknown>][] = [];
  const call: FlowCall = (operation, params) => {
    sent.push([operation, params]);
    return Promise.resolve(reply);
  };
  return { call, sent };
}

type Queued = Parameters<FlowOutbox['enqueue']>[0];

/** An outbox that applies each change at once, answering with `result`, and records what it queued. */
function applyingOutbox(result: OutboxEntry['result'] = { status: 200, body: { id: 'x' }, etag: 'e' }) {
  const queued: Queued[] = [];
  const outbox: FlowOutbox = {
    find: () => Promise.resolve(undefined),
    enqueue: (input) => {
      queued.push(input);
      return Promise.resolve(ok(`entry-${queued.length}`));
    },
    watch: () => ({
      subscribe: (observer) => {
        const entry = { state: 'done', result } as unknown as OutboxEntry;
        queueMicrotask(() => {
          observer.next(entry);
        });
        return { unsubscribe: () => undefined };
      },
    }),
  };
  return { outbox, queued };
}

async function send<N extends FlowCallName>(name: N, input: FlowCallInputs[N], reply?: FlowReply) {
  const { call, sent } = recordingCall(reply);
  const { outbox, queued } = applyingOutbox();
  const actors = createFlowActors(call, outbox);
  const logic = actors[name] as unknown as Parameters<typeof createActor>[0];
  const output: unknown = await toPromise(createActor(logic, { input }).start());
  return { sent, queued, output };
}

const CHANGES: ReadonlySet<FlowCallName> = new Set([
  'createBuildRun',
  'cancelBuildRun',
  'createDeployment',
  'approveDeployment',
  'cancelDeployment',
]);

const RUN = 'ocid1.devopsbuildrun.oc1.iad.r';
const DEP = 'ocid1.devopsdeployment.oc1.iad.d';
const WR = 'ocid1.devopsworkrequest.oc1.iad.w';

describe('createFlowActors', () => {
  it.each<[FlowCallName, FlowCallInputs[FlowCallName], Record<string, unknown>]>([
    ['getBuildRun', { buildRunId: RUN }, { buildRunId: RUN }],
    [
      'createBuildRun',
      {
        details: {
          buildPipelineId: 'bp',
          displayName: 'nightly',
          commitInfo: { repositoryUrl: 'u', repositoryBranch: 'main', commitHash: 'abc' },
          buildRunArguments: { items: [{ name: 'A', value: '1' }] },
        },
        retryToken: 'token-1',
      },
      {
        createBuildRunDetails: {
          buildPipelineId: 'bp',
          displayName: 'nightly',
          commitInfo: { repositoryUrl: 'u', repositoryBranch: 'main', commitHash: 'abc' },
          buildRunArguments: { items: [{ name: 'A', value: '1' }] },
        },
      },
    ],
    [
      'cancelBuildRun',
      { buildRunId: RUN, reason: 'wrong branch', retryToken: 't' },
      { buildRunId: RUN, cancelBuildRunDetails: { reason: 'wrong branch' } },
    ],
    ['getDeployment', { deploymentId: DEP }, { deploymentId: DEP }],
    [
      'createDeployment',
      { details: { deployPipelineId: 'dp', displayName: 'release' }, retryToken: 'token-2' },
      {
        createDeploymentDetails: {
          deploymentType: 'PIPELINE_DEPLOYMENT',
          deployPipelineId: 'dp',
          displayName: 'release',
        },
      },
    ],
    [
      'approveDeployment',
      { deploymentId: DEP, deployStageId: 'gate', action: 'APPROVE', retryToken: 't' },
      { deploymentId: DEP, approveDeploymentDetails: { deployStageId: 'gate', action: 'APPROVE' } },
    ],
    [
      'approveDeployment',
      { deploymentId: DEP, deployStageId: 'gate', action: 'REJECT', reason: 'too risky', retryToken: 't' },
      {
        deploymentId: DEP,
        approveDeploymentDetails: { deployStageId: 'gate', action: 'REJECT', reason: 'too risky' },
      },
    ],
    [
      'cancelDeployment',
      { deploymentId: DEP, reason: 'hotfix', retryToken: 't' },
      { deploymentId: DEP, cancelDeploymentDetails: { reason: 'hotfix' } },
    ],
    ['getWorkRequest', { workRequestId: WR }, { workRequestId: WR }],
    ['listWorkRequestErrors', { workRequestId: WR }, { workRequestId: WR }],
    ['listWorkRequestLogs', { workRequestId: WR }, { workRequestId: WR }],
  ])('%s makes its operation with the API parameters', async (name, input, params) => {
    const { sent, queued, output } = await send(name, input);
    if (CHANGES.has(name)) {
      // A change is queued in the outbox with its retry token, never called directly.
      expect(sent).toEqual([]);
      const retryToken = (input as { retryToken: string }).retryToken;
      expect(queued).toEqual([{ operation: name, params, retryToken }]);
    } else {
      expect(queued).toEqual([]);
      expect(sent).toEqual([[name, params]]);
    }
    expect(output).toEqual(ok({ status: 200, body: { id: 'x' }, headers: { etag: 'e' } }));
  });

  it('queues a decision with the etag the user saw as if-match', async () => {
    const { queued } = await send('approveDeployment', {
      deploymentId: DEP,
      deployStageId: 'gate',
      action: 'APPROVE',
      retryToken: 'token-3',
      ifMatch: 'etag-seen',
    });
    expect(queued[0]).toMatchObject({ retryToken: 'token-3', ifMatch: 'etag-seen' });
  });

  it('hands a failure back as data', async () => {
    const failure = fail({ kind: 'http', status: 404, code: 'NotAuthorizedOrNotFound', message: 'gone' });
    const { output } = await send('getBuildRun', { buildRunId: RUN }, failure);
    expect(output).toEqual(failure);
  });

  it('makes every flow call', () => {
    expect(Object.keys(createFlowActors(recordingCall().call, applyingOutbox().outbox)).sort()).toEqual([
      'approveDeployment',
      'cancelBuildRun',
      'cancelDeployment',
      'createBuildRun',
      'createDeployment',
      'getBuildRun',
      'getDeployment',
      'getWorkRequest',
      'listWorkRequestErrors',
      'listWorkRequestLogs',
    ]);
  });
});

describe('unprovided', () => {
  it('rejects, naming the call and how to provide it', async () => {
    const actor = createActor(unprovided('getWorkRequest'), { input: { workRequestId: WR } }).start();
    await expect(toPromise(actor)).rejects.toThrow(
      'The getWorkRequest call is not provided: use machine.provide({ actors: createFlowActors(call) })',
    );
  });
});
