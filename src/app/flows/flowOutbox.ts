/**
 * The outbox as the flows of one region use it (machines/outboxWatch.ts), through the app's one
 * entry (data/mutate.ts): an entry is found by its retry token (an index) and followed live in
 * IndexedDB (the worker writes, the page reads: STYLE rule 4); a change is queued with its title
 * as data — the run, deployment or pipeline by its name, worded in whatever language the outbox
 * is read in.
 */
import type { FlowOutbox } from '../../machines/outboxWatch';
import type { ChangeTitle } from '../../contract/changeTitle';
import { keptName } from '../data/keptName';
import { outboxEntryByRetryToken, queueChange, watchOutboxEntry } from '../data/mutate';
import { changeTitle, type TitleKey } from '../i18n/changeTitle';

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
    find: (retryToken) => outboxEntryByRetryToken(retryToken),
    enqueue: async (input) => {
      const title = (await flowTitle(input.operation, input.params, liveName)) ?? input.title;
      // A change of no flow operation, and given no title, is shown by its operation's name.
      const caption = title === undefined ? { summary: input.operation } : { title };
      return queueChange({
        operation: input.operation,
        params: input.params,
        region,
        retryToken: input.retryToken,
        ...(input.ifMatch === undefined ? {} : { ifMatch: input.ifMatch }),
        ...(input.resourceId === undefined ? {} : { resourceId: input.resourceId }),
        ...caption,
      });
    },
    watch: (id) => watchOutboxEntry(id),
  };
}
