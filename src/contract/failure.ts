/**
 * Failures as plain data. comlink turns a thrown error into a bare Error, so everything that
 * can go wrong crosses the worker boundary as one of these (STYLE rule 2).
 */
export type InvalidAnswerReason = 'not-json' | 'malformed' | 'not-oci';

/** The refusals of a new profile's fields and key, each worded by the console's `refusals` table. */
export type ValidationReason =
  | 'profileName'
  | 'profileNameTaken'
  /** A profile of an eleventh tenancy: the device keeps up to ten (contract/accounts.ts). */
  | 'tenancyLimit'
  | 'region'
  | 'userOcid'
  | 'tenancyOcid'
  | 'notSessionToken'
  | 'sessionExpired'
  | 'fingerprintMismatch'
  | 'keyNotPem'
  | 'keyDamaged'
  | 'keyEncrypted'
  | 'keyPublic'
  | 'keyNotRsa'
  | 'keyOpenSsh'
  /** A key born on this device: no key waits to become a profile (discarded, or already used). */
  | 'noDeviceKey'
  /** The pasted configuration preview has no user, tenancy and fingerprint to read. */
  | 'previewUnreadable'
  /** The preview's fingerprint is not the device key's: it was made for another key. */
  | 'previewOtherKey'
  /** The preview's region is not one of the region table. */
  | 'previewRegion'
  /** A session token bound to another key than the profile's. */
  | 'tokenOtherKey'
  /** A session token of another user or tenancy than the profile's. */
  | 'tokenOtherUser'
  /** A sign-in's return that belongs to no sign-in waiting here (stale, used, swapped): start again. */
  | 'signInNotStarted'
  /** The identity domain or the server refused the sign-in (its message says why). */
  | 'signInRefused'
  /** The server could not reach the identity domain. */
  | 'signInUnreachable';

export type ConsoleFailure =
  /** The service answered with a status outside 200–299. */
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly code: string;
      readonly message: string;
      readonly opcRequestId?: string;
      /** From Retry-After, in milliseconds. */
      readonly retryAfterMs?: number;
      /** A 401 whose server Date says the device clock is this far behind (negative: ahead). */
      readonly clockSkewMs?: number;
      /** Signed with a session token (keyId `ST$…`): a 401 then means the session has ended. */
      readonly sessionToken?: boolean;
    }
  /** No answer: offline, connection refused or dropped. */
  | { readonly kind: 'network'; readonly message: string }
  /** No answer within the request's time limit. */
  | { readonly kind: 'timeout'; readonly message: string; readonly afterMs: number }
  /**
   * An answer that is not OCI JSON: `not-json`, a captive portal's HTML page (taken when no reason
   * is given); `malformed`, JSON cut off or not the answer the call expects; `not-oci`, a 2xx
   * without opc-request-id.
   */
  | {
      readonly kind: 'invalid-response';
      readonly message: string;
      readonly status: number;
      readonly reason?: InvalidAnswerReason;
    }
  /** Refused before any request: a missing required parameter, a bad form field. */
  | {
      readonly kind: 'validation';
      readonly message: string;
      readonly parameter?: string;
      readonly operation?: string;
      /** Which refusal it is, for the screen to say it in the user's language. */
      readonly reason?: ValidationReason;
    }
  /** The circuit breaker for this host is open; nothing was sent. */
  | {
      readonly kind: 'circuit-open';
      readonly message: string;
      readonly host: string;
      readonly retryAt: number;
    }
  /** A search query that does not parse; position is a 0-based offset into the query. */
  | {
      readonly kind: 'query';
      readonly message: string;
      readonly position: number;
      /** A type name the catalogue does not know, and the nearest known one. */
      readonly unknownType?: { readonly name: string; readonly suggestion?: string };
    }
  /** IndexedDB unavailable or full. Nothing already stored is lost. */
  | { readonly kind: 'storage'; readonly message: string; readonly quotaExceeded: boolean }
  | { readonly kind: 'aborted'; readonly message: string };

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ConsoleFailure };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(failure: ConsoleFailure): Result<T> => ({ ok: false, failure });

const FAILURE_KINDS: readonly ConsoleFailure['kind'][] = [
  'http',
  'network',
  'timeout',
  'invalid-response',
  'validation',
  'circuit-open',
  'query',
  'storage',
  'aborted',
];

/**
 * A failure kept in IndexedDB, read back: one of the union, or undefined where the value is not
 * one (the text an earlier release kept in its place, a damaged value). Screens word a failure by
 * its kind, so a value without a known kind and a message never reaches them.
 */
export function readKeptFailure(value: unknown): ConsoleFailure | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const failure = value as Record<string, unknown>;
  if (!FAILURE_KINDS.some((kind) => kind === failure['kind'])) return undefined;
  if (typeof failure['message'] !== 'string') return undefined;
  if (failure['kind'] === 'http' && (typeof failure['status'] !== 'number' || typeof failure['code'] !== 'string'))
    return undefined;
  return value as ConsoleFailure;
}
