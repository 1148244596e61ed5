/**
 * The one failure policy. Every outcome of a call has one row saying whether it is sent again,
 * how it counts for the host's circuit breaker, whether the change may have reached the service,
 * and what the user is told. The client's retry, the breaker, the outbox, the flows' polling, the
 * worker's kept reads and the outbox view all read this table; nothing else decides.
 *
 * After the official SDKs (reference "How the official SDKs retry"): network errors, 429,
 * 500/502/503/504 and 409 IncorrectState are retried; 400, 401, 404, 412 and 409 Conflict are not.
 */
import type { ConsoleFailure } from './failure';

/**
 * Whether the same request is sent again:
 * - `yes`: the service refused it before doing anything (429, 409 IncorrectState);
 * - `idempotent-only`: it may have been applied, so only a request that cannot do the work twice
 *   (a read, or a change carrying its opc-retry-token) is sent again;
 * - `later`: not within the call's own retries, but the outbox and the flows send again after the
 *   wait (an open circuit, a stopped send);
 * - `no`: only the user can fix it.
 */
export type RetryRule = 'yes' | 'idempotent-only' | 'later' | 'no';

/** How a call ends for its host's breaker: the host failed, the host answered, or nothing to say. */
export type BreakerCount = 'failure' | 'success' | 'ignored';

/** The words the user is told, keys of the `outbox` namespace's `failure` section. */
export type FailureMessageKey =
  | 'failure.aborted'
  | 'failure.badAnswer'
  | 'failure.circuitOpen'
  | 'failure.clockSkew'
  | 'failure.conflict'
  | 'failure.denied'
  | 'failure.http'
  | 'failure.incorrectState'
  | 'failure.invalidResponse'
  | 'failure.network'
  | 'failure.notFound'
  | 'failure.notOci'
  | 'failure.operationConflict'
  | 'failure.serverError'
  | 'failure.signInNeeded'
  | 'failure.storage'
  | 'failure.throttled'
  | 'failure.timeout'
  | 'failure.validation';

export interface FailurePolicyRow {
  readonly retry: RetryRule;
  readonly breaker: BreakerCount;
  /** Whether the request may have reached the service although no good answer came back. */
  readonly mayHaveReached: boolean;
  readonly messageKey: FailureMessageKey;
}

const refused = (messageKey: FailureMessageKey): FailurePolicyRow => ({
  retry: 'no',
  breaker: 'success',
  mayHaveReached: false,
  messageKey,
});
const unwell = (messageKey: FailureMessageKey): FailurePolicyRow => ({
  retry: 'idempotent-only',
  breaker: 'failure',
  mayHaveReached: true,
  messageKey,
});
const notSent = (retry: RetryRule, messageKey: FailureMessageKey): FailurePolicyRow => ({
  retry,
  breaker: 'ignored',
  mayHaveReached: false,
  messageKey,
});

