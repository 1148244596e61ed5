/**
 * A screen's handle on a flow: the live actor and its snapshot. `useFlow` follows a resource by
 * id — the flow this page already runs, else the stored one (restored where it was), else a new
 * one; `useStartedFlow` finds a flow the console started, by the key startFlow gave.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { indexedRun, type IndexedRun } from '../../machines/flowBodies';
import type { FlowInputs, FlowKind, FlowSnapshot } from '../../machines/flowMachines';
import { consoleDb, type StoredFlow } from '../../contract/db';
import { flowIdFor, kindOfFlowId } from './flowIds';
import { findFlow, followFlow, resumeFlow, type FlowEntry } from './flowRegistry';

export interface FlowHandle {
  readonly entry: FlowEntry;
  readonly snapshot: FlowSnapshot;
}

type Follow<K extends FlowKind> = (id: string, indexed: IndexedRun | undefined) => FlowInputs[K];

const FOLLOW: { readonly [K in FlowKind]: Follow<K> } = {
  buildRun: (buildRunId, indexed) => ({ buildRunId, ...(indexed === undefined ? {} : { indexed }) }),
  deployment: (deploymentId, indexed) => ({ deploymentId, ...(indexed === undefined ? {} : { indexed }) }),
  workRequest: (workRequestId) => ({ workRequestId }),
};

function useEntry(flowId: string, open: () => Promise<FlowEntry | null>): FlowEntry | null | undefined {
  const [found, setFound] = useState<{ readonly flowId: string; readonly entry: FlowEntry | null }>();
  useEffect(() => {
    let live = true;
    void open().then((entry) => {
      if (live) setFound({ flowId, entry });
    });
    return () => {
      live = false;
    };
  }, [flowId, open]);
  if (found?.flowId === flowId) return found.entry;
  return findFlow(flowId);
}

function useHandle(entry: FlowEntry | null | undefined): FlowHandle | null | undefined {
  const snapshot = useSelector(entry?.actor, (current): FlowSnapshot | undefined => current);
  if (entry === null) return null;
  if (entry === undefined || snapshot === undefined) return undefined;
  return { entry, snapshot };
}

/** What the local index knows of the run (a search result, the tenancy downloaded). */
async function indexedOf(resourceId: string): Promise<IndexedRun | undefined> {
  const row = await consoleDb()
    .resources.get(resourceId)
    .catch(() => undefined);
  return row === undefined ? undefined : indexedRun(row);
}

async function storedFlow(flowId: string): Promise<StoredFlow | undefined> {
  return consoleDb()
    .flows.get(flowId)
    .catch(() => undefined);
}

/** The flow following this resource (undefined while the stored one is looked up). */
export function useFlow(kind: FlowKind, resourceId: string, region: string): FlowHandle | undefined {
  const flowId = flowIdFor(kind, resourceId);
  const open = useCallback(async (): Promise<FlowEntry> => {
    const running = findFlow(flowId);
    if (running !== undefined) return running;
    const stored = await storedFlow(flowId);
    if (stored !== undefined) return resumeFlow(stored);
    // A run never opened here starts from what the index says of it: offline, its name and
    // state show, and what it offers follows that state (a failed run offers no cancel).
    const indexed = await indexedOf(resourceId);
    return followFlow(kind, region, flowId, FOLLOW[kind](resourceId, indexed));
  }, [flowId, kind, region, resourceId]);
  return useHandle(useEntry(flowId, open)) ?? undefined;
}

/** A flow by its key: undefined while looked up, null when no flow has that key. */
export function useStartedFlow(flowId: string): FlowHandle | null | undefined {
  const open = useCallback(() => openStarted(flowId), [flowId]);
  return useHandle(useEntry(flowId, open));
}

async function openStarted(flowId: string): Promise<FlowEntry | null> {
  const running = findFlow(flowId);
  if (running !== undefined) return running;
  if (kindOfFlowId(flowId) === undefined) return null;
  const stored = await storedFlow(flowId);
  return stored === undefined ? null : resumeFlow(stored);
}

/**
 * Where a started flow went after the service gave its run an id: the stored flow whose start
 * carries this retry token.
 */
export async function findStartedByToken(
  kind: FlowKind,
  retryToken: string,
): Promise<StoredFlow | undefined> {
  return consoleDb()
    .flows.where('kind')
    .equals(kind)
    .filter((flow) => {
      const context = (flow.snapshot as { context?: { start?: { retryToken?: unknown } } } | null)?.context;
      return context?.start?.retryToken === retryToken;
    })
    .first()
    .catch(() => undefined);
}
