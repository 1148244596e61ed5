/**
 * The flows running in this page (docs/ARCHITECTURE.md, "A flow"): one actor per build run,
 * deployment or work request, whichever screen asked for it first. A flow keeps running when its
 * screen closes, so a build started here is still followed while the user looks elsewhere, and
 * ResumeFlows restarts the unfinished ones after a reload.
 *
 * Each actor gets the real calls (createFlowActors: reads through the worker, changes through the
 * outbox, in the flow's region),
 * stores every snapshot change in the `flows` table (saveFlow, with storedFlowStatus) and hears
 * the browser's online and offline events (networkEvent), as flowMachines.ts describes.
 */
import { createActor, type AnyActorRef, type Snapshot } from 'xstate';
import type { FlowActors, FlowCall } from '../../machines/flowCalls';
import { createFlowActors } from '../../machines/flowActors';
import {
  flowMachines,
  networkEvent,
  persistableSnapshot,
  restoreOptions,
  storedFlowStatus,
  type FlowActor,
  type FlowInputs,
  type FlowKind,
} from '../../machines/flowMachines';
import type { FlowOutbox } from '../../machines/outboxWatch';
import type { OutboxEntry, StoredFlow } from '../../contract/db';
import { isRunRead } from '../../rules/watchRules';
import { consoleApi } from '../consoleApi';
import { flowOutbox } from './flowOutbox';
import { currentFlowId, startedFlowId } from './flowIds';
import { runOf } from './flowEvents';

export interface FlowEntry {
  readonly actor: FlowActor;
  readonly kind: FlowKind;
  readonly region: string;
  /** The key the flow is stored under now. */
  readonly flowId: string;
}

interface LiveEntry {
  readonly actor: FlowActor;
  readonly kind: FlowKind;
  readonly region: string;
  flowId: string;
  queued?: Omit<StoredFlow, 'updatedAt'>;
  saving: boolean;
}

type Options<K extends FlowKind> = { readonly snapshot?: Snapshot<unknown>; readonly input: FlowInputs[K] };

type Factory<K extends FlowKind> = (actors: FlowActors, options: Options<K>) => FlowActor;

const FACTORIES: { readonly [K in FlowKind]: Factory<K> } = {
  buildRun: (actors, options) => createActor(flowMachines.buildRun.provide({ actors }), options),
  deployment: (actors, options) => createActor(flowMachines.deployment.provide({ actors }), options),
  workRequest: (actors, options) => createActor(flowMachines.workRequest.provide({ actors }), options),
};

/** Every live flow, under each key it has had (a started run: its start key and its run key). */
const entries = new Map<string, LiveEntry>();
/** The work request a create answered with, by the id of the run it created. */
const createdBy = new Map<string, string>();
let listening = false;

/**
 * A flow's calls in its region. Its poll of the run goes through the worker's one reader of that
 * run (followRun), whose answer the watches and the home page read too; its other reads are calls.
 */
function flowCall(region: string): FlowCall {
  return (operation, params) =>
    isRunRead(operation)
      ? consoleApi().followRun(operation, params, region)
      : consoleApi().call(operation, params, region);
}

/** The name a live flow knows a run by: what a decision or a cancel about it is titled with. */
function liveRunName(id: string): string | undefined {
  for (const entry of entries.values()) {
    const run = runOf(entry.actor.getSnapshot());
    if (run?.id === id && run.displayName !== undefined && run.displayName !== '') return run.displayName;
  }
  return undefined;
}

/** The region's outbox, noting the work request each create it follows answered with. */
function recordingOutbox(region: string): FlowOutbox {
  const outbox = flowOutbox(region, liveRunName);
  const remember = (entry: OutboxEntry | undefined): void => {
    const body = entry?.result?.body as { readonly id?: unknown } | undefined;
    const workRequestId = entry?.result?.workRequestId;
    if (typeof body?.id === 'string' && workRequestId !== undefined) createdBy.set(body.id, workRequestId);
  };
  return {
    ...outbox,
    watch: (id) => ({
      subscribe: (observer) =>
        outbox.watch(id).subscribe({
          ...observer,
          next: (entry) => {
            remember(entry);
            observer.next(entry);
          },
        }),
    }),
  };
}

