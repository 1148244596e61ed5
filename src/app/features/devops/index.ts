/**
 * The DevOps feature (projects, pipelines, stages, environments, artifacts, connections,
 * triggers, build runs, deployments and work requests): its routes, its typed paths, and
 * ResumeFlows, which the shell mounts once so unfinished flows resume after a reload.
 */
export { routes } from './routes';
export { DEVOPS_ROUTES, devopsPaths } from './paths';
export type { ProjectCollection, WorkRequestFilters } from './paths';
export { ResumeFlows } from './flows/ResumeFlows';
export { useFlow } from './flows/useFlow';
export type { FlowHandle } from './flows/useFlow';
