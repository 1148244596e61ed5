/**
 * The flow machines by kind, and how their snapshots survive a reload (docs/ARCHITECTURE.md,
 * "A flow").
 *
 * Persisting — on every change of a running flow, store a StoredFlow record:
 *
 *   actor.subscribe((snapshot) => save({ id, kind, region, updatedAt: Date.now(),
 *     snapshot: persistableSnapshot(actor), status: storedFlowStatus(snapshot) }));
 *
 * Restoring — the same machine, with the real calls, from the stored snapshot:
 *
 *   const actor = createActor(buildRunMachine.provide({ actors: createFlowActors(call, outbox) }),
 *     restoreOptions('buildRun', stored.snapshot));
 *   actor.start();
 *   actor.send(networkEvent(navigator.onLine));
 *
 * and again on every online and offline event (the console's flowRegistry.ts does all this).
 * xstate's types ask for an `input`, but a restored actor does not read it: its context
 * is the stored one; restoreOptions fills one in from it. A call that was under way is made
 * again (creates carry the same retry token, so OCI answers the first result). The wait between
 * two polls is not part of a persisted snapshot — xstate does not keep delayed events — and the
 * stored network state is stale after a reload, hence the network event: online, a waiting or
 * paused flow polls at once; offline, it pauses.
 */
import type { Actor, InputFrom, Snapshot, SnapshotFrom } from 'xstate';
import type { StoredFlow } from '../contract/db';
import { buildRunMachine } from './buildRunMachine';
import { deploymentMachine } from './deploymentMachine';
import type { FlowControlEvent } from './polling';
import { workRequestMachine } from './workRequestMachine';

export type FlowKind = StoredFlow['kind'];

export const flowMachines = {
  buildRun: buildRunMachine,
  deployment: deploymentMachine,
  workRequest: workRequestMachine,
} as const satisfies Record<FlowKind, unknown>;

export type FlowMachines = typeof flowMachines;

export type FlowSnapshot = { [K in FlowKind]: SnapshotFrom<FlowMachines[K]> }[FlowKind];

export type FlowActor = { [K in FlowKind]: Actor<FlowMachines[K]> }[FlowKind];

/** What to store: the snapshot with its running call, as `createActor(..., { snapshot })` takes it back. */
export function persistableSnapshot(actor: FlowActor): Snapshot<unknown> {
  return actor.getPersistedSnapshot();
}

/** The status column of a StoredFlow ('stopped' is the app's: a flow the user stopped following). */
export function storedFlowStatus(snapshot: FlowSnapshot): Exclude<StoredFlow['status'], 'stopped'> {
  if (snapshot.status === 'done') return 'done';
  if (snapshot.status === 'error' || snapshot.hasTag('error')) return 'error';
  return 'active';
}

/** The event that tells a flow the network state: after a restore, and on every change. */
export function networkEvent(online: boolean): FlowControlEvent {
  return { type: online ? 'network.online' : 'network.offline' };
}

export type FlowInputs = { [K in FlowKind]: InputFrom<FlowMachines[K]> };

type Fields = Readonly<Record<string, unknown>>;

const idIn = (context: Fields, field: string): string => {
  const value = context[field];
  return typeof value === 'string' ? value : '';
};

const RESTORED_INPUT: { readonly [K in FlowKind]: (context: Fields) => FlowInputs[K] } = {
  buildRun: (context) => ({ buildRunId: idIn(context, 'buildRunId') }),
  deployment: (context) => ({ deploymentId: idIn(context, 'deploymentId') }),
  workRequest: (context) => ({ workRequestId: idIn(context, 'workRequestId') }),
};

/** The createActor options that restore a stored snapshot of a flow of this kind. */
export function restoreOptions<K extends FlowKind>(
  kind: K,
  snapshot: Snapshot<unknown>,
): { readonly snapshot: Snapshot<unknown>; readonly input: FlowInputs[K] } {
  const { context } = snapshot as { readonly context?: unknown };
  const fields: Fields = typeof context === 'object' && context !== null ? (context as Fields) : {};
  return { snapshot, input: RESTORED_INPUT[kind](fields) };
}
