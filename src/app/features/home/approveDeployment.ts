/**
 * Approving a deployment from the home page. Where this deployment's flow runs (on its page in
 * this tab, or stored from an earlier visit) and takes the approval, the flow gets it, exactly as
 * from the deployment's page. Otherwise the approval is queued in the outbox as the flow queues
 * it (flowChange: same operation, parameters, retry token, summary), based on the kept answer's
 * etag, so a deployment changed meanwhile answers 412 instead of taking a stale decision.
 */
import type { Result } from '../../../contract/failure';
import { consoleDb } from '../../../contract/db';
import { randomHexId } from '../../../contract/ids';
import { flowChange } from '../../../machines/flowActors';
import type { AttentionRun } from '../../../rules/attention';
import { can, send, type AnyFlowEvent } from '../../flows/flowEvents';
import { flowIdFor } from '../../flows/flowIds';
import { flowOutbox } from '../../flows/flowOutbox';
import { findFlow, resumeFlow, type FlowEntry } from '../../flows/flowRegistry';

async function runningFlow(deploymentId: string): Promise<FlowEntry | undefined> {
  const flowId = flowIdFor('deployment', deploymentId);
  const running = findFlow(flowId);
  if (running !== undefined) return running;
  const stored = await consoleDb()
    .flows.get(flowId)
    .catch(() => undefined);
  return stored?.status === 'active' ? resumeFlow(stored) : undefined;
}

export async function approveDeployment(run: AttentionRun, reason: string): Promise<Result<void>> {
  const stage = run.waitingStage;
  if (run.kind !== 'deployment' || stage === undefined)
    return {
      ok: false,
      failure: { kind: 'validation', message: 'This deployment does not wait for approval.' },
    };
  const trimmed = reason.trim();
  const event: AnyFlowEvent = { type: 'deployment.approve', ...(trimmed === '' ? {} : { reason: trimmed }) };
  const flow = await runningFlow(run.id);
  if (flow !== undefined && can(flow.actor.getSnapshot(), event)) {
    send(flow.actor, event);
    return { ok: true, value: undefined };
  }
  const change = flowChange('approveDeployment', {
    deploymentId: run.id,
    deployStageId: stage.id,
    action: 'APPROVE',
    retryToken: randomHexId(),
    ...(trimmed === '' ? {} : { reason: trimmed }),
    ...(run.etag === undefined ? {} : { ifMatch: run.etag }),
  });
  // Titled with the deployment's name, as its page would title it.
  const queued = await flowOutbox(run.region, (id) => (id === run.id ? run.displayName : undefined)).enqueue(
    change,
  );
  return queued.ok ? { ok: true, value: undefined } : queued;
}
