/**
 * IndexedDB errors as the `storage` failure of src/oci/failure.ts. Dexie wraps the browser's
 * DOMException (a full disk aborts the transaction with an AbortError whose `inner` is the
 * QuotaExceededError; a bulk write reports per-row `failures`), so the whole chain is searched.
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../oci/failure';

const QUOTA_NAMES: ReadonlySet<string> = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Error names that say the database cannot be used at all, rather than one request failing. */
const UNAVAILABLE_NAMES: ReadonlySet<string> = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'SecurityError',
  'UnknownError',
  'VersionError',
]);

interface ErrorLike {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly inner?: unknown;
  readonly cause?: unknown;
  readonly failures?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** Every error in the chain: the error, its `inner` and `cause`, and the rows of a bulk error. */
function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 32) {
    const next = queue.shift();
    if (!isErrorLike(next) || chain.includes(next)) continue;
    chain.push(next);
    queue.push(next.inner, next.cause);
    if (Array.isArray(next.failures)) queue.push(...(next.failures as unknown[]));
  }
  return chain;
}

function nameOf(error: ErrorLike): string {
  return typeof error.name === 'string' ? error.name : '';
}

/** Whether the browser refused the write because the origin's storage quota is used up. */
export function isQuotaExceeded(error: unknown): boolean {
  return errorChain(error).some((link) => QUOTA_NAMES.has(nameOf(link)));
}

/** Turns anything IndexedDB (or Dexie) threw into a `storage` failure. */
export function storageFailure(error: unknown): ConsoleFailure {
  if (isQuotaExceeded(error)) {
    return {
      kind: 'storage',
      message:
        'The local index is full: the browser refused to store more. Everything stored before is kept.',
      quotaExceeded: true,
    };
  }
  const chain = errorChain(error);
  const unavailable = chain.find((link) => UNAVAILABLE_NAMES.has(nameOf(link)));
  const first = unavailable ?? chain[0];
  const detail =
    first === undefined ? String(error) : `${nameOf(first) || 'Error'}: ${String(first.message ?? '')}`;
  const message =
    unavailable !== undefined
      ? `Local storage (IndexedDB) is unavailable (${detail})`
      : `Local storage failed (${detail})`;
  return { kind: 'storage', message, quotaExceeded: false };
}

/** Runs one storage operation; whatever it throws comes back as a `storage` failure. */
export async function guardStorage<T>(operation: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await operation());
  } catch (error) {
    return fail(storageFailure(error));
  }
}
