/**
 * The core network's details pages (document 1 §7, virtual network, /20160918): what lives in a
 * VCN, the DRG and its children, addresses, FastConnect virtual circuits and VNICs.
 */
import { stringAt } from '../kit/formatField';
import type { DetailsConfig, FieldSpec, RelationSpec, Resource } from '../kit/detailsConfig';
import { PAGE } from '../../oci/resource-types/pages';
import { RELATED_PATTERNS } from '../features/details/paths';

const VCN: RelationSpec = { label: 'vcn', path: 'vcnId', to: { pattern: RELATED_PATTERNS.vcn } };
const DRG: RelationSpec = { label: 'drg', path: 'drgId', to: { pattern: RELATED_PATTERNS.drg } };
const ROUTE_TABLE: RelationSpec = {
  label: 'routeTable',
  path: 'routeTableId',
  to: { details: 'routeTable' },
};
const NSGS: RelationSpec = {
  label: 'networkSecurityGroups',
  path: 'nsgIds',
  to: { details: 'networkSecurityGroup' },
};
const SUBNET: RelationSpec = { label: 'subnet', path: 'subnetId', to: { details: 'subnet' } };
const VNIC: RelationSpec = { label: 'vnic', path: 'vnicId', to: { details: 'vnic' } };
const VLAN: RelationSpec = { label: 'vlan', path: 'vlanId', to: { details: 'vlan' } };

const PEERING: readonly FieldSpec[] = [
  { path: 'peeringStatus', label: 'peeringStatus', format: 'code' },
  { path: 'isCrossTenancyPeering', label: 'isCrossTenancyPeering', format: 'boolean' },
];

const RULE_PORTS: readonly FieldSpec[] = [
  { path: 'tcpOptions.destinationPortRange', label: 'tcpPorts', format: 'portRange' },
  { path: 'description', label: 'glossary:description' },
];

/** A virtual circuit's cross connect or group: from the answer, or from its first mapping. */
function circuitParent(circuit: Resource): string | undefined {
  return (
    stringAt(circuit, 'crossConnectOrCrossConnectGroupId') ??
    stringAt(
      (circuit['crossConnectMappings'] as unknown[] | undefined)?.[0],
      'crossConnectOrCrossConnectGroupId',
    )
  );
}

const isGroup = (id: string): boolean => id.toLowerCase().includes('crossconnectgroup');

const subnet: DetailsConfig = {
  key: 'subnet',
  resourceTypes: ['Subnet'],
  operation: 'getSubnet',
  idParam: 'subnetId',
  fields: [
    { path: 'cidrBlock', label: 'cidrBlock', format: 'code' },
    { path: 'ipv6CidrBlock', label: 'ipv6CidrBlock', format: 'code' },
    { path: 'dnsLabel', label: 'dnsLabel', format: 'code' },
    { path: 'subnetDomainName', label: 'subnetDomainName', format: 'code' },
    { path: 'prohibitPublicIpOnVnic', label: 'prohibitPublicIpOnVnic', format: 'boolean' },
    { path: 'virtualRouterIp', label: 'virtualRouterIp', format: 'code' },
    { path: 'virtualRouterMac', label: 'virtualRouterMac', format: 'code' },
  ],
  relations: [
    VCN,
    ROUTE_TABLE,
    { label: 'securityLists', path: 'securityListIds', to: { details: 'securityList' } },
    { label: 'dhcpOptions', path: 'dhcpOptionsId', to: { details: 'dhcpOptions' } },
  ],
};

