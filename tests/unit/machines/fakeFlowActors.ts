/**
 * Fakes at the edge of the flow machines: scripted call actors that record every call (name,
 * input, fake-clock time) and answer from a script, plus builders for replies and DevOps bodies.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { fail, ok, type ConsoleFailure } from '../../../src/contract/failure';
import type {
  FlowActors,
  FlowAnswerHeaders,
  FlowCallInputs,
  FlowCallName,
  FlowReply,
} from '../../../src/machines/flowCalls';

export type ScriptStep<N extends FlowCallName> =
  FlowReply | ((input: FlowCallInputs[N]) => FlowReply | Promise<FlowReply>);

/** Replies per call, in order; the last one repeats. */
export type Script = { [N in FlowCallName]?: readonly ScriptStep<N>[] };

export interface RecordedCall {
  readonly name: FlowCallName;
  readonly input: unknown;
  readonly at: number;
}

export interface ScriptedActors {
  readonly actors: FlowActors;
  readonly calls: RecordedCall[];
  callsOf(name: FlowCallName): RecordedCall[];
}

export function scriptedActors(script: Script): ScriptedActors {
  const calls: RecordedCall[] = [];
  const callsOf = (name: FlowCallName): RecordedCall[] => calls.filter((call) => call.name === name);
  const make = <N extends FlowCallName>(name: N) =>
    fromPromise<FlowReply, FlowCallInputs[N]>(async ({ input }) => {
      calls.push({ name, input, at: Date.now() });
      const steps = script[name];
      if (steps === undefined || steps.length === 0) throw new Error(`No script for ${name}`);
      const step = steps[Math.min(callsOf(name).length - 1, steps.length - 1)] as ScriptStep<N>;
      return typeof step === 'function' ? step(input) : step;
    });
  const actors: FlowActors = {
    getBuildRun: make('getBuildRun'),
    createBuildRun: make('createBuildRun'),
    cancelBuildRun: make('cancelBuildRun'),
    getDeployment: make('getDeployment'),
    createDeployment: make('createDeployment'),
    approveDeployment: make('approveDeployment'),
    cancelDeployment: make('cancelDeployment'),
    getWorkRequest: make('getWorkRequest'),
    listWorkRequestErrors: make('listWorkRequestErrors'),
    listWorkRequestLogs: make('listWorkRequestLogs'),
  };
  return { actors, calls, callsOf };
}

/** A call that never answers (the network went away mid-call). */
export const hang = (): Promise<FlowReply> => new Promise<FlowReply>(() => undefined);

export function answer(body: unknown, headers: FlowAnswerHeaders = {}, status = 200): FlowReply {
  return ok({ status, body, headers });
}

export function failure(value: ConsoleFailure): FlowReply {
  return fail(value);
}

export const networkDown = (): FlowReply => fail({ kind: 'network', message: 'Failed to fetch' });

export function httpFailure(status: number, code: string, message: string, retryAfterMs?: number): FlowReply {
  return fail({
    kind: 'http',
    status,
    code,
    message,
    opcRequestId: 'req-1',
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

/** Lets promise callbacks and the actors' answers run. */
export async function flush(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

/** Moves the fake clock on and lets what became due run. */
export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
}

export const BUILD_RUN_ID = 'ocid1.devopsbuildrun.oc1.iad.run1';
export const DEPLOYMENT_ID = 'ocid1.devopsdeployment.oc1.iad.dep1';
export const WORK_REQUEST_ID = 'ocid1.devopsworkrequest.oc1.iad.wr1';

export interface StageSpec {
  readonly id: string;
  readonly name?: string;
  readonly type?: string;
  readonly status: string;
}

export function buildRunBody(
  lifecycleState: string,
  stages: readonly StageSpec[] = [],
): Record<string, unknown> {
  return {
    id: BUILD_RUN_ID,
    displayName: 'nightly',
    projectId: 'ocid1.devopsproject.oc1.iad.p1',
    buildPipelineId: 'ocid1.devopsbuildpipeline.oc1.iad.bp1',
    lifecycleState,
    buildRunProgress: {
      timeStarted: '2025-01-01T00:00:00.000Z',
      buildPipelineStageRunProgress: Object.fromEntries(
        stages.map((stage) => [
          stage.id,
          {
            stageDisplayName: stage.name ?? stage.id,
            buildPipelineStageId: stage.id,
            buildPipelineStageType: stage.type ?? 'BUILD',
            status: stage.status,
          },
        ]),
      ),
    },
  };
}

export function deploymentBody(
  lifecycleState: string,
  stages: readonly StageSpec[] = [],
): Record<string, unknown> {
  return {
    id: DEPLOYMENT_ID,
    displayName: 'release',
    deployPipelineId: 'ocid1.devopsdeploypipeline.oc1.iad.dp1',
    lifecycleState,
    deploymentExecutionProgress: {
      timeStarted: '2025-01-01T00:00:00.000Z',
      deployStageExecutionProgress: Object.fromEntries(
        stages.map((stage) => [
          stage.id,
          {
            deployStageDisplayName: stage.name ?? stage.id,
            deployStageId: stage.id,
            deployStageType: stage.type ?? 'OKE_DEPLOYMENT',
            status: stage.status,
          },
        ]),
      ),
    },
  };
}

export function workRequestBody(status: string, percentComplete: number): Record<string, unknown> {
  return {
    id: WORK_REQUEST_ID,
    operationType: 'CREATE_PROJECT',
    status,
    percentComplete,
    resources: [
      {
        entityType: 'project',
        actionType: 'IN_PROGRESS',
        identifier: 'ocid1.devopsproject.oc1.iad.p1',
        entityUri: '/20210630/projects/p1',
      },
    ],
    timeAccepted: '2025-01-01T00:00:00.000Z',
  };
}

/** Fake timers from epoch 0 for each test, real ones after. */
export function useFlowClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The gaps between consecutive calls, in ms. */
export function gaps(calls: readonly RecordedCall[]): number[] {
  return calls.slice(1).map((call, index) => call.at - (calls[index] as RecordedCall).at);
}
