/**
 * Enrichments that resolve an address to the page that owns it (document 2 §3.4): a private IP,
 * an IPv6 address or a public IP links to its VLAN, its VNIC or its NAT gateway. The link is
 * built here, already encoded, and stored as the enrichment's `link`.
 */
import type { Enrichment, LinkSubject } from '../resource';
import { fillPage, PAGE } from './pages';
import { asRecord, entry, stringOf } from './single-read';
import type { EnrichmentRead, EnrichmentSpec } from './types';

/** The enrichment's link to a page, or nothing when a value it needs is missing. */
function linkTo(pattern: string, values: Readonly<Record<string, string | undefined>>): Enrichment {
  const link = fillPage(pattern, values);
  return link === null ? {} : { link };
}

/** The VNIC attachment of a VNIC; the list call answers a bare array of attachments. */
async function vnicAttachmentId(
  r: LinkSubject,
  vnicId: string,
  read: EnrichmentRead,
): Promise<string | undefined> {
  const answer = await read('listVnicAttachments', { compartmentId: r.compartmentId, vnicId });
  const list: readonly unknown[] = Array.isArray(answer) ? answer : [];
  const attachments = list.map(asRecord);
  const attachment = attachments.find((a) => a['vnicId'] === vnicId) ?? attachments[0];
  return stringOf(attachment?.['id']);
}

/** The link of an address that sits on a VLAN (`vlanId`) or on a VNIC (`vnicId`). */
async function addressOwnerLink(
  r: LinkSubject,
  address: Readonly<Record<string, unknown>>,
  read: EnrichmentRead,
): Promise<Enrichment> {
  const vlanId = stringOf(address['vlanId']);
  if (vlanId !== undefined) {
    const vcnId = stringOf(asRecord(await read('getVlan', { vlanId }))['vcnId']);
    return linkTo(PAGE.vlan, { vcnId, id: vlanId });
  }
  const vnicId = stringOf(address['vnicId']);
  if (vnicId !== undefined) {
    const attachmentId = await vnicAttachmentId(r, vnicId, read);
    return linkTo(PAGE.vnic, { vnicAttachmentId: attachmentId });
  }
  return {};
}

async function privateIpLink(r: LinkSubject, privateIpId: string, read: EnrichmentRead): Promise<Enrichment> {
  return addressOwnerLink(r, asRecord(await read('getPrivateIp', { privateIpId })), read);
}

const OWNER_READS = ['getVlan', 'listVnicAttachments'] as const;

export const privateIpEnrichment: EnrichmentSpec = {
  reads: ['getPrivateIp', ...OWNER_READS],
  run: (r, read) => privateIpLink(r, r.identifier, read),
};

export const ipv6Enrichment: EnrichmentSpec = {
  reads: ['getIpv6', ...OWNER_READS],
  run: async (r, read) =>
    addressOwnerLink(r, asRecord(await read('getIpv6', { ipv6Id: r.identifier })), read),
};

/** A public IP is assigned to a private IP (then resolved as above) or to a NAT gateway. */
export const publicIpEnrichment: EnrichmentSpec = {
  reads: ['getPublicIp', 'getPrivateIp', 'getNatGateway', ...OWNER_READS],
  async run(r, read) {
    const publicIp = asRecord(await read('getPublicIp', { publicIpId: r.identifier }));
    const entityId = stringOf(publicIp['assignedEntityId']);
    if (entityId === undefined) return {};
    switch (publicIp['assignedEntityType']) {
      case 'PRIVATE_IP':
        return privateIpLink(r, entityId, read);
      case 'NAT_GATEWAY': {
        const gateway = asRecord(await read('getNatGateway', { natGatewayId: entityId }));
        return linkTo(PAGE.natGateway, { vcnId: stringOf(gateway['vcnId']), id: entityId });
      }
      default:
        return {};
    }
  },
};

export const vnicEnrichment: EnrichmentSpec = {
  reads: ['listVnicAttachments'],
  async run(r, read) {
    return entry('vnicAttachmentId', await vnicAttachmentId(r, r.identifier, read));
  },
};
