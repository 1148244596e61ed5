/**
 * Asking a flow and telling it, whatever its kind. The UI asks `can(snapshot, event)` before it
 * offers a button (the machine's guards decide: a cancel needs a reason and a network, an approval
 * a stage that waits), and sends the event the button stands for.
 */
import type { BuildRunEvent } from '../../../../machines/buildRunMachine';
import type { DeploymentEvent } from '../../../../machines/deploymentMachine';
import type { RunView } from '../../../../machines/flowBodies';
import type { FlowActor, FlowSnapshot } from '../../../../machines/flowMachines';
import type { WorkRequestEvent } from '../../../../machines/workRequestMachine';
import { devopsPaths } from '../paths';

export type AnyFlowEvent = BuildRunEvent | DeploymentEvent | WorkRequestEvent;

interface Asks {
  can(event: AnyFlowEvent): boolean;
}

interface Takes {
  send(event: AnyFlowEvent): void;
}

/** Whether the flow takes this event now; an event of another kind of flow is never taken. */
export function can(snapshot: FlowSnapshot, event: AnyFlowEvent): boolean {
  return (snapshot as unknown as Asks).can(event);
}

export function send(actor: FlowActor, event: AnyFlowEvent): void {
  (actor as unknown as Takes).send(event);
}

/** The run a build run or deployment flow last saw. */
export function runOf(snapshot: FlowSnapshot): RunView | undefined {
  const { context } = snapshot;
  if (context.kind === 'buildRun') return context.buildRun;
  if (context.kind === 'deployment') return context.deployment;
  return undefined;
}

/** The run's own page, once the service has said which run it is. */
export function runPath(snapshot: FlowSnapshot): string | undefined {
  const run = runOf(snapshot);
  if (run === undefined || run.id === '' || run.projectId === undefined || run.pipelineId === undefined)
    return undefined;
  return snapshot.context.kind === 'buildRun'
    ? devopsPaths.buildRun(run.projectId, run.pipelineId, run.id)
    : devopsPaths.deployment(run.projectId, run.pipelineId, run.id);
}
