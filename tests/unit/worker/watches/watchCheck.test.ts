/**
 * The watch check over a real (fake-indexeddb) database and the real read path: a watched
 * deployment's state changes are told once each, whoever checks; an old copy kept offline moves
 * nothing; a finished watch stays listed and is not read again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleApi } from '../../../../src/worker/api';
import { createWorkerContext } from '../../../../src/worker/context';
import { ConsoleDb } from '../../../../src/contract/db';
import { recordObservation } from '../../../../src/worker/watches/watchCheck';
import { WATCH_CONFIG_KEY } from '../../../../src/worker/watchesApi';
import { jsonResponse } from '../client/fakeFetch';
import { ENDPOINT, REGION, startWorker } from '../untrusted/untrustedHarness';

const ID = 'ocid1.devopsdeployment.oc1..watched';

function deploymentBody(lifecycleState: string, approvalStatus = 'ACCEPTED') {
  return {
    id: ID,
    displayName: 'release-7',
    lifecycleState,
    deploymentExecutionProgress: {
      deployStageExecutionProgress: {
        approval: { deployStageId: 'approval', deployStageType: 'MANUAL_APPROVAL', status: approvalStatus },
      },
    },
  };
}

const WATCH = {
  id: ID,
  kind: 'deployment' as const,
  region: REGION,
  displayName: 'release-7',
  path: '/devops-deployment/projects/p/pipelines/q/deployments/d',
  lastState: 'IN_PROGRESS' as const,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checking watches', () => {
  it('tells each change once: approval needed, then success, which finishes the watch', async () => {
    let body: unknown = deploymentBody('IN_PROGRESS', 'WAITING');
    const worker = await startWorker(() => jsonResponse(200, body));
    expect((await worker.api.addWatch(WATCH)).ok).toBe(true);

    const first = await worker.api.checkWatchesNow();
    expect(first).toEqual([
      {
        id: ID,
        kind: 'deployment',
        displayName: 'release-7',
        path: WATCH.path,
        state: 'NEEDS_APPROVAL',
        tag: `field-console-watch:${ID}:NEEDS_APPROVAL`,
      },
    ]);
    expect(await worker.api.checkWatchesNow()).toEqual([]);

    body = deploymentBody('SUCCEEDED', 'SUCCEEDED');
    expect((await worker.api.checkWatchesNow()).map((notice) => notice.state)).toEqual(['SUCCEEDED']);
    const requests = worker.fetch.requests.length;
    expect(await worker.api.checkWatchesNow()).toEqual([]);
    expect(worker.fetch.requests.length).toBe(requests);

    const listed = await worker.api.listWatches();
    expect(
      listed.ok && listed.value.map((watch) => [watch.lastState, watch.finishedAt !== undefined]),
    ).toEqual([['SUCCEEDED', true]]);
  });

  it('answers a nudge during a check with a check begun after it, which sees the change', async () => {
    let body: unknown = deploymentBody('IN_PROGRESS', 'ACCEPTED');
    let release: () => void = () => undefined;
    let hold = true;
    const worker = await startWorker(async () => {
      // The answer as it stood when asked; the first one arrives only once released.
      const answer = jsonResponse(200, body);
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return answer;
    });
    await worker.api.addWatch(WATCH);
    const before = worker.fetch.requests.length;
    const first = worker.api.checkWatchesNow();
    await vi.waitFor(() => {
      expect(worker.fetch.requests.length).toBe(before + 1);
    });
    // The page saw the deployment finish meanwhile, and nudges.
    body = deploymentBody('SUCCEEDED', 'SUCCEEDED');
    const nudged = worker.api.checkWatchesNow();
    release();
    expect(await first).toEqual([]);
    expect((await nudged).map((notice) => notice.state)).toEqual(['SUCCEEDED']);
  });

  it('tells one transition once when two tabs check at the same moment', async () => {
    const worker = await startWorker(() => jsonResponse(200, deploymentBody('FAILED', 'WAITING')));
    await worker.api.addWatch(WATCH);
    const config = { endpoint: ENDPOINT, region: REGION, mode: 'emulator' as const };
    // A second tab: its own worker and its own connection to the same database.
    const other = createConsoleApi(config, createWorkerContext(config, new ConsoleDb(worker.db.name)));
    await other.configure(config);
    const [mine, theirs] = await Promise.all([worker.api.checkWatchesNow(), other.checkWatchesNow()]);
    expect([...mine, ...theirs].map((notice) => notice.state)).toEqual(['FAILED']);
  });

  it('records a transition for only one of two racing checkers', async () => {
    const db = new ConsoleDb(`watch-race-${Math.random().toString(36).slice(2)}`);
    await db.watches.put({ ...WATCH, createdAt: 1 });
    const racers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => recordObservation(db, ID, 'CANCELED', 10 + index)),
    );
    expect(racers.filter((notice) => notice !== undefined)).toHaveLength(1);
  });

  it('moves nothing on a copy kept from an earlier visit while offline', async () => {
    const worker = await startWorker(() => jsonResponse(200, deploymentBody('IN_PROGRESS', 'WAITING')));
    await worker.api.read('getDeployment', { deploymentId: ID });
    await worker.api.addWatch(WATCH);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await worker.api.checkWatchesNow()).toEqual([]);
    expect((await worker.db.watches.get(ID))?.lastState).toBe('IN_PROGRESS');
  });

  it('forgets a removed watch and refuses one without an id', async () => {
    const worker = await startWorker(() => jsonResponse(200, deploymentBody('SUCCEEDED', 'SUCCEEDED')));
    await worker.api.addWatch(WATCH);
    await worker.api.removeWatch(ID);
    expect(await worker.api.checkWatchesNow()).toEqual([]);
    expect((await worker.api.addWatch({ ...WATCH, id: '' })).ok).toBe(false);
  });

  it('keeps the configuration the service worker checks with, following a later configure', async () => {
    const worker = await startWorker(() => jsonResponse(200, deploymentBody('IN_PROGRESS')));
    await worker.api.addWatch(WATCH);
    expect((await worker.db.meta.get(WATCH_CONFIG_KEY))?.value).toMatchObject({ endpoint: ENDPOINT });
    await worker.api.configure({
      endpoint: 'http://127.0.0.1:10',
      region: 'eu-frankfurt-1',
      mode: 'emulator',
    });
    await expect
      .poll(async () => (await worker.db.meta.get(WATCH_CONFIG_KEY))?.value)
      .toMatchObject({ endpoint: 'http://127.0.0.1:10', region: 'eu-frankfurt-1' });
  });

  it('keeps only a path of the console as the link to open', async () => {
    const worker = await startWorker(() => jsonResponse(200, deploymentBody('IN_PROGRESS')));
    await worker.api.addWatch({ ...WATCH, path: 'https://evil.example/phish' });
    expect((await worker.db.watches.get(ID))?.path).toBe('/');
  });
});
