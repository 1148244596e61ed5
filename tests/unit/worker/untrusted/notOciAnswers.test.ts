/**
 * "Done" means OCI answered: a change is done only on an answer carrying opc-request-id and, for
 * a create, the created resource with its id. An empty 200, a 204 without the header, or a proxy's
 * `{"status":"login required"}` may or may not have reached OCI: the change is kept as "may have
 * been applied" and sent again with the same retry token.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, textResponse, type Responder } from '../client/fakeFetch';
import { REGION, startWorker } from './untrustedHarness';

const NO_ID = { 'opc-request-id': '' };

const NOT_OCI: readonly [string, Responder][] = [
  ['an empty 200', () => textResponse(200, '')],
  ['a 204 without opc-request-id', () => new Response(null, { status: 204 })],
  ['a proxy’s {"status":"login required"}', () => jsonResponse(200, { status: 'login required' }, NO_ID)],
  ['a create answered with opc-request-id but no resource', () => jsonResponse(200, { status: 'ok' })],
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function queueCreate(respond: Responder) {
  const worker = await startWorker(respond);
  const queued = await worker.api.enqueue({
    operation: 'createProject',
    region: REGION,
    params: { createProjectDetails: { name: 'web', compartmentId: 'ocid1.compartment.oc1..c' } },
    summary: 'Create project web',
  });
  if (!queued.ok) throw new Error(queued.failure.message);
  return { worker, id: queued.value };
}

describe('an answer that is not OCI’s', () => {
  it.each(NOT_OCI)('%s keeps the create as may-have-been-applied, then retries it with the same token', async (_name, respond) => {
    const { worker, id } = await queueCreate(respond);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await worker.api.drainOutbox('manual');
    expect(await worker.db.outbox.get(id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      maybeApplied: true,
      lastFailure: { kind: 'invalid-response' },
    });
    await worker.db.outbox.update(id, { nextAttemptAt: 0 });
    await worker.api.drainOutbox('manual');
    expect(await worker.db.outbox.get(id)).toMatchObject({ state: 'pending', attempts: 2, maybeApplied: true });
    worker.respond = () => jsonResponse(200, { id: 'ocid1.devopsproject.oc1..p', name: 'web' });
    await worker.db.outbox.update(id, { nextAttemptAt: 0 });
    await worker.api.drainOutbox('manual');
    expect(await worker.db.outbox.get(id)).toMatchObject({ state: 'done', attempts: 3 });
    const tokens = new Set(worker.fetch.requests.map((request) => request.headers['opc-retry-token']));
    expect(worker.fetch.requests).toHaveLength(3);
    expect(tokens.size).toBe(1);
  });

  it('a delete answered 204 with opc-request-id is done', async () => {
    const worker = await startWorker(() => new Response(null, { status: 204, headers: { 'opc-request-id': 'r' } }));
    const queued = await worker.api.enqueue({
      operation: 'deleteProject',
      region: REGION,
      params: { projectId: 'ocid1.devopsproject.oc1..p' },
      summary: 'Delete project web',
    });
    if (!queued.ok) throw new Error(queued.failure.message);
    await worker.api.drainOutbox('manual');
    expect(await worker.db.outbox.get(queued.value)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a read answered without opc-request-id is not OCI’s answer either', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: 'p', name: 'web' }, NO_ID));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const read = await worker.api.read('getProject', { projectId: 'p' });
    expect(read).toMatchObject({ ok: false, failure: { kind: 'invalid-response' } });
  });
});
