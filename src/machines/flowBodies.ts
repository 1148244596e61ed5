/**
 * Reading the DevOps answers a flow keeps: the build run, the deployment, the work request, its
 * errors and logs. Bodies arrive as `unknown`; fields that are missing or of the wrong type are
 * left out rather than trusted, and a lifecycle state outside the DevOps operation status
 * enumeration (document 1 §3) is kept as undefined (the flow then keeps polling).
 */
import { DEVOPS_OPERATION_STATUSES, type DevOpsOperationStatus } from '../oci/enums';
import { isFinalState, isWaitingApproval } from '../rules/watchRules';

/** One stage of a build run or deployment; a run's stages come in pipeline order (predecessors first). */
export interface StageProgress {
  readonly id: string;
  readonly name: string;
  readonly type?: string;
  /** ACCEPTED, IN_PROGRESS, WAITING, SUCCEEDED, FAILED, CANCELED… */
  readonly status?: string;
  readonly timeStarted?: string;
  readonly timeFinished?: string;
}

/** What a build run or deployment flow shows of its run. */
export interface RunView {
  readonly id: string;
  readonly displayName?: string;
  readonly lifecycleState?: DevOpsOperationStatus;
  readonly lifecycleDetails?: string;
  readonly projectId?: string;
  /** The build pipeline or deploy pipeline. */
  readonly pipelineId?: string;
  readonly timeStarted?: string;
  readonly timeFinished?: string;
  readonly stages: readonly StageProgress[];
}

export interface WorkRequestResource {
  readonly entityType: string;
  readonly actionType: string;
  readonly identifier: string;
  readonly entityUri?: string;
}

export interface WorkRequestView {
  readonly id: string;
  readonly operationType?: string;
  readonly status?: DevOpsOperationStatus;
  readonly percentComplete?: number;
  readonly resources: readonly WorkRequestResource[];
  readonly timeAccepted?: string;
  readonly timeStarted?: string;
  readonly timeFinished?: string;
}

export interface WorkRequestError {
  readonly code: string;
  readonly message: string;
  readonly timestamp?: string;
}

export interface WorkRequestLog {
  readonly message: string;
  readonly timestamp?: string;
}

/**
 * What the local index knew of a run before its flow had read it (a search result, the tenancy
 * downloaded): offline, all there is until the network is back. The flow's own answer, once it
 * has one, always wins.
 */
export interface IndexedRun {
  readonly displayName?: string;
  readonly lifecycleState?: DevOpsOperationStatus;
  /** When the index received it (epoch ms). */
  readonly seenAt: number;
}

/** An index row (the local index's StoredResource fields) as an IndexedRun; its state only when DevOps has it. */
export function indexedRun(row: {
  readonly displayName?: unknown;
  readonly lifecycleState?: unknown;
  readonly fetchedAt: number;
}): IndexedRun {
  const displayName = text(row.displayName);
  const lifecycleState = operationStatus(row.lifecycleState);
  return {
    seenAt: row.fetchedAt,
    ...(displayName === undefined ? {} : { displayName }),
    ...(lifecycleState === undefined ? {} : { lifecycleState }),
  };
}

/**
 * The run's state as last known: its own answer, else what the index said before the flow had
 * read it. Undefined when neither says.
 */
export function knownRunState(
  run: RunView | undefined,
  indexed: IndexedRun | undefined,
): DevOpsOperationStatus | undefined {
  return run === undefined ? indexed?.lifecycleState : run.lifecycleState;
}

/** Whether a cancel has nothing left to stop: the run, as last known, has ended or is being cancelled. */
export function cancelSettled(run: RunView | undefined, indexed: IndexedRun | undefined): boolean {
  const state = knownRunState(run, indexed);
  return state === 'CANCELING' || isFinalState(state);
}

/** The manual approval stage a deployment waits on. */
export interface PendingStage {
  readonly id: string;
  readonly name: string;
}

type Fields = Readonly<Record<string, unknown>>;

function fields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function operationStatus(value: unknown): DevOpsOperationStatus | undefined {
  return DEVOPS_OPERATION_STATUSES.find((status) => status === value);
}

function items(body: unknown): readonly Fields[] {
  const list = fields(body)['items'];
  return Array.isArray(list) ? list.map(fields) : [];
}

/** The ids a stage's predecessor collection names (`{ items: [{ id }] }`). */
function predecessorIds(value: unknown): string[] {
  return items(value).flatMap((item) => {
    const id = text(item['id']);
    return id === undefined ? [] : [id];
  });
}

/**
 * Stages in pipeline order: each after the stages it follows (its predecessors; the pipeline
 * itself, named as the first stages' predecessor, is not a stage), otherwise in the order the
 * service listed them. A cycle or a dangling name cannot hide a stage: what is left goes last.
 */
