/**
 * Running flows (docs/ARCHITECTURE.md, "A flow"): their snapshots, so a reload resumes each flow
 * where it was, and the read a flow polls its run with, through the worker's one reader of the
 * run (follow/runFollower.ts), which the watches and the home page share.
 */
import { fail, ok, type Result } from '../contract/failure';
import type { StoredFlow } from '../contract/db';
import { isRunRead } from '../rules/watchRules';
import type { WorkerContext } from './context';
import type { CallAnswer } from './coreApi';
import type { FollowedRead } from './follow/runFollower';

export interface FlowsApi {
  saveFlow(flow: Omit<StoredFlow, 'updatedAt'>): Promise<void>;
  removeFlow(id: string): Promise<void>;
  /**
   * The run's newest answer (getBuildRun, getDeployment or getWorkRequest), as `call` answers:
   * a read under way for the run is joined, else the run is read and the answer kept. A kept copy
   * (offline, or a failure that passes) comes back as its failure: a flow never takes an old
   * answer for news.
   */
  followRun(
    operation: string,
    params: Readonly<Record<string, unknown>>,
    region?: string,
  ): Promise<Result<CallAnswer>>;
}

export function createFlowsApi(context: WorkerContext, follow: FollowedRead): FlowsApi {
  const { db } = context;
  return {
    async saveFlow(flow) {
      await db.flows.put({ ...flow, updatedAt: Date.now() });
    },
    async removeFlow(id) {
      await db.flows.delete(id);
    },
    async followRun(operation, params, region) {
      if (!isRunRead(operation))
        return fail({ kind: 'validation', message: `${operation} is not the read of a run.`, operation });
      const answer = await follow(operation, params, region ?? context.config().region, 0);
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
    },
  };
}
