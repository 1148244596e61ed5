/**
 * IndexedDB errors as the `storage` failure of src/contract/failure.ts. Dexie wraps the browser's
 * DOMException (a full disk aborts the transaction with an AbortError whose `inner` is the
 * QuotaExceededError; a bulk write reports per-row `failures`), so the whole chain is searched.
 */
import { fail, ok, type ConsoleFailure, type Result } from '../../contract/failure';
import { errorChain, errorName } from '../../oci/errorChain';

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

/** Whether the browser refused the write because the origin's storage quota is used up. */
export function isQuotaExceeded(error: unknown): boolean {
  return errorChain(error).some((link) => QUOTA_NAMES.has(errorName(link)));
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
  const unavailable = chain.find((link) => UNAVAILABLE_NAMES.has(errorName(link)));
  const first = unavailable ?? chain[0];
  const detail =
    first === undefined
      ? String(error)
      : `${errorName(first) || 'Error'}: ${typeof first.message === 'string' ? first.message : ''}`;
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
