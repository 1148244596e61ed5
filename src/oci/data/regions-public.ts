/**
 * Regions the SDK's table (oci-regions.json) does not carry, taken from Oracle's own public
 * sources: the region key → identifier and realm → domain tables that Oracle publishes in its
 * open-source agents and SDK helpers (the canonical-name table of the OCI Go tooling and the
 * Unified Monitoring Agent's region and realm maps). Only regions whose identifier, key and realm
 * are all named there are listed; none is made up.
 *
 * - OC5, OC6, OC7: Oracle's US national-security (ONSR) realms, disconnected (document 3 §9).
 * - OC11, OC12: the US defence disconnected realms, also government realms (§9).
 * - OC17: a US dedicated-region realm whose three regions the agent's region map names with keys.
 *
 * Oracle does not publish friendly names for these regions; the names below are written from the
 * identifier in the console's "Area (City)" style, numbered as the identifier is.
 */
import type { ClassicGroup } from './regions-extra';

export interface PublicRealm {
  /** Lower case, as the SDK writes it: `oc5`. */
  readonly realmId: string;
  readonly secondLevelDomain: string;
}

export interface PublicRegion {
  readonly id: string;
  /** Three letters, lower case, as the SDK writes region codes. */
  readonly code: string;
  readonly realmId: string;
  readonly name: string;
  readonly classicGroups: readonly ClassicGroup[];
}

export const PUBLIC_REALMS = [
  { realmId: 'oc5', secondLevelDomain: 'oraclecloud5.com' },
  { realmId: 'oc6', secondLevelDomain: 'oraclecloud.ic.gov' },
  { realmId: 'oc7', secondLevelDomain: 'oc.ic.gov' },
  { realmId: 'oc11', secondLevelDomain: 'oraclecloud.smil.mil' },
  { realmId: 'oc12', secondLevelDomain: 'oracledodcloud.ic.gov' },
  { realmId: 'oc17', secondLevelDomain: 'oraclecloud17.com' },
] as const satisfies readonly PublicRealm[];

const ONSR: readonly ClassicGroup[] = ['USGOV'];
const DOD: readonly ClassicGroup[] = ['USDOD'];

export const PUBLIC_REGIONS = [
  { id: 'us-tacoma-1', code: 'tiw', realmId: 'oc5', name: 'US Gov (Tacoma)', classicGroups: ONSR },
  { id: 'us-gov-fortworth-1', code: 'ftw', realmId: 'oc6', name: 'US Gov (Fort Worth)', classicGroups: ONSR },
  { id: 'us-gov-sterling-2', code: 'dca', realmId: 'oc6', name: 'US Gov 2 (Sterling)', classicGroups: ONSR },
  { id: 'us-gov-sterling-1', code: 'bwi', realmId: 'oc7', name: 'US Gov (Sterling)', classicGroups: ONSR },
  { id: 'us-gov-boyers-1', code: 'pit', realmId: 'oc11', name: 'US DoD (Boyers)', classicGroups: DOD },
  {
    id: 'us-gov-fortworth-3',
    code: 'dal',
    realmId: 'oc11',
    name: 'US DoD 3 (Fort Worth)',
    classicGroups: DOD,
  },
  { id: 'us-gov-phoenix-3', code: 'gyr', realmId: 'oc11', name: 'US DoD 3 (Phoenix)', classicGroups: DOD },
  { id: 'us-gov-sterling-3', code: 'hef', realmId: 'oc11', name: 'US DoD 3 (Sterling)', classicGroups: DOD },
  { id: 'us-gov-phoenix-2', code: 'geu', realmId: 'oc12', name: 'US DoD 2 (Phoenix)', classicGroups: DOD },
  { id: 'us-gov-ashburn-2', code: 'okv', realmId: 'oc12', name: 'US DoD 2 (Ashburn)', classicGroups: DOD },
  { id: 'us-gov-saltlake-1', code: 'vel', realmId: 'oc12', name: 'US DoD (Salt Lake)', classicGroups: DOD },
  { id: 'us-gov-manassas-1', code: 'hwy', realmId: 'oc12', name: 'US DoD (Manassas)', classicGroups: DOD },
  {
    id: 'us-dcc-phoenix-1',
    code: 'ifp',
    realmId: 'oc17',
    name: 'US Dedicated (Phoenix)',
    classicGroups: ['NORTH_AMERICA'],
  },
  {
    id: 'us-dcc-phoenix-2',
    code: 'gcn',
    realmId: 'oc17',
    name: 'US Dedicated 2 (Phoenix)',
    classicGroups: ['NORTH_AMERICA'],
  },
  {
    id: 'us-dcc-phoenix-4',
    code: 'yum',
    realmId: 'oc17',
    name: 'US Dedicated 4 (Phoenix)',
    classicGroups: ['NORTH_AMERICA'],
  },
] as const satisfies readonly PublicRegion[];
