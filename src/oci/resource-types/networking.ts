/**
 * Networking, the virtual cloud network and what lives in it (document 2 §2.1 Networking): the
 * eleven pages under /networking/vcns/{vcnId}/, the VNIC page by its attachment, and the
 * addresses whose link the enrichment resolves (§2.1 "Private IP, IPv6 and public IP").
 */
import type { LinkSubject } from '../resource';
import { ENRICHMENTS } from './enrichments';
import { ctx, nested, page } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

/** A page under its VCN that the console has no screen for: /networking/vcns/{vcnId}/{collection}/:id. */
const vcnChild = (collection: string): LinkRule => nested('/networking/vcns', ctx('vcnId'), collection);

/** The link the address enrichment built (already encoded); none before enrichment. */
const resolvedLink = (r: LinkSubject): string | null => {
  const link = r.enrichment?.['link'];
  return link === undefined || link === '' ? null : link;
};

const ROWS = [
  {
    name: 'Vcn',
    badge: 'VCN',
    title: 'Virtual cloud network',
    plural: 'Virtual cloud networks',
    link: PAGE.vcn,
  },
  {
    name: 'RouteTable',
    badge: 'RT',
    title: 'Route table',
    plural: 'Route tables',
    link: page(PAGE.routeTable),
    enrich: ENRICHMENTS.routeTable,
  },
  {
    name: 'SecurityList',
    badge: 'SL',
    title: 'Security list',
    plural: 'Security lists',
    link: page(PAGE.securityList),
    enrich: ENRICHMENTS.securityList,
  },
  {
    name: 'Subnet',
    badge: 'SN',
    title: 'Subnet',
    plural: 'Subnets',
    link: page(PAGE.subnet),
    enrich: ENRICHMENTS.subnet,
  },
  {
    name: 'Vlan',
    badge: 'VLAN',
    title: 'VLAN',
    plural: 'VLANs',
    link: page(PAGE.vlan),
    enrich: ENRICHMENTS.vlan,
  },
  {
    name: 'ServiceGateway',
    badge: 'SGW',
    title: 'Service gateway',
    plural: 'Service gateways',
    link: page(PAGE.serviceGateway),
    enrich: ENRICHMENTS.serviceGateway,
  },
  {
    name: 'InternetGateway',
    badge: 'IGW',
    title: 'Internet gateway',
    plural: 'Internet gateways',
    link: page(PAGE.internetGateway),
    enrich: ENRICHMENTS.internetGateway,
  },
  {
    name: 'NatGateway',
    badge: 'NAT',
    title: 'NAT gateway',
    plural: 'NAT gateways',
    link: page(PAGE.natGateway),
    enrich: ENRICHMENTS.natGateway,
  },
  {
    name: 'NetworkSecurityGroup',
    badge: 'NSG',
    title: 'Network security group',
    plural: 'Network security groups',
    link: page(PAGE.networkSecurityGroup),
    enrich: ENRICHMENTS.networkSecurityGroup,
  },
  {
    name: 'LocalPeeringGateway',
    badge: 'LPG',
    title: 'Local peering gateway',
    plural: 'Local peering gateways',
    link: page(PAGE.localPeeringGateway),
    enrich: ENRICHMENTS.localPeeringGateway,
  },
  {
    name: 'DhcpOptions',
    badge: 'DHCP',
    title: 'DHCP options',
    plural: 'DHCP options',
    link: page(PAGE.dhcpOptions),
    enrich: ENRICHMENTS.dhcpOptions,
  },
  // Private service access has no enrichment read: its vcnId comes with the search result.
  {
    name: 'PrivateServiceAccess',
    badge: 'PSA',
    title: 'Private service access',
    plural: 'Private service accesses',
    link: vcnChild('psa'),
  },
  {
    name: 'Vnic',
    badge: 'VNIC',
    title: 'VNIC',
    plural: 'VNICs',
    link: page(PAGE.vnic),
    enrich: ENRICHMENTS.vnic,
  },
  {
    name: 'PrivateIp',
    badge: 'PRIP',
    title: 'Private IP address',
    plural: 'Private IP addresses',
    link: resolvedLink,
    enrich: ENRICHMENTS.privateIp,
  },
  {
    name: 'Ipv6',
    badge: 'IPV6',
    title: 'IPv6 address',
    plural: 'IPv6 addresses',
    link: resolvedLink,
    enrich: ENRICHMENTS.ipv6,
  },
  {
    name: 'PublicIp',
    badge: 'PUIP',
    title: 'Public IP address',
    plural: 'Public IP addresses',
    link: resolvedLink,
    enrich: ENRICHMENTS.publicIp,
  },
  {
    name: 'PublicIpPool',
    badge: 'IPP',
    title: 'Public IP pool',
    plural: 'Public IP pools',
    link: '/networking/ip-management/ip-pools/:id',
  },
  {
    name: 'ByoipRange',
    badge: 'BYO',
    title: 'BYOIP range',
    plural: 'BYOIP ranges',
    link: '/networking/ip-management/byoip-ranges/:id',
  },
] as const satisfies readonly TypeRow[];

export const NETWORKING_TYPES = describeArea('Networking', ROWS);
