/**
 * Running flows' snapshots (docs/ARCHITECTURE.md, "A flow"), so a reload resumes each flow where it
 * was.
 */
import type { StoredFlow } from '../contract/db';
import type { WorkerContext } from './context';

export interface FlowsApi {
  saveFlow(flow: Omit<StoredFlow, 'updatedAt'>): Promise<void>;
  removeFlow(id: string): Promise<void>;
}

export function createFlowsApi(context: WorkerContext): FlowsApi {
  const { db } = context;
  return {
    async saveFlow(flow) {
      await db.flows.put({ ...flow, updatedAt: Date.now() });
    },
    async removeFlow(id) {
      await db.flows.delete(id);
    },
  };
}
