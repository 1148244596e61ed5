/**
 * What the SDK's region table (oci-regions.json) does not carry: each region's friendly name,
 * its location group in the region picker and its classic-cloud region groups (document 3 §3.2, §9).
 *
 * Choices where document 3 says "not shown":
 * - Names are the ones the OCI console shows in its region picker.
 * - Mexico's regions are in NorthAmerica (geography) but in the classic LAD group (Latin America).
 * - Classic groups: every commercial region is in its continental group (APAC, EMEA, LAD,
 *   NORTH_AMERICA); Ashburn is also US001, Phoenix US002, London and Cardiff UK001. US government
 *   realms (OC2, OC23) are USGOV, the US defence realm (OC3) is USDOD, the UK government realm
 *   (OC4) is UKGOV. Dedicated and sovereign realms belong to their continent only.
 */
export type RegionLocation = 'NorthAmerica' | 'SouthAmerica' | 'EMEA' | 'APAC';

export type ClassicGroup =
  'APAC' | 'EMEA' | 'LAD' | 'NORTH_AMERICA' | 'UK001' | 'US001' | 'US002' | 'USDOD' | 'USGOV' | 'UKGOV';

export interface RegionExtra {
  readonly name: string;
  readonly location: RegionLocation;
  readonly classicGroups: readonly ClassicGroup[];
}

const NA = 'NorthAmerica';
const SA = 'SouthAmerica';

