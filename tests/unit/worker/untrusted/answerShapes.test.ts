/**
 * Answers that are JSON, with opc-request-id and status 200, but not what the operation answers
 * (a proxy's `{"status":"login required"}`, an empty body, a list whose items lack their ids):
 * each is an `invalid-response` failure saying what does not fit, and is never stored.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient, toFailure } from '../../../../src/worker/client';
import { fakeFetch, jsonResponse, textResponse, type Responder } from '../client/fakeFetch';
import { ENDPOINT, REGION, startWorker } from './untrustedHarness';

async function failureOf(name: string, params: Record<string, unknown>, respond: Responder) {
  const client = createClient({ region: REGION, endpoint: ENDPOINT, fetch: fakeFetch(respond).fetch });
  try {
    await client.call(operation(name), params);
  } catch (error) {
    return toFailure(error);
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an answer that is not what the operation answers', () => {
  it('is refused when a get answers a proxy’s JSON instead of the resource', async () => {
    expect(
      await failureOf('getProject', { projectId: 'p' }, () =>
        jsonResponse(200, { status: 'login required' }),
      ),
    ).toEqual({
      kind: 'invalid-response',
      status: 200,
      reason: 'malformed',
      message:
        'The answer to getProject is not what OCI answers (id: Invalid key: Expected "id" but received undefined)',
    });
  });

  it('is refused when a get answers nothing', async () => {
    const failure = await failureOf('getProject', { projectId: 'p' }, () =>
      textResponse(200, '', { 'opc-request-id': 'r' }),
    );
    expect(failure).toMatchObject({ kind: 'invalid-response', reason: 'malformed' });
  });

  it('names the item of a list that lacks its id', async () => {
    const failure = await failureOf('listProjects', { compartmentId: 'c' }, () =>
      jsonResponse(200, { items: [{ id: 'ocid1.devopsproject.oc1..a' }, { name: 'no id' }] }),
    );
    expect(failure).toMatchObject({ kind: 'invalid-response', reason: 'malformed' });
    expect(failure.message).toContain('items.1.id');
  });

  it('is refused when a list answers an object where the catalogue says a bare array', async () => {
    const failure = await failureOf('listVnicAttachments', { compartmentId: 'c' }, () =>
      jsonResponse(200, { items: [] }),
    );
    expect(failure).toMatchObject({ kind: 'invalid-response', reason: 'malformed' });
  });

  it('is refused when a search result lacks its type or identifier', async () => {
    const failure = await failureOf(
      'searchResources',
      { searchDetails: { type: 'Structured', query: 'q' } },
      () => jsonResponse(200, { items: [{ resourceType: 'Instance', displayName: 'web' }] }),
    );
    expect(failure.message).toContain('items.0.identifier');
  });

  it('is refused when the region subscriptions are not a list of subscriptions', async () => {
    const failure = await failureOf('listRegionSubscriptions', { tenancyId: 't' }, () =>
      jsonResponse(200, [{ regionName: 'us-ashburn-1', status: 'READY' }]),
    );
    expect(failure.message).toContain('0.regionKey');
  });

  it('passes an answer with fields the console does not know', async () => {
    const client = createClient({
      region: REGION,
      endpoint: ENDPOINT,
      fetch: fakeFetch(() => jsonResponse(200, { id: 'p', somethingNew: { deep: [1] } })).fetch,
    });
    const answer = await client.call(operation('getProject'), { projectId: 'p' });
    expect(answer.body).toEqual({ id: 'p', somethingNew: { deep: [1] } });
  });
});

describe('a read answered with the wrong shape', () => {
  it('is an invalid answer, and nothing is stored', async () => {
    const worker = await startWorker(() => jsonResponse(200, { status: 'login required' }));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const read = await worker.api.read('getProject', { projectId: 'p' });
    expect(read).toMatchObject({ ok: false, failure: { kind: 'invalid-response', reason: 'malformed' } });
    expect(await worker.db.records.count()).toBe(0);
  });

  it('leaves the kept copy as it was, and shows it with the failure', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: 'p', name: 'web' }, { etag: 'e1' }));
    expect((await worker.api.read('getProject', { projectId: 'p' })).ok).toBe(true);
    const [before] = await worker.db.records.toArray();
    worker.respond = () => jsonResponse(200, { items: 'not a resource' }, { etag: 'e2' });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const kept = await worker.api.read('getProject', { projectId: 'p' });
    expect(kept).toMatchObject({
      ok: true,
      value: {
        body: { id: 'p', name: 'web' },
        etag: 'e1',
        fromCache: true,
        failure: { kind: 'invalid-response' },
      },
    });
    expect(await worker.db.records.toArray()).toEqual([before]);
  });
});
