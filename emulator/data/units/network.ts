/**
 * A virtual cloud network with everything around it: subnets, route tables, security lists, DHCP
 * options, gateways, NSGs, a VLAN, instances with their VNICs, VNIC attachments, private, public
 * and IPv6 addresses, boot volumes and sometimes a load balancer — in one compartment, so that
 * every enrichment read (GET subnet → vcnId, private IP → VNIC → attachment, public IP → private
 * IP or NAT gateway) finds what it looks for.
 */
import type { Entity } from '../../entity';
import type { RegionBuilder } from '../regionBuilder';
import { hostName, twoDigits } from '../vocabulary';
import { addGateways, macAddress, publicAddress, type VcnParts } from './vcnGateways';

const IAAS = { service: 'iaas' } as const;

/** An instance on a subnet: VNIC, attachment, primary private IP, maybe a public IP and an IPv6. */
function addInstance(b: RegionBuilder, v: VcnParts, subnet: Entity, hostIndex: number): void {
  const { place } = v;
  const time = b.time(v.time);
  const name = hostName(b.random, place.parts);
  const instance = b.add({
    ...IAAS,
    type: 'Instance',
    ocidType: 'instance',
    collection: '/instances',
    name,
    place,
    states: 'running',
    time,
    ad: true,
  });
  const address = `10.${v.octet}.${String(subnet.body['cidrBlock']).split('.')[2] ?? '0'}.${10 + hostIndex}`;
  const subnetId = subnet.id;
  const vnic = b.add({
    ...IAAS,
    type: 'Vnic',
    ocidType: 'vnic',
    collection: '/vnics',
    name,
    place,
    state: 'AVAILABLE',
    time,
    ad: true,
    body: {
      subnetId,
      privateIp: address,
      macAddress: macAddress(b),
      isPrimary: true,
      hostnameLabel: name,
      skipSourceDestCheck: false,
      nsgIds: [],
    },
  });
  b.add({
    ...IAAS,
    type: 'VnicAttachment',
    ocidType: 'vnicattachment',
    collection: '/vnicAttachments',
    name: `${name}-vnic-attachment`,
    place,
    state: 'ATTACHED',
    time,
    ad: true,
    searchable: false,
    body: {
      instanceId: instance.id,
      vnicId: vnic.id,
      subnetId,
      nicIndex: 0,
      vlanTag: b.random.between(0, 4000),
    },
  });
  const privateIp = b.add({
    ...IAAS,
    type: 'PrivateIp',
    ocidType: 'privateip',
    collection: '/privateIps',
    name: address,
    place,
    state: 'AVAILABLE',
    time,
    ad: true,
    body: { vnicId: vnic.id, subnetId, ipAddress: address, hostnameLabel: name, isPrimary: true },
  });
  if (b.random.chance(0.5)) {
    const ip = publicAddress(b);
    vnic.body = { ...vnic.body, publicIp: ip };
    b.add({
      ...IAAS,
      type: 'PublicIp',
      ocidType: 'publicip',
      collection: '/publicIps',
      name: `publicip-${ip.replace(/\./g, '-')}`,
      place,
      state: 'ASSIGNED',
      time,
      body: {
        assignedEntityId: privateIp.id,
        assignedEntityType: 'PRIVATE_IP',
        privateIpId: privateIp.id,
        ipAddress: ip,
        lifetime: b.random.pick(['EPHEMERAL', 'RESERVED']),
        scope: 'REGION',
      },
    });
  }
  if (b.random.chance(0.3)) {
    const ip = `2603:c020:${b.random.int(65536).toString(16)}:${v.octet.toString(16)}00::${hostIndex + 10}`;
    b.add({
      ...IAAS,
      type: 'Ipv6',
      ocidType: 'ipv6',
      collection: '/ipv6s',
      name: ip,
      place,
      state: 'AVAILABLE',
      time,
      body: { vnicId: vnic.id, subnetId, ipAddress: ip },
    });
  }
  b.add({
    type: 'BootVolume',
    ocidType: 'bootvolume',
    name: `${name} (Boot Volume)`,
    place,
    states: 'volume',
    time,
    ad: true,
  });
  if (b.random.chance(0.4))
    b.add({
      type: 'Volume',
      ocidType: 'volume',
      name: `${name}-data`,
      place,
      states: 'volume',
      time: b.time(time),
      ad: true,
    });
}

