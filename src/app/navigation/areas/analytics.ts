import { docsBook, iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';
import { AI_ENTRIES } from './ai';
import { MESSAGING_ENTRIES } from './messaging';

/** Analytics & AI (document 3 §2.6): analytics and data lake services, then AI, then messaging. */
export const ANALYTICS_AREA = {
  id: 'analytics',
  labelKey: 'area.analytics',
  category: 'infrastructure',
  children: [
    {
      id: 'fusionDataIntelligence',
      labelKey: 'service.fusionDataIntelligence',
      plugin: 'analyticsapps',
      children: [
        { id: 'instances', labelKey: 'common.instances', path: '/fusion' },
        { id: 'entitlements', labelKey: 'analytics.entitlements', path: '/fusion/entitlements' },
        { id: 'backups', labelKey: 'common.backups', path: '/fusion/backups' },
        {
          id: 'paidInfo',
          labelKey: 'analytics.subscriptionDetails',
          path: '/fusion/paidInfo',
          alwaysPaid: true,
        },
        { id: 'trialInfo', labelKey: 'analytics.trialDetails', path: '/fusion/trialInfo', alwaysFree: true },
      ],
    },
    {
      id: 'analyticsCloud',
      labelKey: 'analytics.analyticsCloud',
      plugin: 'analytics',
      path: '/instances',
      resourceType: 'AnalyticsInstance',
      tags: ['oac', 'bi', 'reporting'],
    },
    {
      id: 'dataCatalog',
      labelKey: 'service.dataCatalog',
      plugin: 'datacatalog',
      help: [docsBook('en-us/iaas/data-catalog/index.html')],
      children: [
        { id: 'catalogs', labelKey: 'analytics.catalogs', path: '/', resourceType: 'DataCatalog' },
        {
          id: 'privateEndpoints',
          labelKey: 'common.privateEndpoints',
          path: '/private-endpoints',
          resourceType: 'DataCatalogPrivateEndpoint',
        },
        {
          id: 'metastores',
          labelKey: 'analytics.metastores',
          path: '/metastores',
          resourceType: 'DataCatalogMetastore',
        },
        {
          id: 'workRequests',
          labelKey: 'common.workRequests',
          path: '/work-requests',
          screen: 'workRequests',
        },
      ],
    },
    {
      id: 'dataIntegration',
      labelKey: 'analytics.dataIntegration',
      plugin: 'data-integration',
      path: '/overview',
      resourceType: 'DisWorkspace',
      tags: ['etl'],
      help: [docsBook('en-us/iaas/data-integration/index.html')],
    },
    {
      id: 'dataFlow',
      labelKey: 'service.dataFlow',
      plugin: 'data-flow',
      tags: ['spark'],
      help: [docsBook('en-us/iaas/data-flow/index.html')],
      children: [
        { id: 'apps', labelKey: 'common.applications', path: '/apps', resourceType: 'Application' },
        { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/privateEndpoints' },
        { id: 'runs', labelKey: 'analytics.runs', path: '/runs', resourceType: 'Run' },
        { id: 'pools', labelKey: 'analytics.pools', path: '/pools' },
        { id: 'sqlEndpoints', labelKey: 'analytics.sqlEndpoints', path: '/sql-endpoints' },
      ],
    },
    { id: 'queryService', labelKey: 'analytics.queryService', plugin: 'sql-queryservice', path: '' },
    ...AI_ENTRIES,
    ...MESSAGING_ENTRIES,
    {
      id: 'digitalMedia',
      labelKey: 'service.digitalMedia',
      plugin: 'media-services',
      help: [iaasDocs('dms/home.htm')],
      children: [
        {
          id: 'mediaFlows',
          labelKey: 'analytics.mediaFlows',
          path: '/media-flow',
          resourceType: 'MediaWorkflow',
        },
        { id: 'mediaFlowJobs', labelKey: 'analytics.mediaFlowJobs', path: '/media-flow-jobs' },
        { id: 'mediaStreams', labelKey: 'analytics.mediaStreams', path: '/media-streams' },
      ],
    },
  ],
} as const satisfies NavAreaSpec;
