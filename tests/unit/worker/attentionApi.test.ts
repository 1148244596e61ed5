/**
 * The home page's attention as the worker sends it: one subscription that answers now and again
 * after each write to the tables it reads, silent once stopped; and a renewal that is one request
 * from the page, run once per region however often it is asked meanwhile, and one at a time, which
 * keeps a region's alarms refused as not offered until the service answers them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleDb } from '../../../src/contract/db';
import { fail, ok, type ConsoleFailure, type Result } from '../../../src/contract/failure';
import { readAttention } from '../../../src/worker/attention/readAttention';
import { createAttentionApi, type Attention } from '../../../src/worker/attentionApi';
import { makeStoredResource } from './builders';

const REGION = 'us-ashburn-1';
let opened: ConsoleDb | undefined;

afterEach(async () => {
  await opened?.delete();
  opened = undefined;
});

async function database(): Promise<ConsoleDb> {
  opened = new ConsoleDb(`attention-api-${Math.random()}`);
  await opened.open();
  return opened;
}

/** The answers a subscription gets, each awaited in turn. */
function answers() {
  const queue: (Attention | null)[] = [];
  let waiting: ((answer: Attention | null) => void) | undefined;
  return {
    notify(answer: Attention | null): void {
      if (waiting === undefined) queue.push(answer);
      else {
        waiting(answer);
        waiting = undefined;
      }
    },
    next(): Promise<Attention | null> {
      const first = queue.shift();
      if (first !== undefined) return Promise.resolve(first);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    get queued() {
      return queue.length;
    },
  };
}

const noSources = { search: () => Promise.resolve(), read: () => Promise.resolve(undefined) };

describe('the attention subscription', () => {
  it('answers now, again after the worker keeps a read that needs the user, and not once stopped', async () => {
    const db = await database();
    const api = createAttentionApi({ db, signedOut: () => false, isOnline: () => true }, noSources);
    const got = answers();
    const id = await api.watchAttention((answer) => {
      got.notify(answer);
    });

    expect((await got.next())?.runs).toEqual([]);

    await db.records.put({
      key: 'runs',
      operation: 'listBuildRuns',
      region: REGION,
      body: { items: [{ id: 'b1', lifecycleState: 'FAILED' }] },
      fetchedAt: 7,
    });
    expect((await got.next())?.runs.map((run) => [run.id, run.reason])).toEqual([['b1', 'failed']]);

    await api.stopWatchingAttention(id);
    await db.resources.put(makeStoredResource({ identifier: 'ocid1.volume.f', lifecycleState: 'FAULTY' }));
    // A read after the write: had the subscription lived, its answer would be queued by now.
    const after = createAttentionApi({ db, signedOut: () => false, isOnline: () => true }, noSources);
    const check = answers();
    const other = await after.watchAttention((answer) => {
      check.notify(answer);
    });
    expect((await check.next())?.failing.total).toBe(1);
    await after.stopWatchingAttention(other);
    expect(got.queued).toBe(0);
  });
});

describe('a renewal', () => {
  it('runs once per region while asked again, searching and reading in the worker', async () => {
    const db = await database();
    await db.resources.put(
      makeStoredResource({
        identifier: 'ocid1.devopsproject.p',
        resourceType: 'DevopsProject',
        typeKey: 'devopsproject',
        region: REGION,
        compartmentId: 'c1',
      }),
    );
    const searches: string[] = [];
    const reads: string[] = [];
    let finishSearch: (() => void) | undefined;
    const api = createAttentionApi(
      { db, signedOut: () => false, isOnline: () => true },
      {
        search: (text) => {
          searches.push(text);
          return searches.length === 1
            ? new Promise<void>((resolve) => {
                finishSearch = resolve;
              })
            : Promise.resolve();
        },
        read: (operation) => {
          reads.push(operation);
          return Promise.resolve(undefined);
        },
      },
    );

    const first = api.refreshAttention(REGION);
    const second = api.refreshAttention(REGION);
    finishSearch?.();
    await Promise.all([first, second]);

    expect(searches).toHaveLength(2);
    expect(reads.sort()).toEqual(['listBuildRuns', 'listDeployments', 'listWorkRequests']);
  });

  it('runs a renewal that learnt the tenancy after the one under way, never beside it', async () => {
    const db = await database();
    await db.resources.put(
      makeStoredResource({
        identifier: 'ocid1.devopsproject.p',
        resourceType: 'DevopsProject',
        typeKey: 'devopsproject',
        region: REGION,
        compartmentId: 'c1',
      }),
    );
    // The home's searches replace one another: one started beside another cancels it.
    let searching = 0;
    let most = 0;
    const reads: string[] = [];
    let release: (() => void) | undefined;
    const api = createAttentionApi(
      { db, signedOut: () => false, isOnline: () => true },
      {
        search: async () => {
          searching += 1;
          most = Math.max(most, searching);
          if (release === undefined)
            await new Promise<void>((resolve) => {
              release = resolve;
            });
          searching -= 1;
        },
        read: (operation) => {
          reads.push(operation);
          return Promise.resolve(undefined);
        },
      },
    );

    const before = api.refreshAttention(REGION);
    const known = api.refreshAttention(REGION, 'ocid1.tenancy.oc1..t');
    const again = api.refreshAttention(REGION, 'ocid1.tenancy.oc1..t');
    await expect.poll(() => release).toBeDefined();
    release?.();
    await Promise.all([before, known, again]);

    expect(most).toBe(1);
    // Two renewals, each with its reads of the project; the alarms read by the one that knew the tenancy.
    expect(reads.filter((operation) => operation === 'listDeployments')).toHaveLength(2);
    expect(reads.filter((operation) => operation === 'listAlarmsStatus')).toHaveLength(1);
  });

  it('tries nothing offline', async () => {
    const db = await database();
    const searches: string[] = [];
    const api = createAttentionApi(
      { db, signedOut: () => false, isOnline: () => false },
      {
        search: (text) => {
          searches.push(text);
          return Promise.resolve();
        },
        read: () => Promise.resolve(undefined),
      },
    );
    await api.refreshAttention(REGION);
    expect(searches).toEqual([]);
  });
});

describe('alarms not offered', () => {
  const TENANCY = 'ocid1.tenancy.oc1..t';
  const refusal = (status: number, code: string): ConsoleFailure => ({
    kind: 'http',
    status,
    code,
    message: 'Authorization failed or requested resource not found.',
    opcRequestId: 'req',
  });

  it('keeps a 404 or 401 of the alarms for the page, clears it on an answer, not on a kept copy', async () => {
    const db = await database();
    let answer: () => Result<{ readonly body: unknown; readonly fromCache: boolean }> = () =>
      fail(refusal(404, 'NotAuthorizedOrNotFound'));
    const api = createAttentionApi(
      { db, signedOut: () => false, isOnline: () => true },
      {
        search: () => Promise.resolve(),
        read: (operation) => Promise.resolve(operation === 'listAlarmsStatus' ? answer() : undefined),
      },
    );
    const refused = async () => (await readAttention(db)).alarmsRefused;

    await api.refreshAttention(REGION, TENANCY);
    expect(await refused()).toEqual([{ region: REGION, failure: refusal(404, 'NotAuthorizedOrNotFound') }]);
    answer = () => fail(refusal(401, 'NotAuthenticated'));
    await api.refreshAttention(REGION, TENANCY);
    expect(await refused()).toEqual([{ region: REGION, failure: refusal(401, 'NotAuthenticated') }]);
    // A failure that passes leaves it as it was, and so does a copy kept from before.
    answer = () => fail(refusal(500, 'InternalServerError'));
    await api.refreshAttention(REGION, TENANCY);
    answer = () => ok({ body: [], fromCache: true });
    await api.refreshAttention(REGION, TENANCY);
    expect(await refused()).toHaveLength(1);
    // The service answers: the sentence goes.
    answer = () => ok({ body: [], fromCache: false });
    await api.refreshAttention(REGION, TENANCY);
    expect(await refused()).toEqual([]);
  });
});
