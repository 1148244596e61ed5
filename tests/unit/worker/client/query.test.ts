/** Query strings: encoding, dates, left-out values and every collection format of arrays. */
import { describe, expect, it } from 'vitest';
import type { OperationSpec } from '../../../../src/oci/operations/types';
import { createClient } from '../../../../src/worker/client';
import { fakeFetch } from './fakeFetch';

const LIST_THINGS: OperationSpec = {
  name: 'listThings',
  service: 'devops',
  method: 'GET',
  path: '/things/{thingId}',
  pathParams: ['thingId'],
  query: [
    { name: 'csv', type: 'array' },
    { name: 'multi', type: 'array', collectionFormat: 'multi' },
    { name: 'pipes', type: 'array', collectionFormat: 'pipes' },
    { name: 'tsv', type: 'array', collectionFormat: 'tsv' },
    { name: 'ssv', type: 'array', collectionFormat: 'ssv' },
    { name: 'text' },
    { name: 'since', type: 'date' },
    { name: 'flag', type: 'boolean' },
    { name: 'count', type: 'integer' },
  ],
  headers: [],
  sendsRequestId: false,
  sendsRetryToken: false,
  sendsIfMatch: false,
  semantics: { kind: 'custom', handler: 'listThings' },
};

const BASE = 'http://emu.test/devops/us-ashburn-1/20210630/things/t';

async function urlOf(params: Record<string, unknown>, options = {}): Promise<string | undefined> {
  const { fetch, requests } = fakeFetch();
  const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
  await client.call(LIST_THINGS, { thingId: 't', ...params }, options);
  return requests[0]?.url;
}

describe('query parameters', () => {
  it.each([
    ['csv (the default)', { csv: ['a', 'b', 'c'] }, '?csv=a,b,c'],
    ['multi', { multi: ['a', 'b'] }, '?multi=a&multi=b'],
    ['pipes', { pipes: ['a', 'b'] }, '?pipes=a|b'],
    ['tsv', { tsv: ['a', 'b'] }, '?tsv=a%09b'],
    ['ssv', { ssv: ['a', 'b'] }, '?ssv=a%20b'],
  ])('writes arrays as %s', async (_format, params, query) => {
    expect(await urlOf(params)).toBe(BASE + query);
  });

  it('encodes each array item, so a separator inside one stays unambiguous', async () => {
    expect(await urlOf({ csv: ['a,b', 'c&d'] })).toBe(`${BASE}?csv=a%2Cb,c%26d`);
  });

  it('lets the caller override a collection format', async () => {
    expect(await urlOf({ csv: ['a', 'b'] }, { collectionFormats: { csv: 'multi' } })).toBe(
      `${BASE}?csv=a&csv=b`,
    );
    expect(await urlOf({ multi: ['a', 'b'] }, { collectionFormats: { multi: 'ssv' } })).toBe(
      `${BASE}?multi=a%20b`,
    );
  });

  it('encodes values, & and # included', async () => {
    expect(await urlOf({ text: 'a&b=c #d/é' })).toBe(`${BASE}?text=a%26b%3Dc%20%23d%2F%C3%A9`);
  });

  it('sends dates as ISO 8601 UTC', async () => {
    const since = new Date(Date.UTC(2024, 1, 29, 23, 59, 58, 123));
    expect(await urlOf({ since })).toBe(`${BASE}?since=2024-02-29T23%3A59%3A58.123Z`);
  });

  it('writes booleans and numbers as text', async () => {
    expect(await urlOf({ flag: false, count: 0 })).toBe(`${BASE}?flag=false&count=0`);
  });

  it('leaves out undefined, null and empty arrays, and parameters the operation does not take', async () => {
    expect(await urlOf({ text: undefined, flag: null, csv: [], unknown: 'x' })).toBe(BASE);
  });

  it('keeps an empty string', async () => {
    expect(await urlOf({ text: '' })).toBe(`${BASE}?text=`);
  });

  it('follows the operation order, not the caller order', async () => {
    expect(await urlOf({ count: 2, text: 'x' })).toBe(`${BASE}?text=x&count=2`);
  });

  it('encodes path parameters', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await client.call(LIST_THINGS, { thingId: 'a/b?c#d e' });
    expect(requests[0]?.url).toBe('http://emu.test/devops/us-ashburn-1/20210630/things/a%2Fb%3Fc%23d%20e');
  });
});
