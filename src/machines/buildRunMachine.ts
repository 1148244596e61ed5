/**
 * A build run, started here or followed by id (docs/ARCHITECTURE.md, "A flow"):
 *
 *   creating ──▶ accepted ──▶ inProgress ──▶ succeeded | failed | canceled
 *                   └─────────────┴── buildRun.cancel {reason}
 *                                       ──▶ cancelRequested ──▶ canceling ──▶ canceled
 *
 * Each live state polls getBuildRun (polling.ts) and moves to the state the service reports;
 * `error` holds a failure polling cannot get past (401, 404…) until `flow.retry`. A failed
 * cancel leaves the run where it was, with the failure in `actionError`.
 */
import { assign, setup } from 'xstate';
import type { DevOpsOperationStatus } from '../oci/enums';
import type { ConsoleFailure } from '../contract/failure';
import { randomHexId } from '../contract/ids';
import { cancelSettled, readBuildRun, type IndexedRun, type RunView } from './flowBodies';
import { unprovided, type CreateBuildRunDetails, type FlowReply } from './flowCalls';
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

/** Follow an existing run, or start one (the retry token is made once, when the user starts it). */
export type BuildRunInput = PollOptions &
  (
    | { readonly buildRunId: string; readonly indexed?: IndexedRun }
    | { readonly start: CreateBuildRunDetails; readonly retryToken: string }
  );

export interface BuildRunContext extends PollContext {
  readonly kind: 'buildRun';
  readonly buildRunId?: string;
  readonly start?: { readonly details: CreateBuildRunDetails; readonly retryToken: string };
  /** The run as last reported. */
  readonly buildRun?: RunView;
  /** What the local index knew of the run when the flow began to follow it. */
  readonly indexed?: IndexedRun;
  readonly etag?: string;
  readonly cancelReason?: string;
  /** The retry token of the cancel, made when the user asked for it: the key of its outbox entry. */
  readonly cancelRetryToken?: string;
  /** Why the last cancel was refused or did not arrive. */
  readonly actionError?: ConsoleFailure;
}

/** A cancel needs a reason: the guard refuses a blank one, so the UI can ask `snapshot.can(event)`. */
export type BuildRunEvent = FlowControlEvent | { readonly type: 'buildRun.cancel'; readonly reason?: string };

const NO_ID: ConsoleFailure = {
  kind: 'invalid-response',
  message: 'The build run answer has no id',
  status: 200,
};

function recordRun(context: BuildRunContext, reply: FlowReply): Partial<BuildRunContext> {
  const patch = replyPatch(context, reply, Date.now());
  if (!reply.ok) return patch;
  const buildRun = readBuildRun(reply.value.body);
  return {
    ...patch,
    buildRun,
    buildRunId: buildRun.id === '' ? context.buildRunId : buildRun.id,
    etag: reply.value.headers.etag ?? context.etag,
  };
}

function initialContext(input: BuildRunInput): BuildRunContext {
  const poll = initialPollContext(input);
  if ('buildRunId' in input) {
    const { buildRunId, indexed } = input;
    return { ...poll, kind: 'buildRun', buildRunId, ...(indexed === undefined ? {} : { indexed }) };
  }
  return { ...poll, kind: 'buildRun', start: { details: input.start, retryToken: input.retryToken } };
}

const flow = flowMachine<BuildRunContext, BuildRunEvent>('buildRun');

const buildRunSetup = setup({
  // xstate reads the machine's types from this assertion; without it nothing is inferred.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  types: {} as { context: BuildRunContext; events: BuildRunEvent; input: BuildRunInput },
  actors: {
    getBuildRun: unprovided('getBuildRun'),
    createBuildRun: unprovided('createBuildRun'),
    cancelBuildRun: unprovided('cancelBuildRun'),
  },
  guards: {
    lifecycleIs: ({ context }, params: { state: DevOpsOperationStatus }) =>
      context.buildRun?.lifecycleState === params.state,
    // Offline too: the cancel waits in the outbox until the network returns. Not for a run known
    // to have ended, by its answer or, before the first one, by the local index.
    canCancel: ({ context, event }) =>
      event.type === 'buildRun.cancel' &&
      hasReason(event.reason) &&
      !cancelSettled(context.buildRun, context.indexed),
  },
  actions: {
    recordCancel: assign(({ event }) =>
      event.type === 'buildRun.cancel'
        ? { cancelReason: event.reason?.trim(), cancelRetryToken: randomHexId(), actionError: undefined }
        : {},
    ),
  },
}).extend(flow.implementations);

const fetchRun = flow.pollCall({
  src: 'getBuildRun',
  input: (context) => ({ buildRunId: context.buildRunId ?? '' }),
  record: recordRun,
});

const startRun = flow.pollCall({
  src: 'createBuildRun',
  input: (context) => ({
    details: context.start?.details ?? { buildPipelineId: '' },
    retryToken: context.start?.retryToken ?? '',
  }),
  record: recordRun,
});

const cancelOn = {
  'buildRun.cancel': {
    guard: 'canCancel',
    target: '#buildRun.cancelRequested',
    actions: 'recordCancel',
  },
} as const;

export const buildRunMachine = buildRunSetup.createMachine(
  flow.config({
    context: initialContext,
    start: {
      lacksId: (context) => context.buildRunId === undefined,
      noId: NO_ID,
    },
    resync: [
      { guard: { type: 'lifecycleIs', params: { state: 'ACCEPTED' } }, target: 'accepted' },
      { guard: { type: 'lifecycleIs', params: { state: 'CANCELING' } }, target: 'canceling' },
      { target: 'inProgress' },
    ],
    route: [
      { guard: { type: 'lifecycleIs', params: { state: 'SUCCEEDED' } }, target: 'succeeded' },
      { guard: { type: 'lifecycleIs', params: { state: 'FAILED' } }, target: 'failed' },
      { guard: { type: 'lifecycleIs', params: { state: 'CANCELED' } }, target: 'canceled' },
      { guard: { type: 'lifecycleIs', params: { state: 'CANCELING' } }, target: 'canceling.waiting' },
      { guard: { type: 'lifecycleIs', params: { state: 'ACCEPTED' } }, target: 'accepted.waiting' },
      { target: 'inProgress.waiting' },
    ],
    states: {
      creating: pollLoop(startRun),
      accepted: pollLoop(fetchRun, cancelOn),
      inProgress: pollLoop(fetchRun, cancelOn),
      /** A cancel's answer is the run; a refused or lost cancel is the user's to see, not the flow's error. */
      cancelRequested: flow.actionCall({
        src: 'cancelBuildRun',
        input: (context) => ({
          buildRunId: context.buildRunId ?? '',
          reason: context.cancelReason ?? '',
          retryToken: context.cancelRetryToken ?? '',
        }),
        record: recordRun,
      }),
      canceling: pollLoop(fetchRun),
    },
  }),
);
