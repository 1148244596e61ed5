/**
 * Asking a flow and telling it, whatever its kind. The UI asks `can(snapshot, event)` before it
 * offers a button (the machine's guards decide: a cancel needs a reason and a network, an approval
 * a stage that waits), and sends the event the button stands for.
 */
import type { BuildRunEvent } from '../../machines/buildRunMachine';
import type { DeploymentEvent } from '../../machines/deploymentMachine';
import type { RunView } from '../../machines/flowBodies';
import type { FlowActor, FlowSnapshot } from '../../machines/flowMachines';
import type { WorkRequestEvent } from '../../machines/workRequestMachine';

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
