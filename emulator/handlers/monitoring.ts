/**
 * Monitoring's alarms (src/oci/operations/monitoring.ts), as the telemetry host answers them:
 * the alarms' states on the emulator's clock (lifecycle/alarmStates.ts), their history of
 * changes, and UpdateAlarm, which the console sends to suppress one alarm for a time with a
 * reason. A suppression in force makes the alarm SUSPENDED: it still evaluates, but notifies
 * nobody until the suppression ends. While an override's rule is met, the status reports that
 * rule (`ruleName`) and its severity, as OCI does for an alarm with overrides; the history tells
 * the state's transitions (STATE_*) and the rule's (RULE_*), each asked by its type or all
 * together. The words of a rule's transition are the emulator's: OCI documents only the state's.
 */
import { subtreeIds } from '../data/compartments';
import { etag, isRecord, render, type Entity } from '../entity';
import { alarmMoment, alarmPlan, alarmTransitions, ruleTransitions } from '../lifecycle/alarmStates';
import { pageOf } from '../paging';
import type { RegionState } from '../regionState';
import { invalidParameter, type Reply } from '../reply';
import type { Clock } from '../clock';
import { checkIfMatch, json, targetOf, type HandlerContext } from './handlerContext';
import { ALARM_SEVERITIES, alarmResourceId, isAlarmSeverity, severityRank } from '../../src/oci/alarms';

const ALARMS = 'telemetry/alarms';
const DAY_MS = 24 * 60 * 60_000;

function alarmsOf(region: RegionState): readonly Entity[] {
  return region.store.collection(ALARMS);
}

function planOf(region: RegionState, alarm: Entity) {
  return alarmPlan(alarm.id, alarmsOf(region).indexOf(alarm));
}

/** The alarm's suppression, when one is in force at `at`. */
function suppressionAt(alarm: Entity, at: number): Record<string, unknown> | undefined {
  const suppression = alarm.body['suppression'];
  if (!isRecord(suppression)) return undefined;
  const from = Date.parse(String(suppression['timeSuppressFrom']));
  const until = Date.parse(String(suppression['timeSuppressUntil']));
  return from <= at && at < until ? suppression : undefined;
}

/** The alarm's override at `index` (its AlarmOverride), when it has one there. */
function overrideOf(alarm: Entity, index: number | undefined): Record<string, unknown> | undefined {
  const overrides = alarm.body['overrides'];
  if (index === undefined || !Array.isArray(overrides)) return undefined;
  const override: unknown = overrides[index];
  return isRecord(override) ? override : undefined;
}

function ruleNameOf(alarm: Entity, override: Record<string, unknown> | undefined): unknown {
  return override?.['ruleName'] ?? alarm.body['ruleName'];
}

/** AlarmStatusSummary of one alarm now: the rule in force, and its severity. */
function statusOf(region: RegionState, clock: Clock, alarm: Entity, now: number) {
  const moment = alarmMoment(planOf(region, alarm), clock, now);
  const suppression = suppressionAt(alarm, now);
  const body = alarm.body;
  const override = overrideOf(alarm, moment.override);
  return {
    id: alarm.id,
    displayName: alarm.summary.displayName,
    severity: override?.['severity'] ?? body['severity'],
    ruleName: ruleNameOf(alarm, override),
    timestampTriggered: moment.triggeredAt === undefined ? undefined : clock.iso(moment.triggeredAt),
    alarmSummary: body['alarmSummary'],
    status: suppression !== undefined ? 'SUSPENDED' : moment.firing ? 'FIRING' : 'OK',
    ...(suppression === undefined ? {} : { suppression }),
  };
}

export function listAlarmsStatus(ctx: HandlerContext): Reply {
  const { input, region, state } = ctx;
  const compartmentId = input.text('compartmentId') ?? '';
  const scope = input.flag('compartmentIdInSubtree')
    ? subtreeIds(state.tenancy.compartments, compartmentId)
    : new Set([compartmentId]);
  const now = state.clock.now();
  const name = input.text('displayName');
  const resourceId = input.text('resourceId');
  const wanted = input.text('status');
  const statuses = alarmsOf(region)
    .filter((alarm) => scope.has(alarm.summary.compartmentId))
    .filter((alarm) => name === undefined || alarm.summary.displayName === name)
    .filter((alarm) => resourceId === undefined || alarmResourceId(alarm.body['query']) === resourceId)
    .map((alarm) => statusOf(region, state.clock, alarm, now))
    .filter((status) => wanted === undefined || status.status === wanted);
  const descending = input.text('sortOrder') === 'DESC';
  const byName = (a: { displayName?: string }, b: { displayName?: string }) =>
    (a.displayName ?? '').localeCompare(b.displayName ?? '');
  statuses.sort((a, b) => {
    const order =
      input.text('sortBy') === 'severity'
        ? severityRank(a.severity) - severityRank(b.severity) || byName(a, b)
        : byName(a, b);
    return descending ? -order : order;
  });
  const page = pageOf(statuses, input);
  return json(200, page.items, page.headers);
}

