/**
 * A region is data from the region table, never a host: an id from an address, a setting or a
 * caller that the table does not know is refused before any request is built, signed or sent,
 * and nothing comes back to be stored.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient, toFailure } from '../../../../src/worker/client';
import { createWorkerContext } from '../../../../src/worker/context';
import { createSearchApi } from '../../../../src/worker/searchApi';
import { ConsoleDb } from '../../../../src/contract/db';
import { fakeFetch, jsonResponse } from '../client/fakeFetch';

const HOSTILE = ['x.attacker.example', 'us-ashburn-1.evil.com', 'us-ashburn-1/../../evil', 'mars-olympus-1'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('region ids', () => {
  it.each(HOSTILE)('refuses %s before any fetch, direct and through an endpoint', async (region) => {
    for (const endpoint of [undefined, 'http://emu.test']) {
      const { fetch, requests } = fakeFetch();
      const client = createClient({ region, fetch, ...(endpoint === undefined ? {} : { endpoint }) });
      const error = await client
        .call(operation('searchResources'), { searchDetails: { type: 'FreeText', text: 'x' } })
        .catch((e: unknown) => e);
      expect(toFailure(error)).toMatchObject({ kind: 'validation', parameter: 'region' });
      expect(requests).toHaveLength(0);
    }
  });

  it('takes a custom host suffix only when it was given as a start option', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createClient({ region: 'r1.example.com', hostSuffix: 'r1.example.com', fetch });
    await client.call(operation('getProject'), { projectId: 'p' });
    expect(requests[0]?.url).toBe('https://devops.r1.example.com/20210630/projects/p');
    const other = createClient({ region: 'x.attacker.example', hostSuffix: 'r1.example.com', fetch });
    expect(() => other.prepare(operation('getProject'), { projectId: 'p' })).toThrow(/not an OCI region/);
    expect(requests).toHaveLength(1);
  });

  it('a search of a hostile region sends nothing and stores nothing', async () => {
    const { fetch, requests } = fakeFetch(() =>
      jsonResponse(
        200,
        {
          items: [
            {
              resourceType: 'Instance',
              identifier: 'ocid1.instance.oc1.iad.planted',
              compartmentId: 'ocid1.compartment.oc1..c',
              displayName: 'planted',
            },
          ],
        },
        { 'opc-request-id': 'r' },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const db = new ConsoleDb(`region-hosts-${Math.random()}`);
    const context = createWorkerContext({ region: 'us-ashburn-1', endpoint: 'http://emu.test', mode: 'relay' }, db);
    const api = createSearchApi(context, { progressIntervalMs: 5, saveDelayMs: 60_000 });
    const result = await api.searchRemote({ text: 'x', regions: ['x.attacker.example'] }, () => undefined);
    expect(requests).toHaveLength(0);
    expect(await db.resources.count()).toBe(0);
    expect(result.ok).toBe(false);
    db.close();
  });
});
