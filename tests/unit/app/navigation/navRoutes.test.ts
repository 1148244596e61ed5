import { describe, expect, it } from 'vitest';
import { FEATURED } from '../../../../src/app/navigation/featured';
import { NAV_ENTRIES, navEntry } from '../../../../src/app/navigation/navEntries';
import {
  NAV_ROUTES,
  formatRoute,
  joinRoute,
  ownRouteOf,
  routeConflicts,
  routeOf,
} from '../../../../src/app/navigation/navRoutes';
import { PLUGINS } from '../../../../src/app/navigation/plugins';

/** Routes document 3 §2 names (plugin base routes chosen in plugins.ts), one or more per section. */
const SPEC_ROUTES = [
  '/dashboard',
  '/compute/instances',
  '/compute/instance-maintenance',
  '/compute/instance-configs',
  '/compute/compute-clusters',
  '/compute/auto-scaling',
  '/compute/images',
  '/registry/containers',
  '/registry/artifacts',
  '/functions/prebuilt-functions',
  '/compute/desktops/pools',
  '/container-instances',
  '/batch/task-profiles',
  '/workstation/virtual-workstations',
  '/rover-edge/nodes',
  '/compute-cloud-at-customer/upgrade-schedule',
  '/managed-services-mac/mac-orders',
  '/block-storage/volume-group-replicas',
  '/fss/outbound-connectors',
  '/lfs/file-systems',
  '/object-storage/private-endpoints',
  '/data-transfer/transfer-jobs',
  '/data-transfer/export-jobs',
  '/storage/streaming',
  '/storage/streaming/connectharness',
  '/load-balancer/load-balancers',
  '/networking/performance',
  '/dns/tsig-keys',
  '/networking/customer-connectivity',
  '/networking/ip-management/byoasn-ranges',
  '/networking/network-command-center/vtaps',
  '/database/limits',
  '/db/adb',
  '/db/adbs',
  '/db/adb/adw',
  '/db/adb/atp',
  '/db/adbs/vec',
  '/db/aevm',
  '/sharded-db/list',
  '/dbaas/dbsystems',
  '/dbaas/exadb-xs/exascaleStorageVaults',
  '/base-db-at-customer/dbinfra/keyStores',
  '/exacc/autonomousExaVmClusters',
  '/escs/vaults',
  '/fleet-update/maintenance',
  '/extdb/extncdb',
  '/multicloud-db/gcp/key-rings',
  '/dbrs/recovery-service-subnets',
  '/mysqlaas/channels',
  '/heatwave/administration',
  '/nosql/tables',
  '/timesten/service-instances',
  '/ocicache/users',
  '/opensearch/pipelines',
  '/goldengate/registrations',
  '/dbtools/worksheet',
  '/apex/instances',
  '/data-safe/sql-firewall',
  '/delegate-access-control/delegation-subscriptions',
  '/operator-access-control/assignments',
  '/dbmgmt-ui/fleet/:product',
  '/dbmgmt-ui/fleet/exadata',
  '/opsi/private-endopoints',
  '/odms/agents',
  '/analyticsapps/fusion',
  '/analyticsapps/fusion/trialInfo',
  '/datacatalog',
  '/data-flow/sql-endpoints',
  '/sql-queryservice',
  '/queues/queues',
  '/messaging/email/dkims',
  '/messaging/email/custom-return-path',
  '/notification/subscriptions',
  '/data-science/consumers/mlApplicationInstances',
  '/ai-service/speech/text-to-speech',
  '/genai-agent/provisioned-capacities',
  '/ai-service/generative-ai/playground/embed',
  '/media-services/media-streams',
  '/resourcemanager/stacks/create?sourceType=openshift',
  '/developer-tools/maui-page',
  '/devops-project/devops-settings',
  '/remote-configuration/app-config',
  '/adm/remediationHistory',
  '/oce/ocminstances',
  '/iot-platform/domain-groups',
  '/identity/authentication-policy',
  '/access-governance/settings-service-instance',
  '/cloud-guard/queries/scheduled',
  '/threat-intelligence/database',
  '/waf/network-address-lists',
  '/security/certificates/ca-bundle',
  '/vss/ports',
  '/security/external-hsm',
  '/security/data-security/tag-namespace',
  '/guarded-data-pipelines/metrics',
  '/managed-access/templates',
  '/site-guard/protection-groups',
  '/audit/events',
  '/logging/data-models',
  '/wlms/managedInstances',
  '/fams-classic/actionsAndControls',
  '/fams/administration/metadata/self-hosted-instances',
  '/monitoring/alarms/status',
  '/loganalytics/admin',
  '/events/metrics',
  '/management-dashboard/filters',
  '/jms/analyzeApplications',
  '/osmh/alx',
  '/resource-analytics/instances',
  '/multicloud/cross-cloud-region-zone-mapping',
  '/cloud-migrations/inventory/work-requests',
  '/billing/payment-method',
  '/usage/subscription-lists',
  '/rewards/history',
  '/announcements/subscription',
  '/cloud-advisor/settings',
  '/control-center/demand-signals',
  '/resource-scheduler',
  '/tenancy-management/explorer',
  '/support/service-request/create',
  '/organization-management/governance-rules',
  '/subscription-sharing/subscribed-tenancies',
  '/license-manager/notifications',
  '/emissions/carbon-emission/default-reports',
  '/resource-inventory/visual-explorer',
  '/marketplace/community-images',
  '/service-catalog/private-applications',
  '/publisher/disbursement-taxes-reports',
  '/industries-data-exchange/models',
  '/fusion-applications/environment-families',
  '/health-operations',
  '/hospitality/applications',
  '/patient-revenue/environment-groups',
  '/clinical-data-exchange/payer/query-endpoints-list',
  '/health-connection-hub/provider/ohin-admin/user-activity',
  '/search/documentation',
  '/status/service-categories',
  '/my-applications/netsuite',
  '/support/home',
];

