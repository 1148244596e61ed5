/**
 * The context-dependent links of document 2 §2.2, the identity-domain variants of §2.1, buckets
 * and the database management pages, each with and without the value it needs.
 */
import { describe, expect, it } from 'vitest';
import { detailsLink } from '../../../../src/oci/resource-types';
import { COMPARTMENT, ID, makeResult, withDetails } from './builders';

describe('identity domains', () => {
  const inDomain = (type: string) =>
    makeResult(type, { identityContext: { domainOcid: 'ocid1.domain.oc1..d' } });

  it.each([
    ['Group', 'groups'],
    ['DynamicGroup', 'dynamicgroups'],
    ['User', 'users'],
    ['App', 'applications'],
  ])('%s opens inside its domain when it names one', (type, collection) => {
    expect(detailsLink(inDomain(type))).toBe(`/identity/domains/ocid1.domain.oc1..d/${collection}/${ID}`);
  });

  it.each([
    ['Group', `/identity/groups/${ID}`],
    ['DynamicGroup', `/identity/dynamicgroups/${ID}`],
    ['User', `/identity/users/${ID}`],
  ])('%s opens the default-domain page otherwise', (type, link) => {
    expect(detailsLink(makeResult(type))).toBe(link);
  });

  it('an app has no link without a domain', () => {
    expect(detailsLink(makeResult('App'))).toBeNull();
  });
});

describe('bucket', () => {
  it('opens by namespace and name', () => {
    const r = makeResult('Bucket', { displayName: 'logs', enrichment: { namespace: 'axaxnpcrorw5' } });
    expect(detailsLink(r)).toBe('/object-storage/buckets/axaxnpcrorw5/logs');
  });
  it('takes the tenancy namespace carried with the result', () => {
    expect(
      detailsLink(makeResult('Bucket', { displayName: 'b', additionalDetails: { tenancy: 'ns' } })),
    ).toBe('/object-storage/buckets/ns/b');
  });
  it('encodes the name', () => {
    const r = makeResult('Bucket', { displayName: 'a b/c?d#e', enrichment: { namespace: 'ns' } });
    expect(detailsLink(r)).toBe('/object-storage/buckets/ns/a%20b%2Fc%3Fd%23e');
  });
  it('has no link without a namespace or a name', () => {
    expect(detailsLink(makeResult('Bucket'))).toBeNull();
    expect(
      detailsLink(makeResult('Bucket', { displayName: '', enrichment: { namespace: 'ns' } })),
    ).toBeNull();
  });
});

describe('secret and file-system share', () => {
  it('a secret opens inside its vault, with no link without one', () => {
    expect(detailsLink(withDetails('VaultSecret', { vaultId: 'v' }))).toBe(
      `/security/kms/vaults/v/secrets/${ID}`,
    );
    expect(detailsLink(makeResult('VaultSecret'))).toBeNull();
  });
  it('a share opens inside its file system', () => {
    expect(detailsLink(makeResult('FileSystemShare', { identityContext: { fileSystemId: 'fs' } }))).toBe(
      `/fss/file-systems/fs/shares/${ID}`,
    );
    expect(detailsLink(makeResult('FileSystemShare'))).toBeNull();
  });
});

describe('VMware', () => {
  it('an ESXi host opens in its SDDC, or in its cluster when it has one', () => {
    expect(detailsLink(makeResult('VmwareEsxiHost', { enrichment: { sddcId: 's' } }))).toBe(
      `/vmware/sddcs/s/esxi-hosts/${ID}`,
    );
    expect(detailsLink(makeResult('VmwareEsxiHost', { enrichment: { sddcId: 's', clusterId: 'c' } }))).toBe(
      `/vmware/sddcs/s/clusters/c/esxi-hosts/${ID}`,
    );
    expect(detailsLink(makeResult('VmwareEsxiHost', { enrichment: { clusterId: 'c' } }))).toBeNull();
  });
  it('a cluster and the management appliance open in their SDDC', () => {
    expect(detailsLink(makeResult('VmwareCluster', { identityContext: { sddcId: 's' } }))).toBe(
      `/vmware/sddcs/s/clusters/${ID}`,
    );
    expect(detailsLink(makeResult('VmwareManagementAppliance', { identityContext: { sddcId: 's' } }))).toBe(
      '/vmware/sddcs/s/management-appliance',
    );
    expect(detailsLink(makeResult('VmwareCluster'))).toBeNull();
    expect(detailsLink(makeResult('VmwareManagementAppliance'))).toBeNull();
  });
});

