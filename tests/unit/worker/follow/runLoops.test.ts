/**
 * One loop per followed run, as a pure scheduler: a fake clock and timers, a scripted read, the
 * network's state by hand. A flow (3 s) and a watch (30 s) following the same deployment get it
 * read once per 3 s between them; when the flow leaves the watch's 30 s rhythm takes over; the
 * loop ends at a final state and with its last follower; failures wait as the failure policy says
 * and offline the loop waits for the network.
 */
import { describe, expect, it } from 'vitest';
import { fail, ok, type ConsoleFailure, type Result } from '../../../../src/contract/failure';
import type { ReadAnswer } from '../../../../src/worker/coreApi';
import { createRunLoops, type LoopAnswer } from '../../../../src/worker/follow/runLoops';

const RUN = { operation: 'getDeployment', params: { deploymentId: 'd1' }, region: 'us-ashburn-1' };
const FLOW_MS = 3_000;
const WATCH_MS = 30_000;

function body(lifecycleState: string): Result<ReadAnswer> {
  return ok({ body: { id: 'd1', lifecycleState }, fetchedAt: 0, fromCache: false });
}

/** A fake clock with timers, a read that answers from a script (the last step repeats), and the network. */
function harness(script: (Result<ReadAnswer> | ConsoleFailure)[]) {
  let now = 0;
  let online = true;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let lastTimer = 0;
  const reads: number[] = [];
  const onlineListeners: (() => void)[] = [];
  const loops = createRunLoops({
    read: () => {
      reads.push(now);
      const step = script[Math.min(reads.length - 1, script.length - 1)];
      if (step === undefined) throw new Error('no script');
      return Promise.resolve('ok' in step ? step : fail<ReadAnswer>(step));
    },
    now: () => now,
    setTimer: (callback, ms) => {
      lastTimer += 1;
      timers.set(lastTimer, { at: now + ms, callback });
      return lastTimer;
    },
    clearTimer: (handle) => {
      timers.delete(handle as number);
    },
    isOnline: () => online,
    onOnline: (listener) => onlineListeners.push(listener),
    // The top of each backoff's range: the longest wait the policy allows.
    random: () => 0.999_999,
  });
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };
  /** Runs the clock forward, firing each timer when it is due. */
  const advance = async (ms: number): Promise<void> => {
    const end = now + ms;
    await settle();
    for (;;) {
      const due = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined || due[1].at > end) break;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].callback();
      await settle();
    }
    now = end;
  };
  const follower = (intervalMs: number) => {
    const answers: LoopAnswer[] = [];
    return { answers, spec: { intervalMs, onAnswer: (answer: LoopAnswer) => answers.push(answer) } };
  };
  return {
    loops,
    reads,
    advance,
    settle,
    follower,
    timers,
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
      onlineListeners.forEach((listener) => {
        listener();
      });
    },
    /** The network back with no `online` event (as Chromium's emulated offline does to a worker). */
    goOnlineQuietly: () => {
      online = true;
    },
  };
}

