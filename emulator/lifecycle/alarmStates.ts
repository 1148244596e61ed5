/**
 * When each alarm fires, on the emulator's clock: a pure plan per alarm, drawn from its OCID (a
 * hash, not the seeded random stream, so no other resource of the seed moves) and its place in
 * its region's alarms. Times are nominal minutes from the emulator's start, scaled like every
 * lifecycle (`--time-scale`), so the same seed fires the same alarms at the same moments.
 *
 * - the region's first alarm fires from 40 minutes before the start, on and on (a CRITICAL one
 *   that is firing whenever the console first opens);
 * - its second starts firing six hours after the start (a test moves the clock to see it begin),
 *   at its base rule's severity (ERROR), and two hours later its override's stricter threshold
 *   is met too (CRITICAL): it keeps firing, under the override's rule, as OCI evaluates an alarm's
 *   overrides before its base values;
 * - every other fires for a while in each period of two to eight hours, at a phase of its own.
 */
import type { Clock } from '../clock';
import { hashText } from '../ids';

const MINUTE_MS = 60_000;

export type AlarmPlan =
  | {
      readonly kind: 'from';
      readonly startMin: number;
      /** From this minute on (while firing), its first override's rule is met: its severity is reported. */
      readonly overrideFromMin?: number;
    }
  | {
      readonly kind: 'cycle';
      readonly periodMin: number;
      readonly firingMin: number;
      readonly phaseMin: number;
    };

/** Minutes after the start at which the region's second alarm begins to fire. */
export const LATER_ALARM_START_MIN = 360;

/** Minutes after the start at which the second alarm's override (CRITICAL) is met, still firing. */
export const LATER_ALARM_RISES_MIN = 480;

/** An unsigned number from eight hex digits of the id's hash, at `slot` (0–7). */
export function idDraw(id: string, slot: number): number {
  return Number.parseInt(hashText(id).slice(slot * 8, slot * 8 + 8), 16);
}

export function alarmPlan(id: string, indexInRegion: number): AlarmPlan {
  if (indexInRegion === 0) return { kind: 'from', startMin: -40 };
  if (indexInRegion === 1)
    return { kind: 'from', startMin: LATER_ALARM_START_MIN, overrideFromMin: LATER_ALARM_RISES_MIN };
  const periodMin = 120 + (idDraw(id, 0) % 361);
  const firingMin = 15 + (idDraw(id, 1) % Math.floor(periodMin * 0.4));
  return { kind: 'cycle', periodMin, firingMin, phaseMin: idDraw(id, 2) % periodMin };
}

/** Real time (epoch ms) to nominal minutes since the emulator started, and back. */
function toMin(clock: Clock, at: number): number {
  return (at - clock.startedAt) / clock.scaled(MINUTE_MS);
}
function toMs(clock: Clock, min: number): number {
  return Math.round(clock.startedAt + min * clock.scaled(MINUTE_MS));
}

function mod(value: number, by: number): number {
  return ((value % by) + by) % by;
}

export interface AlarmMoment {
  readonly firing: boolean;
  /** When the firing began (firing), or when the last one began (OK); undefined if never. */
  readonly triggeredAt?: number;
  /** While firing: the index of the override whose rule is met, undefined for the base rule. */
  readonly override?: number;
}

export function alarmMoment(plan: AlarmPlan, clock: Clock, at: number): AlarmMoment {
  const min = toMin(clock, at);
  if (plan.kind === 'from') {
    if (min < plan.startMin) return { firing: false };
    const overridden = plan.overrideFromMin !== undefined && min >= plan.overrideFromMin;
    return { firing: true, triggeredAt: toMs(clock, plan.startMin), ...(overridden ? { override: 0 } : {}) };
  }
  const into = mod(min - plan.phaseMin, plan.periodMin);
  const windowStart = min - into;
  if (into < plan.firingMin) return { firing: true, triggeredAt: toMs(clock, windowStart) };
  return { firing: false, triggeredAt: toMs(clock, windowStart) };
}

export interface AlarmTransition {
  readonly at: number;
  readonly firing: boolean;
}

/** Every change of state in [from, to), oldest first. */
export function alarmTransitions(plan: AlarmPlan, clock: Clock, from: number, to: number): AlarmTransition[] {
  const fromMin = toMin(clock, from);
  const toMinute = toMin(clock, to);
  const changes: { min: number; firing: boolean }[] = [];
  if (plan.kind === 'from') changes.push({ min: plan.startMin, firing: true });
  else {
    const first = Math.floor((fromMin - plan.phaseMin) / plan.periodMin) - 1;
    for (let k = first; plan.phaseMin + k * plan.periodMin < toMinute; k++) {
      const start = plan.phaseMin + k * plan.periodMin;
      changes.push({ min: start, firing: true }, { min: start + plan.firingMin, firing: false });
    }
  }
  return changes
    .filter((change) => change.min >= fromMin && change.min < toMinute)
    .map((change) => ({ at: toMs(clock, change.min), firing: change.firing }));
}

export interface RuleTransition {
  readonly at: number;
  /** The override whose rule is met from then on; undefined when it is the base rule again. */
  readonly override?: number;
}

/** Every change of the rule in force while firing, in [from, to), oldest first. */
export function ruleTransitions(plan: AlarmPlan, clock: Clock, from: number, to: number): RuleTransition[] {
  if (plan.kind !== 'from' || plan.overrideFromMin === undefined) return [];
  const at = toMs(clock, plan.overrideFromMin);
  return at >= from && at < to ? [{ at, override: 0 }] : [];
}
