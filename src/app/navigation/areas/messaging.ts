import { iaasDocs } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

/** Messaging (document 3 §2.6): queues, email delivery and notifications. */
export const MESSAGING_ENTRIES = [
  {
    id: 'queues',
    labelKey: 'service.queues',
    plugin: 'queues',
    tags: ['sqs'],
    help: [iaasDocs('queue/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'queues', labelKey: 'analytics.queues', path: '/queues', resourceType: 'Queue' },
    ],
  },
  {
    id: 'email',
    labelKey: 'service.emailDelivery',
    plugin: 'email',
    tags: ['smtp'],
    help: [iaasDocs('Email/home.htm')],
    children: [
      { id: 'dashboard', labelKey: 'common.dashboard', path: '/dashboard' },
      { id: 'configuration', labelKey: 'analytics.emailConfiguration', path: '/configuration' },
      {
        id: 'domains',
        labelKey: 'analytics.emailDomains',
        path: '/email-domains',
        resourceType: 'EmailDomain',
      },
      { id: 'dkims', labelKey: 'analytics.dkims', path: '/dkims', resourceType: 'Dkim' },
      { id: 'customReturnPath', labelKey: 'analytics.customReturnPath', path: '/custom-return-path' },
      { id: 'senders', labelKey: 'analytics.approvedSenders', path: '/senders', resourceType: 'EmailSender' },
      { id: 'suppressions', labelKey: 'analytics.suppressionList', path: '/suppressions' },
      { id: 'privateEndpoint', labelKey: 'common.privateEndpoints', path: '/private-endpoint' },
      { id: 'ipPools', labelKey: 'analytics.emailIpPools', path: '/ip-pools' },
      { id: 'assignedIps', labelKey: 'analytics.assignedIps', path: '/assigned-ips' },
      { id: 'workRequests', labelKey: 'common.workRequests', path: '/work-requests', screen: 'workRequests' },
    ],
  },
  {
    id: 'notifications',
    labelKey: 'service.notifications',
    plugin: 'notification',
    tags: ['sns', 'pubsub'],
    help: [iaasDocs('Notification/home.htm')],
    children: [
      { id: 'topics', labelKey: 'common.topics', path: '/topics', resourceType: 'OnsTopic' },
      {
        id: 'subscriptions',
        labelKey: 'common.subscriptions',
        path: '/subscriptions',
        resourceType: 'OnsSubscription',
      },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
