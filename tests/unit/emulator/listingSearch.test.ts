/**
 * Marketplace listing search: free text, and a structured query whose `where` conditions narrow
 * by a field (one listing by its id, a value inside a list) and whose `matching` words search
 * like free text. Listings carry the long description a listing's page shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { listingByIdBody } from '../../../src/app/features/marketplace/listingSearchBody';
import { startHarness, type Harness } from './emulatorHarness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

type Item = Record<string, unknown>;
/** The words a text search looks in: name, short description, publisher. */
const words = (l: Item) =>
  `${String(l['name'])} ${String(l['shortDescription'])} ${String((l['publisher'] as Item)['name'])}`.toLowerCase();
const search = async (details: object, limit = 100): Promise<Item[]> =>
  (await h.call<Item[]>(operation('searchListings'), { searchListingsDetails: details, limit })).body;

describe('marketplace listing search', () => {
  it('finds exactly one listing by its id, with its long description', async () => {
    const all = await search({ type: 'FreeText', text: '' });
    expect(all.length).toBeGreaterThan(3);
    const wanted = all[2] as Item;
    const found = await search(listingByIdBody(String(wanted['id'])));
    expect(found).toHaveLength(1);
    expect(found[0]?.['id']).toBe(wanted['id']);
    expect(String(found[0]?.['longDescription'])).toContain(String(wanted['name']));
  });

  it('finds nothing for an id no listing has', async () => {
    expect(await search(listingByIdBody("ocid1.listing.oc1..none' || 'x"))).toEqual([]);
  });

  it('narrows by a value inside a list and by matching words', async () => {
    const free = await search({ type: 'Structured', query: "query listings where pricingTypes = 'FREE'" });
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((l) => (l['pricingTypes'] as string[]).includes('FREE'))).toBe(true);
    const all = await search({ type: 'FreeText', text: '' });
    expect(free.length).toBeLessThan(all.length);
    const nginx = await search({ type: 'Structured', query: "query listings matching 'nginx'" });
    expect(nginx.length).toBeGreaterThan(0);
    expect(nginx.every((l) => words(l).includes('nginx'))).toBe(true);
    expect(await search({ type: 'Structured', query: 'query listings' })).toHaveLength(all.length);
  });

  it('searches free text in names', async () => {
    const found = await search({ type: 'FreeText', text: 'ubuntu' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => words(l).includes('ubuntu'))).toBe(true);
  });
});
