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
import type { ConsoleFailure } from '../contract/failure';
import { randomHexId } from '../contract/ids';
import {
  cancelSettled,
  pendingApproval,
  readDeployment,
  type IndexedRun,
  type PendingStage,
  type RunView,
} from './flowBodies';
import { unprovided, type ApprovalAction, type CreateDeploymentDetails, type FlowReply } from './flowCalls';
import { flowMachine } from './flowMachine';
import {
  hasReason,
  initialPollContext,
  pollLoop,
  replyPatch,
  type FlowControlEvent,
  type PollContext,
  type PollOptions,
} from './polling';

/** Follow an existing deployment, or start one (the retry token is made once, when the user starts it). */
export type DeploymentInput = PollOptions &
  (
    | { readonly deploymentId: string; readonly indexed?: IndexedRun }
    | { readonly start: CreateDeploymentDetails; readonly retryToken: string }
  );

export interface DeploymentDecision {
  readonly deployStageId: string;
  readonly action: ApprovalAction;
  readonly reason?: string;
  /** Made when the user decided: the key of the decision's outbox entry. */
  readonly retryToken: string;
  /** The etag of the deployment as the user saw it when deciding. */
  readonly ifMatch?: string;
}

export interface DeploymentContext extends PollContext {
  readonly kind: 'deployment';
  readonly deploymentId?: string;
  readonly start?: { readonly details: CreateDeploymentDetails; readonly retryToken: string };
  /** The deployment as last reported. */
  readonly deployment?: RunView;
  /** What the local index knew of the deployment when the flow began to follow it. */
  readonly indexed?: IndexedRun;
  /** The manual approval stage the deployment waits on, while it does. */
  readonly pendingStage?: PendingStage;
  readonly etag?: string;
  readonly decision?: DeploymentDecision;
  readonly cancelReason?: string;
  /** The retry token of the cancel, made when the user asked for it: the key of its outbox entry. */
  readonly cancelRetryToken?: string;
  /** Why the last decision or cancel was refused or did not arrive. */
  readonly actionError?: ConsoleFailure;
}

export type DeploymentEvent =
  | FlowControlEvent
  | { readonly type: 'deployment.approve'; readonly reason?: string }
  | { readonly type: 'deployment.reject'; readonly reason?: string }
  | { readonly type: 'deployment.cancel'; readonly reason?: string };

const NO_ID: ConsoleFailure = {
  kind: 'invalid-response',
  message: 'The deployment answer has no id',
  status: 200,
};

function recordDeployment(context: DeploymentContext, reply: FlowReply): Partial<DeploymentContext> {
  const patch = replyPatch(context, reply, Date.now());
  if (!reply.ok) return patch;
  const deployment = readDeployment(reply.value.body);
  return {
    ...patch,
    deployment,
    pendingStage: pendingApproval(deployment),
    deploymentId: deployment.id === '' ? context.deploymentId : deployment.id,
    etag: reply.value.headers.etag ?? context.etag,
  };
}

function initialContext(input: DeploymentInput): DeploymentContext {
  const poll = initialPollContext(input);
  if ('deploymentId' in input) {
    const { deploymentId, indexed } = input;
    return { ...poll, kind: 'deployment', deploymentId, ...(indexed === undefined ? {} : { indexed }) };
  }
  return { ...poll, kind: 'deployment', start: { details: input.start, retryToken: input.retryToken } };
}

function trimmed(reason: string | undefined): string | undefined {
  return hasReason(reason) ? reason?.trim() : undefined;
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
          reason: trimmed(event.reason),
          retryToken: randomHexId(),
          ...(context.etag === undefined ? {} : { ifMatch: context.etag }),
        },
        actionError: undefined,
      };
    }),
    recordCancel: assign(({ event }) =>
      event.type === 'deployment.cancel'
        ? { cancelReason: trimmed(event.reason), cancelRetryToken: randomHexId(), actionError: undefined }
        : {},
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
  input: (context) => ({
    details: context.start?.details ?? { deployPipelineId: '' },
    retryToken: context.start?.retryToken ?? '',
  }),
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
      noId: NO_ID,
    },
    resync: [
      { guard: { type: 'lifecycleIs', params: { state: 'CANCELING' } }, target: 'canceling' },
      { guard: 'isWaitingForApproval', target: 'waitingForApproval' },
      { guard: { type: 'lifecycleIs', params: { state: 'ACCEPTED' } }, target: 'accepted' },
      { target: 'inProgress' },
    ],
    route: [
      { guard: { type: 'lifecycleIs', params: { state: 'SUCCEEDED' } }, target: 'succeeded' },
      { guard: { type: 'lifecycleIs', params: { state: 'FAILED' } }, target: 'failed' },
      { guard: { type: 'lifecycleIs', params: { state: 'CANCELED' } }, target: 'canceled' },
      { guard: { type: 'lifecycleIs', params: { state: 'CANCELING' } }, target: 'canceling.waiting' },
      { guard: 'isWaitingForApproval', target: 'waitingForApproval.waiting' },
      { guard: { type: 'lifecycleIs', params: { state: 'ACCEPTED' } }, target: 'accepted.waiting' },
      { target: 'inProgress.waiting' },
    ],
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
        input: (context) => ({
          deploymentId: context.deploymentId ?? '',
          reason: context.cancelReason ?? '',
          retryToken: context.cancelRetryToken ?? '',
        }),
        record: recordDeployment,
      }),
      canceling: pollLoop(fetchDeployment),
    },
  }),
);
