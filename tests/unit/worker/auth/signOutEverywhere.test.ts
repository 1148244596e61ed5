/**
 * Sign-out reaches every tab: once one tab signs out, another tab's worker (its own connection
 * to the same database) sends nothing more, signed or not, writes nothing back, and forgets its
 * index; the signing tab's runtime caches go and the app shell's precache stays.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { toFailure } from '../../../../src/worker/client';
import { createWorkerContext } from '../../../../src/worker/context';
import { signOutEverywhere } from '../../../../src/worker/auth/signOutEverywhere';
import { ConsoleDb } from '../../../../src/contract/db';
import { onSignedOutElsewhere } from '../../../../src/contract/sessionChannel';
import { fakeFetch, jsonResponse } from '../client/fakeFetch';
import { matching } from '../../matchers';

const CONFIG = { region: 'us-ashburn-1', endpoint: 'http://emu.test', mode: 'emulator' as const };
let names = 0;
const opened: ConsoleDb[] = [];

function tab(name: string) {
  const db = new ConsoleDb(name);
  opened.push(db);
  return createWorkerContext(CONFIG, db);
}

const resource = (id: string) => ({
  identifier: id,
  resourceType: 'Instance',
  typeKey: 'instance',
  compartmentId: 'ocid1.compartment.oc1..c',
  displayName: id,
  region: 'us-ashburn-1',
  link: null,
  fetchedAt: 1,
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) db.close();
});

describe('signOutEverywhere', () => {
  it("stops another tab's worker: no request leaves it and nothing is written back", async () => {
    const name = `sign-out-${++names}`;
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, { id: 'p' }, { 'opc-request-id': 'r' }));
    vi.stubGlobal('fetch', fetch);
    const a = tab(name);
    const b = tab(name);
    await b.db.resources.put(resource('ocid1.instance.oc1.iad.before'));
    await b.send(operation('getProject'), { projectId: 'p' });
    expect(requests).toHaveLength(1);
    let forgot = 0;
    b.onSessionEnded(() => forgot++);

    await signOutEverywhere(a);

    expect(b.signedOut()).toBe(true);
    expect(forgot).toBe(1);
    const refused = await b.send(operation('getProject'), { projectId: 'p' }).catch((e: unknown) => e);
    expect(toFailure(refused)).toMatchObject({ kind: 'validation', message: matching(/Signed out/) });
    const direct = await b
      .client()
      .call(operation('getProject'), { projectId: 'p' })
      .catch((e: unknown) => e);
    expect(toFailure(direct)).toMatchObject({ kind: 'validation' });
    expect(requests).toHaveLength(1);
    await expect(b.db.resources.put(resource('ocid1.instance.oc1.iad.after'))).rejects.toThrow();

    const fresh = new ConsoleDb(name);
    opened.push(fresh);
    expect(await fresh.resources.count()).toBe(0);
  });

  it('tells the other tabs by message and keeps the precache', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () =>
        Promise.resolve(['workbox-precache-v2-http://127.0.0.1/', 'locales-versioned', 'runtime-config']),
      delete: (cache: string) => {
        deleted.push(cache);
        return Promise.resolve(true);
      },
    });
    const heard = new Promise<void>((done) => {
      const stop = onSignedOutElsewhere(() => {
        stop();
        done();
      });
    });
    const a = tab(`sign-out-${++names}`);
    await signOutEverywhere(a);
    await heard;
    expect(a.signedOut()).toBe(true);
    expect(deleted.sort()).toEqual(['locales-versioned', 'runtime-config']);
  });
});