describe('the loop of a followed run', () => {
  it('reads once per flow interval for a flow and a watch following the same run, and both get each answer', async () => {
    const h = harness([body('IN_PROGRESS')]);
    const watch = h.follower(WATCH_MS);
    const flow = h.follower(FLOW_MS);
    h.loops.follow(RUN, watch.spec);
    await h.settle();
    h.loops.follow(RUN, flow.spec);
    await h.advance(FLOW_MS * 10);
    // The first read as the watch came, then one each 3 s: 11 reads in 30 s, not 11 + 2.
    expect(h.reads).toEqual([0, 3_000, 6_000, 9_000, 12_000, 15_000, 18_000, 21_000, 24_000, 27_000, 30_000]);
    // The flow came a moment after the first read: it got it at once (young enough), then each.
    expect(flow.answers).toHaveLength(11);
    expect(watch.answers).toHaveLength(11);
    expect(h.loops.followedKeys()).toHaveLength(1);
  });

  it('goes back to the watch’s rhythm when the flow leaves', async () => {
    const h = harness([body('IN_PROGRESS')]);
    const watch = h.follower(WATCH_MS);
    const flow = h.follower(FLOW_MS);
    h.loops.follow(RUN, watch.spec);
    const flowing = h.loops.follow(RUN, flow.spec);
    await h.advance(6_000);
    expect(h.reads).toEqual([0, 3_000, 6_000]);
    flowing.stop();
    await h.advance(60_000);
    expect(h.reads).toEqual([0, 3_000, 6_000, 36_000, 66_000]);
    expect(flowing.active()).toBe(false);
    expect(flow.answers).toHaveLength(3);
    expect(watch.answers).toHaveLength(5);
  });

  it('brings the next read forward when a faster follower comes', async () => {
    const h = harness([body('IN_PROGRESS')]);
    h.loops.follow(RUN, h.follower(WATCH_MS).spec);
    await h.advance(20_000);
    expect(h.reads).toEqual([0]);
    const flow = h.follower(FLOW_MS);
    h.loops.follow(RUN, flow.spec);
    await h.advance(0);
    // The last answer is 20 s old: older than the flow's rhythm, so the run is read now.
    expect(h.reads).toEqual([0, 20_000]);
    expect(flow.answers).toHaveLength(1);
  });

  it('ends at a final state', async () => {
    const h = harness([body('IN_PROGRESS'), body('SUCCEEDED'), body('SUCCEEDED')]);
    const flow = h.follower(FLOW_MS);
    const following = h.loops.follow(RUN, flow.spec);
    await h.advance(FLOW_MS * 5);
    expect(h.reads).toEqual([0, 3_000]);
    expect(flow.answers.map(({ result }) => result.ok && result.value.body)).toEqual([
      { id: 'd1', lifecycleState: 'IN_PROGRESS' },
      { id: 'd1', lifecycleState: 'SUCCEEDED' },
    ]);
    expect(following.active()).toBe(false);
    expect(h.loops.followedKeys()).toEqual([]);
    expect(h.timers.size).toBe(0);
  });

  it('ends when the last follower leaves', async () => {
    const h = harness([body('IN_PROGRESS')]);
    const watching = h.loops.follow(RUN, h.follower(WATCH_MS).spec);
    const flowing = h.loops.follow(RUN, h.follower(FLOW_MS).spec);
    await h.advance(FLOW_MS);
    flowing.stop();
    watching.stop();
    await h.advance(WATCH_MS * 4);
    expect(h.reads).toEqual([0, 3_000]);
    expect(h.loops.followedKeys()).toEqual([]);
    expect(h.timers.size).toBe(0);
  });

  it('backs off failures that may pass as the failure policy says, never sooner than the rhythm', async () => {
    const down: ConsoleFailure = { kind: 'network', message: 'Failed to fetch' };
    const h = harness([body('IN_PROGRESS'), down, down, down, down, down, body('IN_PROGRESS')]);
    const flow = h.follower(FLOW_MS);
    h.loops.follow(RUN, flow.spec);
    await h.advance(120_000);
    // After the n-th failure in a row, backoffDelay at the top of its range, below
    // min(30 s, 1 s × 2^n), but never sooner than the 3 s rhythm; the answer after puts it back.
    const gaps = h.reads.slice(1).map((at, index) => at - (h.reads[index] ?? 0));
    expect(gaps.slice(0, 7)).toEqual([3_000, 3_000, 3_999, 7_999, 15_999, 29_999, 3_000]);
    expect(flow.answers.filter(({ result }) => !result.ok)).toHaveLength(5);
  });

  it('waits at least as long as a Retry-After asks', async () => {
    const throttled: ConsoleFailure = {
      kind: 'http',
      status: 429,
      code: 'TooManyRequests',
      message: 'Slow down',
      opcRequestId: 'r',
      retryAfterMs: 20_000,
    };
    const h = harness([throttled, body('IN_PROGRESS')]);
    h.loops.follow(RUN, h.follower(FLOW_MS).spec);
    await h.advance(25_000);
    expect(h.reads.slice(0, 2)).toEqual([0, 20_000]);
  });

  it('ends on a failure only the user can fix', async () => {
    const notFound: ConsoleFailure = {
      kind: 'http',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Not found',
      opcRequestId: 'r',
    };
    const h = harness([notFound]);
    const flow = h.follower(FLOW_MS);
    const following = h.loops.follow(RUN, flow.spec);
    await h.advance(60_000);
    expect(h.reads).toEqual([0]);
    expect(flow.answers).toHaveLength(1);
    expect(following.active()).toBe(false);
  });

  it('reads nothing offline and reads at once when the network returns', async () => {
    const h = harness([body('IN_PROGRESS')]);
    const flow = h.follower(FLOW_MS);
    h.loops.follow(RUN, flow.spec);
    await h.advance(1_000);
    h.goOffline();
    await h.advance(60_000);
    expect(h.reads).toEqual([0]);
    expect(h.timers.size).toBe(0);
    h.goOnline();
    await h.advance(0);
    expect(h.reads).toEqual([0, 61_000]);
    await h.advance(FLOW_MS);
    expect(h.reads).toEqual([0, 61_000, 64_000]);
  });

  it('reads when woken once the network is back, even with no online event', async () => {
    const h = harness([body('IN_PROGRESS')]);
    h.loops.follow(RUN, h.follower(WATCH_MS).spec);
    await h.advance(1_000);
    h.goOffline();
    await h.advance(WATCH_MS);
    h.loops.wake();
    await h.advance(0);
    expect(h.reads).toEqual([0]);
    h.goOnlineQuietly();
    await h.advance(WATCH_MS);
    expect(h.reads).toEqual([0]);
    h.loops.wake();
    await h.advance(0);
    expect(h.reads).toEqual([0, 61_000]);
  });

  it('goes on at its rhythm after a read asked for while it waited for the network', async () => {
    const h = harness([body('IN_PROGRESS')]);
    h.loops.follow(RUN, h.follower(FLOW_MS).spec);
    await h.advance(1_000);
    h.goOffline();
    await h.advance(10_000);
    h.goOnlineQuietly();
    // "Check now", or the page's own online event relayed by its flow.
    await h.loops.read(RUN, 0);
    await h.advance(FLOW_MS * 2);
    expect(h.reads).toEqual([0, 11_000, 14_000, 17_000]);
  });

  it('gives a one-shot reader a young answer, joins a read under way, and reads otherwise', async () => {
    const h = harness([body('IN_PROGRESS')]);
    h.loops.follow(RUN, h.follower(WATCH_MS).spec);
    await h.advance(5_000);
    await h.loops.read(RUN, 15_000);
    expect(h.reads).toEqual([0]);
    const now = h.loops.read(RUN, 0);
    const joined = h.loops.read(RUN, 0);
    expect(await joined).toEqual(await now);
    expect(h.reads).toEqual([0, 5_000]);
    // That read was the loop's: the next is 30 s after it.
    await h.advance(WATCH_MS);
    expect(h.reads).toEqual([0, 5_000, 35_000]);
  });
});
