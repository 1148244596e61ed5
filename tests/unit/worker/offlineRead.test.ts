/**
 * A read while the device is offline: the copy kept from an earlier visit answers at once,
 * without a request and without waiting through retries; with nothing kept, the offline failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './client/fakeFetch';
import { startWorker } from './untrusted/untrustedHarness';

afterEach(() => {
  vi.unstubAllGlobals();
});

function goOffline(): void {
  vi.stubGlobal('navigator', { onLine: false });
}

describe('a read while offline', () => {
  it('answers the kept copy at once, sending nothing', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: 'p', name: 'web' }, { etag: 'e1' }));
    expect((await worker.api.read('getProject', { projectId: 'p' })).ok).toBe(true);
    const sent = worker.fetch.requests.length;
    goOffline();
    const kept = await worker.api.read('getProject', { projectId: 'p' });
    expect(kept).toMatchObject({
      ok: true,
      value: { body: { id: 'p', name: 'web' }, etag: 'e1', fromCache: true, failure: { kind: 'network' } },
    });
    expect(worker.fetch.requests.length).toBe(sent);
  });

  it('says the device is offline when nothing was kept, sending nothing', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: 'q' }));
    goOffline();
    const answer = await worker.api.read('getProject', { projectId: 'q' });
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'network' } });
    expect(worker.fetch.requests.length).toBe(0);
  });

  it('says a damaged kept copy could not be read, and reads it again online', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: 'p', name: 'web' }, { etag: 'e1' }));
    expect((await worker.api.read('getProject', { projectId: 'p' })).ok).toBe(true);
    const [record] = await worker.db.records.toArray();
    if (record === undefined) throw new Error('nothing was kept');
    const damaged = [
      { ...record, body: { id: 5, name: 'web' } },
      { ...record, fetchedAt: 'yesterday' },
      { key: record.key, operation: record.operation },
      { ...record, etag: 7 },
    ];
    goOffline();
    for (const row of damaged) {
      await worker.db.records.put(row as unknown as typeof record);
      const answer = await worker.api.read('getProject', { projectId: 'p' });
      expect(answer).toMatchObject({ ok: false, failure: { kind: 'storage', quotaExceeded: false } });
    }
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', worker.fetch.fetch);
    const again = await worker.api.read('getProject', { projectId: 'p' });
    expect(again).toMatchObject({ ok: true, value: { body: { id: 'p', name: 'web' }, fromCache: false } });
    expect(await worker.db.records.get(record.key)).toMatchObject({
      body: { id: 'p', name: 'web' },
      etag: 'e1',
    });
  });
});
