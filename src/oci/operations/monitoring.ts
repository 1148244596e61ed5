/**
 * Monitoring's alarms (telemetry, /20180401), beyond spec document 1 §7 like ./extensions and
 * kept in a file of their own: what an admin on call reads and does from the phone. Each entry is
 * as the official `oci-monitoring` client sends it (lib/client.js); the answers as its models.
 *
 * - listAlarmsStatus: `GET /alarms/status` (the task's notes said POST; the SDK and the API
 *   reference send GET), every alarm of a compartment (and its subtree) with its state, so the
 *   console lists what fires and the home page counts it. Answer: a bare array of
 *   AlarmStatusSummary `{ id, displayName, severity: CRITICAL | ERROR | WARNING | INFO,
 *   ruleName, timestampTriggered, alarmSummary, status: FIRING | OK | SUSPENDED, suppression? }`,
 *   paged with opc-next-page. `status` filters FIRING or OK.
 * - getAlarm: `GET /alarms/{alarmId}`, the Alarm `{ id, displayName, compartmentId,
 *   metricCompartmentId, namespace, query (MQL), severity, destinations, suppression?, isEnabled,
 *   lifecycleState, … }`: its page shows the metric and the query, and links the resource its
 *   query names (`{resourceId = "ocid1…"}`).
 * - getAlarmHistory: `GET /alarms/{alarmId}/history`, AlarmHistoryCollection `{ alarmId,
 *   isEnabled, entries: [{ alarmSummary, summary, timestamp, timestampTriggered? }] }`, newest
 *   first; `alarmHistorytype` (so the SDK spells it) STATE_TRANSITION_HISTORY gives the changes.
 * - updateAlarm: `PUT /alarms/{alarmId}` with UpdateAlarmDetails and if-match; the console sends
 *   only `{ suppression: { description, timeSuppressFrom, timeSuppressUntil } }`, which is how OCI
 *   documents suppressing one alarm for a time with a reason (Alarm.suppression: "the
 *   configuration details for suppressing an alarm"). The newer CreateAlarmSuppression
 *   (`POST /alarmSuppressions`) suppresses by dimensions or a whole compartment; one alarm's
 *   acknowledgement does not need it. Answers the Alarm with its new etag; 412 for a stale
 *   if-match. A suppressed alarm still evaluates but sends no notification until the time ends.
 *   An update of `alarms`, so a resend that meets 412 is checked against GetAlarm: landed when
 *   the alarm shows the suppression sent (src/rules/changeLanding.ts).
 */
import { ALARM_HISTORY_TYPES, ALARM_STATUS_FILTERS } from '../alarms';
import { CHANGE, LIMIT, PAGE, READ, SORT_ORDER } from './fragments';
import type { OperationSpec } from './types';

export const MONITORING_OPERATIONS = [
  {
    name: 'listAlarmsStatus',
    service: 'telemetry',
    method: 'GET',
    path: '/alarms/status',
    pathParams: [],
    query: [
      { name: 'compartmentId', required: true },
      { name: 'compartmentIdInSubtree', type: 'boolean' },
      PAGE,
      LIMIT,
      { name: 'displayName' },
      { name: 'sortBy', values: ['displayName', 'severity'] },
      SORT_ORDER,
      { name: 'resourceId' },
      { name: 'serviceName' },
      { name: 'entityId' },
      { name: 'status', values: ALARM_STATUS_FILTERS },
    ],
    ...READ,
    semantics: { kind: 'custom', handler: 'listAlarmsStatus' },
  },
  {
    name: 'getAlarm',
    service: 'telemetry',
    method: 'GET',
    path: '/alarms/{alarmId}',
    pathParams: ['alarmId'],
    query: [],
    ...READ,
    // A get of `alarms`, so a change whose answer was lost is checked against it (changeLanding).
    semantics: { kind: 'get', resource: 'alarms' },
  },
  {
    name: 'getAlarmHistory',
    service: 'telemetry',
    method: 'GET',
    path: '/alarms/{alarmId}/history',
    pathParams: ['alarmId'],
    query: [
      { name: 'alarmHistorytype', values: ALARM_HISTORY_TYPES },
      PAGE,
      LIMIT,
      { name: 'timestampGreaterThanOrEqualTo', type: 'date' },
      { name: 'timestampLessThan', type: 'date' },
    ],
    ...READ,
    semantics: { kind: 'custom', handler: 'getAlarmHistory' },
  },
  {
    name: 'updateAlarm',
    service: 'telemetry',
    method: 'PUT',
    path: '/alarms/{alarmId}',
    pathParams: ['alarmId'],
    query: [],
    body: { name: 'updateAlarmDetails', required: true },
    ...CHANGE,
    semantics: { kind: 'update', resource: 'alarms' },
  },
] as const satisfies readonly OperationSpec[];