export const NETWORK_DETAILS: readonly DetailsConfig[] = [
  subnet,
  {
    key: 'routeTable',
    resourceTypes: ['RouteTable'],
    operation: 'getRouteTable',
    idParam: 'rtId',
    fields: [{ path: 'routeRules', label: 'ruleCount', format: 'count' }],
    relations: [VCN],
    tables: [
      {
        title: 'routeRules',
        path: 'routeRules',
        columns: [
          { path: 'destination', label: 'destination', format: 'code' },
          { path: 'destinationType', label: 'destinationType', format: 'code' },
          { path: 'networkEntityId', label: 'target', format: 'code' },
          { path: 'description', label: 'glossary:description' },
        ],
      },
    ],
  },
  {
    key: 'securityList',
    resourceTypes: ['SecurityList'],
    operation: 'getSecurityList',
    idParam: 'securityListId',
    fields: [
      { path: 'ingressSecurityRules', label: 'ingressRuleCount', format: 'count' },
      { path: 'egressSecurityRules', label: 'egressRuleCount', format: 'count' },
    ],
    relations: [VCN],
    tables: [
      {
        title: 'ingressRules',
        path: 'ingressSecurityRules',
        columns: [
          { path: 'source', label: 'source', format: 'code' },
          { path: 'protocol', label: 'protocol', format: 'code' },
          { path: 'isStateless', label: 'isStateless', format: 'boolean' },
          ...RULE_PORTS,
        ],
      },
      {
        title: 'egressRules',
        path: 'egressSecurityRules',
        columns: [
          { path: 'destination', label: 'destination', format: 'code' },
          { path: 'protocol', label: 'protocol', format: 'code' },
          { path: 'isStateless', label: 'isStateless', format: 'boolean' },
          ...RULE_PORTS,
        ],
      },
    ],
  },
  {
    key: 'dhcpOptions',
    resourceTypes: ['DhcpOptions'],
    operation: 'getDhcpOptions',
    idParam: 'dhcpId',
    fields: [
      { path: 'domainNameType', label: 'domainNameType', format: 'code' },
      { path: 'options', label: 'dhcpOptionTypes', format: 'list', itemPath: 'type' },
    ],
    relations: [VCN],
  },
  {
    key: 'internetGateway',
    resourceTypes: ['InternetGateway'],
    operation: 'getInternetGateway',
    idParam: 'igId',
    fields: [{ path: 'isEnabled', label: 'isEnabled', format: 'boolean' }],
    relations: [VCN, ROUTE_TABLE],
  },
  {
    key: 'natGateway',
    resourceTypes: ['NatGateway'],
    operation: 'getNatGateway',
    idParam: 'natGatewayId',
    fields: [
      { path: 'natIp', label: 'natIp', format: 'code' },
      { path: 'blockTraffic', label: 'blockTraffic', format: 'boolean' },
    ],
    relations: [VCN, ROUTE_TABLE, { label: 'publicIp', path: 'publicIpId', to: { details: 'publicIp' } }],
  },
  {
    key: 'serviceGateway',
    resourceTypes: ['ServiceGateway'],
    operation: 'getServiceGateway',
    idParam: 'serviceGatewayId',
    fields: [
      { path: 'blockTraffic', label: 'blockTraffic', format: 'boolean' },
      { path: 'services', label: 'services', format: 'list', itemPath: 'serviceName' },
    ],
    relations: [VCN, ROUTE_TABLE],
  },
  {
    key: 'localPeeringGateway',
    resourceTypes: ['LocalPeeringGateway'],
    operation: 'getLocalPeeringGateway',
    idParam: 'localPeeringGatewayId',
    fields: [...PEERING, { path: 'peerAdvertisedCidr', label: 'peerAdvertisedCidr', format: 'code' }],
    relations: [VCN, ROUTE_TABLE, { label: 'peer', path: 'peerId', to: { details: 'localPeeringGateway' } }],
  },
  {
    key: 'networkSecurityGroup',
    resourceTypes: ['NetworkSecurityGroup'],
    operation: 'getNetworkSecurityGroup',
    idParam: 'networkSecurityGroupId',
    fields: [],
    relations: [VCN],
  },
  {
    key: 'vlan',
    resourceTypes: ['Vlan'],
    operation: 'getVlan',
    idParam: 'vlanId',
    fields: [
      { path: 'cidrBlock', label: 'cidrBlock', format: 'code' },
      { path: 'vlanTag', label: 'vlanTag', format: 'number' },
    ],
    relations: [VCN, ROUTE_TABLE, NSGS],
  },
  {
    key: 'drgAttachment',
    resourceTypes: ['DrgAttachment'],
    operation: 'getDrgAttachment',
    idParam: 'drgAttachmentId',
    fields: [
      { path: 'networkDetails.type', label: 'attachedNetworkType', format: 'code' },
      { path: 'isCrossTenancy', label: 'isCrossTenancy', format: 'boolean' },
    ],
    relations: [
      DRG,
      VCN,
      { label: 'drgRouteTable', path: 'drgRouteTableId', to: { details: 'drgRouteTable' } },
    ],
  },
  {
    key: 'drgRouteTable',
    resourceTypes: ['DrgRouteTable'],
    operation: 'getDrgRouteTable',
    idParam: 'drgRouteTableId',
    fields: [{ path: 'isEcmpEnabled', label: 'isEcmpEnabled', format: 'boolean' }],
    relations: [
      DRG,
      {
        label: 'importRouteDistribution',
        path: 'importDrgRouteDistributionId',
        to: { details: 'drgRouteDistribution' },
      },
    ],
  },
  {
    key: 'drgRouteDistribution',
    resourceTypes: ['DrgRouteDistribution'],
    operation: 'getDrgRouteDistribution',
    idParam: 'drgRouteDistributionId',
    fields: [{ path: 'distributionType', label: 'distributionType', format: 'code' }],
    relations: [DRG],
  },
  {
    key: 'remotePeeringConnection',
    resourceTypes: ['RemotePeeringConnection'],
    operation: 'getRemotePeeringConnection',
    idParam: 'remotePeeringConnectionId',
    fields: [...PEERING, { path: 'peerRegionName', label: 'peerRegionName', format: 'code' }],
    relations: [DRG, { label: 'peer', path: 'peerId', to: { details: 'remotePeeringConnection' } }],
  },
  {
    key: 'virtualCircuit',
    resourceTypes: ['VirtualCircuit'],
    operation: 'getVirtualCircuit',
    idParam: 'virtualCircuitId',
    fields: [
      { path: 'type', label: 'circuitType', format: 'code' },
      { path: 'serviceType', label: 'serviceType', format: 'code' },
      { path: 'bandwidthShapeName', label: 'bandwidthShapeName' },
      { path: 'ipMtu', label: 'ipMtu', format: 'mtu' },
      { path: 'bgpSessionState', label: 'bgpSessionState', format: 'code' },
      { path: 'providerState', label: 'providerState', format: 'code' },
    ],
    relations: [
      { label: 'drg', path: 'gatewayId', to: { pattern: RELATED_PATTERNS.drg } },
      {
        label: 'crossConnect',
        path: 'crossConnectMappings',
        itemPath: 'crossConnectOrCrossConnectGroupId',
        to: {
          link: (id) =>
            (isGroup(id) ? RELATED_PATTERNS.crossConnectGroup : RELATED_PATTERNS.crossConnect).replace(
              ':id',
              encodeURIComponent(id),
            ),
        },
      },
    ],
    linkValues: (circuit) => {
      const parent = circuitParent(circuit);
      if (circuit['serviceType'] !== 'COLOCATED' || parent === undefined) return {};
      return isGroup(parent) ? { crossConnectGroupId: parent } : { crossConnectId: parent };
    },
  },
  {
    key: 'privateIp',
    pages: [PAGE.privateIp],
    resourceTypes: ['PrivateIp'],
    operation: 'getPrivateIp',
    idParam: 'privateIpId',
    fields: [
      { path: 'ipAddress', label: 'ipAddress', format: 'code' },
      { path: 'hostnameLabel', label: 'hostnameLabel', format: 'code' },
      { path: 'isPrimary', label: 'isPrimary', format: 'boolean' },
    ],
    relations: [VNIC, VLAN, SUBNET],
  },
  {
    key: 'publicIp',
    pages: [PAGE.publicIp],
    resourceTypes: ['PublicIp'],
    operation: 'getPublicIp',
    idParam: 'publicIpId',
    fields: [
      { path: 'ipAddress', label: 'ipAddress', format: 'code' },
      { path: 'lifetime', label: 'lifetime', format: 'code' },
      { path: 'scope', label: 'scope', format: 'code' },
      { path: 'assignedEntityType', label: 'assignedEntityType', format: 'code' },
    ],
    relations: [
      {
        label: 'privateIp',
        path: 'privateIpId',
        to: { details: 'privateIp' },
        when: (ip) => ip['assignedEntityType'] === 'PRIVATE_IP',
      },
      {
        label: 'natGateway',
        path: 'assignedEntityId',
        to: { details: 'natGateway' },
        when: (ip) => ip['assignedEntityType'] === 'NAT_GATEWAY',
      },
    ],
  },
  {
    key: 'ipv6',
    pages: [PAGE.ipv6],
    resourceTypes: ['Ipv6'],
    operation: 'getIpv6',
    idParam: 'ipv6Id',
    fields: [{ path: 'ipAddress', label: 'ipAddress', format: 'code' }],
    relations: [VNIC, VLAN, SUBNET],
  },
  {
    key: 'vnic',
    resourceTypes: ['Vnic'],
    operation: 'getVnic',
    idParam: 'vnicId',
    fields: [
      { path: 'privateIp', label: 'privateIpAddress', format: 'code' },
      { path: 'publicIp', label: 'publicIpAddress', format: 'code' },
      { path: 'macAddress', label: 'macAddress', format: 'code' },
      { path: 'hostnameLabel', label: 'hostnameLabel', format: 'code' },
      { path: 'isPrimary', label: 'isPrimary', format: 'boolean' },
      { path: 'skipSourceDestCheck', label: 'skipSourceDestCheck', format: 'boolean' },
    ],
    relations: [SUBNET, VLAN, NSGS],
    lists: [
      {
        title: 'vnicAttachments',
        operation: 'listVnicAttachments',
        params: (vnic) => {
          const compartmentId = stringAt(vnic, 'compartmentId');
          const vnicId = stringAt(vnic, 'id');
          return compartmentId === undefined || vnicId === undefined ? null : { compartmentId, vnicId };
        },
        columns: [
          { path: 'displayName', label: 'glossary:name' },
          { path: 'instanceId', label: 'instance', format: 'code' },
          { path: 'nicIndex', label: 'nicIndex', format: 'number' },
          { path: 'vlanTag', label: 'vlanTag', format: 'number' },
          { path: 'timeCreated', label: 'glossary:created', format: 'dateTime' },
        ],
        itemLink: (attachment) => {
          const id = stringAt(attachment, 'instanceId');
          return id === undefined ? null : RELATED_PATTERNS.instance.replace(':id', encodeURIComponent(id));
        },
      },
    ],
    // A VNIC's page is its attachment's: a link from a VNIC id lists its attachments first.
    lookup: {
      operation: 'listVnicAttachments',
      params: (vnicId, compartmentId) => ({ compartmentId, vnicId }),
      values: (answer) => ({
        vnicAttachmentId: Array.isArray(answer) ? stringAt(answer[0], 'id') : undefined,
      }),
    },
  },
];
