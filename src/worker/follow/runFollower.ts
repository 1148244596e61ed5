/**
 * One reader per run (a build run, a deployment, a work request): the worker's kept read of the
 * run (coreApi.read, kept in `records`), shared by everything that follows it in this worker.
 * The flow on the run's page asks for the newest answer at each poll, the watch loop and the home
 * page's renewal ask for one no older than their own rhythm: a read under way is joined, a fresh
 * answer young enough is given again, and only otherwise is the run read. So while a flow follows
 * a deployment its poll is the one loop that reads it, and the watches and the home page (which
 * sees `records` through its live answer) read that loop's result; with no flow open, the watch
 * loop is that loop.
 *
 * Only a fresh answer is shared: a kept copy (offline, or a failure that passes) or a failure is
 * given to those who asked together, and the next asker reads again.
 */
import type { Result } from '../../contract/failure';
import type { ReadAnswer } from '../coreApi';
import { readKey } from '../coreApi';

export type RunRead = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  region: string,
) => Promise<Result<ReadAnswer>>;

/** The newest answer of a run no older than `maxAgeMs` (0: a read under way, or a new one). */
export type FollowedRead = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  region: string,
  maxAgeMs: number,
) => Promise<Result<ReadAnswer>>;

/** Answers older than this are forgotten (the longest any follower accepts is the watch loop's). */
const FORGET_AFTER_MS = 60_000;

interface Latest {
  readonly answer: Promise<Result<ReadAnswer>>;
  /** When the fresh answer came; undefined while the read is under way. */
  at?: number;
}

export function createRunFollower(read: RunRead, now: () => number = Date.now): FollowedRead {
  const latest = new Map<string, Latest>();
  const forgetOld = (at: number): void => {
    for (const [key, entry] of latest) {
      if (entry.at !== undefined && at - entry.at > FORGET_AFTER_MS) latest.delete(key);
    }
  };
  return (operation, params, region, maxAgeMs) => {
    const at = now();
    forgetOld(at);
    const key = readKey(operation, region, params);
    const known = latest.get(key);
    if (known !== undefined && (known.at === undefined || at - known.at < maxAgeMs)) return known.answer;
    const entry: Latest = {
      answer: read(operation, params, region).then(
        (answer) => {
          if (answer.ok && !answer.value.fromCache) entry.at = now();
          else if (latest.get(key) === entry) latest.delete(key);
          return answer;
        },
        (error: unknown) => {
          if (latest.get(key) === entry) latest.delete(key);
          throw error;
        },
      ),
    };
    latest.set(key, entry);
    return entry.answer;
  };
}
