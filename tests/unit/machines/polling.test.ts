/**
 * The shared polling rules: the backoff and its cap, and what a reply changes in the poll state
 * (which failures may pass is the failure policy's, tests/unit/oci/failurePolicy.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../src/contract/failure';
import { fail, ok } from '../../../src/contract/failure';
import {
  backoffMs,
  DEFAULT_POLL_INTERVAL_MS,
  hasReason,
  initialPollContext,
  pollDelayMs,
  replyPatch,
  RETRY_PATCH,
  thrownFailure,
} from '../../../src/machines/polling';

const http = (status: number, code = 'X', retryAfterMs?: number): ConsoleFailure => ({
  kind: 'http',
  status,
  code,
  message: code,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});

describe('initialPollContext', () => {
  it('polls every 3 s and backs off to 30 s by default, online', () => {
    expect(initialPollContext({})).toEqual({
      pollIntervalMs: 3_000,
      maxBackoffMs: 30_000,
      online: true,
      consecutiveErrors: 0,
    });
    expect(DEFAULT_POLL_INTERVAL_MS).toBe(3_000);
  });

  it('scales the cap with the interval unless given', () => {
    expect(initialPollContext({ pollIntervalMs: 100 })).toMatchObject({
      pollIntervalMs: 100,
      maxBackoffMs: 1_000,
    });
    expect(initialPollContext({ pollIntervalMs: 100, maxBackoffMs: 250, online: false })).toMatchObject({
      maxBackoffMs: 250,
      online: false,
    });
  });
});

describe('backoff', () => {
  const context = initialPollContext({});

  it('grows 3 → 6 → 12 → 24 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((errors) => backoffMs(context, errors))).toEqual([
      3_000, 3_000, 6_000, 12_000, 24_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('never waits less than the Retry-After', () => {
    expect(pollDelayMs({ ...context, consecutiveErrors: 1, retryAfterMs: 10_000 })).toBe(10_000);
    expect(pollDelayMs({ ...context, consecutiveErrors: 5, retryAfterMs: 1_000 })).toBe(30_000);
    expect(pollDelayMs({ ...context, retryAfterMs: 500 })).toBe(3_000);
  });
});

describe('failures', () => {
  it('turns a thrown error into a failure', () => {
    expect(thrownFailure(new Error('boom'))).toEqual({ kind: 'validation', message: 'boom' });
    expect(thrownFailure('text')).toEqual({ kind: 'validation', message: 'text' });
  });
});

describe('replyPatch', () => {
  const context = {
    ...initialPollContext({}),
    consecutiveErrors: 2,
    lastError: { kind: 'network', message: 'down' } as ConsoleFailure,
  };

  it('clears the errors on an answer and keeps its Retry-After', () => {
    expect(replyPatch(context, ok({ status: 200, body: {}, headers: { retryAfter: '4' } }), 50)).toEqual({
      consecutiveErrors: 0,
      lastError: undefined,
      error: undefined,
      retryAfterMs: 4_000,
      lastPolledAt: 50,
    });
  });

  it('counts a failure that may pass', () => {
    const failure = http(429, 'TooManyRequests', 2_000);
    expect(replyPatch(context, fail(failure), 50)).toEqual({
      consecutiveErrors: 3,
      lastError: failure,
      retryAfterMs: 2_000,
    });
  });

  it('records any other failure as the error', () => {
    const failure = http(404, 'NotAuthorizedOrNotFound');
    expect(replyPatch(context, fail(failure), 50)).toEqual({
      error: failure,
      lastError: undefined,
      retryAfterMs: undefined,
    });
  });

  it('starts over after flow.retry', () => {
    expect(RETRY_PATCH).toEqual({
      error: undefined,
      lastError: undefined,
      consecutiveErrors: 0,
      retryAfterMs: undefined,
    });
  });
});

describe('hasReason', () => {
  it('needs some text', () => {
    expect(hasReason('because')).toBe(true);
    expect(hasReason('  ')).toBe(false);
    expect(hasReason('')).toBe(false);
    expect(hasReason(undefined)).toBe(false);
  });
});
