/**
 * The region table of document 3 §3.2 and §9: every region of the SDK's table (data/oci-regions.json),
 * the regions of the disconnected and dedicated realms that Oracle's public sources name
 * (data/regions-public.ts) and the staging regions, each with its three-letter key, realm, host
 * suffix, friendly name, location and classic-cloud groups; and the government, UK government,
 * disconnected and staging sets that gate navigation. Staging is a fact of the region, not a
 * setting: a context is staging exactly when its region is one of the staging regions.
 */
import regionData from './data/oci-regions.json';
import type { ClassicGroup, RegionExtra, RegionLocation } from './data/regions-extra';
import { REGION_EXTRAS, STAGING_REGION_TABLE } from './data/regions-extra';
import { PUBLIC_REGIONS } from './data/regions-public';
import { secondLevelDomain } from './realms';

export type { ClassicGroup, RegionLocation };

export const REGION_LOCATIONS = [
  'NorthAmerica',
  'SouthAmerica',
  'EMEA',
  'APAC',
] as const satisfies readonly RegionLocation[];

export interface RegionInfo {
  /** e.g. `us-ashburn-1` */
  readonly id: string;
  /** Three letters, upper case, e.g. `IAD`. */
  readonly key: string;
  /** Upper case, e.g. `OC1`. */
  readonly realm: string;
  /** The realm's domain, the suffix of every service host: `oraclecloud.com`. */
  readonly secondLevelDomain: string;
  /** e.g. `US East (Ashburn)` */
  readonly name: string;
  readonly location: RegionLocation;
  readonly classicGroups: readonly ClassicGroup[];
}

/** Government realms (§9). */
export const GOVERNMENT_REALMS: ReadonlySet<string> = new Set(['OC2', 'OC3', 'OC4', 'OC11', 'OC12', 'OC23']);

/**
 * Government region keys (§9); a region with one of these keys is a government region in any
 * realm. SEA has no region in the SDK table (it is the key of the R1 development realm's Seattle
 * region); the others are the OC2, OC3 and OC4 regions.
 */
export const GOVERNMENT_REGION_KEYS: ReadonlySet<string> = new Set([
  'SEA',
  'LFI',
  'LUF',
  'RIC',
  'PIA',
  'TUS',
  'LTN',
  'BRS',
]);

/**
 * The UK government regions (the OC4 realm), where some entries are switched off (document 3 §6:
 * "Some items are disabled in UK government regions (London, Cardiff)"). The commercial London and
 * Cardiff regions (uk-london-1, uk-cardiff-1, realm OC1) are not UK government regions.
 */
export const UK_GOVERNMENT_REGIONS: readonly string[] = ['uk-gov-london-1', 'uk-gov-cardiff-1'];

/** Disconnected (air-gapped) realms (§9). */
export const DISCONNECTED_REALMS: ReadonlySet<string> = new Set(['OC5', 'OC6', 'OC7', 'OC11', 'OC12']);

/** Unstable staging regions (§9), with their names alpha, beta and gamma. */
export const STAGING_REGIONS: ReadonlySet<string> = new Set(STAGING_REGION_TABLE.map((r) => r.id));

const EXTRAS: Readonly<Record<string, RegionExtra | undefined>> = REGION_EXTRAS;

function fromSdk(entry: (typeof regionData.regions)[number]): RegionInfo {
  const extra = EXTRAS[entry.regionId];
  if (extra === undefined) {
    throw new Error(`Region ${entry.regionId} has no friendly name in regions-extra`);
  }
  return {
    id: entry.regionId,
    key: entry.regionCode.toUpperCase(),
    realm: entry.realm.toUpperCase(),
    secondLevelDomain: entry.secondLevelDomain,
    name: extra.name,
    location: extra.location,
    classicGroups: extra.classicGroups,
  };
}

const PUBLIC: readonly RegionInfo[] = PUBLIC_REGIONS.map((r) => ({
  id: r.id,
  key: r.code.toUpperCase(),
  realm: r.realmId.toUpperCase(),
  secondLevelDomain: secondLevelDomain(r.id),
  name: r.name,
  location: 'NorthAmerica',
  classicGroups: r.classicGroups,
}));

const STAGING: readonly RegionInfo[] = STAGING_REGION_TABLE.map((r) => ({
  id: r.id,
  key: r.key,
  realm: 'R1',
  secondLevelDomain: secondLevelDomain(r.id),
  name: r.name,
  location: 'NorthAmerica',
  classicGroups: ['NORTH_AMERICA'],
}));

/** Every known region: the SDK's, then those of Oracle's public sources, then the staging regions. */
export const REGIONS: readonly RegionInfo[] = [...regionData.regions.map(fromSdk), ...PUBLIC, ...STAGING];

const BY_ID: ReadonlyMap<string, RegionInfo> = new Map(REGIONS.map((r) => [r.id, r]));

/** The region with this id; throws for an id the table does not know. */
export function region(id: string): RegionInfo {
  const found = BY_ID.get(id);
  if (found === undefined) throw new Error(`Unknown region ${id}`);
  return found;
}

/** The region with this id, or undefined. */
export function findRegion(id: string): RegionInfo | undefined {
  return BY_ID.get(id);
}

/** In a government realm, or carrying a government region key. */
export function isGovernmentRegion(r: RegionInfo): boolean {
  return GOVERNMENT_REALMS.has(r.realm) || GOVERNMENT_REGION_KEYS.has(r.key);
}

export function isDisconnectedRealm(r: RegionInfo): boolean {
  return DISCONNECTED_REALMS.has(r.realm);
}

/** A staging region: what makes a context staging (document 3 §3.1 ignoreAllowlistsForStaging). */
export function isStagingRegion(r: Pick<RegionInfo, 'id'>): boolean {
  return STAGING_REGIONS.has(r.id);
}

/** One of the UK government regions (not the commercial London or Cardiff). */
export function isUkGovernmentRegion(r: Pick<RegionInfo, 'id'>): boolean {
  return UK_GOVERNMENT_REGIONS.includes(r.id);
}

/** The regions grouped by location, in picker order, each group sorted by friendly name. */
export function regionsByLocation(): ReadonlyMap<RegionLocation, readonly RegionInfo[]> {
  return new Map(
    REGION_LOCATIONS.map((location) => [
      location,
      REGIONS.filter((r) => r.location === location).sort((a, b) => a.name.localeCompare(b.name)),
    ]),
  );
}
