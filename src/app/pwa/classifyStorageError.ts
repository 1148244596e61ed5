/**
 * What kind of storage problem an error is, so the user is told the right thing: the device is
 * full (`quota`), the browser blocks IndexedDB altogether (`unavailable`: private windows, blocked
 * site data, a missing or broken database), or one operation failed (`other`). Accepts what the
 * app's own Dexie reads throw and the `storage` failure the worker sends across comlink.
 */
import { errorChain, errorName, isErrorLike, type ErrorLike } from '../../oci/errorChain';

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

function isQuota(error: ErrorLike): boolean {
  return QUOTA_NAMES.has(errorName(error)) || (typeof error.code === 'number' && QUOTA_CODES.has(error.code));
}

/** The worker's `{ kind: 'storage', quotaExceeded, message }` failure (src/contract/failure.ts). */
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
  if (chain.some(isQuota)) return 'quota';
  if (chain.some((link) => UNAVAILABLE_NAMES.has(errorName(link)))) return 'unavailable';
  return 'other';
}