export function getAlarm(ctx: HandlerContext): Reply {
  const alarm = targetOf(ctx);
  return json(200, render(alarm), { etag: etag(alarm) });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function summaryOf(firing: boolean): string {
  return firing ? 'State transitioned from OK to Firing' : 'State transitioned from Firing to OK';
}

interface HistoryEntry {
  readonly alarmSummary: string;
  readonly summary: string;
  readonly timestamp: string;
  readonly timestampTriggered?: string;
}

export function getAlarmHistory(ctx: HandlerContext): Reply {
  const { input, region, state } = ctx;
  const alarm = targetOf(ctx);
  const now = state.clock.now();
  const since = input.text('timestampGreaterThanOrEqualTo');
  const before = input.text('timestampLessThan');
  const from = since === undefined ? now - state.clock.scaled(DAY_MS) : Date.parse(since);
  const to = Math.min(before === undefined ? now + 1 : Date.parse(before), now + 1);
  // No type asked: entries of every type, as OCI answers.
  const type = input.text('alarmHistorytype') ?? '';
  const plan = planOf(region, alarm);
  const changes: HistoryEntry[] = type.startsWith('RULE_')
    ? []
    : alarmTransitions(plan, state.clock, from, to).map((change) => ({
        alarmSummary: text(alarm.body['alarmSummary']),
        summary: summaryOf(change.firing),
        timestamp: state.clock.iso(change.at),
        ...(change.firing ? { timestampTriggered: state.clock.iso(change.at) } : {}),
      }));
  if (!type.startsWith('STATE_'))
    for (const change of ruleTransitions(plan, state.clock, from, to)) {
      // The demo's alarms have one override: a change is from the base rule to it, or back.
      const rules = [ruleNameOf(alarm, undefined), ruleNameOf(alarm, overrideOf(alarm, 0))].map(text);
      const [last, next] = change.override === undefined ? rules.reverse() : rules;
      changes.push({
        alarmSummary: text(alarm.body['alarmSummary']),
        summary: `Rule transitioned from ${last ?? ''} to ${next ?? ''}`,
        timestamp: state.clock.iso(change.at),
      });
    }
  const suppression = alarm.body['suppression'];
  if (isRecord(suppression)) {
    const at = Date.parse(String(suppression['timeSuppressFrom']));
    if (at >= from && at < to)
      changes.push({
        alarmSummary: text(suppression['description']),
        summary: `Alarm suppressed until ${String(suppression['timeSuppressUntil'])}`,
        timestamp: state.clock.iso(at),
      });
  }
  changes.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  const page = pageOf(changes, input);
  return json(
    200,
    { alarmId: alarm.id, isEnabled: alarm.body['isEnabled'] !== false, entries: page.items },
    page.headers,
  );
}

/** The fields of UpdateAlarmDetails the emulator changes; any other is refused. */
const UPDATABLE = new Set([
  'displayName',
  'severity',
  'isEnabled',
  'body',
  'suppression',
  'freeformTags',
  'definedTags',
]);

function checkedSuppression(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalidParameter('suppression must be an object.');
  const from = value['timeSuppressFrom'];
  const until = value['timeSuppressUntil'];
  if (typeof from !== 'string' || Number.isNaN(Date.parse(from)))
    throw invalidParameter('suppression.timeSuppressFrom must be an RFC 3339 date.');
  if (typeof until !== 'string' || Number.isNaN(Date.parse(until)))
    throw invalidParameter('suppression.timeSuppressUntil must be an RFC 3339 date.');
  if (Date.parse(until) <= Date.parse(from))
    throw invalidParameter('suppression.timeSuppressUntil must be after timeSuppressFrom.');
  const description = value['description'];
  if (description !== undefined && (typeof description !== 'string' || description.length > 255))
    throw invalidParameter('suppression.description must be text of at most 255 characters.');
  return {
    timeSuppressFrom: from,
    timeSuppressUntil: until,
    ...(description === undefined ? {} : { description }),
  };
}

export function updateAlarm(ctx: HandlerContext): Reply {
  const alarm = targetOf(ctx);
  checkIfMatch(ctx, alarm);
  const details = ctx.input.details();
  const unknown = Object.keys(details).filter((key) => !UPDATABLE.has(key));
  if (unknown.length > 0) throw invalidParameter(`UpdateAlarmDetails has no field ${unknown.join(', ')}.`);
  if (details['severity'] !== undefined && !isAlarmSeverity(details['severity']))
    throw invalidParameter(`severity must be one of ${ALARM_SEVERITIES.join(', ')}.`);
  const changes = {
    ...details,
    ...(details['suppression'] === undefined
      ? {}
      : { suppression: checkedSuppression(details['suppression']) }),
  };
  const now = ctx.state.clock.iso();
  ctx.region.store.update(alarm, changes, now);
  alarm.body = { ...alarm.body, timeUpdated: now };
  return {
    ...json(200, render(alarm), { etag: etag(alarm) }),
    applied: { operation: ctx.input.operation, resourceId: alarm.id },
  };
}
