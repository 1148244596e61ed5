import { docsBook } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

/**
 * Database Management and Ops Insights (document 3 §2.5). `/fleet/:product` is a formatted link
 * whose product (e.g. `oracle`, `postgresql`) is filled at run time; MySQL and Exadata have
 * fixed fleet pages of their own, which a router ranks ahead of the parameter.
 */
export const DATABASE_MANAGEMENT_ENTRIES = [
  {
    id: 'management',
    labelKey: 'service.databaseManagement',
    plugin: 'dbmgmt',
    dependentService: 'DATABASE_MANAGEMENT',
    help: [docsBook('en-us/iaas/database-management/index.html')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'fleet', labelKey: 'databases.fleetSummary', path: '/fleet' },
      { id: 'fleetProduct', labelKey: 'databases.fleetByProduct', path: '/fleet/:product', dynamic: true },
      { id: 'fleetMysql', labelKey: 'databases.fleetMysql', path: '/fleet/mysql' },
      { id: 'fleetExadata', labelKey: 'databases.fleetExadata', path: '/fleet/exadata' },
      { id: 'dashboards', labelKey: 'common.dashboards', path: '/dashboards' },
      { id: 'groups', labelKey: 'databases.databaseGroups', path: '/groups' },
      {
        id: 'vulnerabilityAssessment',
        labelKey: 'databases.vulnerabilityAssessment',
        path: '/vulassessment',
      },
      { id: 'patchManagement', labelKey: 'databases.patchManagement', path: '/patchmgmt' },
      { id: 'administration', labelKey: 'common.administration', path: '/administration' },
    ],
  },
  {
    id: 'opsInsights',
    labelKey: 'service.opsInsights',
    plugin: 'opsi',
    help: [docsBook('en-us/iaas/operations-insights/index.html')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'processInsights', labelKey: 'databases.processInsights', path: '/process-insights' },
      { id: 'exadata', labelKey: 'databases.exadataInsights', path: '/exadata' },
      { id: 'sqlInsights', labelKey: 'databases.sqlInsights', path: '/sqlInsights' },
      { id: 'dashboards', labelKey: 'common.dashboards', path: '/dashboards' },
      { id: 'explorer', labelKey: 'common.explorer', path: '/explorer' },
      {
        id: 'administration',
        labelKey: 'common.administration',
        path: '/administration',
        children: [
          { id: 'databases', labelKey: 'databases.databaseFleet', path: '/databases' },
          { id: 'hosts', labelKey: 'databases.hostFleet', path: '/hosts' },
          { id: 'exadatas', labelKey: 'databases.exadataFleet', path: '/exadatas' },
          { id: 'kubernetes', labelKey: 'databases.kubernetesFleet', path: '/kubernetes' },
          { id: 'bridges', labelKey: 'databases.awrHubBridges', path: '/bridges' },
          { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/private-endopoints' },
          { id: 'warehouse', labelKey: 'databases.awrHubWarehouse', path: '/warehouse' },
          { id: 'newsReports', labelKey: 'databases.newsReports', path: '/newsreports' },
          { id: 'actionableInsights', labelKey: 'databases.actionableInsights', path: '/actionableInsights' },
          {
            id: 'workRequests',
            labelKey: 'common.workRequests',
            path: '/workrequests',
            screen: 'workRequests',
          },
          { id: 'collectionIssues', labelKey: 'databases.collectionIssues', path: '/collectionIssues' },
          {
            id: 'serviceConfigurations',
            labelKey: 'databases.serviceConfigurations',
            path: '/serviceConfigurations',
          },
        ],
      },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
