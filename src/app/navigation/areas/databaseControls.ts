import { docsBook } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

/**
 * Data Safe and the access-control services (document 3 §2.5). Data Safe's feature pages have
 * sub-pages that document 3 does not list one by one; the ones chosen here are Data Safe's own
 * tabs, kept out of the side menu (hideChildrenInMenu) and reachable from their feature page.
 */
export const DATABASE_CONTROL_ENTRIES = [
  {
    id: 'dataSafe',
    labelKey: 'service.dataSafe',
    plugin: 'data-safe',
    dependentService: 'DATA_SAFE',
    help: [docsBook('en/cloud/paas/data-safe/index.html')],
    children: [
      { id: 'instances', labelKey: 'common.instances', path: '/instances' },
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'registeredDatabases',
        labelKey: 'databases.registeredDatabases',
        path: '/registered-databases',
        hideChildrenInMenu: true,
        children: [
          { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/private-endpoints' },
          {
            id: 'onPremisesConnectors',
            labelKey: 'databases.onPremisesConnectors',
            path: '/on-premises-connector',
          },
        ],
      },
      { id: 'targetGroups', labelKey: 'databases.targetGroups', path: '/target-groups' },
      { id: 'settings', labelKey: 'common.settings', path: '/settings' },
      { id: 'attributeSets', labelKey: 'databases.attributeSets', path: '/attribute-sets' },
      { id: 'securityCenter', labelKey: 'databases.securityCenter', path: '/security-center' },
      {
        id: 'securityAssessment',
        labelKey: 'databases.securityAssessment',
        path: '/security-assessment',
        hideChildrenInMenu: true,
        children: [
          { id: 'assessments', labelKey: 'common.assessments', path: '/security-assessment/assessments' },
          { id: 'reports', labelKey: 'common.reports', path: '/security-assessment/reports' },
        ],
      },
      { id: 'userAssessment', labelKey: 'databases.userAssessment', path: '/user-assessment' },
      {
        id: 'dataDiscovery',
        labelKey: 'databases.dataDiscovery',
        path: '/data-discovery',
        hideChildrenInMenu: true,
        children: [
          {
            id: 'sensitiveDataModels',
            labelKey: 'databases.sensitiveDataModels',
            path: '/data-discovery/sensitive-data-models',
          },
          {
            id: 'sensitiveTypes',
            labelKey: 'databases.sensitiveTypes',
            path: '/data-discovery/sensitive-types',
          },
        ],
      },
      {
        id: 'dataMasking',
        labelKey: 'databases.dataMasking',
        path: '/data-masking',
        hideChildrenInMenu: true,
        children: [
          {
            id: 'maskingPolicies',
            labelKey: 'databases.maskingPolicies',
            path: '/data-masking/masking-policies',
          },
          {
            id: 'maskingReports',
            labelKey: 'databases.maskingReports',
            path: '/data-masking/masking-reports',
          },
        ],
      },
      {
        id: 'activityAuditing',
        labelKey: 'databases.activityAuditing',
        path: '/activity-auditing',
        hideChildrenInMenu: true,
        children: [
          { id: 'auditTrails', labelKey: 'databases.auditTrails', path: '/activity-auditing/audit-trails' },
          {
            id: 'auditProfiles',
            labelKey: 'databases.auditProfiles',
            path: '/activity-auditing/audit-profiles',
          },
          {
            id: 'auditPolicies',
            labelKey: 'databases.auditPolicies',
            path: '/activity-auditing/audit-policies',
          },
          { id: 'reports', labelKey: 'common.reports', path: '/activity-auditing/reports' },
        ],
      },
      { id: 'securityPolicies', labelKey: 'databases.securityPolicies', path: '/security-policies' },
      {
        id: 'sqlFirewall',
        labelKey: 'databases.sqlFirewall',
        path: '/sql-firewall',
        hideChildrenInMenu: true,
        children: [
          { id: 'policies', labelKey: 'common.policies', path: '/sql-firewall/policies' },
          { id: 'violations', labelKey: 'databases.violationReports', path: '/sql-firewall/violations' },
        ],
      },
      {
        id: 'alerts',
        labelKey: 'databases.alerts',
        path: '/alerts',
        hideChildrenInMenu: true,
        children: [
          { id: 'alertPolicies', labelKey: 'databases.alertPolicies', path: '/alerts/alert-policies' },
        ],
      },
    ],
  },
  {
    id: 'apiControls',
    labelKey: 'service.apiAccessControl',
    plugin: 'api-access-control',
    children: [
      { id: 'controls', labelKey: 'databases.apiControls', path: '/api-controls' },
      { id: 'accessRequests', labelKey: 'common.accessRequests', path: '/access-requests' },
    ],
  },
  {
    id: 'delegationControls',
    labelKey: 'service.delegateAccessControl',
    plugin: 'delegate-access-control',
    children: [
      { id: 'controls', labelKey: 'databases.delegationControls', path: '/delegation-controls' },
      { id: 'accessRequests', labelKey: 'common.accessRequests', path: '/delegation-access-requests' },
      {
        id: 'subscriptions',
        labelKey: 'databases.delegationSubscriptions',
        path: '/delegation-subscriptions',
        hideFromMegaMenu: true,
      },
    ],
  },
  {
    id: 'operatorControls',
    labelKey: 'service.operatorAccessControl',
    plugin: 'operator-access-control',
    children: [
      { id: 'controls', labelKey: 'databases.operatorControls', path: '/operator-controls' },
      { id: 'assignments', labelKey: 'databases.controlAssignments', path: '/assignments' },
      { id: 'accessRequests', labelKey: 'common.accessRequests', path: '/access-requests' },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
