/**
 * Fakes at the outbox's edges: a clock with timers that fire only when told, a scripted send
 * that records every call, a switchable connection, and a fresh database per test.
 */
import type { ConsoleFailure } from '../../../../src/contract/failure';
import { createOutbox } from '../../../../src/worker/outbox/outbox';
import type {
  EnqueueInput,
  Outbox,
  OutboxCall,
  OutboxDeps,
  SendOutcome,
} from '../../../../src/worker/outbox/types';
import { ConsoleDb, type OutboxEntry } from '../../../../src/contract/db';

let databases = 0;

/** A database of its own, so tests never see each other's entries. */
export function freshDb(): ConsoleDb {
  databases += 1;
  return new ConsoleDb(`outbox-test-${databases}-${Math.random().toString(36).slice(2)}`);
}

interface FakeTimer {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/**
 * The device clock (`now`) over the time that passes (timers): like setTimeout, a timer waits for
 * time to pass, not for the clock to show an instant, so `setDeviceClock` moves only the former.
 */
export class FakeClock {
  private time: number;
  /** How far the device clock is off the time that passes (a clock running fast, or put back). */
  private offset = 0;
  private nextId = 1;
  timers: FakeTimer[] = [];

  constructor(start = Date.UTC(2025, 0, 6, 9, 0, 0)) {
    this.time = start;
  }

  readonly now = (): number => this.time + this.offset;

  /** The device clock set `ms` ahead (or, negative, behind) of the time that passes; no timer fires. */
  setDeviceClock(ms: number): void {
    this.offset = ms;
  }

  readonly setTimer = (callback: () => void, ms: number): unknown => {
    const timer = { id: this.nextId++, at: this.time + ms, callback };
    this.timers.push(timer);
    return timer.id;
  };

  readonly clearTimer = (handle: unknown): void => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };

  /** Moves time on and fires every timer that has come due, in order. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.callback();
  }

  /** When the earliest timer fires, if any is set, on the device clock. */
  nextTimerAt(): number | undefined {
    return this.timers.length === 0
      ? undefined
      : Math.min(...this.timers.map((timer) => timer.at)) + this.offset;
  }
}

export const answered = (
  status = 200,
  extra: Partial<Extract<SendOutcome, { ok: true }>> = {},
): SendOutcome => ({
  ok: true,
  status,
  ...extra,
});

export function httpFailure(status: number, code: string, retryAfterMs?: number): SendOutcome {
  const failure: ConsoleFailure = {
    kind: 'http',
    status,
    code,
    message: `${status} ${code}`,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
  return { ok: false, failure };
}

export const networkFailure = (): SendOutcome => ({
  ok: false,
  failure: { kind: 'network', message: 'Failed to fetch' },
});

export type Responder = (call: OutboxCall, index: number) => SendOutcome | Promise<SendOutcome>;

export interface Harness {
  readonly outbox: Outbox;
  readonly db: ConsoleDb;
  readonly clock: FakeClock;
  /** Every call sent, in order, as sent. */
  readonly calls: OutboxCall[];
  readonly changes: OutboxEntry[];
  online: boolean;
  respond: Responder;
  /** Another outbox over the same database, clock and connection (a second tab). */
  another(overrides?: Partial<OutboxDeps>): Outbox;
  entry(id: string): Promise<OutboxEntry>;
}

export function makeHarness(overrides: Partial<OutboxDeps> = {}, clock = new FakeClock()): Harness {
  const db = freshDb();
  const calls: OutboxCall[] = [];
  const changes: OutboxEntry[] = [];
  const state: { online: boolean; respond: Responder } = { online: true, respond: () => answered() };
  const deps = (): OutboxDeps => ({
    db,
    send: async (call) => {
      calls.push(structuredClone(call));
      return state.respond(call, calls.length - 1);
    },
    now: clock.now,
    random: () => 0.5,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    isOnline: () => state.online,
    onChange: (entry) => changes.push(entry),
  });
  return {
    outbox: createOutbox({ ...deps(), ...overrides }),
    db,
    clock,
    calls,
    changes,
    get online() {
      return state.online;
    },
    set online(online: boolean) {
      state.online = online;
    },
    get respond() {
      return state.respond;
    },
    set respond(respond: Responder) {
      state.respond = respond;
    },
    another: (more = {}) => createOutbox({ ...deps(), ...overrides, ...more }),
    async entry(id) {
      const stored = await db.outbox.get(id);
      if (stored === undefined) throw new Error(`No entry ${id}`);
      return stored;
    },
  };
}

/** Unwraps a Result, failing the test on a failure. */
export function value<T>(result: { ok: true; value: T } | { ok: false; failure: ConsoleFailure }): T {
  if (!result.ok) throw new Error(`Unexpected failure: ${JSON.stringify(result.failure)}`);
  return result.value;
}

export function createProject(name = 'web', compartmentId = 'ocid1.compartment.oc1..aaaa'): EnqueueInput {
  return {
    operation: 'createProject',
    region: 'us-ashburn-1',
    params: { createProjectDetails: { name, compartmentId, notificationConfig: { topicId: 'ocid1.topic' } } },
    summary: `Create project ${name}`,
  };
}

export function updateProject(projectId: string, description: string, ifMatch = 'etag-1'): EnqueueInput {
  return {
    operation: 'updateProject',
    region: 'us-ashburn-1',
    params: { projectId, updateProjectDetails: { description } },
    ifMatch,
    summary: `Describe ${projectId} as ${description}`,
  };
}

export function cancelBuildRun(buildRunId: string, ifMatch = 'etag-run-1'): EnqueueInput {
  return {
    operation: 'cancelBuildRun',
    region: 'us-ashburn-1',
    params: { buildRunId, cancelBuildRunDetails: { reason: 'Stopped from the field' } },
    ifMatch,
    summary: `Cancel build run ${buildRunId}`,
  };
}

/** Lets IndexedDB and pending promises run until `condition` holds (at most about a second). */
export async function until(condition: () => boolean | Promise<boolean>, what = 'condition'): Promise<void> {
  for (let round = 0; round < 500; round += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
