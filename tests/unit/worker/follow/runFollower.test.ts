/**
 * One reader per run: asks while a read is under way join it, an answer young enough is given
 * again, a kept copy or a failure is not; and through the worker's API, the flow's poll, the
 * watch loop's round and the home page's renewal read a deployment once between them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type Result } from '../../../../src/contract/failure';
import type { ReadAnswer } from '../../../../src/worker/coreApi';
import { createRunFollower } from '../../../../src/worker/follow/runFollower';
import { jsonResponse } from '../client/fakeFetch';
import { REGION, startWorker } from '../untrusted/untrustedHarness';

const ID = 'ocid1.devopsdeployment.oc1..followed';
const PARAMS = { deploymentId: ID };

function fresh(body: unknown, fromCache = false): Result<ReadAnswer> {
  return ok({ body, fetchedAt: 1, fromCache });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reader of a run', () => {
  it('joins a read under way and gives an answer again while it is young enough', async () => {
    let clock = 1_000;
    const reads: string[] = [];
    let release: () => void = () => undefined;
    const follow = createRunFollower(
      async (operation) => {
        reads.push(operation);
        await new Promise<void>((resolve) => (release = resolve));
        return fresh({ id: ID, lifecycleState: 'IN_PROGRESS' });
      },
      () => clock,
    );

    const first = follow('getDeployment', PARAMS, REGION, 0);
    const joined = follow('getDeployment', PARAMS, REGION, 0);
    release();
    expect(await joined).toEqual(await first);
    expect(reads).toHaveLength(1);

    clock += 10_000;
    await follow('getDeployment', PARAMS, REGION, 15_000);
    expect(reads).toHaveLength(1);

    const again = follow('getDeployment', PARAMS, REGION, 5_000);
    release();
    await again;
    expect(reads).toHaveLength(2);
  });

  it('never gives a kept copy or a failure to a later asker', async () => {
    const reads: number[] = [];
    const follow = createRunFollower((): Promise<Result<ReadAnswer>> => {
      reads.push(reads.length);
      return Promise.resolve(reads.length === 1 ? fresh({}, true) : fresh({ id: ID }));
    });
    expect((await follow('getDeployment', PARAMS, REGION, 60_000)).ok).toBe(true);
    await follow('getDeployment', PARAMS, REGION, 60_000);
    expect(reads).toHaveLength(2);
  });
});

describe('following a deployment through the worker', () => {
  it('reads it once for the flow’s poll, the home page’s renewal and the watch loop’s round', async () => {
    // The worker's global scope, as the watch loop listens on it: its interval is ticked by hand.
    const ticks: (() => void)[] = [];
    vi.stubGlobal('self', {
      addEventListener: () => undefined,
      setInterval: (handler: () => void) => ticks.push(handler),
    });
    const worker = await startWorker((request) =>
      request.url.includes(ID)
        ? jsonResponse(200, { id: ID, displayName: 'release-7', lifecycleState: 'IN_PROGRESS' })
        : jsonResponse(200, { items: [] }),
    );
    const deploymentReads = () => worker.fetch.requests.filter((request) => request.url.includes(ID)).length;

    const polled = await worker.api.followRun('getDeployment', PARAMS, REGION);
    expect(polled.ok && (polled.value.body as { lifecycleState: string }).lifecycleState).toBe('IN_PROGRESS');
    expect(deploymentReads()).toBe(1);

    // The kept answer makes it an unfinished deployment, which the renewal reads on its own.
    await worker.api.refreshAttention(REGION);
    expect(deploymentReads()).toBe(1);

    await worker.api.addWatch({
      id: ID,
      kind: 'deployment',
      region: REGION,
      displayName: 'release-7',
      path: '/x',
      lastState: 'IN_PROGRESS',
    });
    // The loop's first round runs as it starts; the next, at the interval.
    const told: unknown[] = [];
    await worker.api.startWatchLoop((notices) => told.push(...notices));
    ticks.forEach((tick) => {
      tick();
    });
    await vi.waitFor(async () => {
      expect((await worker.db.watches.get(ID))?.checkedAt).toBeDefined();
    });
    expect(deploymentReads()).toBe(1);
    expect(told).toEqual([]);

    // The flow's next poll asks for news: the run is read again.
    await worker.api.followRun('getDeployment', PARAMS, REGION);
    expect(deploymentReads()).toBe(2);
  });

  it('gives the flow a kept copy as its failure, never as news', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: ID, lifecycleState: 'IN_PROGRESS' }));
    expect((await worker.api.followRun('getDeployment', PARAMS, REGION)).ok).toBe(true);
    vi.stubGlobal('navigator', { onLine: false });
    const offline = await worker.api.followRun('getDeployment', PARAMS, REGION);
    expect(offline.ok ? 'answer' : offline.failure.kind).toBe('network');
  });

  it('refuses to follow what is not the read of a run', async () => {
    const worker = await startWorker(() => jsonResponse(200, {}));
    const answer = await worker.api.followRun('listDeployments', { projectId: 'p' }, REGION);
    expect(answer.ok ? 'answer' : answer.failure.kind).toBe('validation');
    expect(worker.fetch.requests).toHaveLength(0);
  });
});
