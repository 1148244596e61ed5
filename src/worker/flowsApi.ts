/**
 * Running flows (docs/ARCHITECTURE.md, "A flow"): their snapshots, so a reload resumes each flow
 * where it was, and the run a flow follows: the flow subscribes to the run's one loop in this
 * worker (follow/runLoops.ts), which the watches and the home page share, and gets every answer
 * of the loop through its callback; it owns no timer of its own.
 */
import { fail, ok, type Result } from '../contract/failure';
import type { StoredFlow } from '../contract/db';
import { isRunRead } from '../rules/watchRules';
import { release } from './attentionApi';
import type { WorkerContext } from './context';
import type { CallAnswer, ReadAnswer } from './coreApi';
import type { Following, RunLoops } from './follow/runLoops';

/** One answer of the run's loop, as a flow takes it: a poll's reply, and when its read began. */
export interface FollowedRunAnswer {
  readonly reply: Result<CallAnswer>;
  readonly startedAt: number;
}

/** The fastest rhythm a page may ask for: faster asks are read at this pace. */
export const FASTEST_FOLLOW_MS = 1_000;
/** The slowest: an hour. */
const SLOWEST_FOLLOW_MS = 3_600_000;

export interface FlowsApi {
  saveFlow(flow: Omit<StoredFlow, 'updatedAt'>): Promise<void>;
  removeFlow(id: string): Promise<void>;
  /**
   * Follows the run (getBuildRun, getDeployment or getWorkRequest) at `intervalMs` until
   * unfollowRun: `onAnswer` (a comlink `proxy` from the page) gets each answer of the run's loop,
   * as `call` answers. A kept copy (offline, or a failure that passes) comes as its failure: a
   * flow never takes an old answer for news. Answers the subscription's number.
   */
  followRun(
    operation: string,
    params: Readonly<Record<string, unknown>>,
    region: string,
    intervalMs: number,
    onAnswer: (answer: FollowedRunAnswer) => void,
  ): Promise<Result<number>>;
  unfollowRun(subscription: number): Promise<void>;
  /** "Check now": the run's loop reads now (or the read under way is joined); its answer goes to every follower. */
  checkRunNow(operation: string, params: Readonly<Record<string, unknown>>, region: string): Promise<void>;
}

/** A kept answer as a flow's poll reply: a kept copy is its failure. */
export function flowReplyOf(answer: Result<ReadAnswer>): Result<CallAnswer> {
  if (!answer.ok) return answer;
  const { body, etag, opcRequestId, fromCache, failure } = answer.value;
  if (fromCache) return fail(failure ?? { kind: 'network', message: 'The device is offline.' });
  // A run's read answers 200; the status is not kept with the answer.
  return ok({
    status: 200,
    body,
    headers: {
      ...(etag === undefined ? {} : { etag }),
      ...(opcRequestId === undefined ? {} : { opcRequestId }),
    },
  });
}

function notARun<T>(operation: string): Result<T> {
  return fail({ kind: 'validation', message: `${operation} is not the read of a run.`, operation });
}

export function createFlowsApi(context: WorkerContext, loops: RunLoops): FlowsApi {
  const { db } = context;
  const subscriptions = new Map<number, { readonly following: Following; readonly callback: unknown }>();
  let last = 0;
  return {
    async saveFlow(flow) {
      await db.flows.put({ ...flow, updatedAt: Date.now() });
    },
    async removeFlow(id) {
      await db.flows.delete(id);
    },
    followRun(operation, params, region, intervalMs, onAnswer) {
      if (!isRunRead(operation)) return Promise.resolve(notARun(operation));
      if (typeof intervalMs !== 'number' || Number.isNaN(intervalMs))
        return Promise.resolve(
          fail({ kind: 'validation', message: 'A follow needs its interval.', operation }),
        );
      const id = ++last;
      // The page's callback, through comlink: what it returns (a promise, or a throw) is not
      // trusted, and a page gone away must not break the loop.
      const callback: (answer: FollowedRunAnswer) => unknown = onAnswer;
      const following = loops.follow(
        { operation, params, region: region === '' ? context.config().region : region },
        {
          intervalMs: Math.min(SLOWEST_FOLLOW_MS, Math.max(FASTEST_FOLLOW_MS, intervalMs)),
          onAnswer: ({ result, startedAt }) => {
            const answer: FollowedRunAnswer = { reply: flowReplyOf(result), startedAt };
            void Promise.resolve()
              .then(() => callback(answer))
              .catch(() => undefined);
          },
        },
      );
      subscriptions.set(id, { following, callback: onAnswer });
      return Promise.resolve(ok(id));
    },
    unfollowRun(id) {
      const subscription = subscriptions.get(id);
      subscriptions.delete(id);
      subscription?.following.stop();
      release(subscription?.callback);
      return Promise.resolve();
    },
    async checkRunNow(operation, params, region) {
      if (!isRunRead(operation)) return;
      await loops.read({ operation, params, region: region === '' ? context.config().region : region }, 0);
    },
  };
}
