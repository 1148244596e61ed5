/** The realm table that service hosts are built from. */
import { describe, expect, it } from 'vitest';
import { REALM_DOMAINS, REGION_REALMS, realmOfRegion, secondLevelDomain } from '../../../../src/oci/realms';

describe('realms', () => {
  it('holds the 20 realms and 85 regions of the SDK', () => {
    expect(REALM_DOMAINS.size).toBe(20);
    expect(REGION_REALMS.size).toBe(85);
  });

  it.each([
    ['us-ashburn-1', 'oc1', 'oraclecloud.com'],
    ['us-langley-1', 'oc2', 'oraclegovcloud.com'],
    ['us-gov-ashburn-1', 'oc3', 'oraclegovcloud.com'],
    ['uk-gov-london-1', 'oc4', 'oraclegovcloud.uk'],
    ['eu-frankfurt-2', 'oc19', 'oraclecloud.eu'],
    ['ap-chiyoda-1', 'oc8', 'oraclecloud8.com'],
  ])('%s is in %s (%s)', (region, realm, domain) => {
    expect(realmOfRegion(region)).toBe(realm);
    expect(secondLevelDomain(region)).toBe(domain);
  });

  it('takes a region it does not know to be in oc1', () => {
    expect(realmOfRegion('xx-nowhere-9')).toBe('oc1');
    expect(secondLevelDomain('xx-nowhere-9')).toBe('oraclecloud.com');
  });
});
