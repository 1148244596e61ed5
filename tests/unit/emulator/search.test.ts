/**
 * Resource search: free text and the structured query language over the seeded tenancy, paged
 * with opc-next-page, with the real field names; an invalid query names its position; the
 * searchable resource types; data per region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { createClient, OciHttpError } from '../../../src/worker/client';
import { field, raw, REGION, startHarness, type Harness } from './emulatorHarness';
import { anyOf, arrayContaining, matching } from '../matchers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

type Item = Record<string, unknown>;
const search = operation('searchResources');

async function everything(details: Record<string, unknown>, limit = 1000): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of h.client.paginate<{ items: Item[] }>(search, { searchDetails: details, limit }))
    items.push(...page.body.items);
  return items;
}

describe('resource search', () => {
  it('finds free text in names and tags, newest first, with highlights when asked', async () => {
    const found = await h.call<{ items: Item[] }>(search, {
      searchDetails: { type: 'FreeText', text: 'payments', matchingContextType: 'HIGHLIGHTS' },
      limit: 50,
    });
    expect(found.body.items.length).toBeGreaterThan(10);
    for (const item of found.body.items)
      expect(
        JSON.stringify([
          item['displayName'],
          item['freeformTags'],
          item['definedTags'],
          item['identifier'],
        ]).toLowerCase(),
      ).toContain('payments');
    const times = found.body.items.map((item) => String(item['timeCreated']));
    expect(times).toEqual([...times].sort().reverse());
    const named = found.body.items.find((item) => String(item['displayName']).includes('payments'));
    expect(JSON.stringify(field(named?.['searchContext'], 'highlights'))).toContain('<h1>payments</h1>');
  });

  it('answers the real field names', async () => {
    const found = await h.call<{ items: Item[] }>(search, {
      searchDetails: { type: 'Structured', query: 'query bucket resources' },
      limit: 1,
    });
    const fields = [
      'resourceType',
      'identifier',
      'compartmentId',
      'displayName',
      'timeCreated',
      'lifecycleState',
      'freeformTags',
      'definedTags',
      'identityContext',
      'additionalDetails',
      'searchContext',
    ];
    expect(Object.keys(found.body.items[0] ?? {})).toEqual(expect.arrayContaining(fields));
    expect(field(found.body.items[0]?.['additionalDetails'], 'namespace')).toBe(
      h.emulator.state.tenancy.namespace,
    );
    const instance = await h.call<{ items: Item[] }>(search, {
      searchDetails: { type: 'Structured', query: 'query instance resources' },
      limit: 1,
    });
    expect(instance.body.items[0]?.['availabilityDomain']).toMatch(/^Uocm:US-ASHBURN-1-AD-\d$/);
  });

  it('runs structured queries', async () => {
    const running = await everything({
      type: 'Structured',
      query: "query instance resources where lifecycleState = 'RUNNING'",
    });
    const expected = h.ofType('Instance').filter((e) => e.summary.lifecycleState === 'RUNNING');
    expect(running.map((item) => item['identifier']).sort()).toEqual(expected.map((e) => e.id).sort());
    const sorted = await h.call<{ items: Item[] }>(search, {
      searchDetails: { type: 'Structured', query: 'query vcn resources sorted by displayName asc' },
      limit: 20,
    });
    const names = sorted.body.items.map((item) => String(item['displayName']).toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages through every resource of the region with limit 1000', async () => {
    const all = await everything({ type: 'Structured', query: 'query all resources' });
    const corpus = h.emulator.state.region(REGION)?.store.corpus() ?? [];
    expect(all).toHaveLength(corpus.length);
    expect(new Set(all.map((item) => item['identifier'])).size).toBe(corpus.length);
  });

  it('refuses an invalid query with 400 InvalidParameter naming the position, and limits above 1000', async () => {
    const answer = await raw(h, 'POST', `/query/${REGION}/20180409/resources`, {
      type: 'Structured',
      query: 'query instance resources where',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: 'InvalidParameter',
      message: matching(/position 30/),
    });
    const error = await h
      .call(search, { searchDetails: { type: 'FreeText', text: 'x' }, limit: 1001 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OciHttpError);
    expect((error as OciHttpError).status).toBe(400);
  });

  it('keeps data per region, the government region in its own realm', async () => {
    const langley = createClient({
      region: 'us-langley-1',
      endpoint: h.emulator.url,
      errorHandler: () => undefined,
    });
    const found = await langley.call<{ items: Item[] }>(search, {
      searchDetails: { type: 'Structured', query: 'query vcn resources' },
      limit: 5,
    });
    expect(found.body.items.length).toBeGreaterThan(0);
    for (const item of found.body.items)
      expect(String(item['identifier'])).toMatch(/^ocid1\.vcn\.oc2\.lfi\./);
  });
});

describe('resource types', () => {
  it('lists the searchable types as a bare array, paged, and reads one by any case', async () => {
    const first = await h.call<Item[]>(operation('listResourceTypes'), { limit: 100 });
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(100);
    expect(first.headers.opcNextPage).toBeDefined();
    expect(first.body[0]).toMatchObject({
      name: anyOf(String),
      fields: arrayContaining([expect.objectContaining({ fieldName: 'displayName', fieldType: 'STRING' })]),
    });
    const vcn = await h.call<Item>(operation('getResourceType'), { name: 'VCN' });
    expect(vcn.body['name']).toBe('Vcn');
    expect((await raw(h, 'GET', `/query/${REGION}/20180409/resourceTypes/NoSuchThing`)).status).toBe(404);
  });
});
