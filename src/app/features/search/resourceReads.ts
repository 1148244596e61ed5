/**
 * The get call that reads one resource of a type, for the generic details page: the type's
 * enrichment read when it is a get by id (getSubnet { subnetId }), otherwise the catalogue's
 * get for types whose enrichment reads something else or nothing. Types without one are shown
 * from the local index alone.
 */
import { isOperationName, OPERATION_BY_NAME, type OperationName } from '../../../oci/operations';
import { REGIONS } from '../../../oci/regions';
import { resourceType } from '../../../oci/resource-types';

export interface ResourceRead {
  readonly operation: OperationName;
  /** The path parameter that takes the resource's OCID. */
  readonly idParam: string;
}

/** Gets by id of types whose enrichment is not one (or who have none). */
const OTHER_READS: Readonly<Record<string, ResourceRead>> = {
  DevopsProject: { operation: 'getProject', idParam: 'projectId' },
  DbHome: { operation: 'getDbHome', idParam: 'dbHomeId' },
  DrgAttachment: { operation: 'getDrgAttachment', idParam: 'drgAttachmentId' },
  DrgRouteDistribution: { operation: 'getDrgRouteDistribution', idParam: 'drgRouteDistributionId' },
  DrgRouteTable: { operation: 'getDrgRouteTable', idParam: 'drgRouteTableId' },
  Instance: { operation: 'getInstance', idParam: 'instanceId' },
  ProductLicense: { operation: 'getProductLicense', idParam: 'productLicenseId' },
  VirtualCircuit: { operation: 'getVirtualCircuit', idParam: 'virtualCircuitId' },
  Vnic: { operation: 'getVnic', idParam: 'vnicId' },
};

/** The read of one resource of this type, or undefined when the console has none. */
export function resourceRead(typeName: string): ResourceRead | undefined {
  const type = resourceType(typeName);
  if (type === undefined) return undefined;
  const other = OTHER_READS[type.name];
  if (other !== undefined) return other;
  const name = type.enrich?.reads[0];
  const spec = name === undefined ? undefined : OPERATION_BY_NAME.get(name);
  const idParam = spec?.pathParams[0];
  if (spec === undefined || idParam === undefined || spec.method !== 'GET' || spec.pathParams.length !== 1)
    return undefined;
  return spec.path.endsWith(`{${idParam}}`) && isOperationName(spec.name)
    ? { operation: spec.name, idParam }
    : undefined;
}

/** The type an OCID names (`ocid1.subnet.oc1.iad.…` → Subnet), when the catalogue knows it. */
export function typeOfOcid(id: string): string | undefined {
  const segment = id.split('.')[1];
  return segment === undefined ? undefined : resourceType(segment)?.name;
}

/** The region an OCID names by its key (`iad` → us-ashburn-1); undefined for global resources. */
export function regionOfOcid(id: string): string | undefined {
  const key = id.split('.')[3]?.toUpperCase();
  if (key === undefined || key === '') return undefined;
  return REGIONS.find((region) => region.key === key)?.id;
}
