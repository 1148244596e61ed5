/**
 * A deployment, started here or followed by id (docs/ARCHITECTURE.md, "A flow"):
 *
 *   creating ──▶ accepted ──▶ inProgress ──▶ succeeded | failed
 *                                 ▲   │ a MANUAL_APPROVAL stage is WAITING
 *                                 │   ▼
 *                  deciding ◀── waitingForApproval
 *                  (deployment.approve {reason?} | deployment.reject {reason})
 *
 *   accepted | inProgress | waitingForApproval
 *     ── deployment.cancel {reason} ──▶ cancelRequested ──▶ canceling ──▶ canceled
 *
 * Each live state polls getDeployment (polling.ts) and moves to the state the service reports.
 * While waiting, `pendingStage` names the stage. A rejection needs a reason and so does a
 * cancel: the guards decide, the UI asks `snapshot.can(event)`. A decision or a cancel is an
 * outbox entry (flowActors.ts): offline it waits there, `deciding` or `cancelRequested`, through
 * reloads, until it is sent. A decision carries the etag of the deployment as the user saw it
 * (if-match), so a deployment changed meanwhile answers 412; a cancel applies to the deployment as
 * it is. A refused decision or cancel (a 409 IncorrectState: decided elsewhere; a 412) leaves the
 * deployment where it was, with the failure in `actionError`.
 */
import { assign, setup } from 'xstate';
import type { DevOpsOperationStatus } from '../oci/enums';
import { randomHexId } from '../contract/ids';
import {
  cancelSettled,
  pendingApproval,
  readDeployment,
  type PendingStage,
  type RunView,
} from './flowBodies';
import { unprovided, type ApprovalAction, type CreateDeploymentDetails, type FlowReply } from './flowCalls';
import { flowMachine } from './flowMachine';
import { hasReason, pollLoop, type FlowControlEvent } from './polling';
import {
  cancelInput,
  cancelPatch,
  createInput,
  initialRunContext,
  noRunId,
  runReplyPatch,
  runResync,
  runRoute,
  trimmedReason,
  type RunContext,
  type RunInput,
} from './runFlow';

/** Follow an existing deployment, or start one (the retry token is made once, when the user starts it). */
export type DeploymentInput = RunInput<{ readonly deploymentId: string }, CreateDeploymentDetails>;

export interface DeploymentDecision {
  readonly deployStageId: string;
  readonly action: ApprovalAction;
  readonly reason?: string;
  /** Made when the user decided: the key of the decision's outbox entry. */
  readonly retryToken: string;
  /** The etag of the deployment as the user saw it when deciding. */
  readonly ifMatch?: string;
}

export interface DeploymentContext extends RunContext<CreateDeploymentDetails> {
  readonly kind: 'deployment';
  readonly deploymentId?: string;
  /** The deployment as last reported. */
  readonly deployment?: RunView;
  /** The manual approval stage the deployment waits on, while it does. */
  readonly pendingStage?: PendingStage;
  readonly decision?: DeploymentDecision;
}

export type DeploymentEvent =
  | FlowControlEvent
  | { readonly type: 'deployment.approve'; readonly reason?: string }
  | { readonly type: 'deployment.reject'; readonly reason?: string }
  | { readonly type: 'deployment.cancel'; readonly reason?: string };

function recordDeployment(context: DeploymentContext, reply: FlowReply): Partial<DeploymentContext> {
  return runReplyPatch(context, reply, readDeployment, (deployment) => ({
    deployment,
    pendingStage: pendingApproval(deployment),
    deploymentId: deployment.id === '' ? context.deploymentId : deployment.id,
  }));
}

function initialContext(input: DeploymentInput): DeploymentContext {
  const run = initialRunContext(input);
  return 'deploymentId' in input
    ? { ...run, kind: 'deployment', deploymentId: input.deploymentId }
    : { ...run, kind: 'deployment' };
}

const flow = flowMachine<DeploymentContext, DeploymentEvent>('deployment');

