/**
 * What Monitoring's alarm calls answer (./monitoring.ts), as the schemas the worker checks every
 * 2xx answer against (./answers.ts): oci-monitoring's models, loose (OCI adds fields), with the
 * fields the console reads required. Only the worker imports this at run time.
 */
import * as v from 'valibot';

const optionalText = v.nullish(v.string());

/** Suppression: the alarm is held silent from one time to another, for a reason. */
const SUPPRESSION = v.looseObject({
  description: optionalText,
  timeSuppressFrom: v.string(),
  timeSuppressUntil: v.string(),
});

/** AlarmStatusSummary: one alarm's state in ListAlarmsStatus. */
export const ALARM_STATUS_SUMMARY = v.looseObject({
  id: v.string(),
  displayName: v.string(),
  severity: v.string(),
  status: v.string(),
  timestampTriggered: optionalText,
  alarmSummary: optionalText,
  ruleName: optionalText,
  suppression: v.nullish(SUPPRESSION),
});

/** Alarm: its definition (the query, the metric's namespace) with its suppression. */
const ALARM = v.looseObject({
  id: v.string(),
  displayName: v.string(),
  compartmentId: v.string(),
  metricCompartmentId: optionalText,
  namespace: optionalText,
  query: v.string(),
  severity: v.string(),
  isEnabled: v.boolean(),
  lifecycleState: optionalText,
  suppression: v.nullish(SUPPRESSION),
});

export const MONITORING_ANSWERS = {
  listAlarmsStatus: v.array(ALARM_STATUS_SUMMARY),
  getAlarm: ALARM,
  updateAlarm: ALARM,
  getAlarmHistory: v.looseObject({
    alarmId: v.string(),
    isEnabled: v.nullish(v.boolean()),
    entries: v.array(
      v.looseObject({
        summary: v.string(),
        timestamp: v.string(),
        timestampTriggered: optionalText,
        alarmSummary: optionalText,
      }),
    ),
  }),
} as const;
