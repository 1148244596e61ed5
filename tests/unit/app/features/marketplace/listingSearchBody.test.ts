import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_FILTERS,
  listingFiltersFromQuery,
  listingFiltersToQuery,
  listingByIdBody,
  listingRows,
  listingSearchBody,
  structuredListingQuery,
  validateListingFilters,
} from '../../../../../src/app/features/marketplace/listingSearchBody';

describe('marketplace search body', () => {
  it('is free text when no filter is set', () => {
    expect(listingSearchBody({ ...DEFAULT_LISTING_FILTERS, text: ' nginx ' })).toEqual({
      type: 'FreeText',
      text: 'nginx',
    });
    expect(listingSearchBody(DEFAULT_LISTING_FILTERS)).toEqual({ type: 'FreeText', text: '' });
  });

  it('becomes a structured query with the filters as conditions and the text as matching', () => {
    const filters = {
      ...DEFAULT_LISTING_FILTERS,
      text: "o'reilly",
      listingType: 'PARTNER' as const,
      pricing: 'FREE' as const,
      packageType: 'IMAGE' as const,
      architecture: 'ARM' as const,
    };
    expect(listingSearchBody(filters)).toEqual({
      type: 'Structured',
      query:
        "query listings where listingType = 'PARTNER' && pricingTypes = 'FREE' && packageType = 'IMAGE' && compatibleArchitectures = 'ARM' matching 'o\\'reilly'",
    });
    expect(structuredListingQuery({ ...DEFAULT_LISTING_FILTERS, pricing: 'BYOL' })).toBe(
      "query listings where pricingTypes = 'BYOL'",
    );
  });

  it('sends a written structured query as it is, and needs one', () => {
    const written = {
      ...DEFAULT_LISTING_FILTERS,
      mode: 'Structured' as const,
      query: " query listings matching 'db' ",
      pricing: 'FREE' as const,
    };
    expect(listingSearchBody(written)).toEqual({ type: 'Structured', query: "query listings matching 'db'" });
    expect(validateListingFilters({ ...written, query: ' ' })).toEqual({ query: 'queryRequired' });
    expect(validateListingFilters(DEFAULT_LISTING_FILTERS)).toEqual({});
  });

  it('round-trips the filters through the URL, dropping unknown values', () => {
    const filters = {
      ...DEFAULT_LISTING_FILTERS,
      text: 'git',
      listingType: 'COMMUNITY' as const,
      architecture: 'X86' as const,
    };
    expect(listingFiltersFromQuery(listingFiltersToQuery(filters))).toEqual(filters);
    expect(listingFiltersFromQuery(new URLSearchParams('mode=Other&pricing=CHEAP'))).toEqual(
      DEFAULT_LISTING_FILTERS,
    );
  });
});

describe('listing rows', () => {
  it('read ListingSummary items from a bare array', () => {
    expect(
      listingRows([
        {
          id: 'ocid1.listing.oc1..a',
          name: 'NGINX Plus',
          shortDescription: 'NGINX Plus on OCI',
          publisher: { name: 'NGINX' },
          packageType: 'IMAGE',
          pricingTypes: ['PAYGO'],
          listingType: 'PARTNER',
          compatibleArchitectures: ['X86', 'ARM'],
          categories: ['Networking'],
          isFeatured: true,
          tagline: 'Load balancing',
          longDescription: 'NGINX Plus, the whole story.',
          supportedOperatingSystems: [{ name: 'Oracle Linux' }, { name: 7 }, 'bad'],
        },
      ]),
    ).toEqual([
      {
        id: 'ocid1.listing.oc1..a',
        name: 'NGINX Plus',
        summary: 'NGINX Plus on OCI',
        publisher: 'NGINX',
        packageType: 'IMAGE',
        pricingTypes: ['PAYGO'],
        listingType: 'PARTNER',
        architectures: ['X86', 'ARM'],
        categories: ['Networking'],
        isFeatured: true,
        tagline: 'Load balancing',
        longDescription: 'NGINX Plus, the whole story.',
        operatingSystems: ['Oracle Linux'],
      },
    ]);
  });

  it('read { items } too, and give a listing without id a key', () => {
    expect(listingRows({ items: [{ name: 'x', tagline: 'tag' }] })[0]).toMatchObject({
      id: 'listing-0',
      summary: 'tag',
    });
    expect(listingRows(undefined)).toEqual([]);
  });
});

describe('one listing by id', () => {
  it('is a structured query on the id, quoted so an id cannot widen it', () => {
    expect(listingByIdBody('ocid1.listing.oc1..a')).toEqual({
      type: 'Structured',
      query: "query listings where id = 'ocid1.listing.oc1..a'",
    });
    expect(listingByIdBody("x' || id != 'y")).toEqual({
      type: 'Structured',
      query: "query listings where id = 'x\\' || id != \\'y'",
    });
  });
});
