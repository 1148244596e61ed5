/**
 * The failure policy, one case per row: which failure lands on it, whether it is sent again, how
 * it counts for the host's breaker, whether the change may have reached the service and what the
 * user is told. Then Retry-After and the backoff, which every retrying caller shares, and how a
 * wait read off the device clock survives that clock being put back.
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../src/contract/failure';
import {
  backoffDelay,
  CLOCK_SLACK_MS,
  clockWentBackSince,
  FAILURE_POLICY,
  outcomeOf,
  parseRetryAfter,
  policyOf,
  retriesAtOnce,
  retriesLater,
  waitAskedMs,
  waitEndsAt,
  type FailureOutcome,
  type FailurePolicyRow,
} from '../../../src/contract/failurePolicy';

const http = (
  status: number,
  code = 'X',
  extra: Partial<ConsoleFailure & { kind: 'http' }> = {},
): ConsoleFailure => ({
  kind: 'http',
  status,
  code,
  message: code,
  ...extra,
});
const invalid = (reason?: 'not-json' | 'malformed' | 'not-oci'): ConsoleFailure => ({
  kind: 'invalid-response',
  message: 'not OCI',
  status: 200,
  ...(reason === undefined ? {} : { reason }),
});

type Row = [
  FailureOutcome,
  ConsoleFailure,
  FailurePolicyRow['retry'],
  FailurePolicyRow['breaker'],
  boolean,
  string,
];

const ROWS: readonly Row[] = [
  ['badRequest', http(400, 'InvalidParameter'), 'no', 'success', false, 'failure.http'],
  ['notAuthenticated', http(401, 'NotAuthenticated'), 'no', 'success', false, 'failure.denied'],
  [
    'clockSkew',
    http(401, 'NotAuthenticated', { clockSkewMs: 600_000 }),
    'no',
    'success',
    false,
    'failure.clockSkew',
  ],
  [
    'sessionEnded',
    http(401, 'NotAuthenticated', { sessionToken: true }),
    'later',
    'success',
    false,
    'failure.signInNeeded',
  ],
  ['forbidden', http(403, 'Forbidden'), 'no', 'success', false, 'failure.denied'],
  ['notFound', http(404, 'NotAuthorizedOrNotFound'), 'no', 'success', false, 'failure.notFound'],
  ['requestTimeout', http(408, 'RequestTimeout'), 'idempotent-only', 'failure', true, 'failure.timeout'],
  ['conflict', http(409, 'Conflict'), 'no', 'success', false, 'failure.operationConflict'],
  ['incorrectState', http(409, 'IncorrectState'), 'yes', 'success', false, 'failure.incorrectState'],
  ['preconditionFailed', http(412, 'NoEtagMatch'), 'no', 'success', false, 'failure.conflict'],
  ['throttled', http(429, 'TooManyRequests'), 'yes', 'failure', false, 'failure.throttled'],
  [
    'internalError',
    http(500, 'InternalServerError'),
    'idempotent-only',
    'failure',
    true,
    'failure.serverError',
  ],
  ['badGateway', http(502, 'BadGateway'), 'idempotent-only', 'failure', true, 'failure.serverError'],
  [
    'serviceUnavailable',
    http(503, 'ServiceUnavailable'),
    'idempotent-only',
    'failure',
    true,
    'failure.serverError',
  ],
  ['gatewayTimeout', http(504, 'GatewayTimeout'), 'idempotent-only', 'failure', true, 'failure.serverError'],
  ['otherClientError', http(422, 'Unprocessable'), 'no', 'success', false, 'failure.http'],
  ['otherServerError', http(501, 'NotImplemented'), 'no', 'failure', true, 'failure.http'],
  ['network', { kind: 'network', message: 'offline' }, 'idempotent-only', 'failure', true, 'failure.network'],
  [
    'timeout',
    { kind: 'timeout', message: 'slow', afterMs: 30_000 },
    'idempotent-only',
    'failure',
    true,
    'failure.timeout',
  ],
  ['captivePortal', invalid('not-json'), 'idempotent-only', 'failure', true, 'failure.invalidResponse'],
  ['badAnswer', invalid('malformed'), 'idempotent-only', 'failure', true, 'failure.badAnswer'],
  ['notOci', invalid('not-oci'), 'idempotent-only', 'failure', true, 'failure.notOci'],
  [
    'circuitOpen',
    { kind: 'circuit-open', message: 'open', host: 'h', retryAt: 0 },
    'later',
    'ignored',
    false,
    'failure.circuitOpen',
  ],
  ['aborted', { kind: 'aborted', message: 'stopped' }, 'later', 'ignored', false, 'failure.aborted'],
  [
    'validation',
    { kind: 'validation', message: 'Missing required parameter' },
    'no',
    'ignored',
    false,
    'failure.validation',
  ],
  ['query', { kind: 'query', message: 'bad', position: 0 }, 'no', 'ignored', false, 'failure.validation'],
  [
    'storage',
    { kind: 'storage', message: 'full', quotaExceeded: true },
    'no',
    'ignored',
    false,
    'failure.storage',
  ],
];

describe('the failure policy table', () => {
  it.each(ROWS)('%s', (outcome, failure, retry, breaker, mayHaveReached, messageKey) => {
    expect(outcomeOf(failure)).toBe(outcome);
    expect(policyOf(failure)).toEqual({ retry, breaker, mayHaveReached, messageKey });
  });

  it('has a case for every row', () => {
    expect(ROWS.map(([outcome]) => outcome).sort()).toEqual(Object.keys(FAILURE_POLICY).sort());
  });

  it('classifies a bare status, and a status with its code, as the failure it becomes', () => {
    expect(outcomeOf(503)).toBe('serviceUnavailable');
    expect(outcomeOf(409)).toBe('conflict');
    expect(outcomeOf({ status: 409, code: 'IncorrectState' })).toBe('incorrectState');
    expect(outcomeOf({ status: 401, clockSkewMs: -400_000 })).toBe('clockSkew');
    expect(outcomeOf(599)).toBe('otherServerError');
    expect(outcomeOf(302)).toBe('otherClientError');
  });

  it('reads an invalid answer without a reason (one kept from before reasons) as a captive portal', () => {
    expect(outcomeOf(invalid())).toBe('captivePortal');
  });
});

describe('who sends again', () => {
  it.each<[string, ConsoleFailure, boolean, boolean, boolean]>([
    // failure, at once (idempotent), at once (not idempotent), later (idempotent)
    ['429', http(429), true, true, true],
    ['409 IncorrectState', http(409, 'IncorrectState'), true, true, true],
    ['503', http(503), true, false, true],
    ['network', { kind: 'network', message: 'down' }, true, false, true],
    ['an open circuit', { kind: 'circuit-open', message: 'open', host: 'h', retryAt: 1 }, false, false, true],
    ['aborted', { kind: 'aborted', message: 'stopped' }, false, false, true],
    ['412', http(412), false, false, false],
    ['409 Conflict', http(409, 'Conflict'), false, false, false],
  ])('%s', (_name, failure, idempotent, notIdempotent, later) => {
    expect(retriesAtOnce(failure, true)).toBe(idempotent);
    expect(retriesAtOnce(failure, false)).toBe(notIdempotent);
    expect(retriesLater(failure, true)).toBe(later);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2024, 0, 1, 0, 0, 0);
  it.each([
    ['3', 3000],
    [' 1.5 ', 1500],
    ['0', 0],
    ['Mon, 01 Jan 2024 00:00:10 GMT', 10_000],
    ['Sun, 31 Dec 2023 23:59:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('waitAskedMs', () => {
  it('comes from Retry-After or an open circuit', () => {
    expect(waitAskedMs(http(429, 'TooManyRequests', { retryAfterMs: 7_000 }), 0)).toBe(7_000);
    expect(waitAskedMs(http(503), 0)).toBeUndefined();
    expect(waitAskedMs({ kind: 'circuit-open', message: 'open', host: 'h', retryAt: 9_000 }, 4_000)).toBe(
      5_000,
    );
    expect(waitAskedMs({ kind: 'circuit-open', message: 'open', host: 'h', retryAt: 1_000 }, 4_000)).toBe(0);
    expect(waitAskedMs({ kind: 'network', message: 'down' }, 0)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with full jitter: from 0 to just below min(30 s, 1 s × 2^attempt)', () => {
    expect(backoffDelay(1, undefined, 0, () => 0)).toBe(0);
    expect(backoffDelay(1, undefined, 0, () => 0.999999)).toBe(1999);
    expect(backoffDelay(1, undefined, 0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, undefined, 0, () => 0.5)).toBe(4000);
    expect(backoffDelay(4, undefined, 0, () => 0.999999)).toBe(15_999);
  });

  it('is capped at 30 s', () => {
    expect(backoffDelay(5, undefined, 0, () => 0.999999)).toBe(29_999);
    expect(backoffDelay(30, undefined, 0, () => 0.999999)).toBe(29_999);
  });

  it('stays within its bounds for any random value', () => {
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      for (const random of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999]) {
        const delay = backoffDelay(attempt, undefined, 0, () => random);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(Math.min(30_000, 1000 * 2 ** attempt));
      }
    }
  });

  it('is never shorter than Retry-After or an open circuit’s retry time, even past the cap', () => {
    expect(backoffDelay(1, http(429, 'TooManyRequests', { retryAfterMs: 5000 }), 0, () => 0)).toBe(5000);
    expect(backoffDelay(5, http(503, 'ServiceUnavailable', { retryAfterMs: 1000 }), 0, () => 0.5)).toBe(
      15_000,
    );
    expect(backoffDelay(2, http(503, 'ServiceUnavailable', { retryAfterMs: 45_000 }), 0, () => 0.999)).toBe(
      45_000,
    );
    expect(
      backoffDelay(1, { kind: 'circuit-open', message: 'open', host: 'h', retryAt: 50_000 }, 10_000, () => 0),
    ).toBe(40_000);
  });
});

describe('a wait read off a device clock that may be put back', () => {
  const HOUR = 60 * 60 * 1000;

  it('ends when it was set to while the clock keeps going forward', () => {
    expect(waitEndsAt(10_000, 8_000, 5_000)).toBe(10_000);
    expect(waitEndsAt(10_000, 8_000, 50_000)).toBe(10_000);
    // A clock put forward only ends it sooner.
    expect(waitEndsAt(10_000, 8_000, 10 * HOUR)).toBe(10_000);
  });

  it('never lasts longer than the wait that set it once the clock was put back', () => {
    // Set at 2 h (a fast clock) for 30 s; the clock now reads 0: the wait ends now, not in 2 h.
    expect(waitEndsAt(2 * HOUR + 30_000, 30_000, 0)).toBe(0);
    // A one-hour Retry-After set on a clock 2 h fast.
    expect(waitEndsAt(3 * HOUR, HOUR, 0)).toBe(0);
  });

  it('takes a clock a little behind itself as the same clock', () => {
    expect(clockWentBackSince(CLOCK_SLACK_MS, 0)).toBe(false);
    expect(clockWentBackSince(CLOCK_SLACK_MS + 1, 0)).toBe(true);
    expect(waitEndsAt(5_000 + 30_000, 30_000, 0)).toBe(35_000);
  });
});
