import { iaasDocs } from '../helpDocs';
import type { NavEntrySpec } from '../navEntry';

const NEW_LAYOUT = ['fams-new-layout'] as const;
const OLD_LAYOUT = ['!fams-new-layout'] as const;

/**
 * Fleet, Java, WebLogic and OS management (document 3 §2.9). Fleet Application Management has two
 * menu layouts switched by one flag: the older one (plugin fams-classic) while it is off, the
 * newer one (plugin fams) while it is on; each has its own base route so neither shadows the other.
 */
export const MANAGEMENT_ENTRIES = [
  {
    id: 'weblogic',
    labelKey: 'service.weblogicManagement',
    plugin: 'wlms',
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'domains',
        labelKey: 'observability.weblogicDomains',
        path: '/domains',
        resourceType: 'WlmsWlsDomain',
      },
      { id: 'managedInstances', labelKey: 'observability.managedInstances', path: '/managedInstances' },
      { id: 'settings', labelKey: 'common.settings', path: '/settings' },
    ],
  },
  {
    id: 'fleetManagement',
    labelKey: 'service.fleetApplicationManagement',
    plugin: 'fams-classic',
    allowlists: OLD_LAYOUT,
    help: [iaasDocs('fleet-management/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'fleets', labelKey: 'common.fleets', path: '/fleets', resourceType: 'FamsFleet' },
      {
        id: 'lifecycleManagement',
        labelKey: 'observability.lifecycleManagement',
        path: '/lifecycleManagement',
      },
      { id: 'actionsAndControls', labelKey: 'observability.actionsAndControls', path: '/actionsAndControls' },
      { id: 'administration', labelKey: 'common.administration', path: '/administration' },
      { id: 'reports', labelKey: 'common.reports', path: '/reports' },
    ],
  },
  {
    id: 'fleetManagementNew',
    labelKey: 'service.fleetApplicationManagement',
    plugin: 'fams',
    allowlists: NEW_LAYOUT,
    help: [iaasDocs('fleet-management/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'fleets', labelKey: 'common.fleets', path: '/fleets' },
      {
        id: 'provisioning',
        labelKey: 'observability.provisioning',
        path: '/provisioning',
        children: [
          {
            id: 'catalog',
            labelKey: 'observability.catalog',
            path: '/provisioning/catalog',
            children: [
              {
                id: 'marketplace',
                labelKey: 'observability.catalogMarketplace',
                path: '/provisioning/catalog/marketplace',
              },
              { id: 'users', labelKey: 'observability.catalogUsers', path: '/provisioning/catalog/users' },
            ],
          },
          { id: 'deployments', labelKey: 'common.deployments', path: '/provisioning/deployments' },
        ],
      },
      {
        id: 'scheduling',
        labelKey: 'observability.scheduling',
        path: '/scheduling',
        children: [
          { id: 'schedules', labelKey: 'common.schedules', path: '/scheduling/schedules' },
          { id: 'executions', labelKey: 'observability.executions', path: '/scheduling/executions' },
          {
            id: 'maintenanceWindows',
            labelKey: 'observability.maintenanceWindows',
            path: '/scheduling/maintenance-windows',
            resourceType: 'FamsMaintenanceWindow',
          },
        ],
      },
      {
        id: 'runbooksAndTasks',
        labelKey: 'observability.runbooksAndTasks',
        path: '/runbooks-and-tasks',
        children: [
          {
            id: 'runbooks',
            labelKey: 'common.runbooks',
            path: '/runbooks-and-tasks/runbooks',
            resourceType: 'FamsRunbook',
          },
          {
            id: 'tasks',
            labelKey: 'common.tasks',
            path: '/runbooks-and-tasks/tasks',
            resourceType: 'FamsTaskRecord',
          },
        ],
      },
      {
        id: 'governance',
        labelKey: 'observability.governance',
        path: '/governance',
        children: [
          {
            id: 'complianceDetails',
            labelKey: 'observability.complianceDetails',
            path: '/governance/compliance-details',
          },
          {
            id: 'compliancePolicies',
            labelKey: 'observability.compliancePolicies',
            path: '/governance/compliance-policies',
            resourceType: 'FamsCompliancePolicy',
          },
        ],
      },
      {
        id: 'administration',
        labelKey: 'common.administration',
        path: '/administration',
        children: [
          {
            id: 'metadata',
            labelKey: 'observability.metadata',
            path: '/administration/metadata',
            children: [
              {
                id: 'products',
                labelKey: 'observability.products',
                path: '/administration/metadata/products',
              },
              {
                id: 'productStacks',
                labelKey: 'observability.productStacks',
                path: '/administration/metadata/product-stacks',
              },
              {
                id: 'environments',
                labelKey: 'common.environments',
                path: '/administration/metadata/environments',
              },
              {
                id: 'patchTypes',
                labelKey: 'observability.patchTypes',
                path: '/administration/metadata/patch-types',
              },
              {
                id: 'credentialNames',
                labelKey: 'observability.credentialNames',
                path: '/administration/metadata/credential-names',
              },
              {
                id: 'lifecycleOperations',
                labelKey: 'observability.lifecycleOperations',
                path: '/administration/metadata/lifecycle-operations',
              },
              {
                id: 'selfHostedInstances',
                labelKey: 'observability.selfHostedInstances',
                path: '/administration/metadata/self-hosted-instances',
              },
            ],
          },
          {
            id: 'properties',
            labelKey: 'observability.properties',
            path: '/administration/properties',
            resourceType: 'FamsProperty',
          },
          {
            id: 'patches',
            labelKey: 'observability.patches',
            path: '/administration/patches',
            resourceType: 'FamsPatch',
          },
          { id: 'settings', labelKey: 'common.settings', path: '/administration/settings' },
        ],
      },
    ],
  },
  {
    id: 'java',
    labelKey: 'service.javaManagement',
    plugin: 'jms',
    tags: ['jdk', 'jre'],
    help: [iaasDocs('java-management/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      { id: 'health', labelKey: 'observability.health', path: '/health' },
      { id: 'fleets', labelKey: 'common.fleets', path: '/fleets', resourceType: 'JmsFleet' },
      {
        id: 'javaDownload',
        labelKey: 'observability.javaDownload',
        path: '/javaDownload',
        children: [
          { id: 'releases', labelKey: 'observability.javaReleases', path: '/javaReleases' },
          { id: 'tokens', labelKey: 'observability.downloadTokens', path: '/tokens' },
          { id: 'reporting', labelKey: 'common.reports', path: '/reporting' },
        ],
      },
      {
        id: 'analyzeApplications',
        labelKey: 'observability.analyzeApplications',
        path: '/analyzeApplications',
      },
    ],
  },
  {
    id: 'osManagementHub',
    labelKey: 'service.osManagementHub',
    plugin: 'osmh',
    tags: ['patch', 'yum', 'os update'],
    help: [iaasDocs('osmh/home.htm')],
    children: [
      { id: 'overview', labelKey: 'common.overview', path: '/overview' },
      {
        id: 'softwareSources',
        labelKey: 'observability.softwareSources',
        path: '/software-sources',
        resourceType: 'OsmhSoftwareSource',
      },
      { id: 'groups', labelKey: 'common.groups', path: '/groups', resourceType: 'OsmhManagedInstanceGroup' },
      { id: 'dynamicSets', labelKey: 'observability.dynamicSets', path: '/dynamic-sets' },
      {
        id: 'lifecycleEnvironments',
        labelKey: 'observability.lifecycleEnvironments',
        path: '/lifecycle-environments',
        resourceType: 'OsmhLifecycleEnvironment',
      },
      { id: 'instances', labelKey: 'common.instances', path: '/instances' },
      { id: 'events', labelKey: 'common.events', path: '/events' },
      { id: 'jobs', labelKey: 'common.jobs', path: '/jobs', resourceType: 'OsmhScheduledJob' },
      { id: 'reports', labelKey: 'common.reports', path: '/reports' },
      { id: 'profiles', labelKey: 'common.profiles', path: '/profiles', resourceType: 'OsmhProfile' },
      { id: 'entitlements', labelKey: 'analytics.entitlements', path: '/entitlements' },
      {
        id: 'managementStations',
        labelKey: 'observability.managementStations',
        path: '/management-stations',
        resourceType: 'OsmhManagementStation',
      },
      {
        id: 'monitoredResources',
        labelKey: 'observability.monitoredResources',
        path: '/monitored-resources',
      },
      {
        id: 'autonomousLinux',
        labelKey: 'observability.autonomousLinux',
        path: '/alx',
        allowlists: ['osmh-alx'],
      },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
