/**
 * An error and everything it wraps, as IndexedDB and Dexie report failures: Dexie's `inner` (a
 * full disk aborts the transaction with an AbortError whose inner error is the
 * QuotaExceededError), `cause`, and the rows of a bulk error (`failures`, `failuresByPos`).
 * Pure data walking, shared by the worker (which turns them into failures) and the app (which
 * explains them).
 */

/** The fields of an error object that classifying it reads. */
export interface ErrorLike {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
  readonly kind?: unknown;
  readonly quotaExceeded?: unknown;
  readonly inner?: unknown;
  readonly cause?: unknown;
  readonly failures?: unknown;
  readonly failuresByPos?: unknown;
}

export function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** The error's name, or '' when it has none. */
export function errorName(error: ErrorLike): string {
  return typeof error.name === 'string' ? error.name : '';
}

/** The error first, then what it wraps, breadth first; cycles and very long chains are cut. */
export function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 64) {
    const next = queue.shift();
    if (!isErrorLike(next) || chain.includes(next)) continue;
    chain.push(next);
    queue.push(next.inner, next.cause);
    if (Array.isArray(next.failures)) queue.push(...(next.failures as unknown[]));
    if (isErrorLike(next.failuresByPos)) {
      const rows: unknown[] = Object.values(next.failuresByPos);
      queue.push(...rows);
    }
  }
  return chain;
}