describe('media streams', () => {
  it('a channel has its page, its CDN and packaging configurations sub-pages', () => {
    const channel = { identityContext: { distributionChannelId: 'ch' } };
    expect(detailsLink(makeResult('StreamDistributionChannel'))).toBe(
      `/media-services/media-streams/channel/${ID}`,
    );
    expect(detailsLink(makeResult('StreamCdnConfig', channel))).toBe(
      `/media-services/media-streams/channel/ch/cdn/${ID}`,
    );
    expect(detailsLink(makeResult('StreamPackagingConfig', channel))).toBe(
      `/media-services/media-streams/channel/ch/packaging-config/${ID}`,
    );
    expect(detailsLink(makeResult('StreamCdnConfig'))).toBeNull();
    expect(detailsLink(makeResult('StreamPackagingConfig'))).toBeNull();
  });
});

describe('migrations', () => {
  it('a migration plan opens inside its migration', () => {
    expect(detailsLink(makeResult('OcmMigrationPlan', { identityContext: { migrationId: 'm' } }))).toBe(
      `/cloud-migrations/migrations/m/migration-plans/${ID}`,
    );
    expect(detailsLink(makeResult('OcmMigrationPlan'))).toBeNull();
  });
  it('replication and discovery schedules open their list in the compartment', () => {
    expect(detailsLink(makeResult('OcmReplicationSchedule'))).toBe(
      `/cloud-migrations/replication-schedules?compartmentId=${COMPARTMENT}`,
    );
    expect(detailsLink(makeResult('OcbDiscoverySchedule'))).toBe(
      `/cloud-migrations/discovery/discovery-schedules?compartmentId=${COMPARTMENT}`,
    );
    expect(detailsLink(makeResult('OcmReplicationSchedule', { compartmentId: '' }))).toBeNull();
  });
});

describe('endpoint management', () => {
  const NESTED = [
    ['EmpDevice', 'devices'],
    ['EmpDeviceOwner', 'device-owners'],
    ['EmpAssignmentGroup', 'assignment-groups'],
    ['EmpInventoryConfiguration', 'inventory-configurations'],
    ['EmpInventoryConfigurationAttachment', 'inventory-configuration-attachments'],
    ['EmpSoftwareTitle', 'software-titles'],
    ['EmpSoftwareVersion', 'software-versions'],
    ['EmpComplianceRuleset', 'compliance-rulesets'],
    ['EmpComplianceRulesetAttachment', 'compliance-ruleset-attachments'],
    ['EmpScript', 'scripts'],
    ['EmpScriptAttachment', 'script-attachments'],
    ['EmpExtension', 'extensions'],
    ['EmpExtensionAttachment', 'extension-attachments'],
    ['EmpMdmProfile', 'mdm-profiles'],
    ['EmpMdmProfileAttachment', 'mdm-profile-attachments'],
    ['EmpMdmProfilePayload', 'mdm-profile-payloads'],
    ['EmpProvisioningAccount', 'provisioning-accounts'],
    ['EmpProvisioningProfile', 'provisioning-profiles'],
  ] as const;
  const inInstance = (type: string, extra: Record<string, string> = {}) =>
    makeResult(type, { identityContext: { managementInstanceId: 'mi', ...extra } });

  it.each(NESTED)('%s opens under its management instance at %s', (type, collection) => {
    expect(detailsLink(inInstance(type))).toBe(`/emp/management-instances/mi/${collection}/${ID}`);
    expect(detailsLink(makeResult(type))).toBeNull();
  });

  it('an APPLE MDM provider opens mdm-providers, any other mdm-providers-alternate', () => {
    expect(detailsLink(inInstance('EmpMdmProvider', { type: 'APPLE' }))).toBe(
      `/emp/management-instances/mi/mdm-providers/${ID}`,
    );
    expect(detailsLink(inInstance('EmpMdmProvider', { type: 'apple' }))).toBe(
      `/emp/management-instances/mi/mdm-providers/${ID}`,
    );
    expect(detailsLink(inInstance('EmpMdmProvider', { type: 'ANDROID' }))).toBe(
      `/emp/management-instances/mi/mdm-providers-alternate/${ID}`,
    );
    expect(detailsLink(inInstance('EmpMdmProvider'))).toBe(
      `/emp/management-instances/mi/mdm-providers-alternate/${ID}`,
    );
    expect(detailsLink(makeResult('EmpMdmProvider', { identityContext: { type: 'APPLE' } }))).toBeNull();
  });
});

