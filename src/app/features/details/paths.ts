/**
 * The details pages' URL patterns by resource kind (document 2 §2.1 and §2.2), most specific
 * first, and the pages of other areas they link to. Every pattern is written once, in the page
 * table of the resource-type catalogue (src/oci/resource-types/pages.ts), whose links the search
 * results and the service worker's notifications use too; this file only says which pages show
 * which kind.
 */
import { PAGE } from '../../../oci/resource-types/pages';
import { fillPattern } from '../../navigation/routePattern';

export { fillPattern };

export const DETAILS_PATTERNS = {
  apiGatewaySdk: [PAGE.apiGatewaySdk],
  apiDeployment: [PAGE.apiDeployment],
  containerImage: [PAGE.containerImage],
  dhcpOptions: [PAGE.dhcpOptions],
  drgAttachment: [PAGE.drgAttachment],
  drgRouteTable: [PAGE.drgRouteTable],
  drgRouteDistribution: [PAGE.drgRouteDistribution],
  internetGateway: [PAGE.internetGateway],
  natGateway: [PAGE.natGateway],
  serviceGateway: [PAGE.serviceGateway],
  localPeeringGateway: [PAGE.localPeeringGateway],
  remotePeeringConnection: [PAGE.remotePeeringConnection],
  networkSecurityGroup: [PAGE.networkSecurityGroup],
  privateIp: [PAGE.privateIp],
  publicIp: [PAGE.publicIp],
  ipv6: [PAGE.ipv6],
  routeTable: [PAGE.routeTable],
  securityList: [PAGE.securityList],
  subnet: [PAGE.subnet],
  virtualCircuit: [PAGE.virtualCircuitInGroup, PAGE.virtualCircuitInCrossConnect, PAGE.virtualCircuit],
  crossConnect: [PAGE.crossConnectInGroup, PAGE.crossConnect],
  vlan: [PAGE.vlan],
  vnic: [PAGE.vnic],
  reportDefinition: [
    PAGE.activityAuditingReportDefinition,
    PAGE.alertsReportDefinition,
    PAGE.securityAssessmentReportDefinition,
    PAGE.sqlFirewallReportDefinition,
  ],
  securityAssessment: [
    PAGE.securityAssessmentLatest,
    PAGE.securityAssessmentSaved,
    PAGE.securityAssessmentSchedule,
    PAGE.securityAssessmentCompartment,
  ],
  userAssessment: [
    PAGE.userAssessmentLatest,
    PAGE.userAssessmentSaved,
    PAGE.userAssessmentSchedule,
    PAGE.userAssessmentCompartment,
  ],
  autonomousDatabase: [PAGE.autonomousDatabase, PAGE.autonomousDatabaseAtCustomer],
  autonomousContainerDatabase: [PAGE.autonomousContainerDatabase, PAGE.autonomousContainerDatabaseAtCustomer],
  database: [PAGE.databaseInCloudVmCluster, PAGE.databaseInExaccVmCluster, PAGE.databaseInDbSystem],
  dbHome: [PAGE.dbHome],
  function: [PAGE.function],
  subscription: [PAGE.subscription],
  esxiHost: [PAGE.esxiHostInCluster, PAGE.esxiHost],
  webAppFirewall: [PAGE.webAppFirewall],
  webAppAcceleration: [PAGE.webAppAcceleration],
  namespace: [PAGE.namespace],
  serviceLoggingConfig: [PAGE.serviceLoggingConfig],
} as const;

export type DetailsKey = keyof typeof DETAILS_PATTERNS;

/** Pages of other areas that details pages link to (their screens live elsewhere). */
export const RELATED_PATTERNS = {
  compartment: PAGE.compartment,
  vcn: PAGE.vcn,
  drg: PAGE.drg,
  crossConnect: PAGE.crossConnect,
  crossConnectGroup: PAGE.crossConnectGroup,
  instance: PAGE.instance,
  apiGateway: PAGE.apiGateway,
  api: PAGE.api,
  containerRepository: PAGE.containerRepository,
  functionApplication: PAGE.functionApplication,
  topic: PAGE.topic,
  sddc: PAGE.sddc,
  vmwareCluster: PAGE.vmwareCluster,
  wafPolicy: PAGE.wafPolicy,
  waaPolicy: PAGE.waaPolicy,
  loadBalancer: PAGE.loadBalancer,
  dbSystem: PAGE.dbSystem,
  cloudVmCluster: PAGE.cloudVmCluster,
  exaccVmCluster: PAGE.exaccVmCluster,
  dataSafeTarget: PAGE.dataSafeTarget,
  logGroup: PAGE.logGroup,
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
