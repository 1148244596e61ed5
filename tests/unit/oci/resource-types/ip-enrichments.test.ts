/**
 * The address enrichments of document 2 §3.4: a private IP, an IPv6 address or a public IP
 * resolves to the page of the VLAN, VNIC or NAT gateway that owns it, as an encoded link.
 */
import { describe, expect, it } from 'vitest';
import { detailsLink } from '../../../../src/oci/resource-types';
import { COMPARTMENT, enrichmentOf, fakeRead, ID, makeResult } from './builders';

const ATTACHMENTS = [{ id: 'ocid1.vnicattachment.oc1..a/b', vnicId: 'vnic1', instanceId: 'i' }];
const VNIC_LINK = '/networking/vcns/vnics/ocid1.vnicattachment.oc1..a%2Fb';

describe('private IP', () => {
  it('on a VLAN links to the VLAN in its VCN', async () => {
    const { read, calls } = fakeRead({
      getPrivateIp: { id: ID, vlanId: 'vlan1' },
      getVlan: { id: 'vlan1', vcnId: 'vcn1' },
    });
    const enrichment = await enrichmentOf('PrivateIp').run(makeResult('PrivateIp'), read);
    expect(enrichment).toEqual({ link: '/networking/vcns/vcn1/vlans/vlan1' });
    expect(calls).toEqual([
      { operation: 'getPrivateIp', params: { privateIpId: ID } },
      { operation: 'getVlan', params: { vlanId: 'vlan1' } },
    ]);
    expect(detailsLink(makeResult('PrivateIp', { enrichment }))).toBe('/networking/vcns/vcn1/vlans/vlan1');
  });

  it('on a VNIC links to the VNIC attachment', async () => {
    const { read, calls } = fakeRead({
      getPrivateIp: { id: ID, vnicId: 'vnic1' },
      listVnicAttachments: ATTACHMENTS,
    });
    await expect(enrichmentOf('PrivateIp').run(makeResult('PrivateIp'), read)).resolves.toEqual({
      link: VNIC_LINK,
    });
    expect(calls[1]).toEqual({
      operation: 'listVnicAttachments',
      params: { compartmentId: COMPARTMENT, vnicId: 'vnic1' },
    });
  });

  it('on neither, or on a VNIC without attachment, has no link', async () => {
    const lone = fakeRead({ getPrivateIp: { id: ID } });
    await expect(enrichmentOf('PrivateIp').run(makeResult('PrivateIp'), lone.read)).resolves.toEqual({});
    const detached = fakeRead({ getPrivateIp: { id: ID, vnicId: 'vnic1' }, listVnicAttachments: [] });
    await expect(enrichmentOf('PrivateIp').run(makeResult('PrivateIp'), detached.read)).resolves.toEqual({});
  });
});

describe('IPv6', () => {
  it('links to the VNIC attachment of its VNIC', async () => {
    const { read, calls } = fakeRead({
      getIpv6: { id: ID, vnicId: 'vnic1' },
      listVnicAttachments: ATTACHMENTS,
    });
    await expect(enrichmentOf('Ipv6').run(makeResult('Ipv6'), read)).resolves.toEqual({ link: VNIC_LINK });
    expect(calls[0]).toEqual({ operation: 'getIpv6', params: { ipv6Id: ID } });
  });
});

describe('public IP', () => {
  it('assigned to a private IP resolves that private IP', async () => {
    const { read, calls } = fakeRead({
      getPublicIp: { id: ID, assignedEntityType: 'PRIVATE_IP', assignedEntityId: 'pip1' },
      getPrivateIp: { id: 'pip1', vnicId: 'vnic1' },
      listVnicAttachments: ATTACHMENTS,
    });
    await expect(enrichmentOf('PublicIp').run(makeResult('PublicIp'), read)).resolves.toEqual({
      link: VNIC_LINK,
    });
    expect(calls.map((c) => c.operation)).toEqual(['getPublicIp', 'getPrivateIp', 'listVnicAttachments']);
    expect(calls[1]?.params).toEqual({ privateIpId: 'pip1' });
  });

  it('assigned to a NAT gateway links to the gateway in its VCN', async () => {
    const { read, calls } = fakeRead({
      getPublicIp: { id: ID, assignedEntityType: 'NAT_GATEWAY', assignedEntityId: 'nat 1' },
      getNatGateway: { id: 'nat 1', vcnId: 'vcn1' },
    });
    await expect(enrichmentOf('PublicIp').run(makeResult('PublicIp'), read)).resolves.toEqual({
      link: '/networking/vcns/vcn1/nat-gateways/nat%201',
    });
    expect(calls[1]).toEqual({ operation: 'getNatGateway', params: { natGatewayId: 'nat 1' } });
  });

  it('unassigned has no link', async () => {
    const { read } = fakeRead({ getPublicIp: { id: ID, assignedEntityType: 'PRIVATE_IP' } });
    await expect(enrichmentOf('PublicIp').run(makeResult('PublicIp'), read)).resolves.toEqual({});
  });
});
