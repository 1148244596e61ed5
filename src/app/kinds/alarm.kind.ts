/**
 * An alarm (Monitoring /20180401, `GetAlarm`; the search's `Alarm`): what it watches (the metric's
 * namespace and its MQL query), how urgent it is, and whether someone has acknowledged it (its
 * suppression: until when, and why). Its page links the resource its query names, shows its
 * history of firing and clearing, the metric's place (the kit's `metricChart` part), and
 * acknowledges it: OCI's suppression for a chosen time with a reason, queued in the outbox.
 * The live list is the compartment's firing alarms, most urgent first.
 *
 * Added by following ./README.md: this file and its words in the details namespace.
 */
import { alarmResourceId } from '../../oci/alarms';
import { RELATED_PATTERNS, fillPattern } from '../features/details/paths';
import { searchPaths } from '../features/search/paths';
import type { ResourceKinds } from './resourceKind';

export default {
  getAlarm: {
    details: {
      key: 'alarm',
      resourceTypes: ['Alarm'],
      operation: 'getAlarm',
      idParam: 'alarmId',
      // A tenancy or realm without Monitoring, or a user without a policy for alarms: a sentence.
      notOffered: 'details:errors.alarmNotOffered',
      fields: [
        { path: 'severity', label: 'severity', format: 'enum' },
        { path: 'alarmSummary', label: 'alarmSummary' },
        { path: 'suppression.timeSuppressUntil', label: 'suppressedUntil', format: 'dateTime' },
        { path: 'suppression.description', label: 'suppressionReason' },
        { path: 'namespace', label: 'namespace', format: 'code' },
        { path: 'pendingDuration', label: 'pendingDuration', format: 'code' },
        { path: 'isEnabled', label: 'isEnabled', format: 'boolean' },
      ],
      lists: [
        {
          title: 'alarmHistory',
          operation: 'getAlarmHistory',
          params: (alarm) => {
            const id = alarm['id'];
            return typeof id === 'string'
              ? { alarmId: id, alarmHistorytype: 'STATE_TRANSITION_HISTORY' }
              : null;
          },
          itemsPath: 'entries',
          columns: [
            { path: 'timestamp', label: 'when', format: 'dateTime' },
            { path: 'summary', label: 'change' },
          ],
        },
      ],
    },
    list: {
      operation: 'listAlarmsStatus',
      route: '/monitoring/alarms/status',
      title: 'details:lists.firingAlarms',
      empty: 'details:lists.firingAlarmsEmpty',
      notOffered: 'details:lists.firingAlarmsNotOffered',
      fixed: { compartmentIdInSubtree: true, status: 'FIRING', sortBy: 'severity' },
      columns: [
        { path: 'displayName', label: 'glossary:name', sortBy: 'displayName' },
        { path: 'severity', label: 'details:fields.severity', format: 'enum', sortBy: 'severity' },
        { path: 'timestampTriggered', label: 'details:fields.firingSince', format: 'dateTime' },
        { path: 'alarmSummary', label: 'details:fields.alarmSummary' },
      ],
    },
    page: {
      sections: [{ kind: 'part', id: 'metric', title: 'details:sections.metricChart', part: 'metricChart' }],
      actions: [{ name: 'acknowledgeAlarm', label: 'details:form.acknowledgeAlarm', variant: 'primary' }],
      links: [
        {
          label: 'details:relations.alarmResource',
          href: (alarm) => {
            const id = alarmResourceId(alarm['query']);
            if (id === undefined) return undefined;
            // An instance opens its own page; any other resource its summary from the local index.
            return id.startsWith('ocid1.instance.')
              ? (fillPattern(RELATED_PATTERNS.instance, { id }) ?? undefined)
              : searchPaths.resource(id);
          },
        },
      ],
    },
  },
} as const satisfies ResourceKinds;
