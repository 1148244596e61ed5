/**
 * "Notify me" on a build run, deployment or work request: the one decision, shared by the
 * worker's watch loop and the service worker's Periodic Background Sync. Given the state a watch
 * last saw and the resource as the service answers it now, which state it is in, and whether that
 * is a change the user asked to be told about. Pure: no clock, no storage, no network.
 *
 * A watch notifies when the resource comes to need approval (a deployment waiting at a manual
 * approval stage), or ends: SUCCEEDED, FAILED or CANCELED. An end finishes the watch; it stays
 * listed (as finished) until the user removes it.
 */
import { DEVOPS_OPERATION_STATUSES, type DevOpsOperationStatus } from '../oci/enums';

export const WATCH_KINDS = ['buildRun', 'deployment', 'workRequest'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

export function isWatchKind(value: unknown): value is WatchKind {
  return WATCH_KINDS.some((kind) => kind === value);
}

/** A DevOps operation status, or a deployment waiting at a manual approval stage. */
export type WatchedState = DevOpsOperationStatus | 'NEEDS_APPROVAL';

/** The states a watch tells the user about. */
export const NOTIFIED_STATES = ['NEEDS_APPROVAL', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
export type NotifiedState = (typeof NOTIFIED_STATES)[number];

const FINAL_STATES: ReadonlySet<WatchedState> = new Set(['SUCCEEDED', 'FAILED', 'CANCELED']);

export function isNotifiedState(state: WatchedState): state is NotifiedState {
  return NOTIFIED_STATES.some((notified) => notified === state);
}

export function isFinalState(state: WatchedState | undefined): boolean {
  return state !== undefined && FINAL_STATES.has(state);
}

/** The read that answers each kind's state, and the parameter naming the resource. */
export const WATCH_READS = {
  buildRun: { operation: 'getBuildRun', idParam: 'buildRunId' },
  deployment: { operation: 'getDeployment', idParam: 'deploymentId' },
  workRequest: { operation: 'getWorkRequest', idParam: 'workRequestId' },
} as const satisfies Record<WatchKind, { operation: string; idParam: string }>;

const RUN_READ_NAMES: ReadonlySet<string> = new Set(Object.values(WATCH_READS).map((read) => read.operation));

/** Whether the operation is the read of one run (what a flow polls and a watch checks). */
export function isRunRead(operation: string): boolean {
  return RUN_READ_NAMES.has(operation);
}

/** A stage a deployment waits on for someone's decision: a MANUAL_APPROVAL stage whose status is WAITING. */
export function isWaitingApproval(stage: { readonly type?: unknown; readonly status?: unknown }): boolean {
  return stage.type === 'MANUAL_APPROVAL' && stage.status === 'WAITING';
}

type Fields = Readonly<Record<string, unknown>>;

function fields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

function operationStatus(value: unknown): DevOpsOperationStatus | undefined {
  return DEVOPS_OPERATION_STATUSES.find((status) => status === value);
}

/** A deployment's stage that waits for someone's decision: its id and display name. */
export interface WaitingStage {
  readonly id: string;
  readonly name: string;
}

/**
 * The stage a Deployment body waits at for approval (deployStageExecutionProgress, keyed by stage
 * id), or undefined when none waits.
 */
export function waitingStageOf(body: unknown): WaitingStage | undefined {
  const progress = fields(
    fields(fields(body)['deploymentExecutionProgress'])['deployStageExecutionProgress'],
  );
  for (const [key, value] of Object.entries(progress)) {
    const stage = fields(value);
    if (!isWaitingApproval({ type: stage['deployStageType'], status: stage['status'] })) continue;
    const id =
      typeof stage['deployStageId'] === 'string' && stage['deployStageId'] !== ''
        ? stage['deployStageId']
        : key;
    const name = stage['deployStageDisplayName'];
    return { id, name: typeof name === 'string' && name !== '' ? name : id };
  }
  return undefined;
}

/**
 * The state of a watched resource in the service's answer (BuildRun, Deployment or WorkRequest
 * body); undefined when the answer says none that is known (the watch then waits for the next).
 */
export function observeWatched(kind: WatchKind, body: unknown): WatchedState | undefined {
  const record = fields(body);
  if (kind === 'workRequest') return operationStatus(record['status']);
  const state = operationStatus(record['lifecycleState']);
  if (kind === 'deployment' && !isFinalState(state) && waitingStageOf(record) !== undefined)
    return 'NEEDS_APPROVAL';
  return state;
}

export interface WatchDecision {
  /** The state to remember as last seen. */
  readonly state: WatchedState;
  /** The state to tell the user about, when this change is one they asked for. */
  readonly notify?: NotifiedState;
  /** The watch has ended: the resource reached a final state. */
  readonly finished: boolean;
}

/**
 * What an observation means for a watch that last saw `lastSeen`: undefined when nothing
 * changed (or nothing is known), so nothing is written and nobody is told twice. Seeing the
 * same state again is no change; leaving a state and coming back to it (a second approval
 * stage) is.
 */
export function decideWatch(
  lastSeen: WatchedState | undefined,
  observed: WatchedState | undefined,
): WatchDecision | undefined {
  if (observed === undefined || observed === lastSeen) return undefined;
  if (isFinalState(lastSeen)) return undefined;
  return {
    state: observed,
    finished: isFinalState(observed),
    ...(isNotifiedState(observed) ? { notify: observed } : {}),
  };
}

/** One notification per resource and state: a second one with the same tag replaces the first. */
export function watchNotificationTag(resourceId: string, state: NotifiedState): string {
  return `field-console-watch:${resourceId}:${state}`;
}

/**
 * A page path of the console to open from a notification: same origin, absolute path only
 * (no scheme, no `//host`, no backslash tricks); anything else opens the console's start page.
 */
export function safeWatchPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path))
    return '/';
  return path;
}

/** The Periodic Background Sync tag of the watches (registered by the page, handled by the service worker). */
export const WATCH_SYNC_TAG = 'field-console-watches';

/** The icon of a watch notification (the app's icon, precached). */
export const WATCH_NOTIFICATION_ICON = '/icons/icon-192.png';

/** What a watch notification carries: the page to open when it is tapped. */
export interface WatchNotificationData {
  readonly path: string;
}
