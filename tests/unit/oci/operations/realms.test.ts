/** The realm table that service hosts are built from. */
import { describe, expect, it } from 'vitest';
import { REALM_DOMAINS, REGION_REALMS, realmOfRegion, secondLevelDomain } from '../../../../src/oci/realms';

describe('realms', () => {
  it('holds the SDK table (20 realms, 85 regions), six public realms with 15 regions, and R1 staging', () => {
    expect(REALM_DOMAINS.size).toBe(20 + 6 + 1);
    expect(REGION_REALMS.size).toBe(85 + 15 + 3);
  });

  it.each([
    ['us-ashburn-1', 'oc1', 'oraclecloud.com'],
    ['us-langley-1', 'oc2', 'oraclegovcloud.com'],
    ['us-gov-ashburn-1', 'oc3', 'oraclegovcloud.com'],
    ['uk-gov-london-1', 'oc4', 'oraclegovcloud.uk'],
    ['eu-frankfurt-2', 'oc19', 'oraclecloud.eu'],
    ['ap-chiyoda-1', 'oc8', 'oraclecloud8.com'],
    ['us-tacoma-1', 'oc5', 'oraclecloud5.com'],
    ['us-gov-boyers-1', 'oc11', 'oraclecloud.smil.mil'],
    ['us-gov-manassas-1', 'oc12', 'oracledodcloud.ic.gov'],
    ['r1-alpha', 'r1', 'oracleiaas.com'],
  ])('%s is in %s (%s)', (region, realm, domain) => {
    expect(realmOfRegion(region)).toBe(realm);
    expect(secondLevelDomain(region)).toBe(domain);
  });

  it('takes a region it does not know to be in oc1', () => {
    expect(realmOfRegion('xx-nowhere-9')).toBe('oc1');
    expect(secondLevelDomain('xx-nowhere-9')).toBe('oraclecloud.com');
  });
});
