/**
 * JSON with `__proto__` and `constructor` keys, from the network to IndexedDB and back: through
 * the call layer (src/worker/client), a kept read (records), a remote search into the local index
 * (resources) and out of it again, and the outbox (a sent change's answer, a conflict's current version). Object.prototype stays
 * untouched, and the keys stay plain data on the objects that carried them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareVersions } from '../../../../src/app/features/outbox/compareVersions';
import { OPERATION_BY_NAME } from '../../../../src/oci/operations';
import { createClient } from '../../../../src/worker/client';
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
      expect(() => { expectPristinePrototype(); }).toThrow();
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

  it('comes through a remote search into the local index as data, and back out of it', async () => {
    // The search answer as text: every hostile key is an own key of the item after JSON.parse.
    const hostile = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"prototype":{"x":2}}';
    const item =
      '{"resourceType":"DevopsProject","identifier":"ocid1.devopsproject.oc1..p",' +
      '"compartmentId":"ocid1.compartment.oc1..c","displayName":"web","lifecycleState":"ACTIVE",' +
      `"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"prototype":{"x":2},` +
      `"additionalDetails":${hostile},"freeformTags":${hostile},"definedTags":{"__proto__":${hostile}}}`;
    const searchAnswer = `{"items":[${item}]}`;
    const worker = await startWorker((request) =>
      new URL(request.url).pathname.endsWith('/resources')
        ? textResponse(200, searchAnswer, { 'content-type': 'application/json', 'opc-request-id': 'r' })
        : polluting(200, { etag: 'e1' }),
    );
    const searched = await worker.api.searchRemote({ text: 'web', regions: [REGION] }, () => undefined);
    expect(searched.ok).toBe(true);
    expect(worker.fetch.requests.some((request) => new URL(request.url).pathname.endsWith('/resources'))).toBe(
      true,
    );

    const [stored] = await worker.db.resources.toArray();
    const hostileKeys = (value: unknown): void => {
      expectOwnData(value);
      expect(Object.getOwnPropertyDescriptor(value, 'prototype')?.value).toEqual({ x: 2 });
    };
    // The summary is rebuilt from the fields it knows: the hostile keys at its top are left out.
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    for (const key of ['__proto__', 'constructor', 'prototype', 'polluted']) {
      expect(Object.prototype.hasOwnProperty.call(stored, key)).toBe(false);
    }
    // Free-form maps are kept as they came: the hostile keys are plain data on them.
    hostileKeys(stored?.additionalDetails);
    hostileKeys(stored?.freeformTags);
    hostileKeys(Object.getOwnPropertyDescriptor(stored?.definedTags ?? {}, '__proto__')?.value);
    expect(stored?.displayName).toBe('web');
    expect(stored?.link).toBe('/devops-project/projects/ocid1.devopsproject.oc1..p');

    const found = await worker.api.searchLocal({ text: 'web', limit: 10 });
    expect(found.ok).toBe(true);
    const row = found.ok ? found.value.items[0] : undefined;
    expect(row?.identifier).toBe('ocid1.devopsproject.oc1..p');
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect((row as Record<string, unknown> | undefined)?.['polluted']).toBeUndefined();
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
