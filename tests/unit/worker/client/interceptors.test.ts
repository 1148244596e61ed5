/** Request and response interceptors: their order, and that requests are intercepted when sent. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient, type OciRequest, type OciResponse } from '../../../../src/worker/client';
import { fakeFetch, jsonResponse } from './fakeFetch';

const GET_PROJECT = operation('getProject');

describe('interceptors', () => {
  it('run on requests in order, just before fetch, and may replace the request', async () => {
    const { fetch, requests } = fakeFetch();
    const seen: string[] = [];
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      requestInterceptors: [
        (request: OciRequest) => {
          seen.push(`first ${request.headers['x-order'] ?? ''}`);
          return Promise.resolve({ ...request, headers: { ...request.headers, 'x-order': 'first' } });
        },
        (request: OciRequest) => {
          seen.push(`second ${request.headers['x-order'] ?? ''}`);
          return {
            ...request,
            url: `${request.url}?signed=1`,
            headers: { ...request.headers, 'x-order': 'first,second' },
          };
        },
      ],
    });
    await client.call(GET_PROJECT, { projectId: 'p' });
    expect(seen).toEqual(['first ', 'second first']);
    expect(requests[0]?.url).toBe('http://emu.test/devops/us-ashburn-1/20210630/projects/p?signed=1');
    expect(requests[0]?.headers['x-order']).toBe('first,second');
  });

  it('run again on every sending of a prepared request, without changing it', async () => {
    const { fetch } = fakeFetch();
    let signed = 0;
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      requestInterceptors: [
        (request) => {
          signed += 1;
          request.headers['x-date'] = `attempt ${signed}`;
          return request;
        },
      ],
    });
    const prepared = client.prepare(GET_PROJECT, { projectId: 'p' });
    await client.send(prepared);
    await client.send(prepared);
    expect(signed).toBe(2);
    expect(prepared.headers['x-date']).toBeUndefined();
  });

  it('run on responses in order and may transform them', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { id: 'p', n: 1 }, { etag: 'E1' }));
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      responseInterceptors: [
        (response: OciResponse) =>
          Promise.resolve({
            ...response,
            body: { ...(response.body as object), first: true },
          }),
        (response: OciResponse) => ({ ...response, body: { ...(response.body as object), second: true } }),
      ],
    });
    const response = await client.call(GET_PROJECT, { projectId: 'p' });
    expect(response.body).toEqual({ id: 'p', n: 1, first: true, second: true });
    expect(response.headers.etag).toBe('E1');
  });

  it('do not run on an answer outside 200–299', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(404, { code: 'NotAuthorizedOrNotFound', message: 'no' }));
    let ran = false;
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      errorHandler: () => undefined,
      responseInterceptors: [
        (response) => {
          ran = true;
          return response;
        },
      ],
    });
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toMatchObject({ status: 404 });
    expect(ran).toBe(false);
  });
});
