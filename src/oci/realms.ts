/**
 * Realms and the region → realm table that service hosts are built from: the regions and realms
 * built into the official SDK (data/oci-regions.json, a copy of reference/oci-regions.json), the
 * regions of other realms that Oracle's public sources name (data/regions-public.ts) and the
 * R1 staging regions (data/regions-extra.ts). The navigation's richer region table lives in
 * regions.ts and is built from the same three sources.
 */
import regionData from './data/oci-regions.json';
import { R1_SECOND_LEVEL_DOMAIN, STAGING_REGION_TABLE } from './data/regions-extra';
import { PUBLIC_REALMS, PUBLIC_REGIONS } from './data/regions-public';

/** The realm a region id not in the table belongs to, as the SDK assumes. */
export const DEFAULT_REALM = 'oc1';

/** The development realm of the staging regions. */
export const STAGING_REALM = 'r1';

/** Realm id → second-level domain: `oc1` → `oraclecloud.com`, `oc4` → `oraclegovcloud.uk`. */
export const REALM_DOMAINS: ReadonlyMap<string, string> = new Map([
  ...regionData.realms.map((realm) => [realm.realmId, realm.secondLevelDomain] as const),
  ...PUBLIC_REALMS.map((realm) => [realm.realmId, realm.secondLevelDomain] as const),
  [STAGING_REALM, R1_SECOND_LEVEL_DOMAIN] as const,
]);

/** Region id → realm id: `us-ashburn-1` → `oc1`, `us-gov-ashburn-1` → `oc3`, `r1-alpha` → `r1`. */
export const REGION_REALMS: ReadonlyMap<string, string> = new Map([
  ...regionData.regions.map((region) => [region.regionId, region.realm] as const),
  ...PUBLIC_REGIONS.map((region) => [region.id, region.realmId] as const),
  ...STAGING_REGION_TABLE.map((region) => [region.id, STAGING_REALM] as const),
]);

/** The realm of a region; regions the table does not know are taken to be in oc1. */
export function realmOfRegion(regionId: string): string {
  return REGION_REALMS.get(regionId) ?? DEFAULT_REALM;
}

/** The second-level domain of a region's realm: the suffix of every service host there. */
export function secondLevelDomain(regionId: string): string {
  const domain = REALM_DOMAINS.get(realmOfRegion(regionId)) ?? REALM_DOMAINS.get(DEFAULT_REALM);
  if (domain === undefined) {
    throw new Error(`The realm table has no ${DEFAULT_REALM} realm`);
  }
  return domain;
}
