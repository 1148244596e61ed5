/**
 * A flow's feed of its run, with the worker faked at its edge: the first read follows the run;
 * an answer that came between two reads is given at the next one; once a change the flow sent
 * has landed, an answer of a read begun before it is not given; stop leaves the run.
 */
import { describe, expect, it, vi } from 'vitest';

type OnAnswer = (answer: { reply: unknown; startedAt: number }) => void;

const fake = vi.hoisted(() => ({
  follows: [] as { operation: string; intervalMs: number; onAnswer: OnAnswer }[],
  unfollowed: [] as number[],
}));

vi.mock('../../../../src/app/consoleApi', () => ({
  consoleApi: () => ({
    followRun: (
      operation: string,
      _params: unknown,
      _region: string,
      intervalMs: number,
      onAnswer: OnAnswer,
    ) => {
      fake.follows.push({ operation, intervalMs, onAnswer });
      return Promise.resolve({ ok: true, value: fake.follows.length });
    },
    unfollowRun: (id: number) => {
      fake.unfollowed.push(id);
      return Promise.resolve();
    },
  }),
}));

const { createRunFeed } = await import('../../../../src/app/flows/runFeed');

const reply = (state: string) => ({
  ok: true,
  value: { status: 200, body: { lifecycleState: state }, headers: {} },
});

describe('the feed of a followed run', () => {
  it('follows at the first read, keeps an answer for the next read, and drops the old news of a change', async () => {
    const feed = createRunFeed('us-ashburn-1', () => 3_000);
    const first = feed.next('getDeployment', { deploymentId: 'd' });
    expect(fake.follows).toHaveLength(1);
    expect(fake.follows[0]?.intervalMs).toBe(3_000);
    const loop = fake.follows[0];
    if (loop === undefined) throw new Error('not followed');
    loop.onAnswer({ reply: reply('WAITING'), startedAt: Date.now() - 10 });
    expect(await first).toEqual(reply('WAITING'));

    // An answer while the flow sends a decision is kept for its next read…
    loop.onAnswer({ reply: reply('IN_PROGRESS'), startedAt: Date.now() });
    expect(await feed.next('getDeployment', { deploymentId: 'd' })).toEqual(reply('IN_PROGRESS'));

    // …but once the decision landed, a read begun before it is old news.
    const before = Date.now() - 1;
    feed.changed();
    loop.onAnswer({ reply: reply('WAITING'), startedAt: before });
    const after = feed.next('getDeployment', { deploymentId: 'd' });
    loop.onAnswer({ reply: reply('SUCCEEDED'), startedAt: Date.now() + 1 });
    expect(await after).toEqual(reply('SUCCEEDED'));
    expect(fake.follows).toHaveLength(1);

    feed.stop();
    await vi.waitFor(() => {
      expect(fake.unfollowed).toEqual([1]);
    });
  });
});
