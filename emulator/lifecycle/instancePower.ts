/**
 * An instance's power over time, as InstanceAction moves it: START is STOPPED → STARTING →
 * RUNNING; SOFTSTOP and STOP are RUNNING → STOPPING → STOPPED (a forced stop is quicker); a
 * reboot (SOFTRESET, RESET) is RUNNING → STOPPING → STARTING → RUNNING. Any other starting state
 * is 409 IncorrectState, as OCI answers.
 */
import { INSTANCE_ACTION_RULES, type InstanceActionName } from '../../src/oci/instanceActions';
import type { Entity } from '../entity';
import { nextGeneration, type Engine, type RegionState } from '../regionState';
import { incorrectState } from '../reply';
import { scheduleStep } from './runSteps';

/** Nominal durations (scaled by the clock): how long each passing state lasts. */
export const POWER_MS = {
  start: 30_000,
  softStop: 30_000,
  forcedStop: 10_000,
  rebootDown: 15_000,
  rebootUp: 15_000,
} as const;

/** How long the first passing state of an action lasts, nominally. */
function firstLeg(action: InstanceActionName): number {
  switch (action) {
    case 'START':
      return POWER_MS.start;
    case 'SOFTSTOP':
      return POWER_MS.softStop;
    case 'STOP':
      return POWER_MS.forcedStop;
    case 'SOFTRESET':
      return POWER_MS.rebootDown;
    case 'RESET':
      return POWER_MS.forcedStop;
  }
}

function setState(engine: Engine, region: RegionState, instance: Entity, state: string, at: number): void {
  region.store.update(instance, { lifecycleState: state }, engine.clock.iso(at));
}

/**
 * Applies an action to an instance now: it enters its passing state at once and reaches the end
 * state as the clock moves on. Throws 409 IncorrectState when the instance is not in the state
 * the action starts from.
 */
export function applyInstanceAction(
  engine: Engine,
  region: RegionState,
  instance: Entity,
  action: InstanceActionName,
): void {
  const rule = INSTANCE_ACTION_RULES[action];
  const current = instance.summary.lifecycleState;
  if (current !== rule.from)
    throw incorrectState(
      `The instance ${instance.id} is ${current ?? 'in no state'}; ${action} needs it ${rule.from}.`,
    );
  const { clock } = engine;
  const now = clock.now();
  const generation = nextGeneration(region, instance.id);
  setState(engine, region, instance, rule.through, now);
  const downAt = now + clock.scaled(firstLeg(action));
  if (rule.through === 'STOPPING' && rule.to === 'RUNNING') {
    scheduleStep(engine, region, instance.id, generation, downAt, (at) => {
      setState(engine, region, instance, 'STARTING', at);
      scheduleStep(engine, region, instance.id, generation, at + clock.scaled(POWER_MS.rebootUp), (up) => {
        setState(engine, region, instance, 'RUNNING', up);
      });
    });
    return;
  }
  scheduleStep(engine, region, instance.id, generation, downAt, (at) => {
    setState(engine, region, instance, rule.to, at);
  });
}
