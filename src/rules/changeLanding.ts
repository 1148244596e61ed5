/**
 * Whether a queued change already landed, judged from the resource as it is now. A change whose
 * answer was lost (the connection dropped after the service applied it) is sent again; an update
 * or delete carries if-match and no retry token, so the resend meets 412 (the etag changed: by
 * this very change) or, for a delete, 404 — and a browser may even resend on its own, so that
 * refusal is the first answer the console sees. Before such a refusal becomes a conflict the user
 * is asked about, the resource is read and compared with the change:
 * - update: the current version shows every field of the details body (fieldsShown);
 * - delete: the read answers 404, or the resource is being deleted or gone (DELETING, DELETED,
 *   TERMINATING, TERMINATED);
 * - cancel (build run, deployment): CANCELING or CANCELED;
 * - approve or reject a deployment's stage: that stage records this decision;
 * - move to another compartment: the resource is in that compartment;
 * - instance power action: the instance passes through or ends in the state the action leads to
 *   (a reboot ends where it starts, so only its passing state tells);
 * - anything else (creates carry their retry token; custom calls have no read): unknown.
 * Landed also when someone else made the same change: the resource is as the user wanted it,
 * and sending it again would only do it twice.
 */
import { OPERATION_BY_NAME } from '../oci/operations';
import type { OperationSpec } from '../oci/operations/types';
import { INSTANCE_ACTION_RULES, isInstanceAction } from '../oci/instanceActions';
import { fieldsShown, isFields, ownField, type FieldVerdict } from './fieldsShown';

/** Landed; not landed (the resource shows something else: a real conflict); or cannot be told. */
export type Landing = 'landed' | 'not-landed' | 'unknown';

/** The resource as read after the refusal: its body, or gone (the read answered 404). */
export type CurrentVersion = { readonly kind: 'found'; readonly body: unknown } | { readonly kind: 'gone' };

/** What is compared of a queued change: its operation and its parameters (SDK names). */
export interface LandingChange {
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
}

const DELETED_STATES: ReadonlySet<string> = new Set(['DELETING', 'DELETED', 'TERMINATING', 'TERMINATED']);
const CANCELED_STATES: ReadonlySet<string> = new Set(['CANCELING', 'CANCELED', 'CANCELLED']);

function landingOfVerdict(verdict: FieldVerdict): Landing {
  return verdict === 'same' ? 'landed' : verdict === 'differs' ? 'not-landed' : 'unknown';
}

/** The change's details body: its body parameter, when it is an object. */
function detailsOf(
  spec: OperationSpec,
  change: LandingChange,
): Readonly<Record<string, unknown>> | undefined {
  const name = spec.body?.name;
  const details = name === undefined ? undefined : ownField(change.params, name);
  return isFields(details) ? details : undefined;
}

function stateOf(body: Readonly<Record<string, unknown>>): string | undefined {
  const state = ownField(body, 'lifecycleState');
  return typeof state === 'string' && state !== '' ? state : undefined;
}

/** Landed when the state is one of `landed`; not landed in any other known state. */
function byState(body: Readonly<Record<string, unknown>>, landed: ReadonlySet<string>): Landing {
  const state = stateOf(body);
  if (state === undefined) return 'unknown';
  return landed.has(state) ? 'landed' : 'not-landed';
}

/** The decision recorded on the deployment's stage, against the one the change makes. */
function approvalShown(
  details: Readonly<Record<string, unknown>> | undefined,
  body: Readonly<Record<string, unknown>>,
): Landing {
  const stageId = details === undefined ? undefined : ownField(details, 'deployStageId');
  const action = details === undefined ? undefined : ownField(details, 'action');
  if (typeof stageId !== 'string' || typeof action !== 'string') return 'unknown';
  const progress = ownField(body, 'deploymentExecutionProgress');
  const stages = isFields(progress) ? ownField(progress, 'deployStageExecutionProgress') : undefined;
  if (!isFields(stages)) return 'unknown';
  const stage = Object.entries(stages)
    .filter(([, value]) => isFields(value))
    .find(
      ([key, value]) =>
        key === stageId || ownField(value as Readonly<Record<string, unknown>>, 'deployStageId') === stageId,
    )?.[1];
  if (!isFields(stage)) return 'unknown';
  const decisions = ownField(stage, 'approvalActions');
  const made = Array.isArray(decisions)
    ? decisions.filter(isFields).map((decision) => ownField(decision, 'action'))
    : [];
  // Still waiting with this decision recorded: a stage that needs several approvers, whose one
  // approval may be someone else's.
  const waiting = ownField(stage, 'status') === 'WAITING';
  if (made.includes(action)) return waiting ? 'unknown' : 'landed';
  return waiting || made.length > 0 ? 'not-landed' : 'unknown';
}

function instanceActionShown(change: LandingChange, body: Readonly<Record<string, unknown>>): Landing {
  const action = ownField(change.params, 'action');
  const state = stateOf(body);
  if (!isInstanceAction(action) || state === undefined) return 'unknown';
  const rule = INSTANCE_ACTION_RULES[action];
  if (state === rule.through || (state === rule.to && rule.to !== rule.from)) return 'landed';
  // A reboot ends where it starts: an instance RUNNING again may have been rebooted or not.
  return state === rule.from && rule.to === rule.from ? 'unknown' : 'not-landed';
}

function actionShown(
  spec: OperationSpec,
  action: string,
  change: LandingChange,
  body: Readonly<Record<string, unknown>>,
): Landing {
  const details = detailsOf(spec, change);
  switch (action) {
    case 'cancel':
      return byState(body, CANCELED_STATES);
    case 'approve':
      return approvalShown(details, body);
    case 'changeCompartment': {
      const target = details === undefined ? undefined : ownField(details, 'compartmentId');
      const now = ownField(body, 'compartmentId');
      if (typeof target !== 'string' || typeof now !== 'string') return 'unknown';
      return now === target ? 'landed' : 'not-landed';
    }
    case 'instanceAction':
      return instanceActionShown(change, body);
    default:
      return 'unknown';
  }
}

/** Whether the resource, as read now, shows the change. */
export function landingOf(change: LandingChange, current: CurrentVersion): Landing {
  const spec = OPERATION_BY_NAME.get(change.operation);
  if (spec === undefined) return 'unknown';
  const semantics = spec.semantics;
  if (semantics.kind === 'delete') {
    if (current.kind === 'gone') return 'landed';
    return isFields(current.body) ? byState(current.body, DELETED_STATES) : 'unknown';
  }
  if (current.kind === 'gone' || !isFields(current.body)) return 'unknown';
  switch (semantics.kind) {
    case 'update': {
      const details = detailsOf(spec, change);
      return details === undefined ? 'unknown' : landingOfVerdict(fieldsShown(details, current.body));
    }
    case 'action':
      return actionShown(spec, semantics.action, change, current.body);
    default:
      return 'unknown';
  }
}

/** A change with the conflict it met, as the outbox keeps it: the current version it read. */
export interface ConflictedChange extends LandingChange {
  readonly conflict?: { readonly current: unknown; readonly readFailure?: unknown };
}

/**
 * Whether the current version a conflict read already shows the change: reapplying would only
 * apply it again, so it is settled as applied instead (and the view says so).
 */
export function conflictShowsChange(entry: ConflictedChange): boolean {
  const conflict = entry.conflict;
  if (conflict === undefined || conflict.readFailure !== undefined || conflict.current === undefined)
    return false;
  return landingOf(entry, { kind: 'found', body: conflict.current }) === 'landed';
}
