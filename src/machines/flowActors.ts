/**
 * The real flow calls, built from the worker API's `call`. The app wires a machine with
 *
 *   machine.provide({ actors: createFlowActors(api.call) })
 *
 * Each actor sends the operation of the same name (document 1 §7, the public bodies of the
 * reference) and resolves to the worker's Result; nothing here touches the network itself.
 * The DevOps actions are sent without if-match: a cancel or a decision applies to the run as it
 * is, not to the version last polled, which moves on every few seconds.
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

type ParamsOf = { readonly [N in FlowCallName]: (input: FlowCallInputs[N]) => Record<string, unknown> };

/** The parameters of each call's operation, from the actor's input. */
export const FLOW_CALL_PARAMS: ParamsOf = {
  getBuildRun: ({ buildRunId }) => ({ buildRunId }),
  createBuildRun: ({ details, retryToken }) => ({
    createBuildRunDetails: { ...details },
    opcRetryToken: retryToken,
  }),
  cancelBuildRun: ({ buildRunId, reason }) => ({ buildRunId, cancelBuildRunDetails: { reason } }),
  getDeployment: ({ deploymentId }) => ({ deploymentId }),
  createDeployment: ({ details, retryToken }) => ({
    createDeploymentDetails: { deploymentType: 'PIPELINE_DEPLOYMENT', ...details },
    opcRetryToken: retryToken,
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

export function createFlowActors(call: FlowCall): FlowActors {
  const actor = <N extends FlowCallName>(name: N): FlowCallLogic<N> =>
    fromPromise<FlowReply, FlowCallInputs[N]>(({ input }) => call(name, FLOW_CALL_PARAMS[name](input)));
  return {
    getBuildRun: actor('getBuildRun'),
    createBuildRun: actor('createBuildRun'),
    cancelBuildRun: actor('cancelBuildRun'),
    getDeployment: actor('getDeployment'),
    createDeployment: actor('createDeployment'),
    approveDeployment: actor('approveDeployment'),
    cancelDeployment: actor('cancelDeployment'),
    getWorkRequest: actor('getWorkRequest'),
    listWorkRequestErrors: actor('listWorkRequestErrors'),
    listWorkRequestLogs: actor('listWorkRequestLogs'),
  };
}
