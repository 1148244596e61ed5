/**
 * A flow's feed of the run it follows: the flow owns no timer. The first read of a run subscribes
 * to the run's one loop in the worker (followRun, with a comlink `proxy` callback, at the flow's
 * poll interval); each later read answers the loop's next answer, which the machine records and
 * routes as it did a poll's reply (src/machines/polling.ts, "A followed run"). A callback rather
 * than a live query on the kept record: a flow must see the loop's failures too (the "retrying"
 * line, the error state), and `records` keeps answers only.
 *
 * - An answer that came while the flow was elsewhere (sending a decision) is kept, the newest one
 *   only, and given at the next read; once a change the flow sent has landed (`changed`), answers
 *   of reads begun before it are old news and dropped.
 * - `checkNow` ("Check now", the network back) asks the loop to read now; `stop` leaves the run
 *   (the flow ended, failed, or stopped); the next read follows it again.
 */
import { proxy } from 'comlink';
import type { FlowReply } from '../../machines/flowCalls';
import type { FollowedRunAnswer } from '../../worker/api';
import { consoleApi } from '../consoleApi';

export interface RunFeed {
  /** The run's next answer from its loop (the first read follows the run). */
  next(operation: string, params: Readonly<Record<string, unknown>>): Promise<FlowReply>;
  checkNow(): void;
  changed(): void;
  /** The flow has no read under way (paused offline, sending a change): a read it left is not answered. */
  idle(): void;
  stop(): void;
}

interface Subscription {
  readonly key: string;
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly id: Promise<number | undefined>;
}

export function createRunFeed(region: string, intervalMs: () => number): RunFeed {
  let current: Subscription | undefined;
  let kept: FollowedRunAnswer | undefined;
  let waiting: ((reply: FlowReply) => void) | undefined;
  let notBefore = -Infinity;

  const take = (answer: FollowedRunAnswer): void => {
    if (answer.startedAt < notBefore) return;
    const resolve = waiting;
    waiting = undefined;
    if (resolve === undefined) kept = answer;
    else resolve(answer.reply);
  };

  const stop = (): void => {
    const leaving = current;
    current = undefined;
    kept = undefined;
    waiting = undefined;
    if (leaving === undefined) return;
    void leaving.id
      .then((id) => (id === undefined ? undefined : consoleApi().unfollowRun(id)))
      .catch(() => undefined);
  };

  const follow = (key: string, operation: string, params: Readonly<Record<string, unknown>>): void => {
    const onAnswer = (answer: FollowedRunAnswer): void => {
      if (current?.key === key && current.id === id) take(answer);
    };
    const id: Promise<number | undefined> = consoleApi()
      .followRun(operation, params, region, intervalMs(), proxy(onAnswer))
      .then(
        (answer) => {
          if (answer.ok) return answer.value;
          onAnswer({ reply: answer, startedAt: Date.now() });
          return undefined;
        },
        (error: unknown) => {
          // The worker gone: the flow's read fails as a thrown call does.
          const message = error instanceof Error ? error.message : String(error);
          onAnswer({ reply: { ok: false, failure: { kind: 'validation', message } }, startedAt: Date.now() });
          return undefined;
        },
      );
    current = { key, operation, params, id };
  };

  return {
    next(operation, params) {
      const key = `${operation} ${JSON.stringify(params)}`;
      if (current?.key !== key) {
        stop();
        follow(key, operation, params);
      }
      const answer = kept;
      kept = undefined;
      if (answer !== undefined) return Promise.resolve(answer.reply);
      // A read abandoned meanwhile (offline, a retry) is simply never answered.
      return new Promise<FlowReply>((resolve) => {
        waiting = resolve;
      });
    },
    checkNow() {
      if (current === undefined) return;
      void consoleApi()
        .checkRunNow(current.operation, current.params, region)
        .catch(() => undefined);
    },
    changed() {
      notBefore = Date.now();
      kept = undefined;
    },
    idle() {
      waiting = undefined;
    },
    stop,
  };
}
