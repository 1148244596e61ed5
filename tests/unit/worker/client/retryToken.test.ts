/**
 * Generated ids: opc-request-id and opc-retry-token are made when the caller gives none, and a
 * prepared request keeps both on every attempt, so a retried create is done once.
 */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient } from '../../../../src/worker/client';
import { fakeFetch, jsonResponse, sampleAnswer } from './fakeFetch';

const CREATE_PROJECT = operation('createProject');
const DETAILS = {
  createProjectDetails: { name: 'field', compartmentId: 'c', notificationConfig: { topicId: 't' } },
};

describe('generated ids', () => {
  it('are 32 upper-case hexadecimal characters by default, a new pair for each call', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await client.call(CREATE_PROJECT, DETAILS);
    await client.call(CREATE_PROJECT, DETAILS);
    const [first, second] = requests;
    expect(first?.headers['opc-request-id']).toMatch(/^[0-9A-F]{32}$/);
    expect(first?.headers['opc-retry-token']).toMatch(/^[0-9A-F]{32}$/);
    expect(first?.headers['opc-retry-token']).not.toBe(first?.headers['opc-request-id']);
    expect(second?.headers['opc-retry-token']).not.toBe(first?.headers['opc-retry-token']);
    expect(second?.headers['opc-request-id']).not.toBe(first?.headers['opc-request-id']);
  });

  it('are not made where the caller gives them', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await client.call(CREATE_PROJECT, { ...DETAILS, opcRequestId: 'REQ', opcRetryToken: 'TOKEN' });
    expect(requests[0]?.headers['opc-request-id']).toBe('REQ');
    expect(requests[0]?.headers['opc-retry-token']).toBe('TOKEN');
  });

  it('are not made for calls that do not send them', async () => {
    const { fetch, requests } = fakeFetch((_request, index) =>
      jsonResponse(200, sampleAnswer(operation(index === 0 ? 'getProject' : 'getNamespace'))),
    );
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await client.call(operation('getProject'), { projectId: 'p' });
    await client.call(operation('getNamespace'));
    expect(requests[0]?.headers['opc-retry-token']).toBeUndefined();
    expect(requests[1]?.headers).toEqual({ accept: 'application/json' });
  });

  it('stay the same on every attempt of a prepared request', async () => {
    const { fetch, requests } = fakeFetch((_request, index) =>
      index < 2
        ? jsonResponse(503, { code: 'ServiceUnavailable', message: 'busy' })
        : jsonResponse(200, { id: 'p' }),
    );
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      errorHandler: () => undefined,
    });
    const prepared = client.prepare(CREATE_PROJECT, DETAILS);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await client.send(prepared).catch(() => undefined);
    }
    expect(requests).toHaveLength(3);
    const tokens = new Set(requests.map((request) => request.headers['opc-retry-token']));
    const ids = new Set(requests.map((request) => request.headers['opc-request-id']));
    expect(tokens.size).toBe(1);
    expect(ids.size).toBe(1);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
  });

  it('can be kept by the outbox as a stored token passed back in the parameters', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    const stored = client.prepare(CREATE_PROJECT, DETAILS).headers['opc-retry-token'];
    await client.call(CREATE_PROJECT, { ...DETAILS, opcRetryToken: stored });
    await client.call(CREATE_PROJECT, { ...DETAILS, opcRetryToken: stored });
    expect(requests.map((request) => request.headers['opc-retry-token'])).toEqual([stored, stored]);
  });

  it('prepare checks required parameters before anything else', () => {
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch: fakeFetch().fetch,
    });
    expect(() => client.prepare(CREATE_PROJECT, {})).toThrow(
      'Missing required parameter createProjectDetails when calling createProject',
    );
  });
});
