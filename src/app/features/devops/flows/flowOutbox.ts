/**
 * The outbox as the flows of one region use it (machines/outboxWatch.ts): an entry is found by
 * its retry token and followed live in IndexedDB (the worker writes, the page reads: STYLE rule
 * 4); a change is queued through the worker with its title as data — the run, deployment or
 * pipeline by its name, worded in whatever language the outbox is read in.
 */
import { liveQuery } from 'dexie';
import type { FlowOutbox } from '../../../../machines/outboxWatch';
import type { ChangeTitle } from '../../../../contract/changeTitle';
import { consoleDb } from '../../../../contract/db';
import { consoleApi } from '../../../consoleApi';
import { keptName } from '../../../data/keptName';
import { changeTitle, currentTitleWords, type TitleKey } from '../../../i18n/changeTitle';

type Params = Readonly<Record<string, unknown>>;

/** The name a live flow knows a run by (its page is open), if any. */
export type LiveName = (id: string) => string | undefined;

function field(params: Params, ...path: string[]): string {
  let value: unknown = params;
  for (const key of path) {
    value = typeof value === 'object' && value !== null ? (value as Params)[key] : undefined;
  }
  return typeof value === 'string' ? value : '';
}

/** Each flow change's title: its key, where its resource's id is, and the reads that name it. */
const FLOW_TITLES: Readonly<
  Record<
    string,
    {
      readonly key: (params: Params) => TitleKey;
      readonly id: readonly string[];
      readonly reads: readonly string[];
    }
  >
> = {
  createBuildRun: {
    key: () => 'devops:flowChange.createBuildRun',
    id: ['createBuildRunDetails', 'buildPipelineId'],
    reads: ['getBuildPipeline'],
  },
  createDeployment: {
    key: () => 'devops:flowChange.createDeployment',
    id: ['createDeploymentDetails', 'deployPipelineId'],
    reads: ['getDeployPipeline'],
  },
  approveDeployment: {
    key: (params) =>
      field(params, 'approveDeploymentDetails', 'action') === 'REJECT'
        ? 'devops:flowChange.reject'
        : 'devops:flowChange.approve',
    id: ['deploymentId'],
    reads: ['getDeployment'],
  },
  cancelDeployment: {
    key: () => 'devops:flowChange.cancelDeployment',
    id: ['deploymentId'],
    reads: ['getDeployment'],
  },
  cancelBuildRun: {
    key: () => 'devops:flowChange.cancelBuildRun',
    id: ['buildRunId'],
    reads: ['getBuildRun'],
  },
};

/** A flow change's title, naming what it is about by the name the device knows (else its OCID). */
export async function flowTitle(
  operation: string,
  params: Params,
  liveName: LiveName,
): Promise<ChangeTitle | undefined> {
  const spec = FLOW_TITLES[operation];
  if (spec === undefined) return undefined;
  const id = field(params, ...spec.id);
  const name = liveName(id) ?? (await keptName(id, spec.reads)) ?? id;
  return changeTitle(spec.key(params), { names: { name } });
}

export function flowOutbox(region: string, liveName: LiveName = () => undefined): FlowOutbox {
  return {
    find: (retryToken) =>
      consoleDb()
        .outbox.filter((entry) => entry.retryToken === retryToken)
        .first(),
    enqueue: async (input) => {
      const title = await flowTitle(input.operation, input.params, liveName);
      return consoleApi().enqueue({
        ...input,
        region,
        summary: title === undefined ? input.operation : currentTitleWords(title),
        ...(title === undefined ? {} : { title }),
      });
    },
    watch: (id) => liveQuery(() => consoleDb().outbox.get(id)),
  };
}
