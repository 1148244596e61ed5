/**
 * One loop per followed run (a build run, a deployment, a work request), in the worker. A run is
 * followed while anyone needs it: a flow open in the page (at its poll interval), a watch the
 * watch loop holds on it (at the watch interval). The loop reads the run at the fastest rhythm
 * any follower asks for and gives every answer to every follower; the watches, the flows and the
 * home page (which sees `records`, where each read is kept) all read the loop's result.
 *
 * - A follower joining gets the last fresh answer at once when it is younger than its rhythm;
 *   else the run is read now. A faster follower brings the next read forward, the last fast
 *   one leaving puts it back to the slower rhythm.
 * - Failures go through the one failure policy (src/contract/failurePolicy.ts): a failure that
 *   may pass (network, time-out, 429, 5xx, an open circuit) is backed off as `backoffDelay` says,
 *   never sooner than the rhythm nor than a Retry-After. Offline, the loop reads nothing and waits
 *   for the network (`wake`: the worker's `online` event, the watch loop's round). A failure only the user can fix (401, 404) ends the loop: it is
 *   given to the followers, and a follower that comes back (a flow's retry, the watch loop's next
 *   round) starts a new one.
 * - The loop ends when the run reaches a final state (SUCCEEDED, FAILED, CANCELED), or when the
 *   last follower leaves.
 * - `read` is the one-shot read of someone with no rhythm of its own (the home page's renewal, a
 *   watch check the page asks for, "Check now"): it gets a fresh answer young enough, joins a read
 *   under way, or reads now — and a read of a followed run is the loop's read, given to all.
 */
import type { ConsoleFailure, Result } from '../../contract/failure';
import { backoffDelay, retriesLater } from '../../contract/failurePolicy';
import { WATCH_READS, isFinalState, observeWatched, type WatchKind } from '../../rules/watchRules';
import type { ReadAnswer } from '../coreApi';
import { readKey } from '../coreApi';

/** The read of a run: the worker's kept read (coreApi.read). */
export type RunRead = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  region: string,
) => Promise<Result<ReadAnswer>>;

/** Which run: its read, with the parameter naming it, in its region. */
export interface RunRef {
  readonly operation: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly region: string;
}

/** One answer of the loop, and when its read began (a follower may want only reads begun after its change). */
export interface LoopAnswer {
  readonly result: Result<ReadAnswer>;
  readonly startedAt: number;
}

export interface RunFollowerSpec {
  /** The rhythm this follower asks for (ms between two reads while all is well). */
  readonly intervalMs: number;
  readonly onAnswer: (answer: LoopAnswer) => void;
}

export interface Following {
  /** Leaves the run; the loop ends with its last follower. */
  readonly stop: () => void;
  /** False once the loop ended (a final state, a failure only the user can fix) or `stop` was called. */
  readonly active: () => boolean;
}

export interface RunLoops {
  follow(run: RunRef, follower: RunFollowerSpec): Following;
  /** A fresh answer no older than `maxAgeMs`, a read under way, or a read now (0: no kept answer). */
  read(run: RunRef, maxAgeMs: number): Promise<Result<ReadAnswer>>;
  /**
   * The loops waiting for the network read now if it is back. The `online` event does it; a
   * worker does not always get that event (Chromium's emulated offline changes the worker's
   * `navigator.onLine` without it), so the watch loop's round asks too.
   */
  wake(): void;
  /** The runs a loop follows now, by key. */
  followedKeys(): string[];
}

export interface RunLoopDeps {
  readonly read: RunRead;
  readonly now: () => number;
  readonly setTimer: (callback: () => void, ms: number) => unknown;
  readonly clearTimer: (handle: unknown) => void;
  readonly isOnline: () => boolean;
  /** Listens to the network's return (the worker's `online` event). */
  readonly onOnline: (listener: () => void) => void;
  readonly random?: () => number;
}

interface Member {
  readonly spec: RunFollowerSpec;
  active: boolean;
}

interface Loop {
  readonly run: RunRef;
  readonly key: string;
  readonly members: Set<Member>;
  timer?: unknown;
  reading?: Promise<Result<ReadAnswer>>;
  /** When the last read began. */
  lastStart?: number;
  /** The last fresh answer, and when it came. */
  latest?: { readonly answer: LoopAnswer; readonly at: number };
  /** Failures that may pass, in a row, and the last of them. */
  failures: number;
  lastFailure?: ConsoleFailure;
  waitingForNetwork: boolean;
}

const KIND_OF_READ: ReadonlyMap<string, WatchKind> = new Map(
  (Object.keys(WATCH_READS) as WatchKind[]).map((kind) => [WATCH_READS[kind].operation, kind]),
);

/** Whether the answer says the run has ended. */
function ended(operation: string, body: unknown): boolean {
  const kind = KIND_OF_READ.get(operation);
  return kind !== undefined && isFinalState(observeWatched(kind, body));
}

/** The failure an answer stands for: a failed read, or a kept copy given instead of news. */
function failureOf(result: Result<ReadAnswer>): ConsoleFailure | undefined {
  if (!result.ok) return result.failure;
  if (!result.value.fromCache) return undefined;
  return result.value.failure ?? { kind: 'network', message: 'The device is offline.' };
}

