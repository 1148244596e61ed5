/**
 * Renewing what the home page's "needs you" reads, online: the worker searches the region for
 * DevOps projects and for resources in a state that needs a person (both land in the index),
 * then reads each project's newest deployments and build runs, the work requests of their
 * compartments, and every unfinished deployment on its own (only a deployment's own answer says
 * whether a stage waits for approval). Each read is kept by the worker, and useAttention follows
 * the tables. A read that fails leaves the kept copy as it was: the page shows its age.
 */
import { proxy } from 'comlink';
import {
  RUN_READ_OPERATIONS,
  attentionRuns,
  failingStatesQuery,
  type AttentionRun,
} from '../../../oci/attention';
import { consoleDb } from '../../../contract/db';
import { consoleApi } from '../../consoleApi';

/** DevOps projects whose runs are read, at most (the most recently seen first). */
export const PROJECT_LIMIT = 20;
/** Runs of each project and work requests of each compartment read, newest first. */
export const RUNS_PER_PROJECT = 20;
/** Results of each home search per region. */
const SEARCH_LIMIT = 500;

const PROJECTS_QUERY = 'query devopsproject resources';

async function search(text: string, region: string): Promise<void> {
  await consoleApi().searchRemote(
    { text, regions: [region], limit: SEARCH_LIMIT, purpose: 'home' },
    proxy(() => undefined),
  );
}

interface Project {
  readonly id: string;
  readonly compartmentId: string | undefined;
  readonly region: string;
}

async function indexedProjects(region: string): Promise<Project[]> {
  const rows = await consoleDb()
    .resources.where('[region+typeKey]')
    .equals([region, 'devopsproject'])
    .toArray();
  return rows
    .filter((row) => row.lifecycleState !== 'DELETED')
    .sort((a, b) => b.fetchedAt - a.fetchedAt)
    .slice(0, PROJECT_LIMIT)
    .map((row) => ({ id: row.identifier, compartmentId: row.compartmentId, region: row.region }));
}

async function unfinishedDeployments(region: string): Promise<AttentionRun[]> {
  const reads = await consoleDb()
    .records.where('operation')
    .anyOf([...RUN_READ_OPERATIONS])
    .toArray();
  return attentionRuns(reads).filter(
    (run) => run.kind === 'deployment' && run.region === region && run.reason !== 'failed',
  );
}

/** One renewal of the region's "needs you"; resolves when every read has answered or failed. */
export async function refreshAttention(region: string): Promise<void> {
  const api = consoleApi();
  const newestFirst = { limit: RUNS_PER_PROJECT, sortBy: 'timeCreated', sortOrder: 'DESC' };
  await search(PROJECTS_QUERY, region);
  const projects = await indexedProjects(region);
  const compartments = [
    ...new Set(
      projects.flatMap((project) => (project.compartmentId === undefined ? [] : [project.compartmentId])),
    ),
  ];
  await Promise.all([
    ...projects.flatMap((project) => [
      api.read('listDeployments', { projectId: project.id, ...newestFirst }, region),
      api.read('listBuildRuns', { projectId: project.id, ...newestFirst }, region),
    ]),
    ...compartments.map((compartmentId) =>
      api.read('listWorkRequests', { compartmentId, limit: RUNS_PER_PROJECT }, region),
    ),
  ]);
  const deployments = await unfinishedDeployments(region);
  await Promise.all(deployments.map((run) => api.read('getDeployment', { deploymentId: run.id }, region)));
  await search(failingStatesQuery(), region);
}
