/**
 * A run followed through the worker's API, as the page and the watch loop follow it: a flow's
 * subscription (followRun) and a watch on the same deployment share its one loop, so it is read
 * once per flow interval; the home page's renewal takes the loop's young answer; a kept copy
 * reaches the flow as its failure; a read that is not a run's is refused. The worker's timers are
 * faked (only setTimeout: the storage and the call layer run as they do).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowedRunAnswer } from '../../../../src/worker/api';
import { jsonResponse } from '../client/fakeFetch';
import { REGION, startWorker } from '../untrusted/untrustedHarness';

const ID = 'ocid1.devopsdeployment.oc1..followed';
const PARAMS = { deploymentId: ID };
const FLOW_MS = 3_000;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the worker's promises, storage and fake fetch run (setImmediate is not faked). */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function bodyOf(answer: FollowedRunAnswer | undefined): unknown {
  return answer?.reply.ok === true ? answer.reply.value.body : answer?.reply;
}

describe('following a deployment through the worker', () => {
  it('reads it once per flow interval for a flow and a watch, and the home page takes its answer', async () => {
    // The worker's global scope, as the watch loop listens on it: its interval is ticked by hand.
    const ticks: (() => void)[] = [];
    vi.stubGlobal('self', {
      addEventListener: () => undefined,
      setInterval: (handler: () => void) => ticks.push(handler),
    });
    let state = 'IN_PROGRESS';
    const worker = await startWorker((request) =>
      request.url.includes(ID)
        ? jsonResponse(200, { id: ID, displayName: 'release-7', lifecycleState: state })
        : jsonResponse(200, { items: [] }),
    );
    const deploymentReads = () => worker.fetch.requests.filter((request) => request.url.includes(ID)).length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const flow: FollowedRunAnswer[] = [];
    const followed = await worker.api.followRun('getDeployment', PARAMS, REGION, FLOW_MS, (answer) =>
      flow.push(answer),
    );
    await settle();
    expect(followed.ok).toBe(true);
    expect(deploymentReads()).toBe(1);
    expect(bodyOf(flow[0])).toMatchObject({ lifecycleState: 'IN_PROGRESS' });

    await worker.api.addWatch({
      id: ID,
      kind: 'deployment',
      region: REGION,
      displayName: 'release-7',
      path: '/x',
      lastState: 'IN_PROGRESS',
    });
    const told: unknown[] = [];
    await worker.api.startWatchLoop((notices) => told.push(...notices));
    ticks.forEach((tick) => {
      tick();
    });
    await settle();
    // The watch joined the loop: it took the young answer, nothing more was read.
    expect(deploymentReads()).toBe(1);
    await vi.waitFor(async () => {
      expect((await worker.db.watches.get(ID))?.checkedAt).toBeDefined();
    });

    // The kept answer makes it an unfinished deployment, which the renewal takes from the loop.
    await worker.api.refreshAttention(REGION);
    expect(deploymentReads()).toBe(1);

    for (let round = 1; round <= 4; round += 1) {
      await vi.advanceTimersByTimeAsync(FLOW_MS);
      await settle();
      expect(deploymentReads()).toBe(1 + round);
      expect(flow).toHaveLength(1 + round);
    }

    // The watch decides from the loop's answers: the end is told once, and the loop stops.
    state = 'SUCCEEDED';
    await vi.advanceTimersByTimeAsync(FLOW_MS);
    await settle();
    expect(deploymentReads()).toBe(6);
    await vi.waitFor(() => {
      expect(told).toMatchObject([{ id: ID, state: 'SUCCEEDED' }]);
    });
    await vi.advanceTimersByTimeAsync(FLOW_MS * 20);
    await settle();
    expect(deploymentReads()).toBe(6);
  });

  it('gives the flow a kept copy as its failure, never as news', async () => {
    const worker = await startWorker(() => jsonResponse(200, { id: ID, lifecycleState: 'IN_PROGRESS' }));
    await worker.api.checkRunNow('getDeployment', PARAMS, REGION);
    // The network fails while the device says it is online: the read answers the kept copy.
    // (The call layer's own retries of it are waited through on the fake clock.)
    worker.respond = () => Promise.reject(new TypeError('Failed to fetch'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flow: FollowedRunAnswer[] = [];
    await worker.api.followRun('getDeployment', PARAMS, REGION, FLOW_MS, (answer) => flow.push(answer));
    while (flow.length === 0) {
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
    }
    const reply = flow[0]?.reply;
    expect(reply === undefined || reply.ok ? 'answer' : reply.failure.kind).toBe('network');
  });

  it('refuses to follow what is not the read of a run', async () => {
    const worker = await startWorker(() => jsonResponse(200, {}));
    const answer = await worker.api.followRun('listDeployments', { projectId: 'p' }, REGION, FLOW_MS, () => {
      throw new Error('no answer expected');
    });
    expect(answer.ok ? 'answer' : answer.failure.kind).toBe('validation');
    expect(worker.fetch.requests).toHaveLength(0);
  });
});
