/** The three kinds of body: JSON (the default), form-urlencoded and multipart. */
import { describe, expect, it } from 'vitest';
import type { BodyKind, OperationSpec } from '../../../../src/oci/operations/types';
import { createClient } from '../../../../src/worker/client';
import { fakeFetch } from './fakeFetch';

function upload(kind?: BodyKind): OperationSpec {
  return {
    name: 'uploadThing',
    service: 'devops',
    method: 'POST',
    path: '/things',
    pathParams: [],
    query: [],
    headers: [],
    body:
      kind === undefined ? { name: 'details', required: false } : { name: 'details', required: false, kind },
    sendsRequestId: false,
    sendsRetryToken: false,
    sendsIfMatch: false,
    semantics: { kind: 'custom', handler: 'uploadThing' },
  };
}

async function sent(kind: BodyKind | undefined, details: unknown) {
  const { fetch, requests } = fakeFetch();
  const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
  await client.call(upload(kind), { details });
  const request = requests[0];
  if (request === undefined) throw new Error('nothing was sent');
  return request;
}

describe('request bodies', () => {
  it('sends JSON by default, with its content type', async () => {
    const request = await sent(undefined, { displayName: 'a', tags: ['x'], nested: { n: 1 } });
    expect(request.body).toBe('{"displayName":"a","tags":["x"],"nested":{"n":1}}');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('sends a form from a record: repeated keys for arrays, dates in ISO, nulls left out', async () => {
    const request = await sent('form', {
      name: 'a b&c',
      tag: ['x', 'y'],
      at: new Date(Date.UTC(2024, 0, 1)),
      gone: null,
    });
    expect(request.body).toBeInstanceOf(URLSearchParams);
    expect(request.body instanceof URLSearchParams ? request.body.toString() : request.body).toBe(
      'name=a+b%26c&tag=x&tag=y&at=2024-01-01T00%3A00%3A00.000Z',
    );
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends a form given as URLSearchParams as it is', async () => {
    const form = new URLSearchParams({ a: '1' });
    expect((await sent('form', form)).body).toBe(form);
  });

  it('sends multipart without a content type, so that fetch sets the boundary', async () => {
    const file = new Blob(['col1,col2\n'], { type: 'text/csv' });
    const request = await sent('multipart', { fileName: 'licenses.csv', file, count: 2 });
    expect(request.headers['content-type']).toBeUndefined();
    const body = request.body;
    expect(body).toBeInstanceOf(FormData);
    if (!(body instanceof FormData)) return;
    expect(body.get('fileName')).toBe('licenses.csv');
    expect(body.get('count')).toBe('2');
    expect(body.get('file')).toBeInstanceOf(Blob);
    const contentType = new Request('http://emu.test/', { method: 'POST', body }).headers.get('content-type');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('sends multipart given as FormData as it is', async () => {
    const form = new FormData();
    form.append('a', '1');
    expect((await sent('multipart', form)).body).toBe(form);
  });

  it('sends no body, and no content type, when an optional body is absent', async () => {
    const request = await sent(undefined, undefined);
    expect(request.body).toBeUndefined();
    expect(request.headers['content-type']).toBeUndefined();
  });
});
