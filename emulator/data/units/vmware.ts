/**
 * A VMware software-defined data centre: clusters (each naming its SDDC), ESXi hosts (GET
 * answers sddcId and, on newer SDDCs, clusterId) and the management appliance.
 */
import type { RegionBuilder } from '../regionBuilder';
import { twoDigits } from '../vocabulary';

export function vmwareUnit(b: RegionBuilder): void {
  const place = b.place();
  const time = b.time();
  const base = `${place.parts.env}-${place.parts.app}`;
  const sddc = b.add({
    type: 'VmwareSddc',
    ocidType: 'vmwaresddc',
    name: `${base}-sddc`,
    place,
    states: 'vmware',
    time,
  });
  const sddcId = sddc.id;
  b.add({
    type: 'VmwareManagementAppliance',
    ocidType: 'vmwaremanagementappliance',
    name: `${base}-vcenter`,
    place,
    state: 'ACTIVE',
    time: b.time(time),
    identityContext: { sddcId },
  });
  const clustered = b.random.chance(0.75);
  const clusters = clustered
    ? ['mgmt', 'workload'].map((role) =>
        b.add({
          type: 'VmwareCluster',
          ocidType: 'vmwarecluster',
          name: `${base}-${role}-cluster`,
          place,
          states: 'vmware',
          time: b.time(time),
          identityContext: { sddcId },
        }),
      )
    : [];
  const hosts = b.random.between(3, 5);
  for (let i = 0; i < hosts; i++) {
    const cluster = clusters.length > 0 ? clusters[i % clusters.length] : undefined;
    const commitment = b.random.pick(['HOUR', 'MONTH', 'ONE_YEAR', 'THREE_YEARS']);
    const context = cluster ? { sddcId, clusterId: cluster.id } : { sddcId };
    b.add({
      service: 'ocvps',
      collection: '/esxiHosts',
      type: 'VmwareEsxiHost',
      ocidType: 'vmwareesxihost',
      name: `${base}-esxi-${twoDigits(i + 1)}`,
      place,
      states: 'vmware',
      time: b.time(time),
      ad: true,
      identityContext: context,
      body: {
        ...context,
        computeInstanceId: b.ocid('instance'),
        currentCommitment: commitment,
        nextCommitment: commitment,
        currentSku: commitment,
        nextSku: commitment,
        hostShapeName: 'BM.DenseIO2.52',
        hostOcpuCount: 52,
      },
    });
  }
}