export function networkUnit(b: RegionBuilder): void {
  const place = b.place();
  const time = b.time();
  const octet = b.random.between(0, 249);
  const base = `${place.parts.env}-${place.parts.app}`;
  const vcn = b.add({
    ...IAAS,
    type: 'Vcn',
    ocidType: 'vcn',
    collection: '/vcns',
    name: `${base}-vcn`,
    place,
    state: 'AVAILABLE',
    time,
    body: {
      cidrBlock: `10.${octet}.0.0/16`,
      cidrBlocks: [`10.${octet}.0.0/16`],
      dnsLabel: place.parts.app.replace(/-/g, '').slice(0, 12),
      vcnDomainName: `${place.parts.app.replace(/-/g, '')}.oraclevcn.com`,
    },
  });
  const parts: VcnParts = { place, vcn, octet, time };
  const { nat, routeTableId, securityListId, dhcpId } = addGateways(b, parts, base);
  const subnets = ['public', 'app', 'db'].map((label, index) =>
    b.add({
      ...IAAS,
      type: 'Subnet',
      ocidType: 'subnet',
      collection: '/subnets',
      name: `${base}-${label}-subnet`,
      place,
      state: 'AVAILABLE',
      time: b.time(time),
      body: {
        vcnId: vcn.id,
        cidrBlock: `10.${octet}.${index + 1}.0/24`,
        dnsLabel: label,
        subnetDomainName: `${label}.${String(vcn.body['vcnDomainName'])}`,
        routeTableId,
        securityListIds: [securityListId],
        dhcpOptionsId: dhcpId,
        prohibitPublicIpOnVnic: label !== 'public',
        virtualRouterIp: `10.${octet}.${index + 1}.1`,
        virtualRouterMac: macAddress(b),
      },
    }),
  );
  const hosts = b.random.between(2, 4);
  for (let i = 0; i < hosts; i++) addInstance(b, parts, b.random.pick(subnets), i);
  b.add({
    ...IAAS,
    type: 'PublicIp',
    ocidType: 'publicip',
    collection: '/publicIps',
    name: `${base}-nat-ip`,
    place,
    state: 'ASSIGNED',
    time,
    body: {
      assignedEntityId: nat.id,
      assignedEntityType: 'NAT_GATEWAY',
      ipAddress: String(nat.body['natIp']),
      lifetime: 'RESERVED',
      scope: 'REGION',
    },
  });
  if (b.random.chance(0.5)) {
    const vlanTag = b.random.between(100, 4000);
    const vlan = b.add({
      ...IAAS,
      type: 'Vlan',
      ocidType: 'vlan',
      collection: '/vlans',
      name: `${base}-vlan-${vlanTag}`,
      place,
      state: 'AVAILABLE',
      time,
      ad: true,
      body: { vcnId: vcn.id, cidrBlock: `10.${octet}.200.0/24`, vlanTag, nsgIds: [], routeTableId },
    });
    for (let i = 0; i < 2; i++) {
      const address = `10.${octet}.200.${20 + i}`;
      b.add({
        ...IAAS,
        type: 'PrivateIp',
        ocidType: 'privateip',
        collection: '/privateIps',
        name: address,
        place,
        state: 'AVAILABLE',
        time,
        ad: true,
        body: {
          vlanId: vlan.id,
          ipAddress: address,
          isPrimary: false,
          hostnameLabel: `esxi-${twoDigits(i + 1)}`,
        },
      });
    }
  }
  if (b.random.chance(0.4)) {
    b.add({
      type: 'LoadBalancer',
      ocidType: 'loadbalancer',
      name: `${base}-lb`,
      place,
      state: 'ACTIVE',
      time: b.time(time),
    });
  }
  if (b.random.chance(0.15)) {
    b.add({
      type: 'PrivateServiceAccess',
      ocidType: 'privateserviceaccess',
      name: `${base}-psa`,
      place,
      state: 'ACTIVE',
      time: b.time(time),
      additionalDetails: { vcnId: vcn.id },
    });
  }
}
