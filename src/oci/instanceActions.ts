/**
 * The core service's instance power actions (InstanceAction, `POST /instances/{id}?action=…`):
 * which state each one starts from, the state it passes through and the state it ends in, and
 * whether it interrupts a running instance. One table for the console and the emulator.
 */

export const INSTANCE_ACTIONS = ['START', 'STOP', 'SOFTSTOP', 'RESET', 'SOFTRESET'] as const;
export type InstanceActionName = (typeof INSTANCE_ACTIONS)[number];

export interface InstanceActionRule {
  /** The only lifecycle state the service accepts the action in (409 IncorrectState otherwise). */
  readonly from: 'RUNNING' | 'STOPPED';
  /** The state the instance shows while the action runs. */
  readonly through: 'STARTING' | 'STOPPING';
  /** The state it ends in. A reboot stops and starts again, so it ends RUNNING. */
  readonly to: 'RUNNING' | 'STOPPED';
  /** Whether it interrupts what runs on the instance, so the user confirms it first. */
  readonly destructive: boolean;
}

export const INSTANCE_ACTION_RULES: Readonly<Record<InstanceActionName, InstanceActionRule>> = {
  START: { from: 'STOPPED', through: 'STARTING', to: 'RUNNING', destructive: false },
  SOFTSTOP: { from: 'RUNNING', through: 'STOPPING', to: 'STOPPED', destructive: true },
  STOP: { from: 'RUNNING', through: 'STOPPING', to: 'STOPPED', destructive: true },
  SOFTRESET: { from: 'RUNNING', through: 'STOPPING', to: 'RUNNING', destructive: true },
  RESET: { from: 'RUNNING', through: 'STOPPING', to: 'RUNNING', destructive: true },
};

export function isInstanceAction(value: unknown): value is InstanceActionName {
  return typeof value === 'string' && (INSTANCE_ACTIONS as readonly string[]).includes(value);
}

/** The actions the service accepts for an instance in this state, in the order a menu shows them. */
export function instanceActionsFor(lifecycleState: string | undefined): readonly InstanceActionName[] {
  return (['START', 'SOFTSTOP', 'STOP', 'SOFTRESET', 'RESET'] as const).filter(
    (action) => INSTANCE_ACTION_RULES[action].from === lifecycleState,
  );
}

/** The states an instance passes through while an action runs: worth reading again soon. */
export const INSTANCE_PASSING_STATES: ReadonlySet<string> = new Set(['STARTING', 'STOPPING']);
