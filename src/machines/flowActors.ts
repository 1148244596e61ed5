/**
 * The real flow calls. The app wires a machine with
 *
 *   machine.provide({ actors: createFlowActors(api.call, outbox) })
 *
 * Each actor makes the operation of the same name (document 1 §7, the public bodies of the
 * reference) and resolves to the worker's Result; nothing here touches the network itself.
 * A read goes through the worker's `call`. A change — run a build, create a deployment, approve
 * or reject, cancel — goes through the outbox like every other change (outboxWatch.ts): queued
 * with its retry token and, for a decision or a cancel, the etag of the run as the user saw it
 * (if-match), then followed until the outbox has its answer.
 */
import { fromPromise } from 'xstate';
import type {
  FlowActors,
  FlowCall,
  FlowCallInputs,
  FlowCallLogic,
  FlowCallName,
  FlowReply,
} from './flowCalls';
import { enqueueAndWatch, type FlowChange, type FlowOutbox, type StopSignal } from './outboxWatch';

type ParamsOf = { readonly [N in FlowCallName]: (input: FlowCallInputs[N]) => Record<string, unknown> };

/** The parameters of each call's operation, from the actor's input (retry token and if-match apart). */
export const FLOW_CALL_PARAMS: ParamsOf = {
  getBuildRun: ({ buildRunId }) => ({ buildRunId }),
  createBuildRun: ({ details }) => ({ createBuildRunDetails: { ...details } }),
  cancelBuildRun: ({ buildRunId, reason }) => ({ buildRunId, cancelBuildRunDetails: { reason } }),
  getDeployment: ({ deploymentId }) => ({ deploymentId }),
  createDeployment: ({ details }) => ({
    createDeploymentDetails: { deploymentType: 'PIPELINE_DEPLOYMENT', ...details },
  }),
  approveDeployment: ({ deploymentId, deployStageId, action, reason }) => ({
    deploymentId,
    approveDeploymentDetails: { deployStageId, action, ...(reason === undefined ? {} : { reason }) },
  }),
  cancelDeployment: ({ deploymentId, reason }) => ({ deploymentId, cancelDeploymentDetails: { reason } }),
  getWorkRequest: ({ workRequestId }) => ({ workRequestId }),
  listWorkRequestErrors: ({ workRequestId }) => ({ workRequestId }),
  listWorkRequestLogs: ({ workRequestId }) => ({ workRequestId }),
};

/** The calls that change something: queued in the outbox, never called directly. */
export type FlowChangeName =
  'createBuildRun' | 'cancelBuildRun' | 'createDeployment' | 'approveDeployment' | 'cancelDeployment';

type ReadName = Exclude<FlowCallName, FlowChangeName>;

/** The outbox entry of a change call: operation, parameters, retry token, if-match. */
export function flowChange<N extends FlowChangeName>(name: N, input: FlowCallInputs[N]): FlowChange {
  const ifMatch = 'ifMatch' in input ? input.ifMatch : undefined;
  return {
    operation: name,
    params: FLOW_CALL_PARAMS[name](input),
    retryToken: input.retryToken,
    ...(ifMatch === undefined ? {} : { ifMatch }),
  };
}

export function createFlowActors(call: FlowCall, outbox: FlowOutbox): FlowActors {
  const read = <N extends ReadName>(name: N): FlowCallLogic<N> =>
    fromPromise<FlowReply, FlowCallInputs[N]>(({ input }) => call(name, FLOW_CALL_PARAMS[name](input)));
  const change = <N extends FlowChangeName>(name: N): FlowCallLogic<N> =>
    // The actor's signal is an AbortSignal, a type this runtime's lib leaves out: read as StopSignal.
    fromPromise<FlowReply, FlowCallInputs[N]>(
      ({ input, signal }: { input: FlowCallInputs[N]; signal: StopSignal }) =>
        enqueueAndWatch(outbox, flowChange(name, input), signal),
    );
  return {
    getBuildRun: read('getBuildRun'),
    createBuildRun: change('createBuildRun'),
    cancelBuildRun: change('cancelBuildRun'),
    getDeployment: read('getDeployment'),
    createDeployment: change('createDeployment'),
    approveDeployment: change('approveDeployment'),
    cancelDeployment: change('cancelDeployment'),
    getWorkRequest: read('getWorkRequest'),
    listWorkRequestErrors: read('listWorkRequestErrors'),
    listWorkRequestLogs: read('listWorkRequestLogs'),
  };
}
