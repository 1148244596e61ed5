/**
 * A build run over time: ACCEPTED → IN_PROGRESS, each stage of its pipeline ACCEPTED →
 * IN_PROGRESS → SUCCEEDED in turn (buildRunProgress), then SUCCEEDED — or FAILED at the last
 * stage for a pipeline made to fail (its name or the run's contains "fail"). A cancel moves it
 * CANCELING → CANCELED.
 */
import type { Entity } from '../entity';
import { nextGeneration, type Engine, type RegionState } from '../regionState';
import { BUILD_PROGRESS, changeRun, scheduleStep, stagesOf } from './runSteps';

export const RUN_START_MS = 2000;
export const STAGE_MS = 6000;
export const CANCEL_MS = 2000;

const ACTIVE_STATES = ['ACCEPTED', 'IN_PROGRESS'];

export function startBuildRun(engine: Engine, region: RegionState, run: Entity, fails: boolean): void {
  const { clock } = engine;
  const generation = nextGeneration(region, run.id);
  const stageIds = stagesOf(run, BUILD_PROGRESS).map(([id]) => id);
  const stageMs = clock.scaled(STAGE_MS);
  const runStage = (index: number, at: number): void => {
    const time = clock.iso(at);
    const id = stageIds[index];
    if (id === undefined) {
      changeRun(
        region,
        run,
        BUILD_PROGRESS,
        {
          run: { lifecycleState: 'SUCCEEDED', lifecycleDetails: 'Build run succeeded.' },
          progress: { timeFinished: time },
        },
        time,
      );
      return;
    }
    changeRun(
      region,
      run,
      BUILD_PROGRESS,
      { stages: { [id]: { status: 'IN_PROGRESS', timeStarted: time } } },
      time,
    );
    scheduleStep(engine, region, run.id, generation, at + stageMs, (done) => {
      const doneTime = clock.iso(done);
      const failed = fails && index === stageIds.length - 1;
      changeRun(
        region,
        run,
        BUILD_PROGRESS,
        { stages: { [id]: { status: failed ? 'FAILED' : 'SUCCEEDED', timeFinished: doneTime } } },
        doneTime,
      );
      if (failed) {
        const details = `Stage ${index + 1} of ${stageIds.length} failed: the build exited with code 1.`;
        changeRun(
          region,
          run,
          BUILD_PROGRESS,
          {
            run: { lifecycleState: 'FAILED', lifecycleDetails: details },
            progress: { timeFinished: doneTime },
          },
          doneTime,
        );
        return;
      }
      runStage(index + 1, done);
    });
  };
  scheduleStep(engine, region, run.id, generation, clock.now() + clock.scaled(RUN_START_MS), (at) => {
    const time = clock.iso(at);
    changeRun(
      region,
      run,
      BUILD_PROGRESS,
      {
        run: { lifecycleState: 'IN_PROGRESS', lifecycleDetails: 'Build run in progress.' },
        progress: { timeStarted: time },
      },
      time,
    );
    if (fails && stageIds.length === 0) {
      changeRun(
        region,
        run,
        BUILD_PROGRESS,
        {
          run: { lifecycleState: 'FAILED', lifecycleDetails: 'The build pipeline has no stages.' },
          progress: { timeFinished: time },
        },
        time,
      );
      return;
    }
    runStage(0, at);
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
    changeRun(
      region,
      run,
      path,
      {
        run: { lifecycleState: 'CANCELED', lifecycleDetails: reason ?? 'Canceled.' },
        progress: { timeFinished: time },
        stages,
      },
      time,
    );
  });
}