describe('routes', () => {
  it('joins base routes and suffixes', () => {
    expect(joinRoute('/compute', '/instances')).toBe('/compute/instances');
    expect(joinRoute('/datacatalog', '/')).toBe('/datacatalog');
    expect(joinRoute('/', '/dashboard')).toBe('/dashboard');
    expect(joinRoute('/a/', 'b')).toBe('/a/b');
  });

  it('resolves every entry and featured item', () => {
    for (const entry of [...NAV_ENTRIES, ...FEATURED]) {
      const route = routeOf(entry);
      expect(route, entry.id).toMatch(/^(\/|https:\/\/)/);
    }
  });

  it('has no two entries owning one route, and no parameter routes a router could confuse', () => {
    expect(routeConflicts()).toEqual([]);
    const owned = NAV_ENTRIES.map(ownRouteOf).filter((r) => r !== undefined);
    expect(NAV_ROUTES.size).toBe(owned.length);
    for (const [route, entry] of NAV_ROUTES) expect(ownRouteOf(entry)).toBe(route);
  });

  it.each(SPEC_ROUTES)('has the route %s', (route) => {
    expect(NAV_ROUTES.has(route as `/${string}`)).toBe(true);
  });

  it('sends refs and featured items to their canonical page', () => {
    expect(routeOf(navEntry('containers.containerRegistry'))).toBe('/registry/containers');
    expect(routeOf(navEntry('myApplications.administration.vaults'))).toBe('/security/kms');
    const adb = FEATURED.find((f) => f.id === 'featured.autonomousDatabase');
    expect(adb && routeOf(adb)).toBe('/db/adb');
    const logging = FEATURED.find((f) => f.id === 'featured.logging');
    expect(logging && routeOf(logging)).toBe('/logging/search');
  });

  it('opens a parent without a page at its first child, and a category header at its first area', () => {
    expect(routeOf(navEntry('compute.functions'))).toBe('/functions/apps');
    expect(routeOf(navEntry('category:home'))).toBe('/dashboard');
  });

  it('formats a formatted link and adds preset queries', () => {
    expect(formatRoute(navEntry('databases.management.fleetProduct'), { product: 'postgresql' })).toBe(
      '/dbmgmt-ui/fleet/postgresql',
    );
    expect(() => formatRoute(navEntry('databases.management.fleetProduct'), {})).toThrow(/product/);
    expect(routeOf(navEntry('observability.apm.serviceMonitoring'))).toBe(
      '/apm/dashboards?dashboardId=oob-apm-service-monitoring',
    );
  });

  it('keeps external links external', () => {
    expect(routeOf(navEntry('myApplications.classicSignIn'))).toMatch(/^https:\/\//);
    expect(routeOf(navEntry('help.cliSetup'))).toMatch(/^https:\/\/docs\.oracle\.com\//);
  });

  it('documents a base route for every plugin', () => {
    const routes = Object.values(PLUGINS).map((p) => p.baseRoute);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
