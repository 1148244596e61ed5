/**
 * "Tell me when an alarm starts": the one decision for alarms in the compartments the user
 * watches (Settings), shared like the run watches' (./watchRules.ts) by the worker's watch loop
 * and the service worker's Periodic Background Sync. Given what was last seen of an alarm and its
 * status now, whether to tell: when it starts firing (from OK, from a suppression that ended, or
 * a new alarm firing) or, while firing, changes severity — and only at a severity the user chose.
 * Pure: no clock, no storage, no network.
 */
import { isAlarmSeverity, type AlarmSeverity } from '../oci/alarms';

/** The settings' keys: the compartments watched (each with those under it) and the severities told. */
export const ALARM_WATCH_COMPARTMENTS = 'alarmCompartments';
export const ALARM_WATCH_SEVERITIES = 'alarmSeverities';

/** Told unless the user chooses otherwise: what wakes someone on call. */
export const DEFAULT_ALARM_SEVERITIES: readonly AlarmSeverity[] = ['CRITICAL', 'ERROR'];

/** What a check remembers of one alarm. */
export interface SeenAlarm {
  readonly status: string;
  readonly severity: string;
}

/** Why an alarm is told: it started firing, or its severity changed while it fired. */
export type AlarmChange = 'firing' | 'severity';

export function decideAlarm(
  last: SeenAlarm | undefined,
  observed: SeenAlarm,
  severities: readonly AlarmSeverity[],
): AlarmChange | undefined {
  if (observed.status !== 'FIRING') return undefined;
  if (!isAlarmSeverity(observed.severity) || !severities.includes(observed.severity)) return undefined;
  if (last === undefined || last.status !== 'FIRING') return 'firing';
  return last.severity === observed.severity ? undefined : 'severity';
}

/** The compartments watched, as stored: OCIDs only, each once, whatever storage holds. */
export function watchedCompartments(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter(
    (id): id is string => typeof id === 'string' && /^ocid1\.(compartment|tenancy)\./.test(id),
  );
  return [...new Set(ids)];
}

/** The severities told, as stored; the defaults when none is stored. */
export function watchedSeverities(value: unknown): AlarmSeverity[] {
  if (!Array.isArray(value)) return [...DEFAULT_ALARM_SEVERITIES];
  return [...new Set(value.filter(isAlarmSeverity))];
}

/** One notification per alarm and severity: the same start seen by two checkers replaces itself. */
export function alarmNotificationTag(alarmId: string, severity: AlarmSeverity): string {
  return `field-console-alarm:${alarmId}:${severity}`;
}
