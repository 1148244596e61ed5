/**
 * The Notifications kinds: a subscription's details page (titled by its endpoint) and the live
 * list of a compartment's subscriptions, optionally of one topic. A list page is this entry and
 * its translations (`lists.subscriptions` and the field names), nothing else.
 */
import { RELATED_PATTERNS } from '../features/details/paths';
import type { ResourceKinds } from './resourceKind';

export const NOTIFICATION_KINDS = {
  getSubscription: {
    details: {
      key: 'subscription',
      resourceTypes: ['OnsSubscription'],
      operation: 'getSubscription',
      idParam: 'subscriptionId',
      titlePath: 'endpoint',
      fields: [
        { path: 'protocol', label: 'protocol', format: 'enum' },
        { path: 'endpoint', label: 'endpoint', format: 'code' },
        { path: 'deliveryPolicy.backoffRetryPolicy.policyType', label: 'retryPolicy', format: 'enum' },
        {
          path: 'deliveryPolicy.backoffRetryPolicy.maxRetryDuration',
          label: 'maxRetryDuration',
          format: 'milliseconds',
        },
      ],
      relations: [{ label: 'topic', path: 'topicId', to: { pattern: RELATED_PATTERNS.topic } }],
    },
    list: {
      operation: 'listSubscriptions',
      route: '/notification/subscriptions/by-compartment',
      title: 'details:lists.subscriptions',
      empty: 'details:lists.empty',
      filters: [{ param: 'topicId', label: 'details:fields.topicId' }],
      columns: [
        { path: 'endpoint', label: 'details:fields.endpoint', format: 'code' },
        { path: 'protocol', label: 'details:fields.protocol', format: 'code' },
        { path: 'lifecycleState', label: 'glossary:state', format: 'state' },
        { path: 'topicId', label: 'details:fields.topicId', format: 'code' },
      ],
    },
  },
} as const satisfies ResourceKinds;
