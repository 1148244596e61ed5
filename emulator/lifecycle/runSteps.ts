/**
 * What build runs and deployments share: changing one stage's progress record (or the run's own
 * fields) in a run body, scheduling a step that is skipped once the run has been canceled, and
 * the steps of every run: it begins, a stage runs and ends, the run ends.
 */
import { isRecord, type Entity, type Fields } from '../entity';
import { generationOf, type Engine, type RegionState } from '../regionState';
import { progressMap, type Progress } from './stages';

/** Where a kind of run keeps its progress: `buildRunProgress.buildPipelineStageRunProgress`. */
export interface ProgressPath {
  readonly outer: string;
  readonly inner: string;
}

export const BUILD_PROGRESS: ProgressPath = {
  outer: 'buildRunProgress',
  inner: 'buildPipelineStageRunProgress',
};
export const DEPLOY_PROGRESS: ProgressPath = {
  outer: 'deploymentExecutionProgress',
  inner: 'deployStageExecutionProgress',
};

export interface RunChange {
  /** Run fields: lifecycleState, lifecycleDetails… */
  readonly run?: Fields;
  /** Fields of the progress object itself: timeStarted, timeFinished. */
  readonly progress?: Fields;
  /** Changes to stage records, by stage id. */
  readonly stages?: Readonly<Record<string, Fields>>;
}

export function changeRun(
  region: RegionState,
  run: Entity,
  path: ProgressPath,
  change: RunChange,
  at: string,
): void {
  const current = run.body[path.outer];
  const outer: Progress = isRecord(current) ? { ...current } : {};
  const stages = progressMap(run.body, path.outer, path.inner);
  const nextStages: Record<string, Progress> = {};
  for (const [id, record] of Object.entries(stages))
    nextStages[id] = { ...record, ...(change.stages?.[id] ?? {}) };
  region.store.update(
    run,
    { ...change.run, [path.outer]: { ...outer, ...change.progress, [path.inner]: nextStages } },
    at,
  );
}

/** Schedules `run` at `at`, skipped if the run has moved to another generation by then. */
export function scheduleStep(
  engine: Engine,
  region: RegionState,
  runId: string,
  generation: number,
  at: number,
  step: (at: number) => void,
): void {
  engine.scheduler.schedule(at, (due) => {
    if (generationOf(region, runId) === generation) step(due);
  });
}

/** The stage ids of a run in order, with their records. */
export function stagesOf(run: Entity, path: ProgressPath): [string, Progress][] {
  return Object.entries(progressMap(run.body, path.outer, path.inner));
}

/** The run begins: IN_PROGRESS, its progress started at `time`. */
export function beginRun(
  region: RegionState,
  run: Entity,
  path: ProgressPath,
  details: string,
  time: string,
): void {
  changeRun(
    region,
    run,
    path,
    { run: { lifecycleState: 'IN_PROGRESS', lifecycleDetails: details }, progress: { timeStarted: time } },
    time,
  );
}

/** The run ends in `state` (SUCCEEDED, FAILED, CANCELED), its progress finished at `time`. */
export function endRun(
  region: RegionState,
  run: Entity,
  path: ProgressPath,
  end: {
    readonly state: string;
    readonly details: string;
    readonly stages?: Readonly<Record<string, Fields>>;
  },
  time: string,
): void {
  changeRun(
    region,
    run,
    path,
    {
      run: { lifecycleState: end.state, lifecycleDetails: end.details },
      progress: { timeFinished: time },
      ...(end.stages === undefined ? {} : { stages: end.stages }),
    },
    time,
  );
}

/** One stage of a run, started at `at` and lasting `ms`. */
export interface StageStep {
  readonly path: ProgressPath;
  readonly generation: number;
  readonly stageId: string;
  readonly at: number;
  readonly ms: number;
  /** Asked when the stage ends: why it failed, or undefined when it succeeded. */
  readonly failure: () => string | undefined;
}

/**
 * A stage runs: IN_PROGRESS now, then SUCCEEDED and `next` — or FAILED, and the run with it.
 * Skipped, like every step, once the run has moved to another generation (canceled).
 */
export function runStage(
  engine: Engine,
  region: RegionState,
  run: Entity,
  stage: StageStep,
  next: (done: number) => void,
): void {
  const { clock } = engine;
  const { path, stageId } = stage;
  const time = clock.iso(stage.at);
  changeRun(region, run, path, { stages: { [stageId]: { status: 'IN_PROGRESS', timeStarted: time } } }, time);
  scheduleStep(engine, region, run.id, stage.generation, stage.at + stage.ms, (done) => {
    const doneTime = clock.iso(done);
    const failure = stage.failure();
    changeRun(
      region,
      run,
      path,
      {
        stages: {
          [stageId]: { status: failure === undefined ? 'SUCCEEDED' : 'FAILED', timeFinished: doneTime },
        },
      },
      doneTime,
    );
    if (failure === undefined) next(done);
    else endRun(region, run, path, { state: 'FAILED', details: failure }, doneTime);
  });
}
