/**
 * The outbox as the flows of one region use it (machines/outboxWatch.ts): an entry is found by
 * its retry token and followed live in IndexedDB (the worker writes, the page reads: STYLE rule
 * 4); a change is queued through the worker with a one-line summary for the outbox view.
 */
import { liveQuery } from 'dexie';
import { getI18n } from 'react-i18next';
import type { FlowOutbox } from '../../../../machines/outboxWatch';
import { consoleDb } from '../../../../contract/db';
import { consoleApi } from '../../../consoleApi';

type Params = Readonly<Record<string, unknown>>;

function field(params: Params, ...path: string[]): string {
  let value: unknown = params;
  for (const key of path) {
    value = typeof value === 'object' && value !== null ? (value as Params)[key] : undefined;
  }
  return typeof value === 'string' ? value : '';
}

/** The summary key and the id it names, per flow change. */
function summaryOf(operation: string, params: Params): string {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  if (i18n === undefined) return operation;
  const t = i18n.getFixedT(null, 'devops');
  switch (operation) {
    case 'createBuildRun':
      return t('flowChange.createBuildRun', {
        id: field(params, 'createBuildRunDetails', 'buildPipelineId'),
      });
    case 'createDeployment':
      return t('flowChange.createDeployment', {
        id: field(params, 'createDeploymentDetails', 'deployPipelineId'),
      });
    case 'approveDeployment':
      return field(params, 'approveDeploymentDetails', 'action') === 'REJECT'
        ? t('flowChange.reject', { id: field(params, 'deploymentId') })
        : t('flowChange.approve', { id: field(params, 'deploymentId') });
    case 'cancelDeployment':
      return t('flowChange.cancelDeployment', { id: field(params, 'deploymentId') });
    case 'cancelBuildRun':
      return t('flowChange.cancelBuildRun', { id: field(params, 'buildRunId') });
    default:
      return operation;
  }
}

export function flowOutbox(region: string): FlowOutbox {
  return {
    find: (retryToken) =>
      consoleDb()
        .outbox.filter((entry) => entry.retryToken === retryToken)
        .first(),
    enqueue: (input) =>
      consoleApi().enqueue({ ...input, region, summary: summaryOf(input.operation, input.params) }),
    watch: (id) => liveQuery(() => consoleDb().outbox.get(id)),
  };
}
