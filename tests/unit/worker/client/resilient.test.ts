/** The resilient client: reads retried with the same request, mutations sent once, the breaker. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import {
  createResilientClient,
  isReadOnly,
  OciCircuitOpenError,
  OciHttpError,
} from '../../../../src/worker/client';
import { fakeFetch, jsonResponse, type Responder } from './fakeFetch';

const busy = () => jsonResponse(503, { code: 'ServiceUnavailable', message: 'busy' }, { 'retry-after': '1' });

function resilient(respond: Responder, clock = { now: 0 }) {
  const fake = fakeFetch(respond);
  const waits: number[] = [];
  const client = createResilientClient({
    region: 'us-ashburn-1',
    endpoint: 'http://emu.test',
    fetch: fake.fetch,
    errorHandler: () => undefined,
    now: () => clock.now,
    retry: {
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      random: () => 0,
    },
  });
  return { ...fake, client, waits };
}

describe('resilient client', () => {
  it('retries a read with the same opc-request-id, honouring Retry-After', async () => {
    const { client, requests, waits } = resilient((_request, index) =>
      index < 2 ? busy() : jsonResponse(200, { id: 'p' }),
    );
    const response = await client.call(operation('getProject'), { projectId: 'p' });
    expect(response.body).toEqual({ id: 'p' });
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['opc-request-id'])).size).toBe(1);
    expect(waits).toEqual([1000, 1000]);
  });

  it('retries a read-only POST search', async () => {
    const { client, requests } = resilient((_request, index) =>
      index < 1 ? busy() : jsonResponse(200, { items: [] }),
    );
    await client.call(operation('searchResources'), { searchDetails: { type: 'FreeText', text: 'x' } });
    expect(requests).toHaveLength(2);
  });

  it('sends a mutation once, leaving retries to the outbox', async () => {
    const { client, requests } = resilient(busy);
    await expect(
      client.call(operation('createProject'), { createProjectDetails: { name: 'p' } }),
    ).rejects.toBeInstanceOf(OciHttpError);
    await expect(
      client.call(operation('approveDeployment'), { deploymentId: 'd', approveDeploymentDetails: {} }),
    ).rejects.toBeInstanceOf(OciHttpError);
    expect(requests).toHaveLength(2);
  });

  it('opens the circuit of a failing host and then sends nothing to it', async () => {
    const clock = { now: 0 };
    const { client, requests } = resilient(busy, clock);
    for (let i = 0; i < 10; i += 1) {
      await client.call(operation('deleteProject'), { projectId: `p${i}` }).catch(() => undefined);
    }
    expect(requests).toHaveLength(10);
    expect(client.breaker.state('devops.us-ashburn-1.oci.oraclecloud.com')).toBe('open');
    await expect(client.call(operation('getProject'), { projectId: 'p' })).rejects.toBeInstanceOf(
      OciCircuitOpenError,
    );
    expect(requests).toHaveLength(10);
    const other = await client
      .call(operation('getSubnet'), { subnetId: 's' })
      .catch((error: unknown) => error);
    expect(other).not.toBeInstanceOf(OciCircuitOpenError);
  });

  it('pages through a list with retries', async () => {
    const { client, requests } = resilient((_request, index) =>
      index === 0 ? busy() : jsonResponse(200, { items: [] }, index === 1 ? { 'opc-next-page': 'n' } : {}),
    );
    const pages = [];
    for await (const page of client.paginate(operation('listProjects'), { compartmentId: 'c' }))
      pages.push(page);
    expect(pages).toHaveLength(2);
    expect(requests.map((request) => request.url.split('?')[1])).toEqual([
      'compartmentId=c',
      'compartmentId=c',
      'compartmentId=c&page=n',
    ]);
  });

  it('knows reads: GET, and the POST searches', () => {
    expect(isReadOnly(operation('getProject'))).toBe(true);
    expect(isReadOnly(operation('searchListings'))).toBe(true);
    expect(isReadOnly(operation('createProject'))).toBe(false);
    expect(isReadOnly(operation('cancelBuildRun'))).toBe(false);
  });
});
