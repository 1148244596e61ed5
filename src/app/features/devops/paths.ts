/**
 * The DevOps feature's routes: the patterns the router matches and typed builders for links.
 * The resource pages are the catalogue's (src/oci/resource-types/pages.ts), whose links a search
 * result and a notification open; the feature's own pages (project list, work requests, a flow
 * being started) live under /devops.
 */
import { PAGE } from '../../../oci/resource-types/pages';
import { pathTo } from '../../navigation/routePattern';
/** The collections a project page nests, as the catalogue's links name them. */
export type ProjectCollection = 'artifacts' | 'environments' | 'connections' | 'triggers';

/** The patterns the router matches: the resource pages' from the catalogue's page table. */
export const DEVOPS_ROUTES = {
  projects: '/devops',
  workRequests: '/devops/work-requests',
  workRequest: PAGE.workRequest,
  flow: '/devops/flows/:flowId',
  project: PAGE.devopsProject,
  projectChild: PAGE.devopsProjectChild,
  buildPipeline: PAGE.buildPipeline,
  buildStage: PAGE.buildPipelineStage,
  buildRun: PAGE.buildRun,
  deployPipeline: PAGE.deployPipeline,
  deployStage: PAGE.deployStage,
  deployment: PAGE.deployment,
} as const;

function query(params: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(params).filter(
    (pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '',
  );
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
}

export interface WorkRequestFilters {
  readonly compartmentId?: string;
  readonly status?: string;
  readonly resourceId?: string;
}

const R = DEVOPS_ROUTES;

export const devopsPaths = {
  projects: (compartmentId?: string) => `${R.projects}${query({ compartmentId })}`,
  project: (projectId: string, tab?: string) => `${pathTo(R.project, { projectId })}${query({ tab })}`,
  projectChild: (projectId: string, collection: ProjectCollection, resourceId: string) =>
    pathTo(R.projectChild, { projectId, collection, resourceId }),
  buildPipeline: (projectId: string, pipelineId: string, tab?: string) =>
    `${pathTo(R.buildPipeline, { projectId, pipelineId })}${query({ tab })}`,
  buildStage: (projectId: string, pipelineId: string, resourceId: string) =>
    pathTo(R.buildStage, { projectId, pipelineId, resourceId }),
  buildRun: (projectId: string, pipelineId: string, runId: string) =>
    pathTo(R.buildRun, { projectId, pipelineId, runId }),
  deployPipeline: (projectId: string, pipelineId: string, tab?: string) =>
    `${pathTo(R.deployPipeline, { projectId, pipelineId })}${query({ tab })}`,
  deployStage: (projectId: string, pipelineId: string, resourceId: string) =>
    pathTo(R.deployStage, { projectId, pipelineId, resourceId }),
  deployment: (projectId: string, pipelineId: string, runId: string) =>
    pathTo(R.deployment, { projectId, pipelineId, runId }),
  workRequests: (filters: WorkRequestFilters = {}) => `${R.workRequests}${query({ ...filters })}`,
  workRequest: (workRequestId: string) => pathTo(R.workRequest, { workRequestId }),
  flow: (flowId: string) => pathTo(R.flow, { flowId }),
} as const;

export function isProjectCollection(value: string | undefined): value is ProjectCollection {
  return value === 'artifacts' || value === 'environments' || value === 'connections' || value === 'triggers';
}
