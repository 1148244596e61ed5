/**
 * The regions of the demo tenancy — two commercial (oc1) and one government (oc2) — and the
 * facts of any other region a client asks for, from the SDK's region table.
 */
import regionTable from '../../src/oci/data/oci-regions.json';
import type { RegionInfo } from '../regionStore';

export const DEMO_REGION_IDS = ['us-ashburn-1', 'eu-frankfurt-1', 'us-langley-1'] as const;

/** Share of the regional resources each demo region holds. */
export const REGION_WEIGHTS: Readonly<Record<string, number>> = {
  'us-ashburn-1': 0.55,
  'eu-frankfurt-1': 0.3,
  'us-langley-1': 0.15,
};

const AD_COUNTS: Readonly<Record<string, number>> = { 'us-ashburn-1': 3, 'eu-frankfurt-1': 3 };

/** The region's facts, or undefined for a region id the SDK does not know. */
export function regionInfo(regionId: string): RegionInfo | undefined {
  const row = regionTable.regions.find((region) => region.regionId === regionId);
  if (row === undefined) return undefined;
  const adPrefix = regionId.toUpperCase();
  const count = AD_COUNTS[regionId] ?? 1;
  const availabilityDomains = Array.from({ length: count }, (_, i) => `Uocm:${adPrefix}-AD-${i + 1}`);
  return { id: regionId, key: row.regionCode, realm: row.realm, availabilityDomains };
}