const deploymentSetup = setup({
  // xstate reads the machine's types from this assertion; without it nothing is inferred.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  types: {} as { context: DeploymentContext; events: DeploymentEvent; input: DeploymentInput },
  actors: {
    getDeployment: unprovided('getDeployment'),
    createDeployment: unprovided('createDeployment'),
    approveDeployment: unprovided('approveDeployment'),
    cancelDeployment: unprovided('cancelDeployment'),
  },
  guards: {
    isWaitingForApproval: ({ context }) => context.pendingStage !== undefined,
    lifecycleIs: ({ context }, params: { state: DevOpsOperationStatus }) =>
      context.deployment?.lifecycleState === params.state,
    // Offline too: a decision or a cancel waits in the outbox until the network returns.
    canApprove: ({ context }) => context.pendingStage !== undefined,
    canReject: ({ context, event }) =>
      context.pendingStage !== undefined && event.type === 'deployment.reject' && hasReason(event.reason),
    // Not for a deployment known to have ended, by its answer or, before the first, by the index.
    canCancel: ({ context, event }) =>
      event.type === 'deployment.cancel' &&
      hasReason(event.reason) &&
      !cancelSettled(context.deployment, context.indexed),
  },
  actions: {
    recordDecision: assign(({ context, event }) => {
      if (context.pendingStage === undefined) return {};
      if (event.type !== 'deployment.approve' && event.type !== 'deployment.reject') return {};
      const action: ApprovalAction = event.type === 'deployment.approve' ? 'APPROVE' : 'REJECT';
      return {
        decision: {
          deployStageId: context.pendingStage.id,
          action,
          reason: trimmedReason(event.reason),
          retryToken: randomHexId(),
          ...(context.etag === undefined ? {} : { ifMatch: context.etag }),
        },
        actionError: undefined,
      };
    }),
    recordCancel: assign(({ event }) =>
      event.type === 'deployment.cancel' ? cancelPatch(event.reason) : {},
    ),
  },
}).extend(flow.implementations);

const fetchDeployment = flow.pollCall({
  src: 'getDeployment',
  input: (context) => ({ deploymentId: context.deploymentId ?? '' }),
  record: recordDeployment,
});

const startDeployment = flow.pollCall({
  src: 'createDeployment',
  input: (context) => createInput(context, { deployPipelineId: '' }),
  record: recordDeployment,
});

const cancelOn = {
  'deployment.cancel': { guard: 'canCancel', target: '#deployment.cancelRequested', actions: 'recordCancel' },
} as const;

const decideOn = {
  ...cancelOn,
  'deployment.approve': { guard: 'canApprove', target: '#deployment.deciding', actions: 'recordDecision' },
  'deployment.reject': { guard: 'canReject', target: '#deployment.deciding', actions: 'recordDecision' },
} as const;

/** A decision's or cancel's answer is the deployment; a refused or lost one is the user's to see. */
export const deploymentMachine = deploymentSetup.createMachine(
  flow.config({
    context: initialContext,
    start: {
      lacksId: (context) => context.deploymentId === undefined,
      noId: noRunId('deployment'),
    },
    resync: runResync([{ guard: 'isWaitingForApproval', target: 'waitingForApproval' }]),
    route: runRoute([{ guard: 'isWaitingForApproval', target: 'waitingForApproval.waiting' }]),
    states: {
      creating: pollLoop(startDeployment),
      accepted: pollLoop(fetchDeployment, cancelOn),
      inProgress: pollLoop(fetchDeployment, cancelOn),
      waitingForApproval: pollLoop(fetchDeployment, decideOn),
      deciding: flow.actionCall({
        src: 'approveDeployment',
        input: (context) => ({
          deploymentId: context.deploymentId ?? '',
          deployStageId: context.decision?.deployStageId ?? '',
          action: context.decision?.action ?? 'APPROVE',
          reason: context.decision?.reason,
          retryToken: context.decision?.retryToken ?? '',
          ifMatch: context.decision?.ifMatch,
        }),
        record: recordDeployment,
      }),
      cancelRequested: flow.actionCall({
        src: 'cancelDeployment',
        input: (context) => ({ deploymentId: context.deploymentId ?? '', ...cancelInput(context) }),
        record: recordDeployment,
      }),
      canceling: pollLoop(fetchDeployment),
    },
  }),
);
