/**
 * The firing alarms of "What needs you", decided from the kept answers of ListAlarmsStatus: the
 * newest copy of each alarm wins (an alarm seen firing in an old answer and OK since is not
 * shown), only FIRING ones count (a SUSPENDED one was acknowledged: someone has it in hand), most
 * urgent first, then the longest firing. Pure: the worker feeds it the kept reads.
 */
import { isFields, textField as text } from './fieldsShown';
import { isAlarmSeverity, severityRank, type AlarmSeverity } from '../oci/alarms';
import type { KeptRead } from './attention';

/** The kept reads that say something about alarms. */
export const ALARM_READ_OPERATIONS = ['listAlarmsStatus'] as const;

/** A firing alarm on the home page. */
export interface AttentionAlarm {
  readonly id: string;
  readonly displayName: string;
  readonly severity: AlarmSeverity;
  readonly region: string;
  /** When it began firing (epoch ms), as OCI says; undefined when the answer does not say. */
  readonly since?: number;
  readonly summary?: string;
  /** When the kept answer that says so arrived (epoch ms). */
  readonly seenAt: number;
}

type Fields = Readonly<Record<string, unknown>>;

function alarmOf(item: Fields, read: KeptRead): AttentionAlarm | undefined {
  const id = text(item, 'id');
  const severity = item['severity'];
  if (id === undefined || item['status'] !== 'FIRING' || !isAlarmSeverity(severity)) return undefined;
  const triggered = Date.parse(text(item, 'timestampTriggered') ?? '');
  const summary = text(item, 'alarmSummary');
  return {
    id,
    displayName: text(item, 'displayName') ?? id,
    severity,
    region: read.region,
    seenAt: read.fetchedAt,
    ...(Number.isNaN(triggered) ? {} : { since: triggered }),
    ...(summary === undefined ? {} : { summary }),
  };
}

/** The firing alarms the kept reads show, most urgent first, then firing longest. */
export function firingAlarms(reads: readonly KeptRead[]): AttentionAlarm[] {
  const newest = new Map<string, { readonly seenAt: number; readonly alarm: AttentionAlarm | undefined }>();
  for (const read of [...reads].sort((a, b) => a.fetchedAt - b.fetchedAt)) {
    if (read.operation !== 'listAlarmsStatus' || !Array.isArray(read.body)) continue;
    for (const item of read.body) {
      if (!isFields(item)) continue;
      const id = text(item, 'id');
      if (id === undefined) continue;
      newest.set(`${read.region} ${id}`, { seenAt: read.fetchedAt, alarm: alarmOf(item, read) });
    }
  }
  const alarms = [...newest.values()].flatMap((entry) => (entry.alarm === undefined ? [] : [entry.alarm]));
  return alarms.sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      (a.since ?? Infinity) - (b.since ?? Infinity) ||
      a.id.localeCompare(b.id),
  );
}
