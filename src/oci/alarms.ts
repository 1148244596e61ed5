/**
 * The facts of Monitoring's alarms the console reads (oci-monitoring's models): severities in
 * their order of urgency, the status filter, history types, how a compartment's alarms are read,
 * and the resource an alarm's query names. Pure: no clock, no storage.
 */

/** Alarm.Severity, most urgent first (the order lists and the home page sort by). */
export const ALARM_SEVERITIES = ['CRITICAL', 'ERROR', 'WARNING', 'INFO'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** The `status` filter of ListAlarmsStatus. */
export const ALARM_STATUS_FILTERS = ['FIRING', 'OK'] as const;

/** Alarms read at most in one ListAlarmsStatus call (its largest page). */
export const ALARM_STATUS_LIMIT = 1000;

/**
 * ListAlarmsStatus's parameters for every alarm of a compartment and those under it, in one
 * page: how the home page (the tenancy's) and the alarm watches (each watched compartment's)
 * read alarms, so both kinds of read are kept alike.
 */
export function alarmsUnder(compartmentId: string) {
  return { compartmentId, compartmentIdInSubtree: true, limit: ALARM_STATUS_LIMIT } as const;
}

/** GetAlarmHistory's `alarmHistorytype`. */
export const ALARM_HISTORY_TYPES = [
  'STATE_HISTORY',
  'STATE_TRANSITION_HISTORY',
  'RULE_HISTORY',
  'RULE_TRANSITION_HISTORY',
] as const;

export function isAlarmSeverity(value: unknown): value is AlarmSeverity {
  return ALARM_SEVERITIES.some((severity) => severity === value);
}

/** 0 for CRITICAL, 3 for INFO; 4 for a severity OCI may add later (after the known ones). */
export function severityRank(severity: unknown): number {
  const index = ALARM_SEVERITIES.findIndex((known) => known === severity);
  return index === -1 ? ALARM_SEVERITIES.length : index;
}

const RESOURCE_ID = /\bresourceId\s*=\s*"(ocid1\.[a-z0-9]+\.[a-z0-9-]*\.[a-z0-9-]*\.[a-z0-9]+)"/i;

/**
 * The resource an alarm's MQL query is about: its `resourceId = "ocid1…"` dimension, the way
 * OCI's own alarm definitions name one resource. Undefined for a query over many (no such
 * dimension) or anything not shaped like an OCID.
 */
export function alarmResourceId(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  return RESOURCE_ID.exec(query)?.[1];
}

/** The metric an MQL query reads: its first name before `[interval]` (`CpuUtilization`). */
export function alarmMetricName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  return /^\s*([A-Za-z][\w.]*)\s*\[/.exec(query)?.[1];
}
