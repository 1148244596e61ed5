/**
 * Observability and management (document 2 §2.1 Observability and security, and others):
 * monitoring, events, logging, notifications, queues, budgets, quotas, dashboards, resource
 * collections and Java management. A log opens inside its log group (logGroupId from
 * enrichment); a notification subscription is chosen to open inside its topic
 * (/notification/topics/{topicId}/subscriptions/:id, topicId from enrichment).
 */
import { ENRICHMENTS } from './enrichments';
import { ctx, nested, page } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  { name: 'Alarm', badge: 'ALRM', title: 'Alarm', plural: 'Alarms', link: '/monitoring/alarms/:id' },
  { name: 'EventRule', badge: 'EVT', title: 'Event rule', plural: 'Event rules', link: '/events/rules/:id' },
  {
    name: 'LogGroup',
    badge: 'LG',
    title: 'Log group',
    plural: 'Log groups',
    link: PAGE.logGroup,
  },
  {
    name: 'Log',
    badge: 'LOG',
    title: 'Log',
    plural: 'Logs',
    link: nested('/logging/log-groups', ctx('logGroupId'), 'logs'),
    enrich: ENRICHMENTS.log,
  },
  {
    name: 'UnifiedAgentConfiguration',
    badge: 'UAC',
    title: 'Agent configuration',
    plural: 'Agent configurations',
    link: '/logging/agent-configs/:id',
  },
  {
    name: 'LogSavedSearch',
    badge: 'LSS',
    title: 'Saved log search',
    plural: 'Saved log searches',
    link: null,
  },
  {
    name: 'OnsTopic',
    badge: 'TOP',
    title: 'Notification topic',
    plural: 'Notification topics',
    link: PAGE.topic,
  },
  {
    name: 'OnsSubscription',
    badge: 'SUB',
    title: 'Subscription',
    plural: 'Subscriptions',
    link: page(PAGE.subscription),
    enrich: ENRICHMENTS.subscription,
  },
  { name: 'Queue', badge: 'QUE', title: 'Queue', plural: 'Queues', link: '/queues/queues/:id' },
  { name: 'Budget', badge: 'BUD', title: 'Budget', plural: 'Budgets', link: '/usage/budgets/:id' },
  { name: 'Quota', badge: 'QTA', title: 'Quota policy', plural: 'Quota policies', link: '/quotas/:id' },
  { name: 'ConsoleDashboard', badge: 'DASH', title: 'Dashboard', plural: 'Dashboards', link: null },
  {
    name: 'ConsoleDashboardGroup',
    badge: 'DSHG',
    title: 'Dashboard group',
    plural: 'Dashboard groups',
    link: '/dashboard/group/:id',
  },
  // The search service's documented name carries a typo; the corrected spelling is accepted too.
  {
    name: 'ConsoleRescourceCollections',
    aliases: ['ConsoleResourceCollection'],
    badge: 'RC',
    title: 'Resource collection',
    plural: 'Resource collections',
    link: '/search/resource-collections/:id',
  },
  {
    name: 'ManagementAgent',
    badge: 'MA',
    title: 'Management agent',
    plural: 'Management agents',
    link: null,
  },
  {
    name: 'ManagementAgentInstallKey',
    badge: 'MAK',
    title: 'Management agent install key',
    plural: 'Management agent install keys',
    link: null,
  },
  { name: 'ApmDomain', badge: 'APM', title: 'APM domain', plural: 'APM domains', link: null },
  {
    name: 'JmsFleet',
    badge: 'JMS',
    title: 'Java Management fleet',
    plural: 'Java Management fleets',
    link: '/jms/fleets/:id',
  },
  {
    name: 'JmsPlugin',
    badge: 'JMSP',
    title: 'Java Management plugin',
    plural: 'Java Management plugins',
    link: null,
  },
] as const satisfies readonly TypeRow[];

export const OBSERVABILITY_TYPES = describeArea('Observability and management', ROWS);
