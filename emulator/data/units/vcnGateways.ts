/**
 * The gateways, route tables, security lists, DHCP options, peering gateway and network security
 * groups of a VCN (each answering its vcnId), and the helpers the network family shares.
 */
import type { Entity, Fields } from '../../entity';
import type { Placement, RegionBuilder } from '../regionBuilder';

const IAAS = { service: 'iaas' } as const;

export function publicAddress(b: RegionBuilder): string {
  return `${b.random.pick([129, 132, 140, 150, 152, 158])}.${b.random.between(1, 254)}.${b.random.between(1, 254)}.${b.random.between(2, 254)}`;
}

export function macAddress(b: RegionBuilder): string {
  return [
    '02',
    '00',
    '17',
    ...Array.from({ length: 3 }, () => b.random.int(256).toString(16).padStart(2, '0')),
  ]
    .join(':')
    .toUpperCase();
}

export interface VcnParts {
  readonly place: Placement;
  readonly vcn: Entity;
  readonly octet: number;
  readonly time: string;
}

export function addGateways(
  b: RegionBuilder,
  v: VcnParts,
  base: string,
): { nat: Entity; routeTableId: string; securityListId: string; dhcpId: string } {
  const { place, time } = v;
  const vcnId = v.vcn.id;
  const at = (): string => b.time(time);
  const igw = b.add({
    ...IAAS,
    type: 'InternetGateway',
    ocidType: 'internetgateway',
    collection: '/internetGateways',
    name: `${base}-igw`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: { vcnId, isEnabled: true },
  });
  const nat = b.add({
    ...IAAS,
    type: 'NatGateway',
    ocidType: 'natgateway',
    collection: '/natGateways',
    name: `${base}-nat`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: { vcnId, natIp: publicAddress(b), blockTraffic: false },
  });
  b.add({
    ...IAAS,
    type: 'ServiceGateway',
    ocidType: 'servicegateway',
    collection: '/serviceGateways',
    name: `${base}-sgw`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: {
      vcnId,
      blockTraffic: false,
      services: [
        {
          serviceId: b.ocid('service'),
          serviceName: `All ${b.region.key.toUpperCase()} Services In Oracle Services Network`,
        },
      ],
    },
  });
  const publicRt = b.add({
    ...IAAS,
    type: 'RouteTable',
    ocidType: 'routetable',
    collection: '/routeTables',
    name: `${base}-public-rt`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: {
      vcnId,
      routeRules: [{ destination: '0.0.0.0/0', destinationType: 'CIDR_BLOCK', networkEntityId: igw.id }],
    },
  });
  b.add({
    ...IAAS,
    type: 'RouteTable',
    ocidType: 'routetable',
    collection: '/routeTables',
    name: `${base}-private-rt`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: {
      vcnId,
      routeRules: [{ destination: '0.0.0.0/0', destinationType: 'CIDR_BLOCK', networkEntityId: nat.id }],
    },
  });
  const rule = (protocol: string, port: number): Fields => ({
    protocol,
    source: '0.0.0.0/0',
    isStateless: false,
    tcpOptions: { destinationPortRange: { min: port, max: port } },
  });
  const publicSl = b.add({
    ...IAAS,
    type: 'SecurityList',
    ocidType: 'securitylist',
    collection: '/securityLists',
    name: `${base}-public-sl`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: {
      vcnId,
      ingressSecurityRules: [rule('6', 443), rule('6', 22)],
      egressSecurityRules: [{ protocol: 'all', destination: '0.0.0.0/0', isStateless: false }],
    },
  });
  b.add({
    ...IAAS,
    type: 'SecurityList',
    ocidType: 'securitylist',
    collection: '/securityLists',
    name: `${base}-private-sl`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: {
      vcnId,
      ingressSecurityRules: [{ protocol: '6', source: `10.${v.octet}.0.0/16`, isStateless: false }],
      egressSecurityRules: [{ protocol: 'all', destination: '0.0.0.0/0', isStateless: false }],
    },
  });
  const dhcp = b.add({
    ...IAAS,
    type: 'DhcpOptions',
    ocidType: 'dhcpoptions',
    collection: '/dhcps',
    name: `${base}-dhcp`,
    place,
    state: 'AVAILABLE',
    time: at(),
    body: {
      vcnId,
      domainNameType: 'CUSTOM_DOMAIN',
      options: [{ type: 'DomainNameServer', serverType: 'VcnLocalPlusInternet' }],
    },
  });
  if (b.random.chance(0.5)) {
    b.add({
      ...IAAS,
      type: 'LocalPeeringGateway',
      ocidType: 'localpeeringgateway',
      collection: '/localPeeringGateways',
      name: `${base}-lpg`,
      place,
      state: 'AVAILABLE',
      time: at(),
      body: {
        vcnId,
        peeringStatus: b.random.pick(['PEERED', 'NEW', 'PENDING']),
        isCrossTenancyPeering: false,
        peerAdvertisedCidr: `10.${(v.octet + 1) % 250}.0.0/16`,
      },
    });
  }
  for (const role of ['web', 'db']) {
    b.add({
      ...IAAS,
      type: 'NetworkSecurityGroup',
      ocidType: 'networksecuritygroup',
      collection: '/networkSecurityGroups',
      name: `${base}-${role}-nsg`,
      place,
      state: 'AVAILABLE',
      time: at(),
      body: { vcnId },
    });
  }
  return { nat, routeTableId: publicRt.id, securityListId: publicSl.id, dhcpId: dhcp.id };
}