export function createRunLoops(deps: RunLoopDeps): RunLoops {
  const loops = new Map<string, Loop>();
  const waitingForNetwork = new Set<Loop>();
  const wake = (): void => {
    if (!deps.isOnline()) return;
    for (const loop of [...waitingForNetwork]) {
      waitingForNetwork.delete(loop);
      loop.waitingForNetwork = false;
      if (loops.get(loop.key) === loop && loop.members.size > 0) void readNow(loop);
    }
  };
  deps.onOnline(wake);

  const rhythm = (loop: Loop): number | undefined => {
    const intervals = [...loop.members].map((member) => member.spec.intervalMs);
    return intervals.length === 0 ? undefined : Math.min(...intervals);
  };

  const clear = (loop: Loop): void => {
    if (loop.timer !== undefined) deps.clearTimer(loop.timer);
    loop.timer = undefined;
  };

  const end = (loop: Loop): void => {
    clear(loop);
    for (const member of loop.members) member.active = false;
    loop.members.clear();
    waitingForNetwork.delete(loop);
    if (loops.get(loop.key) === loop) loops.delete(loop.key);
  };

  const park = (loop: Loop): void => {
    loop.waitingForNetwork = true;
    waitingForNetwork.add(loop);
  };

  /** The loop's own read: offline, it waits for the network instead. */
  const tick = (loop: Loop): void => {
    if (deps.isOnline()) void readNow(loop);
    else park(loop);
  };

  /** Sets the timer for the next read, from the last read's start, the rhythm and the failures. */
  const schedule = (loop: Loop): void => {
    clear(loop);
    const every = rhythm(loop);
    if (every === undefined || loop.reading !== undefined || loop.waitingForNetwork) return;
    const now = deps.now();
    const wait =
      loop.failures === 0
        ? every
        : Math.max(every, backoffDelay(loop.failures, loop.lastFailure, now, deps.random));
    const due = (loop.lastStart ?? -Infinity) + wait;
    loop.timer = deps.setTimer(
      () => {
        loop.timer = undefined;
        tick(loop);
      },
      Math.max(0, due - now),
    );
  };

  const settle = (loop: Loop, answer: LoopAnswer): void => {
    const failure = failureOf(answer.result);
    if (failure === undefined) {
      loop.failures = 0;
      loop.lastFailure = undefined;
      loop.latest = { answer, at: deps.now() };
    }
    for (const member of [...loop.members]) {
      try {
        member.spec.onAnswer(answer);
      } catch {
        // A follower's trouble is its own: the others still get the answer.
      }
    }
    if (loops.get(loop.key) !== loop) return;
    if (loop.members.size === 0) {
      loops.delete(loop.key);
      return;
    }
    if (failure === undefined) {
      if (answer.result.ok && ended(loop.run.operation, answer.result.value.body)) end(loop);
      else schedule(loop);
      return;
    }
    if (!deps.isOnline()) {
      park(loop);
      return;
    }
    // A read of a run cannot do anything twice: it is idempotent.
    if (!retriesLater(failure, true)) {
      end(loop);
      return;
    }
    loop.failures += 1;
    loop.lastFailure = failure;
    schedule(loop);
  };

  /** Reads the run now, or joins the read under way; the answer goes to every follower. */
  const readNow = (loop: Loop): Promise<Result<ReadAnswer>> => {
    if (loop.reading !== undefined) return loop.reading;
    clear(loop);
    // A read asked for (Check now, the page back online) ends a wait for the network: its
    // answer says whether to wait again.
    waitingForNetwork.delete(loop);
    loop.waitingForNetwork = false;
    const startedAt = deps.now();
    loop.lastStart = startedAt;
    const { operation, params, region } = loop.run;
    const reading = deps
      .read(operation, params, region)
      .catch((error: unknown): Result<ReadAnswer> => ({
        ok: false,
        failure: { kind: 'validation', message: error instanceof Error ? error.message : String(error) },
      }))
      .then((result) => {
        loop.reading = undefined;
        settle(loop, { result, startedAt });
        return result;
      });
    loop.reading = reading;
    return reading;
  };

  const loopOf = (run: RunRef): Loop => {
    const key = readKey(run.operation, run.region, run.params);
    const known = loops.get(key);
    if (known !== undefined) return known;
    const loop: Loop = { run, key, members: new Set(), failures: 0, waitingForNetwork: false };
    loops.set(key, loop);
    return loop;
  };

  return {
    follow(run, spec) {
      const loop = loopOf(run);
      const member: Member = { spec, active: true };
      loop.members.add(member);
      const latest = loop.latest;
      const young = latest !== undefined && deps.now() - latest.at < spec.intervalMs;
      if (young && loop.reading === undefined) {
        queueMicrotask(() => {
          if (member.active) spec.onAnswer(latest.answer);
        });
      }
      if (loop.reading === undefined && loop.lastStart === undefined) tick(loop);
      else schedule(loop);
      return {
        stop() {
          if (!member.active) return;
          member.active = false;
          loop.members.delete(member);
          if (loop.members.size === 0) {
            if (loop.reading === undefined) end(loop);
            else clear(loop);
          } else schedule(loop);
        },
        active: () => member.active,
      };
    },
    read(run, maxAgeMs) {
      const loop = loopOf(run);
      const latest = loop.latest;
      if (loop.reading === undefined && latest !== undefined && deps.now() - latest.at <= maxAgeMs)
        return Promise.resolve(latest.answer.result);
      return readNow(loop);
    },
    wake,
    followedKeys: () => [...loops.values()].filter((loop) => loop.members.size > 0).map((loop) => loop.key),
  };
}