export const FAILURE_POLICY = {
  /** 400 InvalidParameter, MissingParameter. */
  badRequest: refused('failure.http'),
  /** 401 NotAuthenticated: the key, the token or the signature. */
  notAuthenticated: refused('failure.denied'),
  /**
   * 401 to a request signed with a session token: the session ended (expired, or no longer
   * renewed). Only a new token helps, and nothing was done: a queued change waits for it rather
   * than failing, and is sent again, with its retry token, once a new token is accepted.
   */
  sessionEnded: {
    retry: 'later',
    breaker: 'success',
    mayHaveReached: false,
    messageKey: 'failure.signInNeeded',
  },
  /** 401 explained by the device clock; the call layer already re-signed and sent once more. */
  clockSkew: refused('failure.clockSkew'),
  forbidden: refused('failure.denied'),
  /** 404 NotAuthorizedOrNotFound. */
  notFound: refused('failure.notFound'),
  /** 408: the host gave up waiting, as a time-out; the request may have been read in part. */
  requestTimeout: unwell('failure.timeout'),
  /** 409 Conflict: another operation holds the resource the way this one would change it. */
  conflict: refused('failure.operationConflict'),
  /** 409 IncorrectState: the resource is busy (provisioning, updating); it passes. */
  incorrectState: {
    retry: 'yes',
    breaker: 'success',
    mayHaveReached: false,
    messageKey: 'failure.incorrectState',
  },
  /** 412 NoEtagMatch: the resource changed since it was read. */
  preconditionFailed: refused('failure.conflict'),
  /** 429 TooManyRequests: refused before any work, and a sign the host is under load. */
  throttled: { retry: 'yes', breaker: 'failure', mayHaveReached: false, messageKey: 'failure.throttled' },
  internalError: unwell('failure.serverError'),
  badGateway: unwell('failure.serverError'),
  serviceUnavailable: unwell('failure.serverError'),
  gatewayTimeout: unwell('failure.serverError'),
  /** Any other status below 500. */
  otherClientError: refused('failure.http'),
  /** Any other status from 500 (501, 505…): the host is unwell, and sending again will not help. */
  otherServerError: { retry: 'no', breaker: 'failure', mayHaveReached: true, messageKey: 'failure.http' },
  network: unwell('failure.network'),
  timeout: unwell('failure.timeout'),
  /** An answer that is not JSON: a captive portal's sign-in page, a proxy's error page. */
  captivePortal: unwell('failure.invalidResponse'),
  /** JSON cut off by a dropped connection, or JSON that is not OCI's answer to the call. */
  badAnswer: unwell('failure.badAnswer'),
  /** A 2xx without opc-request-id: it came from something on the way, not from OCI. */
  notOci: unwell('failure.notOci'),
  circuitOpen: notSent('later', 'failure.circuitOpen'),
  aborted: notSent('later', 'failure.aborted'),
  validation: notSent('no', 'failure.validation'),
  query: notSent('no', 'failure.validation'),
  storage: notSent('no', 'failure.storage'),
} as const satisfies Record<string, FailurePolicyRow>;

export type FailureOutcome = keyof typeof FAILURE_POLICY;

const STATUS_OUTCOMES: Readonly<Record<number, FailureOutcome>> = {
  400: 'badRequest',
  401: 'notAuthenticated',
  403: 'forbidden',
  404: 'notFound',
  408: 'requestTimeout',
  412: 'preconditionFailed',
  429: 'throttled',
  500: 'internalError',
  502: 'badGateway',
  503: 'serviceUnavailable',
  504: 'gatewayTimeout',
};

/** An HTTP answer outside 200–299, as far as the policy needs it. */
export interface HttpOutcomeFacts {
  readonly status: number;
  readonly code?: string;
  /** Set when the server's Date says the device clock is off (client/skew.ts). */
  readonly clockSkewMs?: number;
  /** Set when the request was signed with a session token. */
  readonly sessionToken?: boolean;
}

function httpOutcome(facts: HttpOutcomeFacts): FailureOutcome {
  if (facts.status === 401 && facts.clockSkewMs !== undefined) return 'clockSkew';
  if (facts.status === 401 && facts.sessionToken === true) return 'sessionEnded';
  if (facts.status === 409) return facts.code === 'IncorrectState' ? 'incorrectState' : 'conflict';
  return STATUS_OUTCOMES[facts.status] ?? (facts.status >= 500 ? 'otherServerError' : 'otherClientError');
}

const INVALID_OUTCOMES = {
  'not-json': 'captivePortal',
  malformed: 'badAnswer',
  'not-oci': 'notOci',
} as const;

