/**
 * Links between details pages: the pages of other areas they link to, and typed fills of a
 * pattern. Every pattern is written once, in the page table of the resource-type catalogue
 * (src/oci/resource-types/pages.ts) or its rows; a kind's own addresses are the patterns its
 * search types' links fill (src/app/kit/detailsPatterns.ts), routed by the route table
 * (src/app/routeTable.ts).
 */
import { PAGE } from '../../../oci/resource-types/pages';
import { fillPattern } from '../../navigation/routePattern';

export { fillPattern };

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
