/**
 * Connectivity around a dynamic routing gateway: DRG attachments, route tables and distributions
 * (each with the drgId its link needs), a remote peering connection (GET answers its drgId), an
 * IPSec connection with its CPE, and FastConnect: a cross-connect group, its cross connects and
 * virtual circuits — colocated ones naming their cross connect or group, others layer 2 or 3.
 */
import type { RegionBuilder } from '../regionBuilder';

const IAAS = { service: 'iaas' } as const;

export function connectivityUnit(b: RegionBuilder): void {
  const place = b.place(b.compartmentNamed('shared-network', 'prod-network'));
  const time = b.time();
  const base = `${place.parts.env}-${place.parts.app}`;
  const drg = b.add({ type: 'Drg', ocidType: 'drg', name: `${base}-drg`, place, state: 'AVAILABLE', time });
  const drgId = drg.id;
  const inDrg = { drgId };
  const tables = ['vcn', 'remote'].map((kind) =>
    b.add({
      ...IAAS,
      type: 'DrgRouteTable',
      ocidType: 'drgroutetable',
      collection: '/drgRouteTables',
      name: `${base}-${kind}-drg-rt`,
      place,
      state: 'AVAILABLE',
      time: b.time(time),
      identityContext: inDrg,
      body: { drgId, isEcmpEnabled: kind === 'remote' },
    }),
  );
  b.add({
    ...IAAS,
    type: 'DrgRouteDistribution',
    ocidType: 'drgroutedistribution',
    collection: '/drgRouteDistributions',
    name: `${base}-import-distribution`,
    place,
    state: 'AVAILABLE',
    time: b.time(time),
    identityContext: inDrg,
    body: { drgId, distributionType: 'IMPORT' },
  });
  for (const vcn of [b.some('Vcn'), b.some('Vcn')]) {
    if (vcn === undefined) continue;
    b.add({
      ...IAAS,
      type: 'DrgAttachment',
      ocidType: 'drgattachment',
      collection: '/drgAttachments',
      name: `${vcn.summary.displayName ?? 'vcn'}-attachment`,
      place,
      state: b.random.chance(0.9) ? 'ATTACHED' : 'ATTACHING',
      time: b.time(time),
      identityContext: inDrg,
      body: {
        drgId,
        vcnId: vcn.id,
        networkDetails: { type: 'VCN', id: vcn.id },
        drgRouteTableId: tables[0]?.id,
        isCrossTenancy: false,
      },
    });
  }
  b.add({
    ...IAAS,
    type: 'RemotePeeringConnection',
    ocidType: 'remotepeeringconnection',
    collection: '/remotePeeringConnections',
    name: `${base}-rpc`,
    place,
    state: 'AVAILABLE',
    time: b.time(time),
    body: {
      drgId,
      peeringStatus: b.random.pick(['PEERED', 'NEW', 'PENDING']),
      isCrossTenancyPeering: false,
      peerRegionName: b.random.pick(['us-phoenix-1', 'eu-amsterdam-1', 'uk-london-1']),
    },
  });
  const cpe = b.add({
    ...IAAS,
    type: 'Cpe',
    ocidType: 'cpe',
    collection: '/cpes',
    name: `${place.parts.app}-datacenter-cpe`,
    place,
    state: 'AVAILABLE',
    time: b.time(time),
    // Fixed values, so the seeded tenancy's other draws stay as they were.
    body: {
      ipAddress: '203.0.113.10',
      cpeDeviceShapeId: 'ocid1.cpedeviceshape.oc1..aaaaaaaalibreswan',
      isPrivate: false,
    },
  });
  b.add({
    type: 'IpSecConnection',
    ocidType: 'ipsecconnection',
    name: `${place.parts.app}-to-datacenter-vpn`,
    place,
    states: 'ipsec',
    time: b.time(time),
    identityContext: { drgId, cpeId: cpe.id },
  });
  const group = b.add({
    type: 'CrossConnectGroup',
    ocidType: 'crossconnectgroup',
    name: `${base}-fastconnect-group`,
    place,
    states: 'provisioned',
    time: b.time(time),
  });
  const connects = ['a', 'b'].map((side) =>
    b.add({
      ...IAAS,
      type: 'CrossConnect',
      ocidType: 'crossconnect',
      collection: '/crossConnects',
      name: `${base}-cross-connect-${side}`,
      place,
      states: 'provisioned',
      time: b.time(time),
      additionalDetails: { crossConnectGroupId: group.id },
      body: {
        crossConnectGroupId: group.id,
        locationName: b.random.pick(['Equinix DC2', 'CoreSite VA1', 'Digital Realty FRA1']),
        portName: `port-${side}`,
        portSpeedShapeName: '10 Gbps',
      },
    }),
  );
  const circuits: { serviceType: string; parent?: string }[] = [
    { serviceType: 'COLOCATED', parent: group.id },
    { serviceType: 'COLOCATED', parent: connects[0]?.id },
    { serviceType: b.random.pick(['LAYER2', 'LAYER3']) },
  ];
  for (const [index, circuit] of circuits.entries()) {
    const details = {
      serviceType: circuit.serviceType,
      ...(circuit.parent ? { crossConnectOrCrossConnectGroupId: circuit.parent } : {}),
    };
    b.add({
      ...IAAS,
      type: 'VirtualCircuit',
      ocidType: 'virtualcircuit',
      collection: '/virtualCircuits',
      name: `${base}-virtual-circuit-${index + 1}`,
      place,
      states: 'provisioned',
      time: b.time(time),
      // A real search answer says neither the service type nor the parent: enrichment reads them
      // with getVirtualCircuit (document 2 §3.4), as the console must on a real tenancy.
      body: {
        ...details,
        type: b.random.pick(['PRIVATE', 'PUBLIC']),
        bandwidthShapeName: b.random.pick(['1 Gbps', '10 Gbps']),
        ipMtu: b.random.pick(['MTU_1500', 'MTU_9000']),
        gatewayId: drgId,
        bgpSessionState: b.random.pick(['UP', 'DOWN']),
        providerState: 'ACTIVE',
        crossConnectMappings: circuit.parent
          ? [{ crossConnectOrCrossConnectGroupId: circuit.parent, vlan: 100 + index }]
          : [],
      },
    });
  }
}
