/**
 * The calls the flow machines make, as named actors (STYLE rule 6). Each takes a typed input and
 * resolves to the worker's plain `Result` — a failure is data, never a throw. The machines are
 * defined with calls that reject (`unprovided`); the app supplies the real ones with
 * `machine.provide({ actors: createFlowActors(call) })` (flowActors.ts), tests supply fakes.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { Result } from '../contract/failure';

/** The response headers a flow reads (the worker's answer carries these and a few more). */
export interface FlowAnswerHeaders {
  readonly opcWorkRequestId?: string;
  readonly etag?: string;
  readonly retryAfter?: string;
  readonly opcRequestId?: string;
}

/** One successful answer as it crosses the worker boundary. */
export interface FlowAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: FlowAnswerHeaders;
}

export type FlowReply = Result<FlowAnswer>;

/** The worker API's `call`, as the flows use it. */
export type FlowCall = (operation: string, params: Record<string, unknown>) => Promise<FlowReply>;

/** CreateBuildRunDetails of the DevOps API. */
export interface CreateBuildRunDetails {
  readonly buildPipelineId: string;
  readonly displayName?: string;
  readonly commitInfo?: {
    readonly repositoryUrl: string;
    readonly repositoryBranch: string;
    readonly commitHash: string;
  };
  readonly buildRunArguments?: {
    readonly items: readonly { readonly name: string; readonly value: string }[];
  };
}

/** CreateDeployPipelineDeploymentDetails; the deployment type (PIPELINE_DEPLOYMENT) is added when sent. */
export interface CreateDeploymentDetails {
  readonly deployPipelineId: string;
  readonly displayName?: string;
}

export type ApprovalAction = 'APPROVE' | 'REJECT';

/** What a cancel of a build run or a deployment carries besides the run's id. */
export interface CancelInput {
  readonly reason: string;
  readonly retryToken: string;
  readonly ifMatch?: string;
}

/**
 * The input of every flow call. A change (create, decision, cancel) carries the retry token the
 * app made once, when the user acted: it is the key of the change's outbox entry, so a call
 * re-run after a reload follows the entry already queued, and every attempt sends it, so OCI
 * answers the first request's result instead of doing it twice.
 */
export interface FlowCallInputs {
  readonly getBuildRun: { readonly buildRunId: string };
  readonly createBuildRun: { readonly details: CreateBuildRunDetails; readonly retryToken: string };
  readonly cancelBuildRun: CancelInput & { readonly buildRunId: string };
  readonly getDeployment: { readonly deploymentId: string };
  readonly createDeployment: { readonly details: CreateDeploymentDetails; readonly retryToken: string };
  readonly approveDeployment: {
    readonly deploymentId: string;
    readonly deployStageId: string;
    readonly action: ApprovalAction;
    readonly reason?: string;
    readonly retryToken: string;
    /** The etag of the deployment as the user saw it: a 412 says it changed meanwhile. */
    readonly ifMatch?: string;
  };
  readonly cancelDeployment: CancelInput & { readonly deploymentId: string };
  readonly getWorkRequest: { readonly workRequestId: string };
  readonly listWorkRequestErrors: { readonly workRequestId: string };
  readonly listWorkRequestLogs: { readonly workRequestId: string };
}

export type FlowCallName = keyof FlowCallInputs;

export type FlowCallLogic<N extends FlowCallName> = PromiseActorLogic<FlowReply, FlowCallInputs[N]>;

/** Every flow call, as `machine.provide({ actors })` takes them. */
export type FlowActors = { readonly [N in FlowCallName]: FlowCallLogic<N> };

/** The call a machine is defined with until one is provided: it rejects, and the machine shows an error. */
export function unprovided<N extends FlowCallName>(name: N): FlowCallLogic<N> {
  return fromPromise<FlowReply, FlowCallInputs[N]>(() =>
    Promise.reject(
      new Error(`The ${name} call is not provided: use machine.provide({ actors: createFlowActors(call) })`),
    ),
  );
}