export const REGION_EXTRAS = {
  // OC1, the commercial realm
  'ap-chuncheon-1': { name: 'South Korea North (Chuncheon)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-mumbai-1': { name: 'India West (Mumbai)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-hyderabad-1': { name: 'India South (Hyderabad)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-seoul-1': { name: 'South Korea Central (Seoul)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-sydney-1': { name: 'Australia East (Sydney)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-melbourne-1': { name: 'Australia Southeast (Melbourne)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-osaka-1': { name: 'Japan Central (Osaka)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-tokyo-1': { name: 'Japan East (Tokyo)', location: 'APAC', classicGroups: ['APAC'] },
  'ca-montreal-1': { name: 'Canada Southeast (Montreal)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'ca-toronto-1': { name: 'Canada Southeast (Toronto)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'eu-frankfurt-1': { name: 'Germany Central (Frankfurt)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-zurich-1': { name: 'Switzerland North (Zurich)', location: 'EMEA', classicGroups: ['EMEA'] },
  'sa-saopaulo-1': { name: 'Brazil East (Sao Paulo)', location: SA, classicGroups: ['LAD'] },
  'uk-cardiff-1': { name: 'UK West (Newport)', location: 'EMEA', classicGroups: ['EMEA', 'UK001'] },
  'uk-london-1': { name: 'UK South (London)', location: 'EMEA', classicGroups: ['EMEA', 'UK001'] },
  'us-ashburn-1': { name: 'US East (Ashburn)', location: NA, classicGroups: ['NORTH_AMERICA', 'US001'] },
  'us-phoenix-1': { name: 'US West (Phoenix)', location: NA, classicGroups: ['NORTH_AMERICA', 'US002'] },
  'eu-amsterdam-1': { name: 'Netherlands Northwest (Amsterdam)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-jeddah-1': { name: 'Saudi Arabia West (Jeddah)', location: 'EMEA', classicGroups: ['EMEA'] },
  'us-sanjose-1': { name: 'US West (San Jose)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'me-dubai-1': { name: 'UAE East (Dubai)', location: 'EMEA', classicGroups: ['EMEA'] },
  'sa-santiago-1': { name: 'Chile Central (Santiago)', location: SA, classicGroups: ['LAD'] },
  'sa-vinhedo-1': { name: 'Brazil Southeast (Vinhedo)', location: SA, classicGroups: ['LAD'] },
  'il-jerusalem-1': { name: 'Israel Central (Jerusalem)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-marseille-1': { name: 'France South (Marseille)', location: 'EMEA', classicGroups: ['EMEA'] },
  'ap-singapore-1': { name: 'Singapore (Singapore)', location: 'APAC', classicGroups: ['APAC'] },
  'me-abudhabi-1': { name: 'UAE Central (Abu Dhabi)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-milan-1': { name: 'Italy Northwest (Milan)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-stockholm-1': { name: 'Sweden Central (Stockholm)', location: 'EMEA', classicGroups: ['EMEA'] },
  'af-johannesburg-1': {
    name: 'South Africa Central (Johannesburg)',
    location: 'EMEA',
    classicGroups: ['EMEA'],
  },
  'eu-paris-1': { name: 'France Central (Paris)', location: 'EMEA', classicGroups: ['EMEA'] },
  'mx-queretaro-1': { name: 'Mexico Central (Queretaro)', location: NA, classicGroups: ['LAD'] },
  'eu-madrid-1': { name: 'Spain Central (Madrid)', location: 'EMEA', classicGroups: ['EMEA'] },
  'us-chicago-1': { name: 'US Midwest (Chicago)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'mx-monterrey-1': { name: 'Mexico Northeast (Monterrey)', location: NA, classicGroups: ['LAD'] },
  'us-saltlake-2': { name: 'US Mountain (Salt Lake City)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'sa-bogota-1': { name: 'Colombia Central (Bogota)', location: SA, classicGroups: ['LAD'] },
  'sa-valparaiso-1': { name: 'Chile West (Valparaiso)', location: SA, classicGroups: ['LAD'] },
  'ap-singapore-2': { name: 'Singapore West (Singapore)', location: 'APAC', classicGroups: ['APAC'] },
  'me-riyadh-1': { name: 'Saudi Arabia Central (Riyadh)', location: 'EMEA', classicGroups: ['EMEA'] },
  'ap-delhi-1': { name: 'India North (Delhi)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-batam-1': { name: 'Indonesia North (Batam)', location: 'APAC', classicGroups: ['APAC'] },
  'eu-madrid-3': { name: 'Spain Central (Madrid 3)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-turin-1': { name: 'Italy North (Turin)', location: 'EMEA', classicGroups: ['EMEA'] },
  'ap-kulai-2': { name: 'Malaysia West (Kulai)', location: 'APAC', classicGroups: ['APAC'] },
  'af-casablanca-1': { name: 'Morocco West (Casablanca)', location: 'EMEA', classicGroups: ['EMEA'] },
  // OC2 and OC3, US government and defence
  'us-langley-1': { name: 'US Gov East (Langley)', location: NA, classicGroups: ['USGOV'] },
  'us-luke-1': { name: 'US Gov West (Luke)', location: NA, classicGroups: ['USGOV'] },
  'us-gov-ashburn-1': { name: 'US DoD East (Ashburn)', location: NA, classicGroups: ['USDOD'] },
  'us-gov-chicago-1': { name: 'US DoD North (Chicago)', location: NA, classicGroups: ['USDOD'] },
  'us-gov-phoenix-1': { name: 'US DoD West (Phoenix)', location: NA, classicGroups: ['USDOD'] },
  // OC4, UK government
  'uk-gov-london-1': { name: 'UK Gov South (London)', location: 'EMEA', classicGroups: ['UKGOV'] },
  'uk-gov-cardiff-1': { name: 'UK Gov West (Cardiff)', location: 'EMEA', classicGroups: ['UKGOV'] },
  // Dedicated, sovereign and isolated realms
  'ap-chiyoda-1': { name: 'Japan East (Chiyoda)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-ibaraki-1': { name: 'Japan East (Ibaraki)', location: 'APAC', classicGroups: ['APAC'] },
  'me-dcc-muscat-1': { name: 'Oman Central (Muscat)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-ibri-1': { name: 'Oman West (Ibri)', location: 'EMEA', classicGroups: ['EMEA'] },
  'ap-dcc-canberra-1': { name: 'Australia Central (Canberra)', location: 'APAC', classicGroups: ['APAC'] },
  'eu-dcc-milan-1': { name: 'Italy (Milan)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-dcc-milan-2': { name: 'Italy 2 (Milan)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-dcc-dublin-2': { name: 'Ireland 2 (Dublin)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-dcc-rating-2': { name: 'Germany 2 (Ratingen)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-dcc-rating-1': { name: 'Germany (Ratingen)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-dcc-dublin-1': { name: 'Ireland (Dublin)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-jovanovac-1': { name: 'Serbia Central (Jovanovac)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-madrid-2': { name: 'EU Sovereign Central (Madrid)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-frankfurt-2': { name: 'EU Sovereign Central (Frankfurt)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-dcc-zurich-1': { name: 'Switzerland (Zurich)', location: 'EMEA', classicGroups: ['EMEA'] },
  'eu-crissier-1': { name: 'Switzerland West (Crissier)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-dcc-doha-1': { name: 'Qatar (Doha)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-alrayyan-1': { name: 'Qatar Central (Al Rayyan)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-abudhabi-3': { name: 'UAE 3 (Abu Dhabi)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-alain-1': { name: 'UAE (Al Ain)', location: 'EMEA', classicGroups: ['EMEA'] },
  'ap-dcc-gazipur-1': { name: 'Bangladesh (Gazipur)', location: 'APAC', classicGroups: ['APAC'] },
  'me-abudhabi-2': { name: 'UAE 2 (Abu Dhabi)', location: 'EMEA', classicGroups: ['EMEA'] },
  'me-abudhabi-4': { name: 'UAE 4 (Abu Dhabi)', location: 'EMEA', classicGroups: ['EMEA'] },
  'us-somerset-1': { name: 'US Gov (Somerset)', location: NA, classicGroups: ['USGOV'] },
  'us-thames-1': { name: 'US Gov (Thames)', location: NA, classicGroups: ['USGOV'] },
  'ap-seoul-2': { name: 'South Korea 2 (Seoul)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-suwon-1': { name: 'South Korea (Suwon)', location: 'APAC', classicGroups: ['APAC'] },
  'ap-chuncheon-2': { name: 'South Korea 2 (Chuncheon)', location: 'APAC', classicGroups: ['APAC'] },
  'us-ashburn-2': { name: 'US East 2 (Ashburn)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'us-newark-1': { name: 'US East (Newark)', location: NA, classicGroups: ['NORTH_AMERICA'] },
  'eu-budapest-1': { name: 'Hungary (Budapest)', location: 'EMEA', classicGroups: ['EMEA'] },
  'sa-riodejaneiro-1': { name: 'Brazil (Rio de Janeiro)', location: SA, classicGroups: ['LAD'] },
} as const satisfies Record<string, RegionExtra>;

/**
 * The unstable staging regions of document 3 §9, which the SDK table does not list. They are in
 * the R1 development realm. Document 3 gives only their ids and names; the three-letter keys
 * (R + the name's first two letters) are chosen here.
 */
export const STAGING_REGION_TABLE = [
  { id: 'r1-alpha', key: 'RAL', name: 'alpha' },
  { id: 'r1-beta', key: 'RBE', name: 'beta' },
  { id: 'r1-gamma', key: 'RGA', name: 'gamma' },
] as const;

/** The R1 realm's second-level domain. */
export const R1_SECOND_LEVEL_DOMAIN = 'oracleiaas.com';
