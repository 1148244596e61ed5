/**
 * Links between details pages: the pages of other areas they link to, and typed fills of a
 * pattern. Every pattern is written once, in the page table of the resource-type catalogue
 * (src/oci/resource-types/pages.ts) or its rows; a kind's own addresses are the patterns its
 * search types' links fill (src/app/kit/detailsPatterns.ts), routed by the route table
 * (src/app/routeTable.ts).
 */
import { PAGE } from '../../../oci/resource-types/pages';

export { fillPattern, firstFilled, pathTo, type ParamNames } from '../../navigation/routePattern';

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
