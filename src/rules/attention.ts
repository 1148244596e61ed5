/**
 * "What needs you", decided on the device: which kept answers show a deployment waiting for
 * approval, a build run or deployment that failed or is running, a work request that failed or is
 * in progress, and which lifecycle states mean a resource needs a person. Pure: the home page
 * feeds it the kept reads (the records table) and the index; offline it answers the same.
 *
 * The same answer may be kept several times (a list page, then the run's own page): the newest
 * copy of each run wins, so a run seen running in an old list and finished on its page since is
 * not shown as running.
 */
import { textField as text } from './fieldsShown';
import { LIFECYCLE_STATES } from '../oci/lifecycle';
import {
  isFinalState,
  observeWatched,
  waitingStageOf,
  type WaitingStage,
  type WatchKind,
  type WatchedState,
} from './watchRules';

/** Why a run is on the home page. */
export type RunAttention = 'approval' | 'failed' | 'running';

/** A build run, deployment or work request the user may want to act on or follow. */
export interface AttentionRun {
  readonly kind: WatchKind;
  readonly id: string;
  /** Its display name; a work request has none and shows its operation type. */
  readonly displayName: string;
  readonly operationType?: string;
  readonly region: string;
  readonly state: WatchedState;
  readonly reason: RunAttention;
  readonly projectId?: string;
  /** The build or deploy pipeline, which the run's page is under. */
  readonly pipelineId?: string;
  readonly compartmentId?: string;
  /** When the kept answer that says so arrived (epoch ms): how old this knowledge is. */
  readonly seenAt: number;
  /** A deployment's stage waiting for approval, as its own answer says. */
  readonly waitingStage?: WaitingStage;
  /** The etag of the run's own answer (never a list's): what a decision is based on (if-match). */
  readonly etag?: string;
}

/** The kept reads that say something about runs, by operation: which kind, list or single. */
export const RUN_READS = {
  listDeployments: { kind: 'deployment', list: true },
  getDeployment: { kind: 'deployment', list: false },
  listBuildRuns: { kind: 'buildRun', list: true },
  getBuildRun: { kind: 'buildRun', list: false },
  listWorkRequests: { kind: 'workRequest', list: true },
  getWorkRequest: { kind: 'workRequest', list: false },
} as const satisfies Readonly<Record<string, { kind: WatchKind; list: boolean }>>;

export type RunReadOperation = keyof typeof RUN_READS;

export const RUN_READ_OPERATIONS = Object.keys(RUN_READS) as readonly RunReadOperation[];

/** What a kept read looks like to this module (StoredRecord's fields it needs). */
export interface KeptRead {
  readonly operation: string;
  readonly region: string;
  readonly body: unknown;
  readonly etag?: string;
  readonly fetchedAt: number;
}

type Fields = Readonly<Record<string, unknown>>;

function fields(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
}

function isRunRead(operation: string): operation is RunReadOperation {
  return Object.hasOwn(RUN_READS, operation);
}

/** The bodies of a kept read: each item of a list answer (`{ items }`), or the one resource. */
function bodiesOf(list: boolean, body: unknown): readonly Fields[] {
  if (!list) {
    const one = fields(body);
    return one === undefined ? [] : [one];
  }
  const items = fields(body)?.['items'];
  if (!Array.isArray(items)) return [];
  return items.map(fields).filter((item): item is Fields => item !== undefined);
}

/** Why a run in this state needs the user; undefined for one that ended well or was cancelled. */
export function runAttention(state: WatchedState): RunAttention | undefined {
  if (state === 'NEEDS_APPROVAL') return 'approval';
  if (state === 'FAILED') return 'failed';
  return isFinalState(state) ? undefined : 'running';
}

function runOf(kind: WatchKind, body: Fields, read: KeptRead, list: boolean): AttentionRun | undefined {
  const id = text(body, 'id');
  const state = observeWatched(kind, body);
  if (id === undefined || state === undefined) return undefined;
  const reason = runAttention(state);
  if (reason === undefined) return undefined;
  const operationType = text(body, 'operationType');
  const projectId = text(body, 'projectId');
  const pipelineId = text(body, kind === 'buildRun' ? 'buildPipelineId' : 'deployPipelineId');
  const compartmentId = text(body, 'compartmentId');
  const waitingStage = state === 'NEEDS_APPROVAL' ? waitingStageOf(body) : undefined;
  const etag = list ? undefined : read.etag;
  return {
    kind,
    id,
    displayName: text(body, 'displayName') ?? operationType ?? id,
    region: read.region,
    state,
    reason,
    seenAt: read.fetchedAt,
    ...(waitingStage === undefined ? {} : { waitingStage }),
    ...(etag === undefined || etag === '' ? {} : { etag }),
    ...(operationType === undefined ? {} : { operationType }),
    ...(projectId === undefined ? {} : { projectId }),
    ...(pipelineId === undefined ? {} : { pipelineId }),
    ...(compartmentId === undefined ? {} : { compartmentId }),
  };
}

/**
 * The runs the kept reads show needing the user, newest knowledge first per run. A run whose
 * newest copy has ended well is left out even if an older copy shows it running.
 */
export function attentionRuns(reads: readonly KeptRead[]): AttentionRun[] {
  const newest = new Map<string, { readonly seenAt: number; readonly run: AttentionRun | undefined }>();
  const oldestFirst = [...reads].sort((a, b) => a.fetchedAt - b.fetchedAt);
  for (const read of oldestFirst) {
    if (!isRunRead(read.operation)) continue;
    const { kind, list } = RUN_READS[read.operation];
    for (const body of bodiesOf(list, read.body)) {
      const id = text(body, 'id');
      if (id === undefined) continue;
      const known = newest.get(id);
      if (known !== undefined && known.seenAt > read.fetchedAt) continue;
      // A list's summary says nothing of a deployment's stages: it cannot take back what the
      // deployment's own page said (waiting for approval) at the same state.
      if (list && known?.run?.state === 'NEEDS_APPROVAL' && observeWatched(kind, body) === 'IN_PROGRESS')
        continue;
      newest.set(id, { seenAt: read.fetchedAt, run: runOf(kind, body, read, list) });
    }
  }
  const runs = [...newest.values()].flatMap((entry) => (entry.run === undefined ? [] : [entry.run]));
  return runs.sort((a, b) => b.seenAt - a.seenAt || a.id.localeCompare(b.id));
}

/**
 * The lifecycle states in which a resource needs a person (document 2 §4's Warning and Danger
 * badges: failed, faulty, needs attention, down, expired …), in the API's spelling.
 */
export const NEEDS_PERSON_STATES: readonly string[] = Object.entries(LIFECYCLE_STATES)
  .filter(([, state]) => state.badge === 'Danger' || state.badge === 'Warning')
  .map(([key]) => key);

/**
 * Resources in a state that needs a person read for the home page's list and its counts by type
 * and compartment, at most (the headline counts them all; the page says how many it left out).
 */
export const FAILING_READ_LIMIT = 2000;

/** The structured query of every resource in a state that needs a person. */
export function failingStatesQuery(): string {
  const states = NEEDS_PERSON_STATES.map((state) => `lifecycleState = '${state}'`).join(' || ');
  return `query all resources where ${states}`;
}

/** How many items fall under each value of `keyOf`, most first (ties by key). */
export function countBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
