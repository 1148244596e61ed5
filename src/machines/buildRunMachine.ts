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
import { cancelSettled, readBuildRun, type RunView } from './flowBodies';
import { unprovided, type CreateBuildRunDetails, type FlowReply } from './flowCalls';
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
  type RunContext,
  type RunInput,
} from './runFlow';

/** Follow an existing run, or start one (the retry token is made once, when the user starts it). */
export type BuildRunInput = RunInput<{ readonly buildRunId: string }, CreateBuildRunDetails>;

export interface BuildRunContext extends RunContext<CreateBuildRunDetails> {
  readonly kind: 'buildRun';
  readonly buildRunId?: string;
  /** The run as last reported. */
  readonly buildRun?: RunView;
}

/** A cancel needs a reason: the guard refuses a blank one, so the UI can ask `snapshot.can(event)`. */
export type BuildRunEvent = FlowControlEvent | { readonly type: 'buildRun.cancel'; readonly reason?: string };

function recordRun(context: BuildRunContext, reply: FlowReply): Partial<BuildRunContext> {
  return runReplyPatch(context, reply, readBuildRun, (buildRun) => ({
    buildRun,
    buildRunId: buildRun.id === '' ? context.buildRunId : buildRun.id,
  }));
}

function initialContext(input: BuildRunInput): BuildRunContext {
  const run = initialRunContext(input);
  return 'buildRunId' in input
    ? { ...run, kind: 'buildRun', buildRunId: input.buildRunId }
    : { ...run, kind: 'buildRun' };
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
    recordCancel: assign(({ event }) => (event.type === 'buildRun.cancel' ? cancelPatch(event.reason) : {})),
  },
}).extend(flow.implementations);

const fetchRun = flow.pollCall({
  src: 'getBuildRun',
  input: (context) => ({ buildRunId: context.buildRunId ?? '' }),
  record: recordRun,
});

const startRun = flow.pollCall({
  src: 'createBuildRun',
  input: (context) => createInput(context, { buildPipelineId: '' }),
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
      noId: noRunId('build run'),
    },
    resync: runResync(),
    route: runRoute(),
    states: {
      creating: pollLoop(startRun),
      accepted: pollLoop(fetchRun, cancelOn),
      inProgress: pollLoop(fetchRun, cancelOn),
      /** A cancel's answer is the run; a refused or lost cancel is the user's to see, not the flow's error. */
      cancelRequested: flow.actionCall({
        src: 'cancelBuildRun',
        input: (context) => ({ buildRunId: context.buildRunId ?? '', ...cancelInput(context) }),
        record: recordRun,
      }),
      canceling: pollLoop(fetchRun),
    },
  }),
);