function broadcast(online: boolean): void {
  for (const entry of new Set(entries.values())) {
    if (entry.actor.getSnapshot().status === 'active') entry.actor.send(networkEvent(online));
  }
}

function listenToNetwork(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    broadcast(true);
  });
  window.addEventListener('offline', () => {
    broadcast(false);
  });
}

/** Stores the latest snapshot; saves are one at a time, and only the newest waiting one is sent. */
async function drain(entry: LiveEntry): Promise<void> {
  entry.saving = true;
  const api = consoleApi();
  while (entry.queued !== undefined) {
    const record = entry.queued;
    entry.queued = undefined;
    await api.saveFlow(record).catch(() => undefined);
    if (record.id !== entry.flowId) {
      await api.removeFlow(entry.flowId).catch(() => undefined);
      entry.flowId = record.id;
    }
  }
  entry.saving = false;
}

function persist(entry: LiveEntry): void {
  const snapshot = entry.actor.getSnapshot();
  const id = currentFlowId(entry.kind, snapshot.context, entry.flowId);
  entries.set(id, entry);
  // A JSON copy: plain data, as comlink and IndexedDB take it, and as a reload gives it back.
  const stored = JSON.parse(JSON.stringify(persistableSnapshot(entry.actor))) as unknown;
  entry.queued = {
    id,
    kind: entry.kind,
    region: entry.region,
    snapshot: stored,
    status: storedFlowStatus(snapshot),
  };
  if (!entry.saving) void drain(entry);
}

function launch<K extends FlowKind>(kind: K, region: string, flowId: string, options: Options<K>): LiveEntry {
  listenToNetwork();
  const factory: Factory<K> = FACTORIES[kind];
  const actor = factory(createFlowActors(flowCall(region), recordingOutbox(region)), options);
  const entry: LiveEntry = { actor, kind, region, flowId, saving: false };
  entries.set(flowId, entry);
  const ref: AnyActorRef = actor;
  ref.subscribe({
    next: () => {
      persist(entry);
    },
    error: () => {
      persist(entry);
    },
  });
  actor.start();
  actor.send(networkEvent(typeof navigator === 'undefined' || navigator.onLine));
  persist(entry);
  return entry;
}

function view(entry: LiveEntry): FlowEntry {
  return { actor: entry.actor, kind: entry.kind, region: entry.region, flowId: entry.flowId };
}

/** The live flow of that key, if this page runs it. */
export function findFlow(flowId: string): FlowEntry | undefined {
  const entry = entries.get(flowId);
  return entry === undefined ? undefined : view(entry);
}

/** Restores a stored flow, or gives the one already running under its key. */
export function resumeFlow(stored: Pick<StoredFlow, 'id' | 'kind' | 'region' | 'snapshot'>): FlowEntry {
  const running = entries.get(stored.id);
  if (running !== undefined) return view(running);
  const options = restoreOptions(stored.kind, stored.snapshot as Snapshot<unknown>);
  return view(launch(stored.kind, stored.region, stored.id, options));
}

/** Follows a resource by id, or gives the flow already following it. */
export function followFlow<K extends FlowKind>(
  kind: K,
  region: string,
  flowId: string,
  input: FlowInputs[K],
): FlowEntry {
  const running = entries.get(flowId);
  return running === undefined ? view(launch(kind, region, flowId, { input })) : view(running);
}

export type StartInput = {
  readonly [K in Exclude<FlowKind, 'workRequest'>]: Extract<FlowInputs[K], { readonly retryToken: string }>;
};

/** Starts a build run or a deployment; the retry token is made here, once. Answers the flow's key. */
export function startFlow<K extends Exclude<FlowKind, 'workRequest'>>(
  kind: K,
  region: string,
  input: Omit<StartInput[K], 'retryToken'>,
): string {
  const retryToken = crypto.randomUUID();
  const flowId = startedFlowId(kind, retryToken);
  const full = { ...input, retryToken } as unknown as FlowInputs[K];
  launch(kind, region, flowId, { input: full });
  return flowId;
}

/** The work request the console's create of this run answered with, when it was made in this page. */
export function workRequestOfCreate(resourceId: string): string | undefined {
  return createdBy.get(resourceId);
}
