/** No answer: the network failing, the time limit, and the caller aborting. */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import {
  createClient,
  DEFAULT_TIMEOUT_MS,
  OciAbortError,
  OciNetworkError,
  OciTimeoutError,
  toFailure,
} from '../../../../src/worker/client';
import { hangingFetch } from './fakeFetch';

const GET_PROJECT = operation('getProject');

/** A 200 whose headers arrived but whose body stops after its first bytes and never ends. */
function stalledBody(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"id":'));
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

describe('calls that get no answer', () => {
  it('fail with OciNetworkError when fetch rejects', async () => {
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciNetworkError);
    expect(toFailure(error)).toEqual({ kind: 'network', message: 'The request failed: Failed to fetch' });
  });

  it('fail with OciNetworkError when the connection drops while the body is read', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":'));
          controller.error(new TypeError('terminated'));
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch: () => Promise.resolve(broken),
    });
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toBeInstanceOf(OciNetworkError);
  });

  it('time out after 30 s by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it('fail with OciTimeoutError past the time limit, aborting the fetch', async () => {
    const { fetch } = hangingFetch();
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      timeoutMs: 20,
    });
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciTimeoutError);
    expect(toFailure(error)).toEqual({ kind: 'timeout', message: 'No answer within 20 ms', afterMs: 20 });
  });

  it('time out even when fetch ignores its abort signal', async () => {
    const { fetch } = hangingFetch(true);
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      timeoutMs: 20,
    });
    await expect(client.call(GET_PROJECT, { projectId: 'p' })).rejects.toBeInstanceOf(OciTimeoutError);
  });

  it('time out while the body is still arriving', async () => {
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch: () => Promise.resolve(stalledBody()),
      timeoutMs: 20,
    });
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciTimeoutError);
    expect(toFailure(error)).toEqual({ kind: 'timeout', message: 'No answer within 20 ms', afterMs: 20 });
  });

  it('fail with OciAbortError, not a timeout, when the caller aborts while the body arrives', async () => {
    const controller = new AbortController();
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch: () => {
        setTimeout(() => {
          controller.abort();
        }, 5);
        return Promise.resolve(stalledBody());
      },
      timeoutMs: 60_000,
    });
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' }, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciAbortError);
  });

  it("report an abort when the caller's own deadline is what aborted", async () => {
    const { fetch } = hangingFetch();
    const client = createClient({
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      fetch,
      timeoutMs: 60_000,
    });
    const error: unknown = await client
      .call(GET_PROJECT, { projectId: 'p' }, { signal: AbortSignal.timeout(10) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciAbortError);
  });

  it('fail with OciAbortError when the caller aborts during the call', async () => {
    const { fetch } = hangingFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    const controller = new AbortController();
    const call = client.call(GET_PROJECT, { projectId: 'p' }, { signal: controller.signal });
    controller.abort();
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OciAbortError);
    expect(toFailure(error)).toEqual({ kind: 'aborted', message: 'The call was aborted' });
  });

  it('send nothing when the caller aborted before the call', async () => {
    const { fetch, requests } = hangingFetch();
    const client = createClient({ region: 'us-ashburn-1', endpoint: 'http://emu.test', fetch });
    await expect(
      client.call(GET_PROJECT, { projectId: 'p' }, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(OciAbortError);
    expect(requests).toHaveLength(0);
  });
});
