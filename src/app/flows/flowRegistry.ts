/**
 * The flows running in this page (docs/ARCHITECTURE.md, "A flow"): one actor per build run,
 * deployment or work request, whichever screen asked for it first. A flow keeps running when its
 * screen closes, so a build started here is still followed while the user looks elsewhere, and
 * ResumeFlows restarts the unfinished ones after a reload.
 *
 * Each actor gets the real calls (createFlowActors: reads through the worker, changes through the
 * outbox, in the flow's region) and follows its run through the worker's one loop of that run
 * (runFeed.ts: the flow owns no timer; the machine takes each answer of the loop as a poll's reply),
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
import { DEFAULT_POLL_INTERVAL_MS } from '../../machines/polling';
import type { OutboxEntry, StoredFlow } from '../../contract/db';
import { isRunRead } from '../../rules/watchRules';
import { consoleApi } from '../consoleApi';
import { flowOutbox } from './flowOutbox';
import { currentFlowId, startedFlowId } from './flowIds';
import { runOf } from './flowEvents';
import { createRunFeed, type RunFeed } from './runFeed';

export interface FlowEntry {
  readonly actor: FlowActor;
  readonly kind: FlowKind;
  readonly region: string;
  /** The key the flow is stored under now. */
  readonly flowId: string;
}

interface LiveEntry {
  readonly actor: FlowActor;
  readonly feed: RunFeed;
  readonly kind: FlowKind;
  readonly region: string;
  flowId: string;
  queued?: Omit<StoredFlow, 'updatedAt'>;
  saving: boolean;
}

type Options<K extends FlowKind> = { readonly snapshot?: Snapshot<unknown>; readonly input: FlowInputs[K] };

type Factory<K extends FlowKind> = (actors: FlowActors, feed: RunFeed, options: Options<K>) => FlowActor;

/** A run's read is paced by the run's loop in the worker; "Check now" asks that loop to read. */
const followed = (feed: RunFeed) =>
  ({
    guards: { followsRun: (_args: unknown, { read }: { readonly read: string }) => isRunRead(read) },
    actions: {
      checkRunNow: () => {
        feed.checkNow();
      },
    },
  }) as const;

const FACTORIES: { readonly [K in FlowKind]: Factory<K> } = {
  buildRun: (actors, feed, options) =>
    createActor(flowMachines.buildRun.provide({ actors, ...followed(feed) }), options),
  deployment: (actors, feed, options) =>
    createActor(flowMachines.deployment.provide({ actors, ...followed(feed) }), options),
  workRequest: (actors, feed, options) =>
    createActor(flowMachines.workRequest.provide({ actors, ...followed(feed) }), options),
};

/** Every live flow, under each key it has had (a started run: its start key and its run key). */
const entries = new Map<string, LiveEntry>();
/** The work request a create answered with, by the id of the run it created. */
const createdBy = new Map<string, string>();
let listening = false;

/**
 * A flow's calls in its region. Its read of the run is the run's loop's next answer (the feed),
 * which the watches and the home page read too; its other reads are calls.
 */
function flowCall(region: string, feed: RunFeed): FlowCall {
  return (operation, params) =>
    isRunRead(operation) ? feed.next(operation, params) : consoleApi().call(operation, params, region);
}

/** The name a live flow knows a run by: what a decision or a cancel about it is titled with. */
function liveRunName(id: string): string | undefined {
  for (const entry of entries.values()) {
    const run = runOf(entry.actor.getSnapshot());
    if (run?.id === id && run.displayName !== undefined && run.displayName !== '') return run.displayName;
  }
  return undefined;
}

/**
 * The region's outbox, noting the work request each create it follows answered with; a change
 * that has landed tells the feed that answers read before it are old news.
 */
function recordingOutbox(region: string, feed: RunFeed): FlowOutbox {
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
            if (entry?.result !== undefined) feed.changed();
            observer.next(entry);
          },
        }),
    }),
  };
}

/** The network's state to every live flow; back online, each run's loop is asked to read at once. */
function broadcast(online: boolean): void {
  for (const entry of new Set(entries.values())) {
    if (entry.actor.getSnapshot().status !== 'active') continue;
    entry.actor.send(networkEvent(online));
    if (online) entry.feed.checkNow();
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
  const made: { actor?: FlowActor } = {};
  // The loop reads at the flow's poll interval (the machine's context: 3 s, or a test's).
  const feed = createRunFeed(
    region,
    () => made.actor?.getSnapshot().context.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  );
  const actor = factory(createFlowActors(flowCall(region, feed), recordingOutbox(region, feed)), feed, options);
  made.actor = actor;
  const entry: LiveEntry = { actor, feed, kind, region, flowId, saving: false };
  entries.set(flowId, entry);
  const ref: AnyActorRef = actor;
  // A flow that ended, failed or stopped no longer follows its run (flow.retry follows it again).
  const settle = (): void => {
    const snapshot = actor.getSnapshot();
    if (snapshot.status !== 'active' || snapshot.hasTag('error')) feed.stop();
    // No call under way (paused offline): a read the flow left is not to be answered.
    else if (Object.keys(snapshot.children).length === 0) feed.idle();
  };
  ref.subscribe({
    next: () => {
      settle();
      persist(entry);
    },
    error: () => {
      settle();
      persist(entry);
    },
    complete: settle,
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
