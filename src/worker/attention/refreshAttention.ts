/**
 * Renewing what the home page's "needs you" reads, online, wholly in the worker (the page asks
 * once): the tenancy's alarms, a search of the region for DevOps projects and for resources in a state that needs a
 * person (both land in the index), then reads of each project's newest deployments and build
 * runs, the work requests of their compartments, and every unfinished deployment on its own (only
 * a deployment's own answer says whether a stage waits for approval). Each read is kept in
 * `records`, and readAttention follows the tables. A read that fails leaves the kept copy as it
 * was: the page shows its age. The alarms' read refused as not offered (a 404 of a realm or
 * tenancy without Monitoring, a 401 or 403 of a missing policy: the one failure policy's
 * `notOfferedToCaller`) is kept too, so the page says so in a sentence, until a read answers.
 */
import { alarmsUnder } from '../../oci/alarms';
import type { ConsoleDb } from '../../contract/db';
import type { Result } from '../../contract/failure';
import { notOfferedToCaller } from '../../contract/failurePolicy';
import { alarmsRefusedKey } from './readAttention';
import {
  RUN_READ_OPERATIONS,
  attentionRuns,
  failingStatesQuery,
  type AttentionRun,
} from '../../rules/attention';

/** DevOps projects whose runs are read, at most (the most recently seen first). */
export const PROJECT_LIMIT = 20;
/** Runs of each project and work requests of each compartment read, newest first. */
export const RUNS_PER_PROJECT = 20;
/** Results of each home search per region. */
export const SEARCH_LIMIT = 500;

const PROJECTS_QUERY = 'query devopsproject resources';

/** What a renewal uses of the worker: the home's remote search, and the kept read. */
export interface AttentionSources {
  readonly db: ConsoleDb;
  /** A remote search of one region with the `home` purpose, stored in the index as it goes. */
  readonly search: (text: string, region: string) => Promise<unknown>;
  /** The worker's kept read (coreApi.read). */
  readonly read: (
    operation: string,
    params: Readonly<Record<string, unknown>>,
    region: string,
  ) => Promise<Result<KeptAnswer> | undefined>;
}

/** What a renewal reads of a kept read's answer: whether the service gave it now. */
interface KeptAnswer {
  readonly fromCache: boolean;
}

/**
 * Keeps whether the region's alarms were refused as not offered: set by such a refusal, cleared
 * by an answer of the service (not by a copy kept before, which says nothing of now).
 */
async function keepAlarmsOffer(
  db: ConsoleDb,
  region: string,
  answer: Result<KeptAnswer> | undefined,
): Promise<void> {
  if (answer === undefined) return;
  const key = alarmsRefusedKey(region);
  if (answer.ok) {
    if (!answer.value.fromCache) await db.meta.delete(key);
  } else if (notOfferedToCaller(answer.failure)) await db.meta.put({ key, value: answer.failure });
}

interface Project {
  readonly id: string;
  readonly compartmentId: string | undefined;
}

async function indexedProjects(db: ConsoleDb, region: string): Promise<Project[]> {
  const rows = await db.resources.where('[region+typeKey]').equals([region, 'devopsproject']).toArray();
  return rows
    .filter((row) => row.lifecycleState !== 'DELETED')
    .sort((a, b) => b.fetchedAt - a.fetchedAt)
    .slice(0, PROJECT_LIMIT)
    .map((row) => ({ id: row.identifier, compartmentId: row.compartmentId }));
}

async function unfinishedDeployments(db: ConsoleDb, region: string): Promise<AttentionRun[]> {
  const reads = await db.records
    .where('operation')
    .anyOf([...RUN_READ_OPERATIONS])
    .toArray();
  return attentionRuns(reads).filter(
    (run) => run.kind === 'deployment' && run.region === region && run.reason !== 'failed',
  );
}

/**
 * One renewal of the region's "needs you"; resolves when every read has answered or failed.
 * With the tenancy known, the alarms of all its compartments are read too, whatever their state
 * (an alarm that stopped firing must be seen OK to leave the page).
 */
export async function refreshAttention(
  sources: AttentionSources,
  region: string,
  tenancyId?: string,
): Promise<void> {
  const { db, search, read } = sources;
  const alarms =
    tenancyId === undefined
      ? Promise.resolve()
      : read('listAlarmsStatus', alarmsUnder(tenancyId), region)
          .then((answer) => keepAlarmsOffer(db, region, answer))
          .catch(() => undefined);
  const newestFirst = { limit: RUNS_PER_PROJECT, sortBy: 'timeCreated', sortOrder: 'DESC' };
  await search(PROJECTS_QUERY, region);
  const projects = await indexedProjects(db, region);
  const compartments = [
    ...new Set(
      projects.flatMap((project) => (project.compartmentId === undefined ? [] : [project.compartmentId])),
    ),
  ];
  await Promise.all([
    ...projects.flatMap((project) => [
      read('listDeployments', { projectId: project.id, ...newestFirst }, region),
      read('listBuildRuns', { projectId: project.id, ...newestFirst }, region),
    ]),
    ...compartments.map((compartmentId) =>
      read('listWorkRequests', { compartmentId, limit: RUNS_PER_PROJECT }, region),
    ),
  ]);
  const deployments = await unfinishedDeployments(db, region);
  await Promise.all(deployments.map((run) => read('getDeployment', { deploymentId: run.id }, region)));
  await search(failingStatesQuery(), region);
  await alarms;
}
