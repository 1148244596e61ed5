/**
 * A deployment over time: ACCEPTED → IN_PROGRESS, its stages in turn. At a MANUAL_APPROVAL stage
 * it stops — the deployment IN_PROGRESS, that stage WAITING in
 * `deploymentExecutionProgress.deployStageExecutionProgress` — until approved (the stage
 * SUCCEEDED, the rest run, SUCCEEDED) or rejected (the stage and the deployment FAILED). A
 * deployment of a pipeline made to fail (its name or the deployment's contains "fail") fails at
 * its last stage.
 */
import type { Entity } from '../entity';
import { generationOf, nextGeneration, type Engine, type RegionState } from '../regionState';
import { RUN_START_MS, STAGE_MS } from './buildRunProcess';
import { beginRun, changeRun, DEPLOY_PROGRESS, endRun, runStage, scheduleStep, stagesOf } from './runSteps';

function deploymentFails(region: RegionState, deployment: Entity): boolean {
  const pipeline = region.store.get(String(deployment.body['deployPipelineId']));
  return (
    /fail/i.test(deployment.summary.displayName ?? '') || /fail/i.test(pipeline?.summary.displayName ?? '')
  );
}

function runFrom(
  engine: Engine,
  region: RegionState,
  deployment: Entity,
  index: number,
  at: number,
  generation: number,
): void {
  const { clock } = engine;
  const time = clock.iso(at);
  const stages = stagesOf(deployment, DEPLOY_PROGRESS);
  const entry = stages[index];
  if (entry === undefined) {
    endRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      { state: 'SUCCEEDED', details: 'Deployment succeeded.' },
      time,
    );
    return;
  }
  const [stageId, record] = entry;
  const name = String(record['deployStageDisplayName']);
  if (record['deployStageType'] === 'MANUAL_APPROVAL') {
    changeRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      {
        run: { lifecycleDetails: `Waiting for approval of stage "${name}".` },
        stages: { [stageId]: { status: 'WAITING', timeStarted: time } },
      },
      time,
    );
    return;
  }
  const failure = () =>
    index === stages.length - 1 && deploymentFails(region, deployment)
      ? `Stage "${name}" failed: the rollout did not become healthy.`
      : undefined;
  const stage = { path: DEPLOY_PROGRESS, generation, stageId, at, ms: clock.scaled(STAGE_MS), failure };
  runStage(engine, region, deployment, stage, (done) => {
    runFrom(engine, region, deployment, index + 1, done, generation);
  });
}

export function startDeployment(engine: Engine, region: RegionState, deployment: Entity): void {
  const { clock } = engine;
  const generation = nextGeneration(region, deployment.id);
  scheduleStep(engine, region, deployment.id, generation, clock.now() + clock.scaled(RUN_START_MS), (at) => {
    beginRun(region, deployment, DEPLOY_PROGRESS, 'Deployment in progress.', clock.iso(at));
    runFrom(engine, region, deployment, 0, at, generation);
  });
}

/** The stage waiting for approval, if the deployment is at one. */
export function waitingStage(deployment: Entity): string | undefined {
  if (deployment.summary.lifecycleState !== 'IN_PROGRESS') return undefined;
  return stagesOf(deployment, DEPLOY_PROGRESS).find(([, record]) => record['status'] === 'WAITING')?.[0];
}

export interface ApprovalDecision {
  readonly stageId: string;
  readonly action: 'APPROVE' | 'REJECT';
  readonly reason?: string;
  readonly subjectId: string;
}

/** Records the decision on the waiting stage; an approval runs the remaining stages. */
export function decideApproval(
  engine: Engine,
  region: RegionState,
  deployment: Entity,
  decision: ApprovalDecision,
): void {
  const { clock } = engine;
  const now = clock.now();
  const time = clock.iso(now);
  const index = stagesOf(deployment, DEPLOY_PROGRESS).findIndex(([id]) => id === decision.stageId);
  const approvalActions = [
    { subjectId: decision.subjectId, action: decision.action, reason: decision.reason },
  ];
  if (decision.action === 'REJECT') {
    const details = `Rejected${decision.reason ? `: ${decision.reason}` : '.'}`;
    const stages = { [decision.stageId]: { status: 'FAILED', timeFinished: time, approvalActions } };
    endRun(region, deployment, DEPLOY_PROGRESS, { state: 'FAILED', details, stages }, time);
    return;
  }
  changeRun(
    region,
    deployment,
    DEPLOY_PROGRESS,
    {
      run: { lifecycleDetails: 'Deployment in progress.' },
      stages: { [decision.stageId]: { status: 'SUCCEEDED', timeFinished: time, approvalActions } },
    },
    time,
  );
  runFrom(engine, region, deployment, index + 1, now, generationOf(region, deployment.id));
}
