/**
 * The body of a marketplace listing search (SearchListingsDetails, POST /searchListings), built
 * from the screen's filters. The public API takes `{ type: 'FreeText', text }` or
 * `{ type: 'Structured', query }` in the OCI Search query language. Free text with filters becomes
 * a structured query: the filters as conditions, the text as its `matching` clause. Pure.
 */
import {
  ARCHITECTURE_TYPES,
  isEnumValue,
  LISTING_TYPES,
  PACKAGE_TYPES,
  PRICING_TYPES,
} from '../../../oci/enums';
import type { ArchitectureType, ListingType, PackageType, PricingType } from '../../../oci/enums';

export type SearchMode = 'FreeText' | 'Structured';

export interface ListingFilters {
  readonly mode: SearchMode;
  /** Free text: words to find in names, descriptions and publishers. */
  readonly text: string;
  /** Structured: the query as the user wrote it. */
  readonly query: string;
  readonly listingType: ListingType | '';
  readonly pricing: PricingType | '';
  readonly packageType: PackageType | '';
  readonly architecture: ArchitectureType | '';
}

export const DEFAULT_LISTING_FILTERS: ListingFilters = {
  mode: 'FreeText',
  text: '',
  query: '',
  listingType: '',
  pricing: '',
  packageType: '',
  architecture: '',
};

export type SearchListingsDetails =
  | { readonly type: 'FreeText'; readonly text: string }
  | { readonly type: 'Structured'; readonly query: string };

/** A string literal of the query language. */
const literal = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The filters that are set, as `field = 'VALUE'` conditions of the listing fields. */
function conditions(filters: ListingFilters): string[] {
  const pairs: readonly (readonly [string, string])[] = [
    ['listingType', filters.listingType],
    ['pricingTypes', filters.pricing],
    ['packageType', filters.packageType],
    ['compatibleArchitectures', filters.architecture],
  ];
  return pairs.filter(([, value]) => value !== '').map(([field, value]) => `${field} = ${literal(value)}`);
}

/** `query listings where listingType = 'PARTNER' && pricingTypes = 'FREE' matching 'nginx'`. */
export function structuredListingQuery(filters: ListingFilters): string {
  const where = conditions(filters);
  const text = filters.text.trim();
  return [
    'query listings',
    where.length > 0 ? `where ${where.join(' && ')}` : '',
    text !== '' ? `matching ${literal(text)}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
}

export function listingSearchBody(filters: ListingFilters): SearchListingsDetails {
  if (filters.mode === 'Structured') return { type: 'Structured', query: filters.query.trim() };
  if (conditions(filters).length === 0) return { type: 'FreeText', text: filters.text.trim() };
  return { type: 'Structured', query: structuredListingQuery(filters) };
}

/** A structured search needs its query; a free-text search may be empty (every listing). */
export function validateListingFilters(filters: ListingFilters): { query?: 'queryRequired' } {
  return filters.mode === 'Structured' && filters.query.trim() === '' ? { query: 'queryRequired' } : {};
}

const enumOrEmpty = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  isEnumValue(values, value) ? value : '';

/** The filters kept in a URL's query string; anything unknown takes its default. */
export function listingFiltersFromQuery(query: URLSearchParams): ListingFilters {
  return {
    mode: query.get('mode') === 'Structured' ? 'Structured' : 'FreeText',
    text: query.get('text') ?? '',
    query: query.get('query') ?? '',
    listingType: enumOrEmpty(LISTING_TYPES, query.get('listingType')),
    pricing: enumOrEmpty(PRICING_TYPES, query.get('pricing')),
    packageType: enumOrEmpty(PACKAGE_TYPES, query.get('packageType')),
    architecture: enumOrEmpty(ARCHITECTURE_TYPES, query.get('architecture')),
  };
}

/** The filters as a query string's parameters (a search has been made once `mode` is there). */
export function listingFiltersToQuery(filters: ListingFilters): URLSearchParams {
  const query = new URLSearchParams({ mode: filters.mode });
  for (const key of ['text', 'query', 'listingType', 'pricing', 'packageType', 'architecture'] as const) {
    if (filters[key] !== '') query.set(key, filters[key]);
  }
  return query;
}

export interface ListingRow {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly publisher: string;
  readonly packageType: string;
  readonly pricingTypes: readonly string[];
  readonly listingType: string;
  readonly architectures: readonly string[];
  readonly categories: readonly string[];
  readonly isFeatured: boolean;
  readonly longDescription: string;
  readonly tagline: string;
  readonly operatingSystems: readonly string[];
}

/** The search that finds one listing by its id (there is no single-listing read in the catalogue). */
export function listingByIdBody(id: string): SearchListingsDetails {
  return { type: 'Structured', query: `query listings where id = ${literal(id)}` };
}

type Json = Readonly<Record<string, unknown>>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** ListingSummary items of the answer: a bare array (the API's form) or `{ items }`. */
export function listingRows(answer: unknown): ListingRow[] {
  const list = Array.isArray(answer) ? answer : record(answer)['items'];
  if (!Array.isArray(list)) return [];
  return list.map((item, index) => {
    const listing = record(item);
    return {
      id: text(listing['id']) || `listing-${index}`,
      name: text(listing['name']),
      summary: text(listing['shortDescription']) || text(listing['tagline']),
      publisher: text(record(listing['publisher'])['name']),
      packageType: text(listing['packageType']),
      pricingTypes: strings(listing['pricingTypes']),
      listingType: text(listing['listingType']),
      architectures: strings(listing['compatibleArchitectures']),
      categories: strings(listing['categories']),
      isFeatured: listing['isFeatured'] === true,
      longDescription: text(listing['longDescription']),
      tagline: text(listing['tagline']),
      operatingSystems: (Array.isArray(listing['supportedOperatingSystems'])
        ? listing['supportedOperatingSystems']
        : []
      )
        .map((os) => text(record(os)['name']))
        .filter((name) => name !== ''),
    };
  });
}
