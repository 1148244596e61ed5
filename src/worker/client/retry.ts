/**
 * The retries of idempotent reads, after the official SDKs: 8 attempts, sending again what the
 * failure policy (src/contract/failurePolicy.ts) retries, waiting its backoff.
 */
import type { ConsoleFailure } from '../../contract/failure';
import { backoffDelay, retriesAtOnce } from '../../contract/failurePolicy';
import { OciAbortError } from './errors';
import { toFailure } from './failure';

export const DEFAULT_MAX_ATTEMPTS = 8;

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
  /** The clock a Retry-After date or an open circuit's retry time is measured on. */
  readonly now?: () => number;
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
  const now = options.now ?? Date.now;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      const failure = toFailure(error);
      if (n >= maxAttempts || !retriesAtOnce(failure, true) || options.signal?.aborted === true) throw error;
      const delayMs = backoffDelay(n, failure, now(), random);
      options.onRetry?.(n, failure, delayMs);
      await wait(delayMs, options.signal);
    }
  }
}
