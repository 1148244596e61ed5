/**
 * The details pages' URL patterns (document 2 §2.1 and §2.2), by resource kind. `:id` is always
 * the resource's own identifier; every other parameter is named after the field of the resource
 * that holds it (`:vcnId`, `:drgId`), so a link can be filled from the resource itself.
 *
 * Kinds the specification gives no page (DB home, private and public IP, IPv6, the object storage
 * namespace) get one here, beside their family's pages.
 */
import { fillPattern } from '../../navigation/routePattern';

export { fillPattern };

export const DETAILS_PATTERNS = {
  apiGatewaySdk: ['/api-gateway/apis/:targetId/sdks/:id'],
  apiDeployment: ['/api-gateway/gateways/:gatewayId/deployments/:id'],
  // The image's `:id` is `<image OCID>:<version>` (document 2 §3.4).
  containerImage: ['/containers/registry/repos/:repositoryId/images/:id'],
  dhcpOptions: ['/networking/vcns/:vcnId/dhcp-options/:id'],
  drgAttachment: ['/networking/drgs/:drgId/drg-attachment/:id'],
  drgRouteTable: ['/networking/drgs/:drgId/drg-route-table/:id'],
  drgRouteDistribution: ['/networking/drgs/:drgId/import-route-distribution/:id'],
  internetGateway: ['/networking/vcns/:vcnId/internet-gateways/:id'],
  natGateway: ['/networking/vcns/:vcnId/nat-gateways/:id'],
  serviceGateway: ['/networking/vcns/:vcnId/service-gateways/:id'],
  localPeeringGateway: ['/networking/vcns/:vcnId/lpg-connections/:id'],
  remotePeeringConnection: ['/networking/drgs/:drgId/remote-peering-connections/:id'],
  networkSecurityGroup: ['/networking/vcns/:vcnId/network-security-groups/:id'],
  privateIp: ['/networking/ip-management/private-ips/:id'],
  publicIp: ['/networking/ip-management/public-ips/:id'],
  ipv6: ['/networking/ip-management/ipv6/:id'],
  routeTable: ['/networking/vcns/:vcnId/route-tables/:id'],
  securityList: ['/networking/vcns/:vcnId/security-lists/:id'],
  subnet: ['/networking/vcns/:vcnId/subnets/:id'],
  virtualCircuit: [
    '/networking/fast-connect/cross-connect-group/:crossConnectGroupId/virtual-circuit/:id',
    '/networking/fast-connect/cross-connect/:crossConnectId/virtual-circuit/:id',
    '/networking/fast-connect/virtual-circuit/:id',
  ],
  vlan: ['/networking/vcns/:vcnId/vlans/:id'],
  vnic: ['/networking/vcns/vnics/:vnicAttachmentId'],
  reportDefinition: [
    '/data-safe/activity-auditing/report-definitions/:id',
    '/data-safe/alerts/report-definitions/:id',
    '/data-safe/security-assessment/report-definitions/:id',
    '/data-safe/sql-firewall/report-definitions/:id',
  ],
  securityAssessment: [
    '/data-safe/security-assessment/latest/:id',
    '/data-safe/security-assessment/saved/:id',
    '/data-safe/security-assessment/schedules/:id',
    '/data-safe/security-assessment/compartment/:id',
  ],
  userAssessment: [
    '/data-safe/user-assessment/latest/:id',
    '/data-safe/user-assessment/saved/:id',
    '/data-safe/user-assessment/schedules/:id',
    '/data-safe/user-assessment/compartment/:id',
  ],
  autonomousDatabase: ['/db/adb/:id', '/exacc/autonomousDatabases/:id'],
  autonomousContainerDatabase: ['/db/acd/:id', '/exacc/autonomousContainerDatabases/:id'],
  database: [
    '/dbaas/cloudVmClusters/:cloudVmClusterId/databases/:id',
    '/exacc/clusters/:exaccVmClusterId/databases/:id',
    '/dbaas/dbsystems/:dbSystemId/databases/:id',
  ],
  dbHome: ['/dbaas/dbHomes/:id'],
  function: ['/functions/apps/:applicationId/fns/:id'],
  subscription: ['/notification/topics/:topicId/subscriptions/:id'],
  esxiHost: [
    '/vmware/sddcs/:sddcId/clusters/:clusterId/esxi-hosts/:id',
    '/vmware/sddcs/:sddcId/esxi-hosts/:id',
  ],
  webAppFirewall: ['/waf/policies/:webAppFirewallPolicyId/firewalls/:id'],
  webAppAcceleration: ['/networking/waa/policies/:webAppAccelerationPolicyId/accelerations/:id'],
  namespace: ['/object-storage/namespace'],
  // A DevOps project's logging, beside the project's page; `:id` is the log it writes to.
  serviceLoggingConfig: ['/devops-project/projects/:resource/service-logging/:id'],
} as const;

export type DetailsKey = keyof typeof DETAILS_PATTERNS;

/** Pages of other areas that details pages link to (their screens live elsewhere). */
export const RELATED_PATTERNS = {
  compartment: '/identity/compartments/:id',
  vcn: '/networking/vcns/:id',
  drg: '/networking/drgs/:id',
  crossConnect: '/networking/fast-connect/cross-connect/:id',
  crossConnectGroup: '/networking/fast-connect/cross-connect-group/:id',
  instance: '/compute/instances/:id',
  apiGateway: '/api-gateway/gateways/:id',
  api: '/api-gateway/apis/:id',
  containerRepository: '/containers/registry/repos/:id',
  functionApplication: '/functions/apps/:id',
  topic: '/notification/topics/:id',
  sddc: '/vmware/sddcs/:id',
  vmwareCluster: '/vmware/sddcs/:sddcId/clusters/:id',
  wafPolicy: '/waf/policies/:id',
  waaPolicy: '/networking/waa/policies/:id',
  loadBalancer: '/load-balancer/load-balancers/:id',
  dbSystem: '/dbaas/dbsystems/:id',
  cloudVmCluster: '/dbaas/cloudVmClusters/:id',
  exaccVmCluster: '/exacc/clusters/:id',
  dataSafeTarget: '/data-safe/target-databases/:id',
} as const;

/** The `:name` parameters of a pattern, as a union of their names. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A typed link to one pattern: every parameter the pattern names must be given. */
export function pathTo<P extends string>(
  pattern: P,
  values: Readonly<Record<ParamNames<P>, string>>,
): string {
  return fillPattern(pattern, values) ?? pattern;
}

/** The first pattern of a list that the values fill completely. */
export function firstFilled(
  patterns: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): string | null {
  for (const pattern of patterns) {
    const link = fillPattern(pattern, values);
    if (link !== null) return link;
  }
  return null;
}
