/**
 * The history of a DevOps project: finished build runs and deployments with their stage progress
 * as the API reports it, and — for the first project of each region — a deployment stopped at its
 * approval stage (IN_PROGRESS, that stage WAITING), ready to be approved or rejected.
 */
import type { Entity, Fields } from '../../entity';
import { buildStageProgress, deployStageProgress, type Progress } from '../../lifecycle/stages';
import type { RegionBuilder } from '../regionBuilder';
import type { PipelineParts, ProjectParts } from './devopsPipelines';

const DEVOPS = { service: 'devops' } as const;
const MINUTE = 60_000;

type Outcome = 'SUCCEEDED' | 'FAILED' | 'CANCELED' | 'WAITING';

function outcome(b: RegionBuilder, pipelineName: string): Exclude<Outcome, 'WAITING'> {
  if (/fail/i.test(pipelineName)) return b.random.chance(0.8) ? 'FAILED' : 'SUCCEEDED';
  return b.random.weighted([
    ['SUCCEEDED', 16],
    ['FAILED', 3],
    ['CANCELED', 1],
  ] as const);
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Stage records of a finished (or waiting) run: the times, and where it stopped. */
function stageRecords(
  b: RegionBuilder,
  stages: readonly Entity[],
  start: number,
  result: Outcome,
  record: (stage: Entity, status: string, started?: string, finished?: string) => Progress,
): { map: Record<string, Progress>; end: number } {
  const map: Record<string, Progress> = {};
  let at = start;
  let stopped = false;
  stages.forEach((stage, index) => {
    if (stopped) {
      map[stage.id] = record(stage, result === 'WAITING' ? 'ACCEPTED' : 'CANCELED');
      return;
    }
    const waits = result === 'WAITING' && stage.body['deployStageType'] === 'MANUAL_APPROVAL';
    const last = index === stages.length - 1;
    const stopsHere =
      waits ||
      (result === 'FAILED' && last) ||
      (result === 'CANCELED' && index === Math.floor(stages.length / 2));
    const begun = at;
    at += b.random.between(1, 6) * MINUTE;
    const status = waits ? 'WAITING' : stopsHere ? result : 'SUCCEEDED';
    map[stage.id] = record(stage, status, iso(begun), waits ? undefined : iso(at));
    stopped = stopsHere;
  });
  return { map, end: at };
}

export function addBuildRuns(b: RegionBuilder, p: ProjectParts, build: PipelineParts, count: number): void {
  const projectId = p.project.id;
  const pipelineName = build.pipeline.summary.displayName ?? 'build';
  const trigger = b.ofType('DevopsTrigger').find((t) => t.body['projectId'] === projectId);
  for (let n = 1; n <= count; n++) {
    const result = outcome(b, pipelineName);
    const time = b.time(build.pipeline.summary.timeCreated);
    const start = Date.parse(time) + 5000;
    const { map, end } = stageRecords(b, build.stages, start, result, buildStageProgress);
    const manual = trigger === undefined || b.random.chance(0.4);
    b.add({
      ...DEVOPS,
      type: 'DevopsBuildRun',
      ocidType: 'devopsbuildrun',
      collection: '/buildRuns',
      name: `${pipelineName}-run-${n}`,
      place: p.place,
      state: result,
      time,
      additionalDetails: { projectId, pipelineId: build.pipeline.id },
      body: {
        projectId,
        buildPipelineId: build.pipeline.id,
        buildRunSource: manual
          ? { sourceType: 'MANUAL' }
          : {
              sourceType: 'GITHUB',
              triggerId: trigger.id,
              triggerInfo: { displayName: trigger.summary.displayName, actions: [] },
            },
        buildRunArguments: { items: [] },
        commitInfo: {
          repositoryUrl: p.repositoryUrl,
          repositoryBranch: 'main',
          commitHash: b.random.chars(40, '0123456789abcdef'),
        },
        buildRunProgress: {
          timeStarted: iso(start),
          timeFinished: iso(end),
          buildPipelineStageRunProgress: map,
        },
        buildOutputs: { exportedVariables: { items: [] }, deliveredArtifacts: { items: [] } },
        lifecycleDetails: result === 'FAILED' ? 'The build exited with code 1.' : undefined,
      },
    });
  }
}

export function addDeployments(
  b: RegionBuilder,
  p: ProjectParts,
  deploy: PipelineParts,
  count: number,
  waiting: boolean,
): void {
  const projectId = p.project.id;
  const pipeline = deploy.pipeline;
  const pipelineName = pipeline.summary.displayName ?? 'deploy';
  for (let n = 1; n <= count; n++) {
    const isWaiting = waiting && n === count;
    const result: Outcome = isWaiting ? 'WAITING' : outcome(b, pipelineName);
    const time = isWaiting
      ? iso(b.ctx.epochMs - b.random.between(30, 180) * MINUTE)
      : b.time(pipeline.summary.timeCreated);
    const start = Date.parse(time) + 5000;
    const { map, end } = stageRecords(b, deploy.stages, start, result, deployStageProgress);
    const progress: Fields = { timeStarted: iso(start), deployStageExecutionProgress: map };
    if (!isWaiting) progress['timeFinished'] = iso(end);
    const approval = deploy.stages.find((s) => s.body['deployStageType'] === 'MANUAL_APPROVAL');
    b.add({
      ...DEVOPS,
      type: 'DevopsDeployment',
      ocidType: 'devopsdeployment',
      collection: '/deployments',
      name: `${pipelineName}-deployment-${n}`,
      place: p.place,
      state: isWaiting ? 'IN_PROGRESS' : result,
      time,
      additionalDetails: { projectId, pipelineId: pipeline.id },
      body: {
        projectId,
        deployPipelineId: pipeline.id,
        deploymentType: 'PIPELINE_DEPLOYMENT',
        deployPipelineArtifacts: pipeline.body['deployPipelineArtifacts'],
        deployPipelineEnvironments: pipeline.body['deployPipelineEnvironments'],
        deploymentArguments: { items: [] },
        deployStageOverrideArguments: { items: [] },
        deployArtifactOverrideArguments: { items: [] },
        deploymentExecutionProgress: progress,
        lifecycleDetails:
          isWaiting && approval
            ? `Waiting for approval of stage "${approval.summary.displayName ?? ''}".`
            : undefined,
      },
    });
  }
}
