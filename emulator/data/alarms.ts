/**
 * The demo tenancy's alarms as Monitoring answers them: every generated `Alarm` becomes an alarm
 * of telemetry's `/alarms`, with a definition (a metric query over one instance of its region, a
 * severity, its topic) drawn from its OCID's hash, so the seeded random stream, and with it every
 * other resource, stays as it was. When each fires is lifecycle/alarmStates.ts. A region's second
 * alarm (ERROR) has one override, as OCI's alarm overrides are written: the same metric past a
 * stricter threshold, CRITICAL, evaluated before the base rule — so its severity rises while it
 * keeps firing.
 */
import type { AlarmSeverity as Severity } from '../../src/oci/alarms';
import { makeEntity, type Entity } from '../entity';
import { idDraw } from '../lifecycle/alarmStates';

/** What an alarm watches: the metric's namespace, the query without its resource, the summary. */
const METRICS = [
  {
    namespace: 'oci_computeagent',
    metric: 'CpuUtilization',
    rule: '.mean() > 90',
    words: 'CPU above 90%',
    critical: { rule: '.mean() > 98', words: 'CPU above 98%' },
  },
  {
    namespace: 'oci_computeagent',
    metric: 'MemoryUtilization',
    rule: '.mean() > 85',
    words: 'memory above 85%',
    critical: { rule: '.mean() > 95', words: 'memory above 95%' },
  },
  {
    namespace: 'oci_computeagent',
    metric: 'DiskBytesWritten',
    rule: '.rate() > 50000000',
    words: 'disk writes above 50 MB/s',
    critical: { rule: '.rate() > 150000000', words: 'disk writes above 150 MB/s' },
  },
  {
    namespace: 'oci_computeagent',
    metric: 'NetworksBytesIn',
    rule: '.rate() > 100000000',
    words: 'network in above 100 MB/s',
    critical: { rule: '.rate() > 300000000', words: 'network in above 300 MB/s' },
  },
] as const;

/** The rule name of the second alarm's override (unique among the alarm's rules, as OCI requires). */
export const CRITICAL_OVERRIDE_RULE = 'critical';

const SEVERITIES: readonly Severity[] = ['CRITICAL', 'ERROR', 'WARNING', 'WARNING', 'INFO'];

function metricFor(entity: Entity): (typeof METRICS)[number] {
  const name = entity.summary.displayName ?? '';
  if (name.endsWith('-cpu-high')) return METRICS[0];
  return METRICS[idDraw(entity.id, 3) % METRICS.length] ?? METRICS[0];
}

/** The alarms of a region, made Monitoring's, in the order they were generated. */
export function defineAlarms(entities: Entity[]): void {
  const instances = entities.filter((e) => e.summary.resourceType === 'Instance');
  const topics = entities.filter((e) => e.summary.resourceType === 'OnsTopic');
  let index = 0;
  entities.forEach((entity, at) => {
    if (entity.summary.resourceType !== 'Alarm') return;
    const compartmentId = entity.summary.compartmentId;
    const near = instances.filter((i) => i.summary.compartmentId === compartmentId);
    const pool = near.length > 0 ? near : instances;
    const instance = pool.length === 0 ? undefined : pool[idDraw(entity.id, 4) % pool.length];
    const topic = topics.length === 0 ? undefined : topics[idDraw(entity.id, 5) % topics.length];
    const metric = metricFor(entity);
    const severity: Severity =
      index === 0
        ? 'CRITICAL'
        : index === 1
          ? 'ERROR'
          : (SEVERITIES[idDraw(entity.id, 6) % SEVERITIES.length] ?? 'INFO');
    const dimension = instance === undefined ? '' : `{resourceId = "${instance.id}"}`;
    const about = instance?.summary.displayName ?? 'the compartment';
    const overrides =
      index === 1
        ? [
            {
              ruleName: CRITICAL_OVERRIDE_RULE,
              query: `${metric.metric}[1m]${dimension}${metric.critical.rule}`,
              severity: 'CRITICAL',
              pendingDuration: 'PT5M',
              body: `${about}: ${metric.critical.words}. Act now: the instance is near its limit.`,
            },
          ]
        : [];
    entities[at] = makeEntity(
      { ...entity.summary, lifecycleState: 'ACTIVE' },
      {
        service: 'telemetry',
        collection: '/alarms',
        searchable: entity.searchable,
        body: {
          // Where the metric is emitted: the instance's compartment, as a real alarm names it.
          metricCompartmentId: instance?.summary.compartmentId ?? compartmentId,
          metricCompartmentIdInSubtree: false,
          namespace: metric.namespace,
          query: `${metric.metric}[1m]${dimension}${metric.rule}`,
          resolution: '1m',
          pendingDuration: 'PT5M',
          severity,
          body: `${about}: ${metric.words}. Check the instance's page before restarting anything.`,
          isNotificationsPerMetricDimensionEnabled: false,
          messageFormat: 'ONS_OPTIMIZED',
          destinations: topic === undefined ? [] : [topic.id],
          repeatNotificationDuration: 'PT4H',
          isEnabled: true,
          ruleName: 'BASE',
          alarmSummary: `${about}: ${metric.words}`,
          notificationVersion: '1.X',
          overrides,
          timeUpdated: entity.summary.timeCreated,
        },
      },
    );
    index += 1;
  });
}
