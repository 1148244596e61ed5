/**
 * The address of every resource page the console shows with a screen of its own or links to from
 * one (a details page's relations), each written here once. `:id` is the resource's own
 * identifier; every other parameter is named after the field of the resource that holds it
 * (`:vcnId`, `:drgId`), so the page's link can be filled from the resource as the service answers
 * it. The search catalogue's links (this folder's area files, through `page` in path.ts) read
 * these and carry the patterns they fill (`linkPatterns`); a resource kind's page answers the
 * patterns of its search type's link (src/app/kit/detailsPatterns.ts), and the route table
 * (src/app/routeTable.ts), the features' links and the service worker's notifications read them
 * too; none writes a pattern of its own. A type whose page no screen names keeps its pattern in
 * its catalogue row, where a kind added for it later finds it (src/app/kinds/README.md). A test
 * finds each pattern written once in src
 * (tests/unit/oci/resource-types/pagesWrittenOnce.test.ts).
 *
 * Kinds the specification gives no page (DB home, private and public IP, IPv6, the object storage
 * namespace) get one here, beside their family's pages.
 */

export const PAGE = {
  // Identity and compute
  compartment: '/identity/compartments/:id',
  instance: '/compute/instances/:id',

  // The virtual cloud network and what lives in it (document 2 §2.1 Networking)
  vcn: '/networking/vcns/:id',
  dhcpOptions: '/networking/vcns/:vcnId/dhcp-options/:id',
  internetGateway: '/networking/vcns/:vcnId/internet-gateways/:id',
  natGateway: '/networking/vcns/:vcnId/nat-gateways/:id',
  serviceGateway: '/networking/vcns/:vcnId/service-gateways/:id',
  localPeeringGateway: '/networking/vcns/:vcnId/lpg-connections/:id',
  networkSecurityGroup: '/networking/vcns/:vcnId/network-security-groups/:id',
  routeTable: '/networking/vcns/:vcnId/route-tables/:id',
  securityList: '/networking/vcns/:vcnId/security-lists/:id',
  subnet: '/networking/vcns/:vcnId/subnets/:id',
  vlan: '/networking/vcns/:vcnId/vlans/:id',
  // A VNIC opens by its attachment, the one thing that names its instance and its VNIC together.
  vnic: '/networking/vcns/vnics/:vnicAttachmentId',
  privateIp: '/networking/ip-management/private-ips/:id',
  publicIp: '/networking/ip-management/public-ips/:id',
  ipv6: '/networking/ip-management/ipv6/:id',

  // Gateways to other networks, FastConnect, acceleration, load balancing
  drg: '/networking/drgs/:id',
  drgAttachment: '/networking/drgs/:drgId/drg-attachment/:id',
  drgRouteTable: '/networking/drgs/:drgId/drg-route-table/:id',
  drgRouteDistribution: '/networking/drgs/:drgId/import-route-distribution/:id',
  remotePeeringConnection: '/networking/drgs/:drgId/remote-peering-connections/:id',
  crossConnectInGroup: '/networking/fast-connect/cross-connect-group/:crossConnectGroupId/cross-connect/:id',
  crossConnect: '/networking/fast-connect/cross-connect/:id',
  crossConnectGroup: '/networking/fast-connect/cross-connect-group/:id',
  virtualCircuitInGroup:
    '/networking/fast-connect/cross-connect-group/:crossConnectGroupId/virtual-circuit/:id',
  virtualCircuitInCrossConnect: '/networking/fast-connect/cross-connect/:crossConnectId/virtual-circuit/:id',
  virtualCircuit: '/networking/fast-connect/virtual-circuit/:id',
  waaPolicy: '/networking/waa/policies/:id',
  webAppAcceleration: '/networking/waa/policies/:webAppAccelerationPolicyId/accelerations/:id',
  loadBalancer: '/load-balancer/load-balancers/:id',
  wafPolicy: '/waf/policies/:id',
  webAppFirewall: '/waf/policies/:webAppFirewallPolicyId/firewalls/:id',

  // Databases: a database opens inside what hosts it, most specific first
  autonomousDatabase: '/db/adb/:id',
  autonomousDatabaseAtCustomer: '/exacc/autonomousDatabases/:id',
  autonomousContainerDatabase: '/db/acd/:id',
  autonomousContainerDatabaseAtCustomer: '/exacc/autonomousContainerDatabases/:id',
  dbSystem: '/dbaas/dbsystems/:id',
  cloudVmCluster: '/dbaas/cloudVmClusters/:id',
  exaccVmCluster: '/exacc/clusters/:id',
  databaseInCloudVmCluster: '/dbaas/cloudVmClusters/:cloudVmClusterId/databases/:id',
  databaseInExaccVmCluster: '/exacc/clusters/:exaccVmClusterId/databases/:id',
  databaseInDbSystem: '/dbaas/dbsystems/:dbSystemId/databases/:id',
  dbHome: '/dbaas/dbHomes/:id',

  // Data Safe: a report definition in the feature of its data source, an assessment in its view
  dataSafeTarget: '/data-safe/target-databases/:id',
  activityAuditingReportDefinition: '/data-safe/activity-auditing/report-definitions/:id',
  alertsReportDefinition: '/data-safe/alerts/report-definitions/:id',
  securityAssessmentReportDefinition: '/data-safe/security-assessment/report-definitions/:id',
  sqlFirewallReportDefinition: '/data-safe/sql-firewall/report-definitions/:id',
  securityAssessmentLatest: '/data-safe/security-assessment/latest/:id',
  securityAssessmentSaved: '/data-safe/security-assessment/saved/:id',
  securityAssessmentSchedule: '/data-safe/security-assessment/schedules/:id',
  securityAssessmentCompartment: '/data-safe/security-assessment/compartment/:id',
  userAssessmentLatest: '/data-safe/user-assessment/latest/:id',
  userAssessmentSaved: '/data-safe/user-assessment/saved/:id',
  userAssessmentSchedule: '/data-safe/user-assessment/schedules/:id',
  userAssessmentCompartment: '/data-safe/user-assessment/compartment/:id',

  // Developer services
  apiGateway: '/api-gateway/gateways/:id',
  api: '/api-gateway/apis/:id',
  apiDeployment: '/api-gateway/gateways/:gatewayId/deployments/:id',
  apiGatewaySdk: '/api-gateway/apis/:targetId/sdks/:id',
  containerRepository: '/containers/registry/repos/:id',
  // The image's `:id` is `<image OCID>:<version>` (document 2 §3.4).
  containerImage: '/containers/registry/repos/:repositoryId/images/:id',
  functionApplication: '/functions/apps/:id',
  function: '/functions/apps/:applicationId/fns/:id',

  // DevOps: a project's pages, and its pipelines' stages and runs inside their pipeline
  devopsProject: '/devops-project/projects/:projectId',
  // An artifact, environment, connection or trigger: `:collection` names which.
  devopsProjectChild: '/devops-project/projects/:projectId/:collection/:resourceId',
  // A project's logging, beside the project's page; `:id` is the log it writes to.
  serviceLoggingConfig: '/devops-project/projects/:resource/service-logging/:id',
  buildPipeline: '/devops-build/projects/:projectId/build-pipelines/:pipelineId',
  buildPipelineStage: '/devops-build/projects/:projectId/build-pipelines/:pipelineId/stages/:resourceId',
  buildRun: '/devops-build/projects/:projectId/build-pipelines/:pipelineId/build-runs/:runId',
  deployPipeline: '/devops-deployment/projects/:projectId/pipelines/:pipelineId',
  deployStage: '/devops-deployment/projects/:projectId/pipelines/:pipelineId/stages/:resourceId',
  deployment: '/devops-deployment/projects/:projectId/pipelines/:pipelineId/deployments/:runId',
  workRequest: '/devops/work-requests/:workRequestId',

  // Other services
  logGroup: '/logging/log-groups/:id',
  topic: '/notification/topics/:id',
  subscription: '/notification/topics/:topicId/subscriptions/:id',
  sddc: '/vmware/sddcs/:id',
  vmwareCluster: '/vmware/sddcs/:sddcId/clusters/:id',
  esxiHostInCluster: '/vmware/sddcs/:sddcId/clusters/:clusterId/esxi-hosts/:id',
  esxiHost: '/vmware/sddcs/:sddcId/esxi-hosts/:id',
  productLicense: '/license-manager/product-licenses/:id',
  licenseRecord: '/license-manager/product-licenses/:productLicenseId/license-records/:id',
  namespace: '/object-storage/namespace',
} as const;

export type PageName = keyof typeof PAGE;

/** A `:name` placeholder: a letter, then letters and digits. */
const PLACEHOLDER = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The pattern with its placeholders made anonymous (`/a/:/b/:`): the shape a router matches. */
export function anonymousPattern(pattern: string): string {
  return pattern.replace(PLACEHOLDER, ':');
}

/** The names of a pattern's placeholders, in order. */
export function patternParams(pattern: string): string[] {
  return Array.from(pattern.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
}

/**
 * A pattern with its placeholders filled, each value URL-encoded; null when a value is missing or
 * empty, or cannot be encoded (a lone surrogate), so no link ever says "undefined".
 */
export function fillPage(
  pattern: string,
  values: Readonly<Record<string, string | undefined>>,
): string | null {
  let link = '';
  let from = 0;
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    const value = values[match[1] ?? ''];
    if (value === undefined || value === '') return null;
    let encoded: string;
    try {
      encoded = encodeURIComponent(value);
    } catch {
      return null;
    }
    link += pattern.slice(from, match.index) + encoded;
    from = match.index + match[0].length;
  }
  return link + pattern.slice(from);
}
