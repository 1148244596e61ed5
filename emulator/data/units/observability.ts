/**
 * Logging and notifications: a log group with logs (log search answers each log's logGroupId), an
 * agent configuration, alarms, an events rule, a service connector, and a topic with
 * subscriptions (GET answers topicId and the endpoint).
 */
import type { RegionBuilder } from '../regionBuilder';

const SOURCES = ['flowlogs', 'objectstorage', 'apigateway', 'loadbalancer', 'functions'] as const;

export function observabilityUnit(b: RegionBuilder): void {
  const place = b.place(b.random.chance(0.4) ? b.compartmentNamed('observability') : undefined);
  const time = b.time();
  const base = `${place.parts.env}-${place.parts.app}`;
  const group = b.add({
    type: 'LogGroup',
    ocidType: 'loggroup',
    name: `${base}-logs`,
    place,
    state: 'ACTIVE',
    time,
  });
  const logs = b.random.between(2, 4);
  for (let i = 0; i < logs; i++) {
    const service = b.random.pick(SOURCES);
    const custom = b.random.chance(0.25);
    b.add({
      service: 'logging',
      collection: '/logs',
      type: 'Log',
      ocidType: 'log',
      name: custom ? `${base}-app-log` : `${base}-${service}`,
      place,
      states: 'log',
      time: b.time(time),
      body: {
        logGroupId: group.id,
        logType: custom ? 'CUSTOM' : 'SERVICE',
        isEnabled: true,
        retentionDuration: b.random.pick([30, 60, 90]),
        configuration: custom
          ? undefined
          : {
              source: {
                sourceType: 'OCISERVICE',
                service,
                resource: b.ocid(service === 'flowlogs' ? 'subnet' : 'bucket'),
                category: 'all',
              },
            },
      },
    });
  }
  b.add({
    type: 'UnifiedAgentConfiguration',
    ocidType: 'unifiedagentconfiguration',
    name: `${base}-agent-config`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
  });
  b.add({
    type: 'LogSavedSearch',
    ocidType: 'logsavedsearch',
    name: `${place.parts.app} errors last 24h`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
  });
  for (const metric of ['cpu-high', 'error-rate']) {
    b.add({
      type: 'Alarm',
      ocidType: 'alarm',
      name: `${base}-${metric}`,
      place,
      state: 'ACTIVE',
      time: b.time(time),
    });
  }
  b.add({
    type: 'EventRule',
    ocidType: 'eventrule',
    name: `${base}-instance-events`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
  });
  b.add({
    type: 'ServiceConnector',
    ocidType: 'serviceconnector',
    name: `${base}-logs-to-stream`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
  });
  const topic = b.add({
    type: 'OnsTopic',
    ocidType: 'onstopic',
    name: `${base}-alerts`,
    place,
    state: 'ACTIVE',
    time,
  });
  const endpoints = [
    ['EMAIL', `${place.parts.app}-oncall@example.com`],
    ['HTTPS', `https://hooks.example.com/services/${place.parts.app}/alerts`],
    ['SLACK', `https://hooks.slack.com/services/T0${b.random.chars(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`],
    ['PAGERDUTY', 'https://events.pagerduty.com/integration/oci/enqueue'],
  ] as const;
  const subscriptions = b.random.between(1, 3);
  for (let i = 0; i < subscriptions; i++) {
    const [protocol, endpoint] = b.random.pick(endpoints);
    b.add({
      service: 'notification',
      collection: '/subscriptions',
      type: 'OnsSubscription',
      ocidType: 'onssubscription',
      name: `${topic.summary.displayName ?? 'topic'}-${protocol.toLowerCase()}`,
      place,
      state: b.random.chance(0.9) ? 'ACTIVE' : 'PENDING',
      time: b.time(time),
      body: {
        topicId: topic.id,
        protocol,
        endpoint,
        deliveryPolicy: { backoffRetryPolicy: { maxRetryDuration: 7_200_000, policyType: 'EXPONENTIAL' } },
      },
    });
  }
}
