/**
 * Acknowledging an alarm: OCI's suppression of one alarm for a time with a reason (UpdateAlarm's
 * `suppression`, src/oci/operations/monitoring.ts), as the change the outbox queues. The times are
 * fixed when the user acts, so a change sent later (offline now) still says what was asked: quiet
 * from now for the chosen hours, whenever it reaches OCI.
 */
import type { ChangeRequest } from '../../data/mutate';
import { changeTitle } from '../../i18n/changeTitle';

/** The lengths offered, in hours (OCI allows a suppression of any length; these are the usual ones). */
export const ACKNOWLEDGE_HOURS = [1, 2, 4, 8, 24] as const;
export type AcknowledgeHours = (typeof ACKNOWLEDGE_HOURS)[number];

/** OCI's limit on a suppression's description. */
export const REASON_MAX = 255;

export interface AlarmRef {
  readonly id: string;
  readonly name: string;
}

export function acknowledgeRequest(
  alarm: AlarmRef,
  hours: AcknowledgeHours,
  reason: string,
  region: string,
  now: number,
  etag?: string,
): ChangeRequest<'updateAlarm'> {
  return {
    operation: 'updateAlarm',
    params: {
      alarmId: alarm.id,
      updateAlarmDetails: {
        suppression: {
          description: reason.trim().slice(0, REASON_MAX),
          timeSuppressFrom: new Date(now).toISOString(),
          timeSuppressUntil: new Date(now + hours * 3_600_000).toISOString(),
        },
      },
    },
    region,
    resourceId: alarm.id,
    title: changeTitle('details:form.acknowledgeSummary', { names: { name: alarm.name } }),
    ...(etag === undefined ? {} : { ifMatch: etag }),
  };
}
