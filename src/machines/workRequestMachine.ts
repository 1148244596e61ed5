/**
 * A work request, followed by id until it ends (docs/ARCHITECTURE.md, "A flow"):
 *
 *   accepted ──▶ inProgress ──▶ (canceling ──▶) finishing: errors ──▶ logs
 *     ──▶ succeeded | failed | canceled
 *
 * Each live state polls getWorkRequest (polling.ts) for its status and percentComplete. Once
 * it has ended (SUCCEEDED, FAILED, CANCELED) the machine loads its errors and its logs — with
 * the same backoff and offline pause — and stops in the final state matching the status.
 */
import { and, setup } from 'xstate';
import type { DevOpsOperationStatus } from '../oci/enums';
import {
  readWorkRequest,
  readWorkRequestErrors,
  readWorkRequestLogs,
  type WorkRequestError,
  type WorkRequestLog,
  type WorkRequestView,
} from './flowBodies';
import { unprovided, type FlowReply } from './flowCalls';
import { flowMachine } from './flowMachine';
import {
  initialPollContext,
  pollLoop,
  replyPatch,
  type FlowControlEvent,
  type PollContext,
  type PollOptions,
} from './polling';

export type WorkRequestInput = PollOptions & { readonly workRequestId: string };

export interface WorkRequestContext extends PollContext {
  readonly kind: 'workRequest';
  readonly workRequestId: string;
  /** The work request as last reported: status, percentComplete, resources. */
  readonly workRequest?: WorkRequestView;
  /** Loaded once it has ended. */
  readonly errors?: readonly WorkRequestError[];
  readonly logs?: readonly WorkRequestLog[];
}

export type WorkRequestEvent = FlowControlEvent;

const FINISHED: readonly DevOpsOperationStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELED'];

function recordWorkRequest(context: WorkRequestContext, reply: FlowReply): Partial<WorkRequestContext> {
  const patch = replyPatch(context, reply, Date.now());
  return reply.ok ? { ...patch, workRequest: readWorkRequest(reply.value.body) } : patch;
}

function recordErrors(context: WorkRequestContext, reply: FlowReply): Partial<WorkRequestContext> {
  const patch = replyPatch(context, reply, Date.now());
  return reply.ok ? { ...patch, errors: readWorkRequestErrors(reply.value.body) } : patch;
}

function recordLogs(context: WorkRequestContext, reply: FlowReply): Partial<WorkRequestContext> {
  const patch = replyPatch(context, reply, Date.now());
  return reply.ok ? { ...patch, logs: readWorkRequestLogs(reply.value.body) } : patch;
}

const flow = flowMachine<WorkRequestContext, WorkRequestEvent>('workRequest');

const workRequestSetup = setup({
  // xstate reads the machine's types from this assertion; without it nothing is inferred.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  types: {} as { context: WorkRequestContext; events: WorkRequestEvent; input: WorkRequestInput },
  actors: {
    getWorkRequest: unprovided('getWorkRequest'),
    listWorkRequestErrors: unprovided('listWorkRequestErrors'),
    listWorkRequestLogs: unprovided('listWorkRequestLogs'),
  },
  guards: {
    hasFinished: ({ context }) => FINISHED.some((status) => status === context.workRequest?.status),
    hasErrors: ({ context }) => context.errors !== undefined,
    hasLogs: ({ context }) => context.logs !== undefined,
    statusIs: ({ context }, params: { status: DevOpsOperationStatus }) =>
      context.workRequest?.status === params.status,
  },
}).extend(flow.implementations);

const fetchWorkRequest = flow.pollCall({
  src: 'getWorkRequest',
  input: (context) => ({ workRequestId: context.workRequestId }),
  record: recordWorkRequest,
});

const fetchErrors = flow.pollCall({
  src: 'listWorkRequestErrors',
  input: (context) => ({ workRequestId: context.workRequestId }),
  record: recordErrors,
});

const fetchLogs = flow.pollCall({
  src: 'listWorkRequestLogs',
  input: (context) => ({ workRequestId: context.workRequestId }),
  record: recordLogs,
});

export const workRequestMachine = workRequestSetup.createMachine(
  flow.config({
    context: (input: WorkRequestInput) => ({
      ...initialPollContext(input),
      kind: 'workRequest',
      workRequestId: input.workRequestId,
    }),
    resync: [
      { guard: 'hasFinished', target: 'finishing' },
      { guard: { type: 'statusIs', params: { status: 'ACCEPTED' } }, target: 'accepted' },
      { guard: { type: 'statusIs', params: { status: 'CANCELING' } }, target: 'canceling' },
      { target: 'inProgress' },
    ],
    /** Once ended, to the errors, the logs or the end; else to the state the service reports. */
    route: [
      { guard: 'hasLogs', target: 'settle' },
      { guard: and(['hasErrors', 'isRetrying']), target: 'finishing.logs.waiting' },
      { guard: 'hasErrors', target: 'finishing.logs' },
      { guard: and(['hasFinished', 'isRetrying']), target: 'finishing.errors.waiting' },
      { guard: 'hasFinished', target: 'finishing' },
      { guard: { type: 'statusIs', params: { status: 'ACCEPTED' } }, target: 'accepted.waiting' },
      { guard: { type: 'statusIs', params: { status: 'CANCELING' } }, target: 'canceling.waiting' },
      { target: 'inProgress.waiting' },
    ],
    states: {
      accepted: pollLoop(fetchWorkRequest),
      inProgress: pollLoop(fetchWorkRequest),
      canceling: pollLoop(fetchWorkRequest),
      finishing: {
        initial: 'start',
        states: {
          start: { always: [{ guard: 'hasErrors', target: 'logs' }, { target: 'errors' }] },
          errors: pollLoop(fetchErrors),
          logs: pollLoop(fetchLogs),
        },
      },
      /** Errors and logs loaded: the final state of the status. */
      settle: {
        always: [
          { guard: { type: 'statusIs', params: { status: 'SUCCEEDED' } }, target: 'succeeded' },
          { guard: { type: 'statusIs', params: { status: 'CANCELED' } }, target: 'canceled' },
          { target: 'failed' },
        ],
      },
    },
  }),
);
