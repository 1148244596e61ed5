/**
 * How a flow is named in the `flows` table. A flow that follows a resource is keyed by it
 * (`buildRun:ocid1.devopsbuildrun…`), so its page finds it again after a reload. A flow the
 * console started is keyed by its retry token until the service has answered with the new
 * run's id; from then on it is stored under the run's key.
 */
import type { FlowKind } from '../../machines/flowMachines';

export function flowIdFor(kind: FlowKind, resourceId: string): string {
  return `${kind}:${resourceId}`;
}

export function startedFlowId(kind: FlowKind, retryToken: string): string {
  return `${kind}:start:${retryToken}`;
}

type Fields = Readonly<Record<string, unknown>>;

const RESOURCE_FIELD: Readonly<Record<FlowKind, string>> = {
  buildRun: 'buildRunId',
  deployment: 'deploymentId',
  workRequest: 'workRequestId',
};

/** The id of the run, deployment or work request a flow's context names, once known. */
export function resourceIdOf(kind: FlowKind, context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const value = (context as Fields)[RESOURCE_FIELD[kind]];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The key a flow should be stored under now: its resource's once known, else the one it has. */
export function currentFlowId(kind: FlowKind, context: unknown, fallback: string): string {
  const resourceId = resourceIdOf(kind, context);
  return resourceId === undefined ? fallback : flowIdFor(kind, resourceId);
}

/** The kind a stored flow id names, or undefined for an id this console did not make. */
export function kindOfFlowId(flowId: string): FlowKind | undefined {
  const prefix = flowId.split(':', 1)[0];
  return prefix === 'buildRun' || prefix === 'deployment' || prefix === 'workRequest' ? prefix : undefined;
}
