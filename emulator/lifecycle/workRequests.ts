/**
 * Work requests: every DevOps and license-manager create, update and delete answers one. It moves
 * ACCEPTED → IN_PROGRESS (percentComplete rising, a log line per step) → SUCCEEDED, or FAILED
 * with an error when the change was made to fail; the resource's own lifecycle follows it.
 */
import type { Clock } from '../clock';
import type { OcidMinter } from '../ids';
import type { RegionInfo } from '../regionStore';
import type { Scheduler } from '../scheduler';

export interface WorkRequestResource {
  readonly entityType: string;
  actionType: string;
  readonly identifier: string;
  readonly entityUri: string;
}

export interface WorkRequestRecord {
  readonly id: string;
  readonly operationType: string;
  status: string;
  readonly compartmentId: string;
  readonly resources: WorkRequestResource[];
  percentComplete: number;
  readonly timeAccepted: string;
  timeStarted?: string;
  timeFinished?: string;
  readonly errors: { code: string; message: string; timestamp: string }[];
  readonly logs: { message: string; timestamp: string }[];
}

export interface WorkRequestPlan {
  readonly operationType: string;
  readonly compartmentId: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly entityUri: string;
  /** The action type of the resource once done: CREATED, UPDATED, DELETED. */
  readonly action: string;
  readonly fail: boolean;
  readonly onSuccess?: (at: number) => void;
  readonly onFailure?: (at: number) => void;
}

/** Nominal time between two steps of a work request. */
export const WORK_REQUEST_STEP_MS = 1500;
const PROGRESS = [10, 40, 70];

export class WorkRequestStore {
  private readonly byId = new Map<string, WorkRequestRecord>();

  add(record: WorkRequestRecord): void {
    this.byId.set(record.id, record);
  }

  get(id: string): WorkRequestRecord | undefined {
    return this.byId.get(id);
  }

  all(): readonly WorkRequestRecord[] {
    return [...this.byId.values()];
  }
}

export interface WorkRequestEngine {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly minter: OcidMinter;
}

function ocidTypeOf(operationType: string, entityUri: string): string {
  return entityUri.startsWith('/20220430') ||
    operationType.includes('LICENSE') ||
    operationType.includes('CONFIGURATION')
    ? 'licensemanagerworkrequest'
    : 'devopsworkrequest';
}

/** Starts a work request now; its steps are applied as the clock passes them. */
export function startWorkRequest(
  engine: WorkRequestEngine,
  region: RegionInfo,
  store: WorkRequestStore,
  plan: WorkRequestPlan,
): WorkRequestRecord {
  const { clock, scheduler } = engine;
  const start = clock.now();
  const record: WorkRequestRecord = {
    id: engine.minter.mint(ocidTypeOf(plan.operationType, plan.entityUri), region.realm, region.key),
    operationType: plan.operationType,
    status: 'ACCEPTED',
    compartmentId: plan.compartmentId,
    resources: [
      {
        entityType: plan.entityType,
        actionType: 'IN_PROGRESS',
        identifier: plan.entityId,
        entityUri: plan.entityUri,
      },
    ],
    percentComplete: 0,
    timeAccepted: clock.iso(start),
    errors: [],
    logs: [{ message: `${plan.operationType} accepted.`, timestamp: clock.iso(start) }],
  };
  store.add(record);
  const step = clock.scaled(WORK_REQUEST_STEP_MS);
  PROGRESS.forEach((percent, index) => {
    scheduler.schedule(start + step * (index + 1), (at) => {
      const time = clock.iso(at);
      if (index === 0) {
        record.status = 'IN_PROGRESS';
        record.timeStarted = time;
      }
      record.percentComplete = percent;
      record.logs.push({ message: `${plan.operationType} ${percent}% complete.`, timestamp: time });
    });
  });
  scheduler.schedule(start + step * (PROGRESS.length + 1), (at) => {
    const time = clock.iso(at);
    record.timeFinished = time;
    const resource = record.resources[0];
    if (plan.fail) {
      record.status = 'FAILED';
      if (resource) resource.actionType = 'FAILED';
      const message = `${plan.operationType} of ${plan.entityId} failed: the request was made to fail (freeform tag simulate=failure).`;
      record.errors.push({ code: 'InternalError', message, timestamp: time });
      record.logs.push({ message, timestamp: time });
      plan.onFailure?.(at);
      return;
    }
    record.status = 'SUCCEEDED';
    record.percentComplete = 100;
    if (resource) resource.actionType = plan.action;
    record.logs.push({ message: `${plan.operationType} succeeded.`, timestamp: time });
    plan.onSuccess?.(at);
  });
  return record;
}

/** A work request that finished before the emulator started (the seeded history). */
export function finishedWorkRequest(
  id: string,
  plan: WorkRequestPlan,
  acceptedAt: number,
): WorkRequestRecord {
  const iso = (ms: number): string => new Date(ms).toISOString();
  const finished = acceptedAt + WORK_REQUEST_STEP_MS * (PROGRESS.length + 1);
  const failed = plan.fail;
  return {
    id,
    operationType: plan.operationType,
    status: failed ? 'FAILED' : 'SUCCEEDED',
    compartmentId: plan.compartmentId,
    resources: [
      {
        entityType: plan.entityType,
        actionType: failed ? 'FAILED' : plan.action,
        identifier: plan.entityId,
        entityUri: plan.entityUri,
      },
    ],
    percentComplete: failed ? 70 : 100,
    timeAccepted: iso(acceptedAt),
    timeStarted: iso(acceptedAt + WORK_REQUEST_STEP_MS),
    timeFinished: iso(finished),
    errors: failed
      ? [
          {
            code: 'InternalError',
            message: `${plan.operationType} failed: quota exceeded for the compartment.`,
            timestamp: iso(finished),
          },
        ]
      : [],
    logs: [
      { message: `${plan.operationType} accepted.`, timestamp: iso(acceptedAt) },
      { message: `${plan.operationType} ${failed ? 'failed' : 'succeeded'}.`, timestamp: iso(finished) },
    ],
  };
}

/** The work request as the API answers it (WorkRequest / WorkRequestSummary). */
export function renderWorkRequest(record: WorkRequestRecord): Record<string, unknown> {
  return {
    id: record.id,
    operationType: record.operationType,
    status: record.status,
    compartmentId: record.compartmentId,
    resources: record.resources.map((r) => ({ ...r })),
    percentComplete: record.percentComplete,
    timeAccepted: record.timeAccepted,
    timeStarted: record.timeStarted,
    timeFinished: record.timeFinished,
  };
}