/** The outcome of a failure, or of an HTTP status (with its code) before it became one. */
export function outcomeOf(failure: ConsoleFailure | HttpOutcomeFacts | number): FailureOutcome {
  if (typeof failure === 'number') return httpOutcome({ status: failure });
  if (!('kind' in failure)) return httpOutcome(failure);
  switch (failure.kind) {
    case 'http':
      return httpOutcome(failure);
    case 'invalid-response':
      // Without a reason (kept from before reasons were recorded): the captive portal it mostly was.
      return INVALID_OUTCOMES[failure.reason ?? 'not-json'];
    case 'circuit-open':
      return 'circuitOpen';
    case 'network':
    case 'timeout':
    case 'aborted':
    case 'validation':
    case 'query':
    case 'storage':
      return failure.kind;
  }
}

/** The policy row of a failure or a status. */
export function policyOf(failure: ConsoleFailure | HttpOutcomeFacts | number): FailurePolicyRow {
  return FAILURE_POLICY[outcomeOf(failure)];
}

/** Whether the call's own retries send it again; `idempotent`: it cannot do the work twice. */
export function retriesAtOnce(failure: ConsoleFailure, idempotent: boolean): boolean {
  const { retry } = policyOf(failure);
  return retry === 'yes' || (retry === 'idempotent-only' && idempotent);
}

/** Whether sending again later (the outbox, a flow's next poll) may succeed. */
export function retriesLater(failure: ConsoleFailure, idempotent: boolean): boolean {
  return retriesAtOnce(failure, idempotent) || policyOf(failure).retry === 'later';
}

export const BASE_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;

/** Retry-After in ms: delay-seconds, or an HTTP date measured from `now`; undefined if neither. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The least wait a failure asks for: its Retry-After, or until an open circuit half-opens. */
export function waitAskedMs(failure: ConsoleFailure | undefined, now: number): number | undefined {
  if (failure?.kind === 'http') return failure.retryAfterMs;
  if (failure?.kind === 'circuit-open') return Math.max(0, failure.retryAt - now);
  return undefined;
}

/**
 * The wait after failed attempt `attempt` (1 for the first): a uniformly random time below
 * min(30 s, 1 s × 2^attempt), never before the failure's Retry-After or an open circuit's retry time.
 */
export function backoffDelay(
  attempt: number,
  failure: ConsoleFailure | undefined,
  now: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt);
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, waitAskedMs(failure, now) ?? 0);
}

/**
 * How far ahead of now a device-clock reading may lie and still be taken as now: a clock that
 * disagrees with itself a little (a small step, another context's reading a moment later).
 */
export const CLOCK_SLACK_MS = 60_000;

/**
 * Whether the device clock was put back since `at` was read from it: `at` lies ahead of now by
 * more than the slack. The time passed since `at` is then unknown: the clock may have run fast
 * for hours (a wrong time zone, a dead battery) before being corrected.
 */
export function clockWentBackSince(at: number, now: number): boolean {
  return at - now > CLOCK_SLACK_MS;
}

/**
 * When a wait of `waitMs` ending at `endsAt` (device-clock readings, the end set as the wait
 * began) ends, seen from `now`: at `endsAt` — unless the clock was put back since the wait began,
 * which would stretch the wait by the clock's jump (hours, for a clock that ran fast); it then
 * ends now. So a wait never lasts longer than the wait that set it (and the slack), measured from
 * now: the one rule for backoffs, Retry-After and open circuits (the outbox's nextAttemptAt and
 * waitMs) and for claims' leases (claimedAt and the lease).
 */
export function waitEndsAt(endsAt: number, waitMs: number, now: number): number {
  return clockWentBackSince(endsAt - waitMs, now) ? now : endsAt;
}

/**
 * A read the tenancy does not offer (404: an API of a realm or tenancy without it) or the user
 * may not make (401 and 403: no policy for it): a screen says so in a plain sentence instead of
 * an error, since nothing the user retries will change it (metrics, service health, cost).
 */
export function notOfferedToCaller(failure: ConsoleFailure): boolean {
  const outcome = outcomeOf(failure);
  return outcome === 'notFound' || outcome === 'notAuthenticated' || outcome === 'forbidden';
}