export function inPipelineOrder<T extends { readonly id: string }>(
  list: readonly T[],
  predecessorsOf: (stage: T) => readonly string[],
): T[] {
  const ids = new Set(list.map((stage) => stage.id));
  const placed = new Set<string>();
  const out: T[] = [];
  let progressed = true;
  while (out.length < list.length && progressed) {
    progressed = false;
    for (const stage of list) {
      if (placed.has(stage.id)) continue;
      if (predecessorsOf(stage).every((id) => !ids.has(id) || id === stage.id || placed.has(id))) {
        placed.add(stage.id);
        out.push(stage);
        progressed = true;
        break;
      }
    }
  }
  return [...out, ...list.filter((stage) => !placed.has(stage.id))];
}

function stages(
  progress: Fields,
  mapKey: string,
  prefix: 'buildPipelineStage' | 'deployStage',
): StageProgress[] {
  const map = fields(progress[mapKey]);
  const read = Object.entries(map).map(([key, value]) => {
    const record = fields(value);
    const id = text(record[`${prefix}Id`]) ?? key;
    const stage: StageProgress = {
      id,
      name: text(record[prefix === 'deployStage' ? 'deployStageDisplayName' : 'stageDisplayName']) ?? id,
      type: text(record[`${prefix}Type`]),
      status: text(record['status']),
      timeStarted: text(record['timeStarted']),
      timeFinished: text(record['timeFinished']),
    };
    return { stage, predecessors: predecessorIds(record[`${prefix}Predecessors`]) };
  });
  const byId = new Map(read.map((entry) => [entry.stage.id, entry.predecessors]));
  return inPipelineOrder(
    read.map((entry) => entry.stage),
    (stage) => byId.get(stage.id) ?? [],
  );
}

function run(
  body: unknown,
  pipelineKey: string,
  progressKey: string,
  mapKey: string,
  prefix: 'buildPipelineStage' | 'deployStage',
): RunView {
  const record = fields(body);
  const progress = fields(record[progressKey]);
  return {
    id: text(record['id']) ?? '',
    displayName: text(record['displayName']),
    lifecycleState: operationStatus(record['lifecycleState']),
    lifecycleDetails: text(record['lifecycleDetails']),
    projectId: text(record['projectId']),
    pipelineId: text(record[pipelineKey]),
    timeStarted: text(progress['timeStarted']),
    timeFinished: text(progress['timeFinished']),
    stages: stages(progress, mapKey, prefix),
  };
}

/** A BuildRun body (getBuildRun, createBuildRun, cancelBuildRun). */
export function readBuildRun(body: unknown): RunView {
  return run(
    body,
    'buildPipelineId',
    'buildRunProgress',
    'buildPipelineStageRunProgress',
    'buildPipelineStage',
  );
}

/** A Deployment body (getDeployment, createDeployment, approveDeployment, cancelDeployment). */
export function readDeployment(body: unknown): RunView {
  return run(
    body,
    'deployPipelineId',
    'deploymentExecutionProgress',
    'deployStageExecutionProgress',
    'deployStage',
  );
}

/** The stage a deployment waits on: a MANUAL_APPROVAL stage whose status is WAITING. */
export function pendingApproval(view: RunView): PendingStage | undefined {
  const stage = view.stages.find(isWaitingApproval);
  return stage === undefined ? undefined : { id: stage.id, name: stage.name };
}

const FINISHED_STAGE = new Set(['SUCCEEDED', 'FAILED', 'CANCELED']);

/** The share of stages that have finished, 0–100; undefined for a run without stages. */
export function stagePercent(view: RunView): number | undefined {
  if (view.stages.length === 0) return undefined;
  const finished = view.stages.filter(
    (stage) => stage.status !== undefined && FINISHED_STAGE.has(stage.status),
  ).length;
  return Math.round((finished / view.stages.length) * 100);
}

export function readWorkRequest(body: unknown): WorkRequestView {
  const record = fields(body);
  const percent = record['percentComplete'];
  const resources = Array.isArray(record['resources']) ? record['resources'].map(fields) : [];
  return {
    id: text(record['id']) ?? '',
    operationType: text(record['operationType']),
    status: operationStatus(record['status']),
    percentComplete: typeof percent === 'number' && Number.isFinite(percent) ? percent : undefined,
    resources: resources.map((resource) => ({
      entityType: text(resource['entityType']) ?? '',
      actionType: text(resource['actionType']) ?? '',
      identifier: text(resource['identifier']) ?? '',
      entityUri: text(resource['entityUri']),
    })),
    timeAccepted: text(record['timeAccepted']),
    timeStarted: text(record['timeStarted']),
    timeFinished: text(record['timeFinished']),
  };
}

export function readWorkRequestErrors(body: unknown): WorkRequestError[] {
  return items(body).map((item) => ({
    code: text(item['code']) ?? '',
    message: text(item['message']) ?? '',
    timestamp: text(item['timestamp']),
  }));
}

export function readWorkRequestLogs(body: unknown): WorkRequestLog[] {
  return items(body).map((item) => ({
    message: text(item['message']) ?? '',
    timestamp: text(item['timestamp']),
  }));
}
