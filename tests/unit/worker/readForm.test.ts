/**
 * A read that asks for the public form (the log search's log lines) gets it from a worker that
 * sends the specified forms (the emulator's), and is kept apart from the specified read.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, jsonResponse } from './client/fakeFetch';
import { startWorker } from './untrusted/untrustedHarness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PARAMS = {
  compartmentId: 'ocid1.compartment.oc1..c',
  limit: 50,
  searchLogsDetails: { searchQuery: 'search "ocid1.compartment.oc1..c"', isIncludeSubcompartments: true },
};

describe('a read asking for the public form', () => {
  it('sends the public call, and keeps its answer apart from the specified one', async () => {
    const worker = await startWorker((request) =>
      request.method === 'POST'
        ? jsonResponse(200, { summary: { resultCount: 0 }, results: [] })
        : jsonResponse(200, [{ id: 'ocid1.log.oc1..l' }]),
    );
    expect(await worker.api.read('searchLogs', PARAMS, undefined, 'public')).toMatchObject({
      ok: true,
      value: { body: { results: [] }, fromCache: false },
    });
    expect(await worker.api.read('searchLogs', PARAMS)).toMatchObject({
      ok: true,
      value: { body: [{ id: 'ocid1.log.oc1..l' }] },
    });
    const sent = worker.fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(sent[0]).toMatch(/^POST \/logging\/[a-z0-9-]+\/20190909\/search$/);
    expect(sent[1]).toMatch(/^GET \/logging\/[a-z0-9-]+\/20200531\/searchLogs$/);
    expect(JSON.parse(jsonBody(worker.fetch.requests[0]?.body))).toEqual(PARAMS.searchLogsDetails);

    // Offline, each form answers its own kept copy.
    vi.stubGlobal('navigator', { onLine: false });
    expect(await worker.api.read('searchLogs', PARAMS, undefined, 'public')).toMatchObject({
      ok: true,
      value: { body: { results: [] }, fromCache: true },
    });
    expect(await worker.api.read('searchLogs', PARAMS)).toMatchObject({
      ok: true,
      value: { body: [{ id: 'ocid1.log.oc1..l' }], fromCache: true },
    });
  });
});
