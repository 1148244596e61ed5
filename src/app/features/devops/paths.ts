/**
 * The DevOps feature's routes: the patterns the router matches and typed builders for links.
 * The resource pages follow the details links of the resource-type catalogue
 * (src/oci/resource-types/developer.ts), so a search result opens here; the feature's own pages
 * (project list, work requests, a flow being started) live under /devops.
 */
const enc = encodeURIComponent;

/** The collections a project page nests, as the catalogue's links name them. */
export type ProjectCollection = 'artifacts' | 'environments' | 'connections' | 'triggers';

export const DEVOPS_ROUTES = {
  projects: 'devops',
  workRequests: 'devops/work-requests',
  workRequest: 'devops/work-requests/:workRequestId',
  flow: 'devops/flows/:flowId',
  project: 'devops-project/projects/:projectId',
  projectChild: 'devops-project/projects/:projectId/:collection/:resourceId',
  buildPipeline: 'devops-build/projects/:projectId/build-pipelines/:pipelineId',
  buildStage: 'devops-build/projects/:projectId/build-pipelines/:pipelineId/stages/:resourceId',
  buildRun: 'devops-build/projects/:projectId/build-pipelines/:pipelineId/build-runs/:runId',
  deployPipeline: 'devops-deployment/projects/:projectId/pipelines/:pipelineId',
  deployStage: 'devops-deployment/projects/:projectId/pipelines/:pipelineId/stages/:resourceId',
  deployment: 'devops-deployment/projects/:projectId/pipelines/:pipelineId/deployments/:runId',
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

export const devopsPaths = {
  projects: (compartmentId?: string) => `/devops${query({ compartmentId })}`,
  project: (projectId: string, tab?: string) => `/devops-project/projects/${enc(projectId)}${query({ tab })}`,
  projectChild: (projectId: string, collection: ProjectCollection, id: string) =>
    `/devops-project/projects/${enc(projectId)}/${collection}/${enc(id)}`,
  buildPipeline: (projectId: string, pipelineId: string, tab?: string) =>
    `/devops-build/projects/${enc(projectId)}/build-pipelines/${enc(pipelineId)}${query({ tab })}`,
  buildStage: (projectId: string, pipelineId: string, id: string) =>
    `/devops-build/projects/${enc(projectId)}/build-pipelines/${enc(pipelineId)}/stages/${enc(id)}`,
  buildRun: (projectId: string, pipelineId: string, id: string) =>
    `/devops-build/projects/${enc(projectId)}/build-pipelines/${enc(pipelineId)}/build-runs/${enc(id)}`,
  deployPipeline: (projectId: string, pipelineId: string, tab?: string) =>
    `/devops-deployment/projects/${enc(projectId)}/pipelines/${enc(pipelineId)}${query({ tab })}`,
  deployStage: (projectId: string, pipelineId: string, id: string) =>
    `/devops-deployment/projects/${enc(projectId)}/pipelines/${enc(pipelineId)}/stages/${enc(id)}`,
  deployment: (projectId: string, pipelineId: string, id: string) =>
    `/devops-deployment/projects/${enc(projectId)}/pipelines/${enc(pipelineId)}/deployments/${enc(id)}`,
  workRequests: (filters: WorkRequestFilters = {}) => `/devops/work-requests${query({ ...filters })}`,
  workRequest: (workRequestId: string) => `/devops/work-requests/${enc(workRequestId)}`,
  flow: (flowId: string) => `/devops/flows/${enc(flowId)}`,
} as const;

export function isProjectCollection(value: string | undefined): value is ProjectCollection {
  return value === 'artifacts' || value === 'environments' || value === 'connections' || value === 'triggers';
}
