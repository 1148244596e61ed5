/**
 * JSON with `__proto__` and `constructor` keys, from the network to IndexedDB and back: through
 * the call layer (src/worker/client), a kept read (records), the local index (resources) and the
 * outbox (a sent change's answer, a conflict's current version). Object.prototype stays
 * untouched, and the keys stay plain data on the objects that carried them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareVersions } from '../../../../src/app/features/outbox/compareVersions';
import { OPERATION_BY_NAME } from '../../../../src/oci/operations';
import { detailsLink } from '../../../../src/oci/resource-types';
import { createClient } from '../../../../src/worker/client';
import { ResourceStore } from '../../../../src/worker/store/resourceStore';
import type { StoredResource } from '../../../../src/worker/store/db';
import { fakeFetch, jsonResponse, textResponse } from '../client/fakeFetch';
import { ENDPOINT, expectPristinePrototype, POLLUTING_JSON, REGION, startWorker } from './untrustedHarness';

const polluting = (status = 200, headers: Record<string, string> = {}) =>
  textResponse(status, POLLUTING_JSON, { 'content-type': 'application/json', 'opc-request-id': 'r', ...headers });

/** The answer's keys are the object's own data, and its prototype is the ordinary one. */
function expectOwnData(value: unknown): void {
  expect(typeof value).toBe('object');
  const record = value as Record<string, unknown>;
  expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  expect(Object.prototype.hasOwnProperty.call(record, '__proto__')).toBe(true);
  expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toEqual({ polluted: true });
  expect(record['constructor']).toEqual({ prototype: { x: 1 } });
  expect(record['polluted']).toBeUndefined();
}

afterEach(() => {
  expectPristinePrototype();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the check', () => {
  it('notices a naive deep merge of the answer', () => {
    const merge = (target: Record<string, unknown>, source: Record<string, unknown>): void => {
      for (const key of Object.keys(source)) {
        const value = source[key];
        if (typeof value === 'object' && value !== null) {
          target[key] ??= {};
          merge(target[key] as Record<string, unknown>, value as Record<string, unknown>);
        } else target[key] = value;
      }
    };
    try {
      merge({}, JSON.parse(POLLUTING_JSON) as Record<string, unknown>);
      expect(() => expectPristinePrototype()).toThrow();
    } finally {
      delete (Object.prototype as Record<string, unknown>)['polluted'];
      delete (Object.prototype as Record<string, unknown>)['x'];
    }
  });
});

describe('a polluting answer', () => {
  it('is parsed by the call layer as plain data', async () => {
    const fake = fakeFetch(() => polluting());
    const client = createClient({ region: REGION, endpoint: ENDPOINT, fetch: fake.fetch });
    const spec = OPERATION_BY_NAME.get('getProject');
    if (spec === undefined) throw new Error('getProject is not in the catalogue');
    const answer = await client.call(spec, { projectId: 'p' });
    expectOwnData(answer.body);
  });

  it('is kept by a read in IndexedDB and comes back the same when offline', async () => {
    const worker = await startWorker(() => polluting(200, { etag: 'e1' }));
    const fresh = await worker.api.read('getProject', { projectId: 'p' });
    expect(fresh.ok).toBe(true);
    if (fresh.ok) expectOwnData(fresh.value.body);
    const [stored] = await worker.db.records.toArray();
    expectOwnData(stored?.body);
    worker.respond = () => Promise.reject(new TypeError('Failed to fetch'));
    // Reads are retried with full-jitter backoff: a random draw of 0 makes every wait 0 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const kept = await worker.api.read('getProject', { projectId: 'p' });
    expect(kept.ok && kept.value.fromCache).toBe(true);
    if (kept.ok) expectOwnData(kept.value.body);
  });

  it('is stored in the local index as data, and its link still computes', async () => {
    const worker = await startWorker(() => jsonResponse(200, {}));
    const parsed = JSON.parse(POLLUTING_JSON) as Record<string, unknown>;
    const resource: StoredResource = {
      resourceType: 'DevopsProject',
      identifier: 'ocid1.devopsproject.oc1..p',
      compartmentId: 'ocid1.compartment.oc1..c',
      displayName: 'web',
      additionalDetails: parsed,
      freeformTags: parsed as Record<string, string>,
      region: REGION,
      typeKey: 'devopsproject',
      link: null,
      fetchedAt: 1,
    };
    const store = new ResourceStore(worker.db);
    expect((await store.putPage([{ ...resource, ...parsed } as StoredResource])).ok).toBe(true);
    const read = await store.get(resource.identifier);
    expect(read.ok).toBe(true);
    const back = read.ok ? read.value : undefined;
    expectOwnData(back?.additionalDetails);
    expectOwnData(back?.freeformTags);
    expectOwnData(back);
    expect(detailsLink({ ...resource, enrichment: parsed as Record<string, string> })).toBe(
      '/devops-project/projects/ocid1.devopsproject.oc1..p',
    );
  });

  it('is recorded as the result of a sent change', async () => {
    const worker = await startWorker(() => polluting(200, { 'opc-work-request-id': 'wr1', etag: 'e1' }));
    const queued = await worker.api.enqueue({
      operation: 'createProject',
      region: REGION,
      params: { createProjectDetails: { name: 'web', compartmentId: 'ocid1.compartment.oc1..c' } },
      summary: 'Create project web',
    });
    expect(queued.ok).toBe(true);
    await worker.api.drainOutbox('manual');
    const entry = queued.ok ? await worker.db.outbox.get(queued.value) : undefined;
    expect(entry?.state).toBe('done');
    expect(entry?.result?.workRequestId).toBe('wr1');
    expectOwnData(entry?.result?.body);
  });

  it('is recorded as a conflict’s current version, and compared without harm', async () => {
    const worker = await startWorker((request) =>
      request.method === 'PUT'
        ? jsonResponse(412, { code: 'NoEtagMatch', message: 'The etag does not match' })
        : polluting(200, { etag: 'e2' }),
    );
    const queued = await worker.api.enqueue({
      operation: 'updateProject',
      region: REGION,
      params: { projectId: 'p', updateProjectDetails: JSON.parse('{"__proto__":{"polluted":"mine"}}') as unknown },
      ifMatch: 'e1',
      summary: 'Update project web',
    });
    expect(queued.ok).toBe(true);
    await worker.api.drainOutbox('manual');
    const entry = queued.ok ? await worker.db.outbox.get(queued.value) : undefined;
    expect(entry?.state).toBe('conflict');
    expect(entry?.conflict?.etag).toBe('e2');
    expectOwnData(entry?.conflict?.current);
    const comparison = compareVersions(entry?.params ?? {}, entry?.conflict?.current);
    expect(comparison.changed[0]).toMatchObject({ path: ['__proto__', 'polluted'], differs: true });
  });
});
