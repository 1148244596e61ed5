/**
 * What the UI shows of a flow, read from its snapshot: one status key to translate, progress,
 * the approval it waits for, the failure to show and whether it is paused. The UI asks
 * `snapshot.can(event)` for what the user may do; this only describes.
 */
import type { DevOpsOperationStatus } from '../oci/enums';
import type { ConsoleFailure } from '../contract/failure';
import { stagePercent, type IndexedRun, type PendingStage, type RunView } from './flowBodies';
import type { FlowKind, FlowSnapshot } from './flowMachines';

/**
 * The flow's state: a machine state, or `loading` for a followed run or work request whose
 * first answer has not arrived yet and of which the local index knows no state.
 */
export type FlowStatusKey =
  | 'loading'
  | 'creating'
  | 'accepted'
  | 'inProgress'
  | 'waitingForApproval'
  | 'deciding'
  | 'cancelRequested'
  | 'canceling'
  | 'finishing'
  | 'succeeded'
  | 'failed'
  | 'canceled'
  | 'error';

export interface FlowDescription {
  readonly kind: FlowKind;
  readonly statusKey: FlowStatusKey;
  /** The state the service last reported. */
  readonly lifecycleState?: DevOpsOperationStatus;
  /** 0–100: a work request's percentComplete, or the share of a run's stages that have finished. */
  readonly percent?: number;
  /** The manual approval stage a deployment waits on. */
  readonly waitingFor?: PendingStage;
  /**
   * The failure to show: while `retrying`, one that may pass ("can't reach the service,
   * retrying"); in the error state, the one that stopped the flow (its message).
   */
  readonly lastError?: ConsoleFailure;
  readonly retrying: boolean;
  /** Why the user's last cancel, approval or rejection was refused or did not arrive. */
  readonly actionError?: ConsoleFailure;
  /** Offline: no calls until the network is back. */
  readonly paused: boolean;
  /** A final state: nothing more will change. */
  readonly done: boolean;
  /**
   * The status says no more than the lifecycle state does ("Succeeded" for SUCCEEDED): a page
   * that heads itself with the state's badge leaves it out rather than say it twice.
   */
  readonly restatesLifecycle: boolean;
  /** When the service last answered (epoch ms). */
  readonly lastPolledAt?: number;
}

const STATUS_KEYS: readonly FlowStatusKey[] = [
  'creating',
  'accepted',
  'inProgress',
  'waitingForApproval',
  'deciding',
  'cancelRequested',
  'canceling',
  'finishing',
  'succeeded',
  'failed',
  'canceled',
  'error',
];

/**
 * The status each lifecycle state stands for: the one a state the local index holds stands for
 * before the service has answered, and the one that only restates the state.
 */
const LIFECYCLE_STATUS: Readonly<Record<DevOpsOperationStatus, FlowStatusKey>> = {
  ACCEPTED: 'accepted',
  IN_PROGRESS: 'inProgress',
  CANCELING: 'canceling',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  CANCELED: 'canceled',
};

function topState(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'object' && value !== null ? (Object.keys(value)[0] ?? '') : '';
}

interface Progress {
  /** Whether the service has answered; before it, the state is the local index's, if any. */
  readonly known: boolean;
  readonly lifecycleState?: DevOpsOperationStatus;
  readonly percent?: number;
  readonly waitingFor?: PendingStage;
  readonly actionError?: ConsoleFailure;
}

/** A build run's or a deployment's progress: its last answer, else what the local index knew. */
function runProgress(
  run: RunView | undefined,
  context: { readonly indexed?: IndexedRun; readonly actionError?: ConsoleFailure },
  waitingFor?: PendingStage,
): Progress {
  const { actionError } = context;
  if (run === undefined)
    return { known: false, lifecycleState: context.indexed?.lifecycleState, actionError };
  const percent = run.lifecycleState === 'SUCCEEDED' ? 100 : stagePercent(run);
  return { known: true, lifecycleState: run.lifecycleState, percent, waitingFor, actionError };
}

function progressOf(snapshot: FlowSnapshot): Progress {
  const { context } = snapshot;
  switch (context.kind) {
    case 'buildRun':
      return runProgress(context.buildRun, context);
    case 'deployment':
      return runProgress(context.deployment, context, context.pendingStage);
    case 'workRequest': {
      const request = context.workRequest;
      if (request === undefined) return { known: false };
      return { known: true, lifecycleState: request.status, percent: request.percentComplete };
    }
  }
}

export function describeFlow(snapshot: FlowSnapshot): FlowDescription {
  const { context } = snapshot;
  const progress = progressOf(snapshot);
  const state = topState(snapshot.value);
  const statusKey = STATUS_KEYS.find((key) => key === state) ?? 'inProgress';
  const following = statusKey === 'accepted' || statusKey === 'inProgress' || statusKey === 'canceling';
  const failed = statusKey === 'error';
  const done = snapshot.status === 'done';
  // Before the first answer: what the local index says, else "looking up its state".
  const shownKey =
    following && !progress.known
      ? progress.lifecycleState === undefined
        ? 'loading'
        : LIFECYCLE_STATUS[progress.lifecycleState]
      : statusKey;
  return {
    kind: context.kind,
    statusKey: shownKey,
    lifecycleState: progress.lifecycleState,
    percent: progress.percent,
    waitingFor: statusKey === 'waitingForApproval' ? progress.waitingFor : undefined,
    lastError: failed ? context.error : done ? undefined : context.lastError,
    retrying: !failed && !done && context.lastError !== undefined,
    actionError: progress.actionError,
    paused: snapshot.hasTag('paused'),
    done,
    restatesLifecycle:
      progress.lifecycleState !== undefined && LIFECYCLE_STATUS[progress.lifecycleState] === shownKey,
    lastPolledAt: context.lastPolledAt,
  };
}
