/**
 * Networking beyond the VCN (document 2 §2.1 Networking, DRG children, cross connect; §2.2
 * virtual circuit): gateways to other networks, FastConnect, firewalls, acceleration, load
 * balancing and DNS. A remote peering connection is a DRG child too: its page is chosen as
 * /networking/drgs/{drgId}/remote-peering-connections/:id (its drgId comes from enrichment).
 */
import { ENRICHMENTS } from './enrichments';
import { contextContains, contextIs, ctx, firstOf, page, when } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

const CIRCUIT_PARENT = ctx('crossConnectOrCrossConnectGroupId');
const isGroupParent = contextContains('crossConnectOrCrossConnectGroupId', 'crossconnectgroup');

/**
 * A virtual circuit; a COLOCATED one sits under its cross connect or cross-connect group. When a
 * COLOCATED circuit's parent is unknown, its own page still opens.
 */
const virtualCircuit: LinkRule = firstOf(
  when(
    contextIs('serviceType', 'COLOCATED'),
    firstOf(
      when(isGroupParent, page(PAGE.virtualCircuitInGroup, { crossConnectGroupId: CIRCUIT_PARENT })),
      page(PAGE.virtualCircuitInCrossConnect, { crossConnectId: CIRCUIT_PARENT }),
    ),
  ),
  page(PAGE.virtualCircuit),
);

const ROWS = [
  {
    name: 'Drg',
    badge: 'DRG',
    title: 'Dynamic routing gateway',
    plural: 'Dynamic routing gateways',
    link: PAGE.drg,
  },
  {
    name: 'DrgAttachment',
    badge: 'DRGA',
    title: 'DRG attachment',
    plural: 'DRG attachments',
    link: page(PAGE.drgAttachment),
  },
  {
    name: 'DrgRouteTable',
    badge: 'DRT',
    title: 'DRG route table',
    plural: 'DRG route tables',
    link: page(PAGE.drgRouteTable),
  },
  {
    name: 'DrgRouteDistribution',
    badge: 'IRD',
    title: 'Import route distribution',
    plural: 'Import route distributions',
    link: page(PAGE.drgRouteDistribution),
  },
  {
    name: 'RemotePeeringConnection',
    badge: 'RPC',
    title: 'Remote peering connection',
    plural: 'Remote peering connections',
    link: page(PAGE.remotePeeringConnection),
    enrich: ENRICHMENTS.remotePeeringConnection,
  },
  {
    name: 'IpSecConnection',
    badge: 'IPS',
    title: 'IPSec connection',
    plural: 'IPSec connections',
    link: '/networking/ipsec-connections/:id',
  },
  {
    name: 'Cpe',
    badge: 'CPE',
    title: 'Customer-premises equipment',
    plural: 'Customer-premises equipment',
    link: '/networking/cpes/:id',
  },
  {
    name: 'CrossConnectGroup',
    badge: 'CCG',
    title: 'Cross-connect group',
    plural: 'Cross-connect groups',
    link: PAGE.crossConnectGroup,
  },
  {
    name: 'CrossConnect',
    badge: 'CC',
    title: 'Cross-connect',
    plural: 'Cross-connects',
    link: firstOf(page(PAGE.crossConnectInGroup), page(PAGE.crossConnect)),
    enrich: ENRICHMENTS.crossConnect,
  },
  {
    name: 'VirtualCircuit',
    badge: 'VC',
    title: 'Virtual circuit',
    plural: 'Virtual circuits',
    link: virtualCircuit,
    enrich: ENRICHMENTS.virtualCircuit,
  },
  {
    name: 'NetworkFirewall',
    badge: 'NFW',
    title: 'Network firewall',
    plural: 'Network firewalls',
    link: '/networking/network-firewall/firewalls/:id',
  },
  {
    name: 'NetworkFirewallPolicy',
    badge: 'NFP',
    title: 'Network firewall policy',
    plural: 'Network firewall policies',
    link: '/networking/network-firewall/policies/:id',
  },
  {
    name: 'PathAnalyzerTest',
    badge: 'PAT',
    title: 'Path analyzer test',
    plural: 'Path analyzer tests',
    link: '/networking/path-analyzer/:id',
  },
  {
    name: 'GlobalAccelerator',
    badge: 'GA',
    title: 'Global accelerator',
    plural: 'Global accelerators',
    link: '/networking/global-accelerator/:id',
  },
  {
    name: 'FlexTunnel',
    badge: 'FT',
    title: 'Flex tunnel',
    plural: 'Flex tunnels',
    link: '/networking/flex-tunnel/:id',
  },
  {
    name: 'WebAppAccelerationPolicy',
    badge: 'WAAP',
    title: 'Web application acceleration policy',
    plural: 'Web application acceleration policies',
    link: PAGE.waaPolicy,
  },
  {
    name: 'WebAppAcceleration',
    badge: 'WAA',
    title: 'Web application acceleration',
    plural: 'Web application accelerations',
    link: page(PAGE.webAppAcceleration, { webAppAccelerationPolicyId: ctx('waaPolicyId') }),
    enrich: ENRICHMENTS.webAppAcceleration,
  },
  {
    name: 'LoadBalancer',
    badge: 'LB',
    title: 'Load balancer',
    plural: 'Load balancers',
    link: PAGE.loadBalancer,
  },
  { name: 'CustomerDnsZone', badge: 'ZONE', title: 'DNS zone', plural: 'DNS zones', link: '/dns/zones/:id' },
  {
    name: 'DnsResolver',
    badge: 'RSLV',
    title: 'DNS resolver',
    plural: 'DNS resolvers',
    link: '/dns/resolvers/:id',
  },
  { name: 'DnsView', badge: 'VIEW', title: 'DNS view', plural: 'DNS views', link: '/dns/views/:id' },
  { name: 'DnsTsigKey', badge: 'TSIG', title: 'TSIG key', plural: 'TSIG keys', link: '/dns/tsig-keys/:id' },
  {
    name: 'DnsSteeringPolicy',
    badge: 'DSP',
    title: 'Traffic steering policy',
    plural: 'Traffic steering policies',
    link: '/dns/steering-policies/:id',
  },
] as const satisfies readonly TypeRow[];

export const CONNECTIVITY_TYPES = describeArea('Networking', ROWS);
