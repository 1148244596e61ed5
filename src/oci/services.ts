/**
 * The regional services the console calls (spec document 1 §7, §9; reference/oci-public-api.md).
 * The key is the first label of the real host, which is also the emulator's first path segment.
 */
export interface ServiceSpec {
  readonly key: string;
  readonly title: string;
  /** `{region}` and `{secondLevelDomain}` are filled from the region table. */
  readonly hostTemplate: string;
  /** The API version base path; empty for object storage. */
  readonly basePath: string;
}

export const SERVICES = {
  apigateway: { key: 'apigateway', title: 'API Gateway', hostTemplate: 'apigateway.{region}.oci.{secondLevelDomain}', basePath: '/20190501' },
  artifacts: { key: 'artifacts', title: 'Artifacts', hostTemplate: 'artifacts.{region}.oci.{secondLevelDomain}', basePath: '/20160918' },
  marketplace: { key: 'marketplace', title: 'Marketplace', hostTemplate: 'marketplace.{region}.oci.{secondLevelDomain}', basePath: '/20181001' },
  // Beyond §7: the tenancy's region subscriptions (operations/extensions.ts).
  identity: { key: 'identity', title: 'Identity', hostTemplate: 'identity.{region}.oci.{secondLevelDomain}', basePath: '/20160918' },
  // Beyond §7: the tenancy's assigned subscriptions, its pricing class and SaaS types (operations/extensions.ts).
  organizations: { key: 'organizations', title: 'Organizations', hostTemplate: 'organizations.{region}.oci.{secondLevelDomain}', basePath: '/20230401' },
  // Beyond §7: the identity data plane, where a session token is minted and refreshed (operations/extensions.ts).
  auth: { key: 'auth', title: 'Identity Data Plane', hostTemplate: 'auth.{region}.{secondLevelDomain}', basePath: '/v1' },
  // Beyond §7: announcements and usage (operations/announcements.ts, usage.ts); metrics share telemetry below.
  announcements: { key: 'announcements', title: 'Announcements', hostTemplate: 'announcements.{region}.{secondLevelDomain}', basePath: '/20180904' },
  usageapi: { key: 'usageapi', title: 'Usage', hostTemplate: 'usageapi.{region}.oci.{secondLevelDomain}', basePath: '/20200107' },
  iaas: { key: 'iaas', title: 'Core Services', hostTemplate: 'iaas.{region}.{secondLevelDomain}', basePath: '/20160918' },
  datasafe: { key: 'datasafe', title: 'Data Safe', hostTemplate: 'datasafe.{region}.oci.{secondLevelDomain}', basePath: '/20181201' },
  database: { key: 'database', title: 'Database', hostTemplate: 'database.{region}.{secondLevelDomain}', basePath: '/20160918' },
  devops: { key: 'devops', title: 'DevOps', hostTemplate: 'devops.{region}.oci.{secondLevelDomain}', basePath: '/20210630' },
  functions: { key: 'functions', title: 'Functions', hostTemplate: 'functions.{region}.oci.{secondLevelDomain}', basePath: '/20181201' },
  licensemanager: { key: 'licensemanager', title: 'License Manager', hostTemplate: 'licensemanager.{region}.oci.{secondLevelDomain}', basePath: '/20220430' },
  objectstorage: { key: 'objectstorage', title: 'Object Storage', hostTemplate: 'objectstorage.{region}.{secondLevelDomain}', basePath: '' },
  notification: { key: 'notification', title: 'Notifications', hostTemplate: 'notification.{region}.{secondLevelDomain}', basePath: '/20181201' },
  logging: { key: 'logging', title: 'Logging', hostTemplate: 'logging.{region}.oci.{secondLevelDomain}', basePath: '/20200531' },
  query: { key: 'query', title: 'Resource Search', hostTemplate: 'query.{region}.oci.{secondLevelDomain}', basePath: '/20180409' },
  ocvps: { key: 'ocvps', title: 'VMware Solution', hostTemplate: 'ocvps.{region}.oci.{secondLevelDomain}', basePath: '/20230701' },
  // Beyond §7: Monitoring's alarms and metrics (operations/monitoring.ts, metrics.ts).
  telemetry: { key: 'telemetry', title: 'Monitoring', hostTemplate: 'telemetry.{region}.{secondLevelDomain}', basePath: '/20180401' },
  waf: { key: 'waf', title: 'Web Application Firewall', hostTemplate: 'waf.{region}.oci.{secondLevelDomain}', basePath: '/20210930' },
  waa: { key: 'waa', title: 'Web Application Acceleration', hostTemplate: 'waa.{region}.oci.{secondLevelDomain}', basePath: '/20211230' },
} as const satisfies Record<string, ServiceSpec>;

export type ServiceKey = keyof typeof SERVICES;

export const SERVICE_KEYS = Object.keys(SERVICES) as ServiceKey[];

/** The real host of a service in a region. A region id with a dot is the whole host suffix. */
export function serviceHost(service: ServiceKey, regionId: string, secondLevelDomain: string): string {
  const template = SERVICES[service].hostTemplate;
  if (regionId.includes('.')) {
    const dot = template.indexOf('.');
    return `${dot === -1 ? template : template.slice(0, dot)}.${regionId}`;
  }
  return template.replace('{region}', regionId).replace('{secondLevelDomain}', secondLevelDomain);
}
