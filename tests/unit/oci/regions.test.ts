import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DISCONNECTED_REALMS,
  GOVERNMENT_REALMS,
  GOVERNMENT_REGION_KEYS,
  REGIONS,
  REGION_LOCATIONS,
  STAGING_REGIONS,
  UK_GOVERNMENT_REGIONS,
  findRegion,
  isDisconnectedRealm,
  isGovernmentRegion,
  isStagingRegion,
  isUkGovernmentRegion,
  region,
  regionsByLocation,
} from '../../../src/oci/regions';

const sdk = JSON.parse(
  readFileSync(new URL('../../../src/oci/data/oci-regions.json', import.meta.url), 'utf8'),
) as {
  regions: { regionId: string; regionCode: string; realm: string; secondLevelDomain: string }[];
};

const CLASSIC = [
  'APAC',
  'EMEA',
  'LAD',
  'NORTH_AMERICA',
  'UK001',
  'US001',
  'US002',
  'USDOD',
  'USGOV',
  'UKGOV',
];

describe('regions', () => {
  it('holds over a hundred regions: the SDK table, the public disconnected and dedicated ones, staging', () => {
    expect(sdk.regions).toHaveLength(85);
    expect(REGIONS.length).toBeGreaterThanOrEqual(100);
    expect(REGIONS).toHaveLength(85 + 15 + 3);
    for (const r of sdk.regions) {
      const info = region(r.regionId);
      expect(info.key).toBe(r.regionCode.toUpperCase());
      expect(info.realm).toBe(r.realm.toUpperCase());
      expect(info.secondLevelDomain).toBe(r.secondLevelDomain);
    }
    expect(new Set(REGIONS.map((r) => r.id)).size).toBe(REGIONS.length);
  });

  it.each(REGIONS.map((r) => [r.id, r] as const))(
    '%s has a key, realm, friendly name, location and groups',
    (_id, r) => {
      expect(r.key).toMatch(/^[A-Z]{3}$/);
      expect(r.realm).toMatch(/^(OC\d+|R1)$/);
      expect(r.secondLevelDomain).toMatch(/^[a-z0-9]+(\.[a-z0-9]+)+$/);
      expect(r.name.length).toBeGreaterThan(3);
      expect(REGION_LOCATIONS).toContain(r.location);
      expect(r.classicGroups.length).toBeGreaterThan(0);
      for (const g of r.classicGroups) expect(CLASSIC).toContain(g);
    },
  );

  it('names regions as the console does', () => {
    expect(region('us-ashburn-1')).toMatchObject({
      key: 'IAD',
      realm: 'OC1',
      name: 'US East (Ashburn)',
      location: 'NorthAmerica',
      classicGroups: ['NORTH_AMERICA', 'US001'],
    });
    expect(region('ap-sydney-1').name).toBe('Australia East (Sydney)');
    expect(region('sa-saopaulo-1').location).toBe('SouthAmerica');
    expect(region('uk-gov-london-1').classicGroups).toEqual(['UKGOV']);
    expect(region('us-gov-ashburn-1').classicGroups).toEqual(['USDOD']);
    expect(region('us-langley-1').classicGroups).toEqual(['USGOV']);
    expect(() => region('xx-nowhere-1')).toThrow();
    expect(findRegion('xx-nowhere-1')).toBeUndefined();
  });

  it('has a region in every disconnected realm of §9, with its own host suffix', () => {
    for (const realm of DISCONNECTED_REALMS) {
      expect(REGIONS.some((r) => r.realm === realm)).toBe(true);
    }
    expect(region('us-tacoma-1')).toMatchObject({
      key: 'TIW',
      realm: 'OC5',
      secondLevelDomain: 'oraclecloud5.com',
    });
    expect(region('us-gov-fortworth-1')).toMatchObject({
      key: 'FTW',
      realm: 'OC6',
      secondLevelDomain: 'oraclecloud.ic.gov',
    });
    expect(region('us-gov-sterling-1')).toMatchObject({
      key: 'BWI',
      realm: 'OC7',
      secondLevelDomain: 'oc.ic.gov',
    });
    expect(region('us-gov-sterling-3')).toMatchObject({
      key: 'HEF',
      realm: 'OC11',
      secondLevelDomain: 'oraclecloud.smil.mil',
    });
    expect(region('us-gov-ashburn-2')).toMatchObject({
      key: 'OKV',
      realm: 'OC12',
      secondLevelDomain: 'oracledodcloud.ic.gov',
    });
    expect(region('us-dcc-phoenix-1')).toMatchObject({
      key: 'IFP',
      realm: 'OC17',
      secondLevelDomain: 'oraclecloud17.com',
    });
  });

  it('has the staging regions alpha, beta and gamma', () => {
    expect([...STAGING_REGIONS]).toEqual(['r1-alpha', 'r1-beta', 'r1-gamma']);
    expect(['r1-alpha', 'r1-beta', 'r1-gamma'].map((id) => region(id).name)).toEqual([
      'alpha',
      'beta',
      'gamma',
    ]);
    expect(isStagingRegion(region('r1-beta'))).toBe(true);
    expect(isStagingRegion(region('us-ashburn-1'))).toBe(false);
  });

  it('derives staging from the region alone: exactly the R1 staging regions are staging', () => {
    const staging = REGIONS.filter(isStagingRegion).map((r) => r.id);
    expect(staging).toEqual(['r1-alpha', 'r1-beta', 'r1-gamma']);
    expect(REGIONS.filter((r) => r.realm === 'R1').map((r) => r.id)).toEqual(staging);
    expect(region('r1-gamma').secondLevelDomain).toBe('oracleiaas.com');
  });

  it('the UK government rule is for uk-gov-london-1 and uk-gov-cardiff-1, not commercial London or Cardiff', () => {
    expect(UK_GOVERNMENT_REGIONS).toEqual(['uk-gov-london-1', 'uk-gov-cardiff-1']);
    expect(REGIONS.filter(isUkGovernmentRegion).map((r) => r.id)).toEqual(
      REGIONS.filter((r) => r.realm === 'OC4').map((r) => r.id),
    );
    expect(isUkGovernmentRegion(region('uk-gov-london-1'))).toBe(true);
    expect(isUkGovernmentRegion(region('uk-gov-cardiff-1'))).toBe(true);
    expect(isUkGovernmentRegion(region('uk-london-1'))).toBe(false);
    expect(isUkGovernmentRegion(region('uk-cardiff-1'))).toBe(false);
  });

  it('has the government and disconnected sets of §9', () => {
    expect([...GOVERNMENT_REALMS].sort()).toEqual(['OC11', 'OC12', 'OC2', 'OC23', 'OC3', 'OC4']);
    expect([...GOVERNMENT_REGION_KEYS].sort()).toEqual([
      'BRS',
      'LFI',
      'LTN',
      'LUF',
      'PIA',
      'RIC',
      'SEA',
      'TUS',
    ]);
    expect([...DISCONNECTED_REALMS].sort()).toEqual(['OC11', 'OC12', 'OC5', 'OC6', 'OC7']);
  });

  it('tells government regions by realm or key', () => {
    const gov = REGIONS.filter(isGovernmentRegion)
      .map((r) => r.id)
      .sort();
    expect(gov).toEqual(
      [
        'uk-gov-cardiff-1',
        'uk-gov-london-1',
        'us-gov-ashburn-1',
        'us-gov-chicago-1',
        'us-gov-phoenix-1',
        'us-langley-1',
        'us-luke-1',
        'us-somerset-1',
        'us-thames-1',
        // OC11 and OC12 are government realms as well as disconnected ones.
        'us-gov-boyers-1',
        'us-gov-fortworth-3',
        'us-gov-phoenix-3',
        'us-gov-sterling-3',
        'us-gov-phoenix-2',
        'us-gov-ashburn-2',
        'us-gov-saltlake-1',
        'us-gov-manassas-1',
      ].sort(),
    );
    expect(isGovernmentRegion({ ...region('us-ashburn-1'), key: 'SEA' })).toBe(true);
    expect(isGovernmentRegion(region('uk-london-1'))).toBe(false);
  });

  it('tells disconnected realms', () => {
    expect(
      REGIONS.filter(isDisconnectedRealm)
        .map((r) => r.realm)
        .filter((realm, i, all) => all.indexOf(realm) === i)
        .sort(),
    ).toEqual(['OC11', 'OC12', 'OC5', 'OC6', 'OC7']);
    expect(REGIONS.filter(isDisconnectedRealm)).toHaveLength(12);
    expect(isDisconnectedRealm({ ...region('us-ashburn-1'), realm: 'OC7' })).toBe(true);
    expect(isDisconnectedRealm({ ...region('us-ashburn-1'), realm: 'OC1' })).toBe(false);
  });

  it('groups regions by location, sorted by name', () => {
    const groups = regionsByLocation();
    expect([...groups.keys()]).toEqual(['NorthAmerica', 'SouthAmerica', 'EMEA', 'APAC']);
    const total = [...groups.values()].reduce((n, g) => n + g.length, 0);
    expect(total).toBe(REGIONS.length);
    for (const group of groups.values()) {
      const names = group.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    expect(groups.get('APAC')?.map((r) => r.id)).toContain('ap-tokyo-1');
  });
});
