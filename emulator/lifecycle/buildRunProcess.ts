/**
 * A build run over time: ACCEPTED → IN_PROGRESS, each stage of its pipeline ACCEPTED →
 * IN_PROGRESS → SUCCEEDED in turn (buildRunProgress), then SUCCEEDED — or FAILED at the last
 * stage for a pipeline made to fail (its name or the run's contains "fail"). A cancel moves it
 * CANCELING → CANCELED.
 */
import type { Entity } from '../entity';
import { nextGeneration, type Engine, type RegionState } from '../regionState';
import { beginRun, BUILD_PROGRESS, changeRun, endRun, runStage, scheduleStep, stagesOf } from './runSteps';

export const RUN_START_MS = 2000;
export const STAGE_MS = 6000;
export const CANCEL_MS = 2000;

const ACTIVE_STATES = ['ACCEPTED', 'IN_PROGRESS'];

export function startBuildRun(engine: Engine, region: RegionState, run: Entity, fails: boolean): void {
  const { clock } = engine;
  const generation = nextGeneration(region, run.id);
  const stageIds = stagesOf(run, BUILD_PROGRESS).map(([id]) => id);
  const stageMs = clock.scaled(STAGE_MS);
  const runFrom = (index: number, at: number): void => {
    const stageId = stageIds[index];
    if (stageId === undefined) {
      endRun(
        region,
        run,
        BUILD_PROGRESS,
        { state: 'SUCCEEDED', details: 'Build run succeeded.' },
        clock.iso(at),
      );
      return;
    }
    const failure = () =>
      fails && index === stageIds.length - 1
        ? `Stage ${index + 1} of ${stageIds.length} failed: the build exited with code 1.`
        : undefined;
    runStage(
      engine,
      region,
      run,
      { path: BUILD_PROGRESS, generation, stageId, at, ms: stageMs, failure },
      (done) => {
        runFrom(index + 1, done);
      },
    );
  };
  scheduleStep(engine, region, run.id, generation, clock.now() + clock.scaled(RUN_START_MS), (at) => {
    const time = clock.iso(at);
    beginRun(region, run, BUILD_PROGRESS, 'Build run in progress.', time);
    if (fails && stageIds.length === 0) {
      endRun(
        region,
        run,
        BUILD_PROGRESS,
        { state: 'FAILED', details: 'The build pipeline has no stages.' },
        time,
      );
      return;
    }
    runFrom(0, at);
  });
}

export function canCancel(run: Entity): boolean {
  return ACTIVE_STATES.includes(run.summary.lifecycleState ?? '');
}

/** CANCELING now, CANCELED shortly after; unfinished stages end CANCELED. */
export function cancelRun(
  engine: Engine,
  region: RegionState,
  run: Entity,
  path = BUILD_PROGRESS,
  reason?: string,
): void {
  const { clock } = engine;
  const generation = nextGeneration(region, run.id);
  const now = clock.iso();
  changeRun(
    region,
    run,
    path,
    { run: { lifecycleState: 'CANCELING', lifecycleDetails: reason ?? 'Canceling.' } },
    now,
  );
  scheduleStep(engine, region, run.id, generation, clock.now() + clock.scaled(CANCEL_MS), (at) => {
    const time = clock.iso(at);
    const stages: Record<string, Record<string, unknown>> = {};
    for (const [id, record] of stagesOf(run, path)) {
      if (['ACCEPTED', 'IN_PROGRESS', 'WAITING'].includes(String(record['status'])))
        stages[id] = { status: 'CANCELED', timeFinished: time };
    }
    endRun(region, run, path, { state: 'CANCELED', details: reason ?? 'Canceled.', stages }, time);
  });
}
