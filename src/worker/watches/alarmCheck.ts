/**
 * One check of the alarms in the compartments the user watches (Settings; src/rules/
 * alarmWatchRules.ts decides): read each compartment's alarms with those under it, compare each
 * with what the last check saw, and answer the starts (and severity changes) to tell. Run by the
 * worker's watch loop and the service worker's periodic check, like the run watches
 * (./watchCheck.ts), with the same dedupe: what was seen is compared and written in one Dexie
 * transaction, so of two checkers seeing the same start only the first tells it. The first check
 * of a compartment only learns what fires already: nobody is told what was firing before.
 */
import { isFields, textField as text } from '../../rules/fieldsShown';
import { alarmsUnder, isAlarmSeverity } from '../../oci/alarms';
import { detailsLink } from '../../oci/resource-types';
import {
  ALARM_WATCH_COMPARTMENTS,
  ALARM_WATCH_SEVERITIES,
  alarmNotificationTag,
  decideAlarm,
  watchedCompartments,
  watchedSeverities,
  type SeenAlarm,
} from '../../rules/alarmWatchRules';
import type { AlarmSeverity } from '../../oci/alarms';
import type { ConsoleDb } from '../../contract/db';
import type { AlarmNotice, WatchRead } from './watchCheck';

function seenOf(value: unknown): SeenAlarm | undefined {
  if (!isFields(value)) return undefined;
  const status = text(value, 'status');
  const severity = text(value, 'severity');
  return status === undefined || severity === undefined ? undefined : { status, severity };
}

function alarmPath(alarmId: string): string {
  return detailsLink({ resourceType: 'Alarm', identifier: alarmId, compartmentId: '' }) ?? '/';
}

/**
 * Records one answer of a watched compartment's alarms; answers the notices this very
 * transaction found (none on the compartment's first check, none already told by another checker).
 */
async function recordAlarms(
  db: ConsoleDb,
  region: string,
  compartmentId: string,
  items: readonly unknown[],
  severities: readonly AlarmSeverity[],
): Promise<AlarmNotice[]> {
  const key = `alarmsSeen:${region}:${compartmentId}`;
  return db.transaction('rw', db.meta, async () => {
    const kept: unknown = (await db.meta.get(key))?.value;
    const seen = isFields(kept) ? kept : undefined;
    const next: Record<string, SeenAlarm> = {};
    const notices: AlarmNotice[] = [];
    for (const item of items) {
      if (!isFields(item)) continue;
      const id = text(item, 'id');
      const observed = seenOf(item);
      if (id === undefined || observed === undefined) continue;
      next[id] = observed;
      if (seen === undefined) continue;
      const change = decideAlarm(seenOf(seen[id]), observed, severities);
      if (change === undefined || !isAlarmSeverity(observed.severity)) continue;
      notices.push({
        id,
        kind: 'alarm',
        displayName: text(item, 'displayName') ?? id,
        path: alarmPath(id),
        state: observed.severity,
        change,
        tag: alarmNotificationTag(id, observed.severity),
      });
    }
    await db.meta.put({ key, value: next });
    return notices;
  });
}

/** Whether the user watches alarms of any compartment (the loop and the periodic sync check then). */
export async function watchesAlarms(db: ConsoleDb): Promise<boolean> {
  return watchedCompartments((await db.settings.get(ALARM_WATCH_COMPARTMENTS))?.value).length > 0;
}

/**
 * Reads every watched compartment's alarms in `region` and answers what to tell, each alarm
 * once (one under two watched compartments is read twice). A failed read, or a kept copy
 * answered offline, is skipped: an old answer must not tell a start twice or miss one.
 */
export async function checkAlarmWatches(
  db: ConsoleDb,
  read: WatchRead,
  region: string,
): Promise<AlarmNotice[]> {
  const [compartmentsRow, severitiesRow] = await db.settings.bulkGet([
    ALARM_WATCH_COMPARTMENTS,
    ALARM_WATCH_SEVERITIES,
  ]);
  const compartments = watchedCompartments(compartmentsRow?.value);
  const severities = watchedSeverities(severitiesRow?.value);
  if (compartments.length === 0 || severities.length === 0) return [];
  const notices = new Map<string, AlarmNotice>();
  for (const compartmentId of compartments) {
    const answer = await read('listAlarmsStatus', alarmsUnder(compartmentId), region);
    if (!answer.ok || answer.value.fromCache || !Array.isArray(answer.value.body)) continue;
    const body: readonly unknown[] = answer.value.body;
    for (const notice of await recordAlarms(db, region, compartmentId, body, severities))
      notices.set(notice.tag, notice);
  }
  return [...notices.values()];
}
