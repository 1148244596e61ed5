/**
 * The seeded demo tenancy: deterministic (same seed → byte-identical data), of the promised size
 * and variety, and realistic (names, states, times, tags, regions and realms).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_REGION_IDS, regionInfo } from '../../../emulator/data/demoRegions';
import { generateTenancy, type Tenancy } from '../../../emulator/data/generateTenancy';
import { YEAR_MS } from '../../../emulator/data/regionBuilder';
import { DEFAULT_EPOCH, DEMO_SIZE } from '../../../emulator/options';
import type { RegionInfo } from '../../../emulator/regionStore';
import { resourceType } from '../../../src/oci/resource-types';

const regions: RegionInfo[] = DEMO_REGION_IDS.map((id) => {
  const info = regionInfo(id);
  if (info === undefined) throw new Error(id);
  return info;
});
const epochMs = Date.parse(DEFAULT_EPOCH);
const generate = (seed: string, size = DEMO_SIZE): Tenancy =>
  generateTenancy({ seed, size, epochMs, regions });

function serialise(t: Tenancy): string {
  const entities = (list: Tenancy['global']) =>
    list.map((e) => [e.service, e.collection, e.searchable, e.summary, e.body]);
  return JSON.stringify({
    tenancy: [t.tenancyId, t.namespace, t.compartments],
    global: entities(t.global),
    regions: [...t.regions].map(([id, data]) => [id, entities(data.entities), data.workRequests]),
    listings: t.listings,
  });
}

const all = (t: Tenancy) => [...t.global, ...[...t.regions.values()].flatMap((r) => r.entities)];

describe('the demo tenancy', () => {
  const tenancy = generate('field-console');

  it('is the same, byte for byte, for the same seed, and differs for another', () => {
    expect(serialise(generate('field-console'))).toBe(serialise(tenancy));
    expect(serialise(generate('another-seed'))).not.toBe(serialise(tenancy));
  });

  it('has the demo size: thousands of resources of over 150 types, 12+ compartments nested 3+ deep, 3 regions', () => {
    const searchable = all(tenancy).filter((e) => e.searchable);
    expect(searchable.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(searchable.map((e) => e.summary.resourceType)).size).toBeGreaterThanOrEqual(150);
    expect(tenancy.compartments.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...tenancy.compartments.map((c) => c.depth))).toBeGreaterThanOrEqual(3);
    expect([...tenancy.regions.keys()]).toEqual(['us-ashburn-1', 'eu-frankfurt-1', 'us-langley-1']);
    expect(regions.map((r) => r.realm)).toContain('oc2');
  });

  it('looks real: names, lifecycle states, creation times within the year, tags, regional OCIDs', () => {
    for (const entity of all(tenancy)) {
      const s = entity.summary;
      expect(s.displayName ?? '').not.toMatch(/undefined|NaN|^$/);
      // Types the service keeps no state for (instance and autoscaling configurations) carry none.
      if (resourceType(s.resourceType)?.defaultLifecycleState === undefined) {
        expect(s.lifecycleState).toMatch(/^[A-Z][A-Z_]+$/);
      } else {
        expect(s.lifecycleState).toBeUndefined();
      }
      const time = Date.parse(s.timeCreated ?? '');
      expect(time).toBeLessThanOrEqual(epochMs);
      expect(time).toBeGreaterThanOrEqual(epochMs - YEAR_MS);
    }
    const langley = tenancy.regions.get('us-langley-1')?.entities ?? [];
    expect(langley.every((e) => e.id.startsWith(`ocid1.`) && e.id.includes('.oc2.lfi.'))).toBe(true);
    const tagged = all(tenancy).filter(
      (e) =>
        Object.keys(e.summary.freeformTags ?? {}).length > 0 &&
        Object.keys(e.summary.definedTags ?? {}).length > 0,
    );
    expect(tagged.length / all(tenancy).length).toBeGreaterThan(0.9);
    expect(
      all(tenancy).some(
        (e) =>
          e.summary.displayName === 'prod-payments-vcn' ||
          /^prod-[a-z-]+-(web|api|db)-\d\d$/.test(e.summary.displayName ?? ''),
      ),
    ).toBe(true);
  });

  it('relates what enrichment reads: subnets to VCNs, VNICs to attachments, records to licenses, hosts to SDDCs', () => {
    const ashburn = tenancy.regions.get('us-ashburn-1')?.entities ?? [];
    const byId = new Map(ashburn.map((e) => [e.id, e]));
    const typeOf = (id: unknown) => byId.get(String(id))?.summary.resourceType;
    for (const e of ashburn) {
      if (e.summary.resourceType === 'Subnet') expect(typeOf(e.body['vcnId'])).toBe('Vcn');
      if (e.summary.resourceType === 'LicenseRecord')
        expect(typeOf(e.body['productLicenseId'])).toBe('ProductLicense');
      if (e.summary.resourceType === 'VmwareEsxiHost') expect(typeOf(e.body['sddcId'])).toBe('VmwareSddc');
      if (e.summary.resourceType === 'PublicIp')
        expect(['PrivateIp', 'NatGateway']).toContain(typeOf(e.body['assignedEntityId']));
    }
    const attached = new Set(
      ashburn.filter((e) => e.collection === '/vnicAttachments').map((e) => e.body['vnicId']),
    );
    expect(ashburn.filter((e) => e.summary.resourceType === 'Vnic').every((v) => attached.has(v.id))).toBe(
      true,
    );
    const infrastructure = new Set(
      ashburn
        .filter((e) => e.summary.resourceType === 'AutonomousDatabase')
        .map((e) => e.body['infrastructureType']),
    );
    expect([...infrastructure].sort()).toEqual(['CLOUD', 'CLOUD_AT_CUSTOMER']);
  });

  it('scales with --size', () => {
    const large = generate('field-console', 25_000);
    expect(all(large).length).toBeGreaterThanOrEqual(25_000);
    expect(all(large).length).toBeLessThan(25_500);
  });
});
