import { iaasDocs } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

/**
 * Tenancy and organization management (document 3 §2.11, §2.15). Tenancy Designer, tag namespaces
 * and "Limits, quotas and usage" are label-only in document 3; their pages are placed under the
 * tenancy management plugin and the identity plugin.
 */
export const TENANCY_ENTRIES = [
  {
    id: 'tenancyManagement',
    labelKey: 'service.tenancyManagement',
    plugin: 'tenancy-management',
    children: [
      { id: 'explorer', labelKey: 'governance.tenancyExplorer', path: '/explorer' },
      { id: 'designer', labelKey: 'governance.tenancyDesigner', path: '/designer' },
      { id: 'compartments', labelKey: 'identity.compartments', ref: 'identity.iam.compartments' },
      {
        id: 'tagNamespaces',
        labelKey: 'governance.tagNamespaces',
        plugin: 'identity',
        path: '/tag-namespaces',
        resourceType: 'TagNamespace',
        help: [iaasDocs('Tagging/home.htm')],
      },
      { id: 'limits', labelKey: 'governance.limitsQuotasUsage', path: '/limits', resourceType: 'Quota' },
    ],
  },
  {
    id: 'organization',
    labelKey: 'service.organizationManagement',
    plugin: 'organization-management',
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'tenancy', labelKey: 'governance.tenancies', path: '/tenancy' },
      { id: 'invitation', labelKey: 'governance.invitations', path: '/invitation' },
      { id: 'subscription', labelKey: 'common.subscriptions', path: '/subscription' },
      { id: 'governanceRules', labelKey: 'governance.governanceRules', path: '/governance-rules' },
    ],
  },
  {
    id: 'subscriptionSharing',
    labelKey: 'service.subscriptionSharing',
    plugin: 'subscription-sharing',
    children: [
      { id: 'invitations', labelKey: 'governance.invitations', path: '/invitations' },
      { id: 'linkedTenancies', labelKey: 'governance.linkedTenancies', path: '/subscribed-tenancies' },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
