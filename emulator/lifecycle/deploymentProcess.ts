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
import { changeRun, DEPLOY_PROGRESS, scheduleStep, stagesOf } from './runSteps';

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
    changeRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      {
        run: { lifecycleState: 'SUCCEEDED', lifecycleDetails: 'Deployment succeeded.' },
        progress: { timeFinished: time },
      },
      time,
    );
    return;
  }
  const [stageId, record] = entry;
  if (record['deployStageType'] === 'MANUAL_APPROVAL') {
    const details = `Waiting for approval of stage "${String(record['deployStageDisplayName'])}".`;
    changeRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      { run: { lifecycleDetails: details }, stages: { [stageId]: { status: 'WAITING', timeStarted: time } } },
      time,
    );
    return;
  }
  changeRun(
    region,
    deployment,
    DEPLOY_PROGRESS,
    { stages: { [stageId]: { status: 'IN_PROGRESS', timeStarted: time } } },
    time,
  );
  scheduleStep(engine, region, deployment.id, generation, at + clock.scaled(STAGE_MS), (done) => {
    const doneTime = clock.iso(done);
    const failed = index === stages.length - 1 && deploymentFails(region, deployment);
    changeRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      { stages: { [stageId]: { status: failed ? 'FAILED' : 'SUCCEEDED', timeFinished: doneTime } } },
      doneTime,
    );
    if (failed) {
      const details = `Stage "${String(record['deployStageDisplayName'])}" failed: the rollout did not become healthy.`;
      changeRun(
        region,
        deployment,
        DEPLOY_PROGRESS,
        {
          run: { lifecycleState: 'FAILED', lifecycleDetails: details },
          progress: { timeFinished: doneTime },
        },
        doneTime,
      );
      return;
    }
    runFrom(engine, region, deployment, index + 1, done, generation);
  });
}

export function startDeployment(engine: Engine, region: RegionState, deployment: Entity): void {
  const { clock } = engine;
  const generation = nextGeneration(region, deployment.id);
  scheduleStep(engine, region, deployment.id, generation, clock.now() + clock.scaled(RUN_START_MS), (at) => {
    const time = clock.iso(at);
    changeRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      {
        run: { lifecycleState: 'IN_PROGRESS', lifecycleDetails: 'Deployment in progress.' },
        progress: { timeStarted: time },
      },
      time,
    );
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
  const stages = stagesOf(deployment, DEPLOY_PROGRESS);
  const index = stages.findIndex(([id]) => id === decision.stageId);
  const approvalActions = [
    { subjectId: decision.subjectId, action: decision.action, reason: decision.reason },
  ];
  if (decision.action === 'REJECT') {
    changeRun(
      region,
      deployment,
      DEPLOY_PROGRESS,
      {
        run: {
          lifecycleState: 'FAILED',
          lifecycleDetails: `Rejected${decision.reason ? `: ${decision.reason}` : '.'}`,
        },
        progress: { timeFinished: time },
        stages: { [decision.stageId]: { status: 'FAILED', timeFinished: time, approvalActions } },
      },
      time,
    );
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
