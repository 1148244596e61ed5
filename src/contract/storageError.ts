/**
 * What kind of storage problem an error is, one rule for every runtime: the worker turns what
 * IndexedDB, Dexie or OPFS threw into the `storage` failure of failure.ts (and its download's
 * room check reads a refused probe with it); the app tells the user the right thing from its own
 * Dexie reads or from that failure sent across comlink.
 * - `quota`: the device or the origin's quota is full (QuotaExceededError and what Firefox called
 *   it, or the legacy codes);
 * - `unavailable`: the browser blocks IndexedDB altogether (private windows, blocked site data, a
 *   missing, closed or broken database);
 * - `other`: one operation failed.
 * Dexie wraps the browser's DOMException (a full disk aborts the transaction with an AbortError
 * whose `inner` is the QuotaExceededError; a bulk write reports per-row `failures`), so the whole
 * chain is searched (src/oci/errorChain.ts).
 */
import { errorChain, errorName, isErrorLike, type ErrorLike } from '../oci/errorChain';
import { fail, ok, type ConsoleFailure, type Result } from './failure';

export type StorageErrorKind = 'quota' | 'unavailable' | 'other';

const QUOTA_NAMES: ReadonlySet<string> = new Set([
  'QuotaExceededError',
  // Firefox, for IndexedDB and for the Cache API
  'NS_ERROR_DOM_QUOTA_REACHED',
  'NS_ERROR_FILE_NO_DEVICE_SPACE',
]);

/** DOMException.QUOTA_EXCEEDED_ERR, and the code Firefox gave NS_ERROR_DOM_QUOTA_REACHED. */
const QUOTA_CODES: ReadonlySet<number> = new Set([22, 1014]);

/** Names that say the database cannot be used at all, rather than that one request failed. */
const UNAVAILABLE_NAMES: ReadonlySet<string> = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'SecurityError',
  'UnknownError',
  'VersionError',
]);

/** How the `storage` failure of a database that cannot be used begins (classify reads the word). */
const UNAVAILABLE_MESSAGE = 'Local storage (IndexedDB) is unavailable';

function isQuotaLink(error: ErrorLike): boolean {
  return QUOTA_NAMES.has(errorName(error)) || (typeof error.code === 'number' && QUOTA_CODES.has(error.code));
}

/** Whether the browser refused a write because the device or the origin's quota is full. */
export function isQuotaExceeded(error: unknown): boolean {
  return errorChain(error).some(isQuotaLink);
}

/** The worker's `{ kind: 'storage', quotaExceeded, message }` failure, as it crossed comlink. */
function classifyFailure(failure: ErrorLike): StorageErrorKind {
  if (failure.quotaExceeded === true) return 'quota';
  const message = typeof failure.message === 'string' ? failure.message : '';
  return /unavailable/i.test(message) ? 'unavailable' : 'other';
}

export function classifyStorageError(error: unknown): StorageErrorKind {
  if (isErrorLike(error) && error.kind === 'storage' && typeof error.quotaExceeded === 'boolean') {
    return classifyFailure(error);
  }
  const chain = errorChain(error);
  if (chain.some(isQuotaLink)) return 'quota';
  if (chain.some((link) => UNAVAILABLE_NAMES.has(errorName(link)))) return 'unavailable';
  return 'other';
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
    unavailable !== undefined ? `${UNAVAILABLE_MESSAGE} (${detail})` : `Local storage failed (${detail})`;
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
