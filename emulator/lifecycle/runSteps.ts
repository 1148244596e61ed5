/**
 * What build runs and deployments share: changing one stage's progress record (or the run's own
 * fields) in a run body, and scheduling a step that is skipped once the run has been canceled.
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
