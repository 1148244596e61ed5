/** Core services (iaas, /20160918): every call's request, written out from document 1 §7. */
import { describeRequests, READ_HEADERS, readById } from './requestTable';

describeRequests('core requests', [
  {
    op: 'listVnicAttachments',
    params: {
      compartmentId: 'ocid1.compartment.oc1..a',
      availabilityDomain: 'Uocm:US-ASHBURN-AD-1',
      instanceId: 'ocid1.instance.oc1..i',
      limit: 50,
      page: 'p2',
      vnicId: 'ocid1.vnic.oc1..v',
    },
    request:
      'GET http://emu.test/iaas/us-ashburn-1/20160918/vnicAttachments/?compartmentId=ocid1.compartment.oc1..a' +
      '&availabilityDomain=Uocm%3AUS-ASHBURN-AD-1&instanceId=ocid1.instance.oc1..i&limit=50&page=p2' +
      '&vnicId=ocid1.vnic.oc1..v',
    headers: READ_HEADERS,
    required: ['compartmentId'],
  },
  readById(
    'getDhcpOptions',
    'dhcpId',
    'ocid1.dhcpoptions.oc1..d',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/dhcps/ocid1.dhcpoptions.oc1..d',
  ),
  readById(
    'getDrgAttachment',
    'drgAttachmentId',
    'ocid1.drgattachment.oc1..d',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/drgAttachments/ocid1.drgattachment.oc1..d',
  ),
  readById(
    'getInternetGateway',
    'igId',
    'ocid1.internetgateway.oc1..g',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/internetGateways/ocid1.internetgateway.oc1..g',
  ),
  readById(
    'getRouteTable',
    'rtId',
    'ocid1.routetable.oc1..r',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/routeTables/ocid1.routetable.oc1..r',
  ),
  readById(
    'getDrgRouteDistribution',
    'drgRouteDistributionId',
    'ocid1.drgroutedistribution.oc1..d',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/drgRouteDistributions/ocid1.drgroutedistribution.oc1..d',
  ),
  readById(
    'getDrgRouteTable',
    'drgRouteTableId',
    'ocid1.drgroutetable.oc1..t',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/drgRouteTables/ocid1.drgroutetable.oc1..t',
  ),
  readById(
    'getLocalPeeringGateway',
    'localPeeringGatewayId',
    'ocid1.localpeeringgateway.oc1..l',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/localPeeringGateways/ocid1.localpeeringgateway.oc1..l',
  ),
  readById(
    'getNatGateway',
    'natGatewayId',
    'ocid1.natgateway.oc1..n',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/natGateways/ocid1.natgateway.oc1..n',
  ),
  readById(
    'getNetworkSecurityGroup',
    'networkSecurityGroupId',
    'ocid1.networksecuritygroup.oc1..n',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/networkSecurityGroups/ocid1.networksecuritygroup.oc1..n',
  ),
  readById(
    'getPrivateIp',
    'privateIpId',
    'ocid1.privateip.oc1..p',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/privateIps/ocid1.privateip.oc1..p',
  ),
  readById(
    'getPublicIp',
    'publicIpId',
    'ocid1.publicip.oc1..p',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/publicIps/ocid1.publicip.oc1..p',
  ),
  readById(
    'getRemotePeeringConnection',
    'remotePeeringConnectionId',
    'ocid1.remotepeeringconnection.oc1..r',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/remotePeeringConnections/ocid1.remotepeeringconnection.oc1..r',
  ),
  readById(
    'getSecurityList',
    'securityListId',
    'ocid1.securitylist.oc1..s',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/securityLists/ocid1.securitylist.oc1..s',
  ),
  readById(
    'getServiceGateway',
    'serviceGatewayId',
    'ocid1.servicegateway.oc1..s',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/serviceGateways/ocid1.servicegateway.oc1..s',
  ),
  readById(
    'getSubnet',
    'subnetId',
    'ocid1.subnet.oc1..s',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/subnets/ocid1.subnet.oc1..s',
  ),
  readById(
    'getVirtualCircuit',
    'virtualCircuitId',
    'ocid1.virtualcircuit.oc1..v',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/virtualCircuits/ocid1.virtualcircuit.oc1..v',
  ),
  readById(
    'getVlan',
    'vlanId',
    'ocid1.vlan.oc1..v',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/vlans/ocid1.vlan.oc1..v',
  ),
  readById(
    'getVnic',
    'vnicId',
    'ocid1.vnic.oc1..v',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/vnics/ocid1.vnic.oc1..v',
  ),
  readById(
    'getIpv6',
    'ipv6Id',
    'ocid1.ipv6.oc1..6',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/ipv6s/ocid1.ipv6.oc1..6',
  ),
  readById(
    'getCrossConnect',
    'crossConnectId',
    'ocid1.crossconnect.oc1..c',
    'GET http://emu.test/iaas/us-ashburn-1/20160918/crossConnects/ocid1.crossconnect.oc1..c',
  ),
]);
