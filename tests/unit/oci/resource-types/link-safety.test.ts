/**
 * Links that must not exist (document 2 §2.3, unknown types, missing identifiers) and links
 * that must be safe whatever the values in them: every value URL-encoded, never 'undefined'.
 */
import { describe, expect, it } from 'vitest';
import type { LinkSubject } from '../../../../src/oci/resource';
import { detailsLink, RESOURCE_TYPES, resourceType } from '../../../../src/oci/resource-types';
import { makeResult } from './builders';

const EVIL = 'ocid1.x../../evil?a=b#c';
const ENCODED = encodeURIComponent(EVIL);

/** Every context key any rule reads, as the search result or enrichment could carry it. */
const CONTEXT_KEYS = [
  'vcnId',
  'drgId',
  'vnicAttachmentId',
  'crossConnectGroupId',
  'crossConnectOrCrossConnectGroupId',
  'domainOcid',
  'projectId',
  'pipelineId',
  'appId',
  'logGroupId',
  'gatewayId',
  'apiId',
  'topicId',
  'repoId',
  'imageId',
  'namespace',
  'tenancy',
  'fileSystemId',
  'vaultId',
  'sddcId',
  'clusterId',
  'migrationId',
  'managementInstanceId',
  'distributionChannelId',
  'knowledgeBaseId',
  'listingId',
  'emailDomainId',
  'productId',
  'productLicenseId',
  'wafPolicyId',
  'waaPolicyId',
  'externalDbSystemId',
  'managedDatabaseId',
  'managedDatabaseGroupId',
  'vmClusterId',
  'dbSystemId',
] as const;

const everyContext = (value: string): Record<string, string> =>
  Object.fromEntries(CONTEXT_KEYS.map((key) => [key, value]));

describe('types without a details link (document 2 §2.3)', () => {
  it.each([
    'Key',
    'KmsHsmPartition',
    'Agent',
    'OcbAgent',
    'IdpGroupMapping',
    'FsuCollection',
    'FsuCycle',
    'OrmStackAttachment',
  ])('%s has none, whatever the result carries', (type) => {
    expect(resourceType(type)?.link).toBeNull();
    expect(detailsLink(makeResult(type, { additionalDetails: everyContext('x') }))).toBeNull();
  });

  it('an unknown type has none', () => {
    expect(detailsLink(makeResult('NoSuchType'))).toBeNull();
    expect(detailsLink(makeResult(''))).toBeNull();
  });

  it('a result without an identifier has none', () => {
    expect(detailsLink(makeResult('Instance', { identifier: '' }))).toBeNull();
    expect(detailsLink(makeResult('Subnet', { identifier: '', enrichment: { vcnId: 'v' } }))).toBeNull();
  });
});

describe('URL encoding', () => {
  it('encodes the identifier in a fixed pattern', () => {
    expect(detailsLink(makeResult('Instance', { identifier: EVIL }))).toBe(`/compute/instances/${ENCODED}`);
    expect(ENCODED).not.toMatch(/[/?#]/);
  });

  it('encodes the identifier and context values in a rule', () => {
    const r = makeResult('Subnet', { identifier: EVIL, enrichment: { vcnId: EVIL } });
    expect(detailsLink(r)).toBe(`/networking/vcns/${ENCODED}/subnets/${ENCODED}`);
  });

  it('encodes domain ids and names', () => {
    const user = makeResult('User', { identifier: EVIL, identityContext: { domainOcid: EVIL } });
    expect(detailsLink(user)).toBe(`/identity/domains/${ENCODED}/users/${ENCODED}`);
    const bucket = makeResult('Bucket', { displayName: EVIL, enrichment: { namespace: EVIL } });
    expect(detailsLink(bucket)).toBe(`/object-storage/buckets/${ENCODED}/${ENCODED}`);
  });

  it('keeps a $ pattern in an identifier literal', () => {
    expect(detailsLink(makeResult('Vcn', { identifier: "$&$'" }))).toBe(
      `/networking/vcns/${encodeURIComponent("$&$'")}`,
    );
  });
});

describe.each(RESOURCE_TYPES.map((type) => [type.name] as const))('the link of %s', (name) => {
  const links = (r: LinkSubject) => [detailsLink(r), detailsLink({ ...r, resourceType: name.toUpperCase() })];

  it('never says undefined or null, with or without context', () => {
    const bare = makeResult(name);
    const full = makeResult(name, {
      identityContext: everyContext('ctx'),
      enrichment: { link: '/x', type: 'APPLE' },
    });
    for (const link of [...links(bare), ...links(full)]) {
      if (link !== null) expect(link).not.toMatch(/undefined|null|\[object/);
    }
  });

  it('carries odd values only encoded', () => {
    const odd = makeResult(name, {
      identifier: EVIL,
      displayName: EVIL,
      compartmentId: EVIL,
      additionalDetails: everyContext(EVIL),
    });
    const link = detailsLink(odd);
    if (link === null) return;
    expect(link.startsWith('/')).toBe(true);
    expect(link).not.toContain('#');
    expect(link).not.toContain('../');
    expect(link).not.toContain('?a=b');
    expect(link).toContain(ENCODED);
  });
});
