import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DISCONNECTED_REALMS,
  GOVERNMENT_REALMS,
  GOVERNMENT_REGION_KEYS,
  REGIONS,
  REGION_LOCATIONS,
  STAGING_REGIONS,
  findRegion,
  isDisconnectedRealm,
  isGovernmentRegion,
  isStagingRegion,
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
  it('holds every region of the SDK table and the three staging regions', () => {
    expect(sdk.regions).toHaveLength(85);
    expect(REGIONS).toHaveLength(88);
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
      ].sort(),
    );
    expect(isGovernmentRegion({ ...region('us-ashburn-1'), key: 'SEA' })).toBe(true);
    expect(isGovernmentRegion(region('uk-london-1'))).toBe(false);
  });

  it('tells disconnected realms', () => {
    expect(REGIONS.filter(isDisconnectedRealm)).toEqual([]);
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