describe('product license record', () => {
  it('opens inside its product license from enrichment or productLicenseId', () => {
    expect(detailsLink(makeResult('LicenseRecord', { enrichment: { productId: 'p' } }))).toBe(
      `/license-manager/product-licenses/p/license-records/${ID}`,
    );
    expect(detailsLink(withDetails('LicenseRecord', { productLicenseId: 'q' }))).toBe(
      `/license-manager/product-licenses/q/license-records/${ID}`,
    );
    expect(detailsLink(makeResult('LicenseRecord'))).toBeNull();
  });
});

describe('database management pages', () => {
  it.each([
    ['DbmgmtManagedDatabase', 'databaseHome'],
    ['DbmgmtManagedDatabaseGroup', 'groupHome'],
    ['DbmgmtExternalDbSystem', 'database-system'],
    ['DbmgmtExternalExadataInfrastructure', 'exadata-infrastructure'],
    ['DbmgmtExternalExadataStorageServer', 'storage-server'],
    ['DbmgmtExternalExadataStorageGrid', 'storage-server-grid'],
    ['DbmgmtExternalExadataStorageConnector', 'exadata-connector'],
    ['DbmgmtExternalMySqlDb', 'mds-home-page'],
  ])('%s opens /dbmgmt-ui/%s?ocid=…', (type, page) => {
    expect(detailsLink(makeResult(type))).toBe(`/dbmgmt-ui/${page}?ocid=${ID}`);
  });

  it.each([
    ['DbmgmtExternalDbSystemConnector', 'connector'],
    ['DbmgmtExternalCluster', 'cluster'],
    ['DbmgmtExternalListener', 'listener'],
    ['DbmgmtExternalAsm', 'asm'],
  ])('%s opens /dbmgmt-ui/%s inside its external DB system', (type, page) => {
    expect(detailsLink(makeResult(type, { identityContext: { externalDbSystemId: 'sys' } }))).toBe(
      `/dbmgmt-ui/${page}?ocid=${ID}&externalDbSystemId=sys`,
    );
    expect(detailsLink(makeResult(type))).toBeNull();
  });

  it.each([
    ['DbmgmtPrivateEndpoint', 'private-endpoints-details'],
    ['DbmgmtNamedCredential', 'administration/credentials'],
    ['DbmgmtMySqlDbConnector', 'mds-connector'],
  ])('%s opens /dbmgmt-ui/%s in its compartment', (type, page) => {
    expect(detailsLink(makeResult(type))).toBe(`/dbmgmt-ui/${page}?ocid=${ID}&compartmentId=${COMPARTMENT}`);
    expect(detailsLink(makeResult(type, { compartmentId: '' }))).toBeNull();
  });

  it('a job names its managed database or group when the result does', () => {
    expect(detailsLink(makeResult('DbmgmtJob'))).toBe(`/dbmgmt-ui/jobs/details?ocid=${ID}`);
    expect(detailsLink(withDetails('DbmgmtJob', { managedDatabaseId: 'db' }))).toBe(
      `/dbmgmt-ui/jobs/details?ocid=${ID}&managedDatabaseId=db`,
    );
    expect(detailsLink(withDetails('DbmgmtJob', { managedDatabaseGroupId: 'g' }))).toBe(
      `/dbmgmt-ui/jobs/details?ocid=${ID}&managedDatabaseGroupId=g`,
    );
  });

  it('encodes every query value', () => {
    const r = makeResult('DbmgmtExternalListener', {
      identifier: 'a&b=c',
      identityContext: { externalDbSystemId: 'x y#z' },
    });
    expect(detailsLink(r)).toBe('/dbmgmt-ui/listener?ocid=a%26b%3Dc&externalDbSystemId=x%20y%23z');
  });
});
