/**
 * The retry policy of idempotent reads, after the official SDKs (reference: 8 attempts;
 * network errors, 429, 500/502/503/504 and 409 IncorrectState are retried; 400, 401, 404, 412 and
 * 409 Conflict are not). The wait grows exponentially with full jitter, capped at 30 s, and is
 * never shorter than the server's Retry-After.
 */
import type { ConsoleFailure } from '../../oci/failure';
import { OciAbortError } from './errors';
import { toFailure } from './failure';

export const DEFAULT_MAX_ATTEMPTS = 8;
export const BASE_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Whether the same request may succeed if sent again. */
export function isRetryable(failure: ConsoleFailure): boolean {
  switch (failure.kind) {
    case 'network':
    case 'timeout':
    case 'invalid-response':
      return true;
    case 'http':
      return (
        RETRYABLE_STATUSES.has(failure.status) ||
        (failure.status === 409 && failure.code === 'IncorrectState')
      );
    default:
      return false;
  }
}

/**
 * The wait after failed attempt `attempt` (1 for the first): a uniformly random time below
 * min(30 s, 1 s × 2^attempt), raised to the failure's Retry-After when that is longer.
 */
export function backoffDelay(
  attempt: number,
  failure?: ConsoleFailure,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt);
  const jittered = Math.floor(random() * ceiling);
  const retryAfter = failure?.kind === 'http' ? (failure.retryAfterMs ?? 0) : 0;
  return Math.max(jittered, retryAfter);
}

/** Waits `ms`; rejects with OciAbortError as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new OciAbortError());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new OciAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryOptions {
  readonly maxAttempts?: number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  readonly signal?: AbortSignal;
  /** Told before each wait: the attempt that failed, its failure and the wait. */
  readonly onRetry?: (attempt: number, failure: ConsoleFailure, delayMs: number) => void;
}

/**
 * Runs `attempt` until it succeeds, fails with a failure that is not retryable, or has been tried
 * `maxAttempts` times; then throws the last error as it was. For idempotent reads only: the
 * function is responsible for sending the same request (same ids) every time.
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const wait = options.sleep ?? sleep;
  const random = options.random ?? Math.random;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      const failure = toFailure(error);
      if (n >= maxAttempts || !isRetryable(failure) || options.signal?.aborted === true) throw error;
      const delayMs = backoffDelay(n, failure, random);
      options.onRetry?.(n, failure, delayMs);
      await wait(delayMs, options.signal);
    }
  }
}
