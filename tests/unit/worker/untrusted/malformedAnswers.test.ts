/**
 * Answers that are not OCI JSON — a captive portal's HTML page with status 200, JSON cut off by a
 * dropped connection, several megabytes — through the call layer, a kept read and the outbox:
 * each becomes a clear `invalid-response` failure, and nothing already stored is lost.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareVersions } from '../../../../src/app/features/outbox/compareVersions';
import { describeFailure } from '../../../../src/app/features/outbox/describeFailure';
import { OPERATION_BY_NAME } from '../../../../src/oci/operations';
import { createClient, toFailure } from '../../../../src/worker/client';
import { fakeFetch, jsonResponse, textResponse } from '../client/fakeFetch';
import { ENDPOINT, REGION, startWorker } from './untrustedHarness';

const CAPTIVE_PAGE = '<!doctype html><html><body><h1>Welcome to Guest Wi-Fi</h1><form>…</form></body></html>';
const captive = () => textResponse(200, CAPTIVE_PAGE, { 'content-type': 'text/html; charset=utf-8' });
const truncated = () => textResponse(200, '{"id":"ocid1.devopsproject.oc1..p","name":"we', { 'content-type': 'application/json' });

function spec(name: string) {
  const found = OPERATION_BY_NAME.get(name);
  if (found === undefined) throw new Error(`${name} is not in the catalogue`);
  return found;
}

async function failureOf(answer: () => Response) {
  const client = createClient({
    region: REGION,
    endpoint: ENDPOINT,
    fetch: fakeFetch(answer).fetch,
    errorHandler: () => undefined,
  });
  try {
    await client.call(spec('getProject'), { projectId: 'p' });
  } catch (error) {
    return toFailure(error);
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the call layer', () => {
  it('refuses a captive portal’s HTML page, saying what it probably is', async () => {
    const failure = await failureOf(captive);
    expect(failure).toEqual({
      kind: 'invalid-response',
      status: 200,
      message: 'The answer to getProject is text/html; charset=utf-8, not JSON (a captive portal or a proxy?)',
      reason: 'not-json',
    });
    expect(describeFailure(failure).hint).toBe('failure.invalidResponse');
  });

  it('refuses JSON cut off in the middle', async () => {
    expect(await failureOf(truncated)).toEqual({
      kind: 'invalid-response',
      status: 200,
      message: 'The answer to getProject is not valid JSON (cut off?)',
      reason: 'malformed',
    });
  });

  it('keeps a proxy’s HTML error page as an HTTP failure with its status', async () => {
    const failure = await failureOf(() =>
      textResponse(502, '<html><body>Bad Gateway</body></html>', { 'content-type': 'text/html' }),
    );
    expect(failure).toMatchObject({ kind: 'http', status: 502 });
  });

  it('reads an answer of several megabytes, and refuses one cut off', async () => {
    const items = Array.from({ length: 20_000 }, (_, at) => ({
      id: `ocid1.devopsproject.oc1..${at}`,
      name: `<img src=x onerror=alert(${at})>`,
      description: 'x'.repeat(250),
    }));
    const text = JSON.stringify({ items });
    expect(text.length).toBeGreaterThan(5_000_000);
    const client = createClient({
      region: REGION,
      endpoint: ENDPOINT,
      fetch: fakeFetch(() =>
        textResponse(200, text, { 'content-type': 'application/json', 'opc-request-id': 'r' }),
      ).fetch,
    });
    const started = performance.now();
    const answer = await client.call<{ items: unknown[] }>(spec('listProjects'), { compartmentId: 'c' });
    expect(answer.body.items).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(3000);
    const cut = await failureOf(() =>
      textResponse(200, text.slice(0, text.length - 7), { 'content-type': 'application/json' }),
    );
    expect(cut.kind).toBe('invalid-response');
  });

  it('passes JSON that is not an object to the caller, where the comparison copes', () => {
    for (const current of [null, 'text', 42, [1, 2]]) {
      const { changed } = compareVersions({ details: { name: 'web' } }, current);
      expect(changed).toEqual([{ path: ['name'], yours: { text: 'web', omitted: 0 }, differs: true }]);
    }
  });
});

describe('what is already stored', () => {
  it('is shown again when a captive portal answers a read', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: 'p', name: 'web' }, { etag: 'e1' }));
    expect((await worker.api.read('getProject', { projectId: 'p' })).ok).toBe(true);
    worker.respond = captive;
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const kept = await worker.api.read('getProject', { projectId: 'p' });
    expect(kept).toMatchObject({
      ok: true,
      value: { body: { id: 'p', name: 'web' }, etag: 'e1', fromCache: true, failure: { kind: 'invalid-response' } },
    });
  });

  it('keeps a queued change through a captive portal, and sends it with the same retry token', async () => {
    const worker = await startWorker(captive);
    // The retry's wait is drawn below 2 s: drawn near 0, the change would be due again before it is read.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const queued = await worker.api.enqueue({
      operation: 'createProject',
      region: REGION,
      params: { createProjectDetails: { name: 'web', compartmentId: 'ocid1.compartment.oc1..c' } },
      summary: 'Create project web',
    });
    if (!queued.ok) throw new Error(queued.failure.message);
    await worker.api.drainOutbox('manual');
    const waiting = await worker.db.outbox.get(queued.value);
    expect(waiting).toMatchObject({
      state: 'pending',
      attempts: 1,
      maybeApplied: true,
      lastFailure: { kind: 'invalid-response', status: 200 },
      params: { createProjectDetails: { name: 'web' } },
    });
    worker.respond = () => jsonResponse(200, { id: 'p', name: 'web' }, { 'opc-work-request-id': 'wr' });
    await worker.db.outbox.update(queued.value, { nextAttemptAt: 0 });
    await worker.api.drainOutbox('manual');
    expect(await worker.db.outbox.get(queued.value)).toMatchObject({ state: 'done', attempts: 2 });
    const tokens = worker.fetch.requests.map((request) => request.headers['opc-retry-token']);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toMatch(/^[0-9A-F]{32}$/);
    expect(tokens[1]).toBe(tokens[0]);
  });
});
