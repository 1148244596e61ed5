import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/**
 * Hybrid & Multicloud (document 3 §2.10). Multicloud hub is a new service behind an allowlist
 * (ignored in staging) and needs the public clouds, so it is off in disconnected realms. The
 * on-premises services of other areas are shown here again.
 */
export const HYBRID_AREA = {
  id: 'hybrid',
  labelKey: 'area.hybrid',
  category: 'infrastructure',
  children: [
    {
      id: 'multicloudHub',
      labelKey: 'service.multicloudHub',
      plugin: 'multicloud',
      allowlists: ['multicloud-hub'],
      ignoreAllowlistsForStaging: true,
      disableInDisconnectedRealms: true,
      tags: ['azure', 'gcp', 'aws'],
      help: [iaasDocs('multicloud/home.htm')],
      children: [
        {
          id: 'subscriptions',
          labelKey: 'hybrid.multicloudSubscriptions',
          path: '/multicloud-subscriptions',
        },
        { id: 'resources', labelKey: 'hybrid.multicloudResources', path: '/multicloud-resources' },
        { id: 'resourceAnchors', labelKey: 'hybrid.resourceAnchors', path: '/resource-anchors' },
        { id: 'networkAnchors', labelKey: 'hybrid.networkAnchors', path: '/network-anchors' },
        {
          id: 'regionZoneMapping',
          labelKey: 'hybrid.crossCloudRegionZoneMapping',
          path: '/cross-cloud-region-zone-mapping',
        },
      ],
    },
    {
      id: 'cloudMigrations',
      labelKey: 'service.cloudMigrations',
      plugin: 'cloud-migrations',
      tags: ['migrate', 'lift and shift'],
      help: [iaasDocs('cloud-migration/home.htm')],
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/' },
        {
          id: 'migrations',
          labelKey: 'common.migrations',
          path: '/migrations',
          children: [
            {
              id: 'replicationSchedules',
              labelKey: 'hybrid.replicationSchedules',
              path: '/migrations/replication-schedules',
            },
            {
              id: 'workRequests',
              labelKey: 'common.workRequests',
              path: '/migrations/work-requests',
              screen: 'workRequests',
            },
          ],
        },
        {
          id: 'remoteConnections',
          labelKey: 'hybrid.remoteConnections',
          path: '/remote-connections',
          children: [
            { id: 'environments', labelKey: 'common.environments', path: '/remote-connections/environments' },
            {
              id: 'agentDependencies',
              labelKey: 'hybrid.agentDependencies',
              path: '/remote-connections/agent-dependencies',
            },
            {
              id: 'workRequests',
              labelKey: 'common.workRequests',
              path: '/remote-connections/work-requests',
              screen: 'workRequests',
            },
          ],
        },
        {
          id: 'discovery',
          labelKey: 'hybrid.discovery',
          path: '/discovery',
          children: [
            { id: 'assetSources', labelKey: 'hybrid.assetSources', path: '/discovery/asset-sources' },
            {
              id: 'schedules',
              labelKey: 'hybrid.discoverySchedules',
              path: '/discovery/discovery-schedules',
            },
            {
              id: 'workRequests',
              labelKey: 'common.workRequests',
              path: '/discovery/work-requests',
              screen: 'workRequests',
            },
          ],
        },
        {
          id: 'inventory',
          labelKey: 'hybrid.inventory',
          path: '/inventory',
          children: [
            {
              id: 'assets',
              labelKey: 'hybrid.assets',
              path: '/inventory/assets',
              resourceType: 'OcbVmAsset',
            },
            { id: 'savedSearches', labelKey: 'common.savedSearches', path: '/inventory/saved-searches' },
            {
              id: 'workRequests',
              labelKey: 'common.workRequests',
              path: '/inventory/work-requests',
              screen: 'workRequests',
            },
          ],
        },
      ],
    },
    {
      id: 'onPremises',
      labelKey: 'hybrid.onPremises',
      children: [
        {
          id: 'computeCloudAtCustomer',
          labelKey: 'service.computeCloudAtCustomer',
          ref: 'compute.computeCloudAtCustomer.infrastructure',
        },
        {
          id: 'exadataCloudAtCustomer',
          labelKey: 'service.exadataCloudAtCustomer',
          ref: 'databases.exadataCloudAtCustomer.infrastructures',
        },
        { id: 'rover', labelKey: 'service.rover', ref: 'compute.rover.nodes' },
        { id: 'vmware', labelKey: 'compute.vmware', ref: 'compute.vmware' },
        {
          id: 'databaseMigration',
          labelKey: 'service.databaseMigration',
          ref: 'databases.migration.overview',
        },
      ],
    },
  ],
} as const satisfies NavAreaSpec;
