/** The retry policy: what is retried, how long to wait, and the loop for reads. */
import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../../src/oci/failure';
import {
  backoffDelay,
  isRetryable,
  OciAbortError,
  OciHttpError,
  OciNetworkError,
  OciValidationError,
  withRetry,
} from '../../../../src/worker/client';

function http(status: number, code = 'X', retryAfterMs?: number): ConsoleFailure {
  return {
    kind: 'http',
    status,
    code,
    message: 'm',
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
}

function httpError(status: number, code = 'X'): OciHttpError {
  return new OciHttpError({ status, code, message: 'm', headers: {}, body: undefined });
}

describe('isRetryable', () => {
  it.each<[string, ConsoleFailure, boolean]>([
    ['network', { kind: 'network', message: 'offline' }, true],
    ['timeout', { kind: 'timeout', message: 'slow', afterMs: 30_000 }, true],
    ['invalid response', { kind: 'invalid-response', message: 'html', status: 200 }, true],
    ['429', http(429, 'TooManyRequests'), true],
    ['500', http(500, 'InternalServerError'), true],
    ['502', http(502), true],
    ['503', http(503, 'ServiceUnavailable'), true],
    ['504', http(504), true],
    ['409 IncorrectState', http(409, 'IncorrectState'), true],
    ['409 Conflict', http(409, 'Conflict'), false],
    ['400', http(400, 'InvalidParameter'), false],
    ['401', http(401, 'NotAuthenticated'), false],
    ['404', http(404, 'NotAuthorizedOrNotFound'), false],
    ['412', http(412, 'NoEtagMatch'), false],
    ['501', http(501), false],
    ['validation', { kind: 'validation', message: 'Missing required parameter' }, false],
    ['aborted', { kind: 'aborted', message: 'aborted' }, false],
    ['circuit open', { kind: 'circuit-open', message: 'open', host: 'h', retryAt: 0 }, false],
  ])('%s → %s', (_name, failure, expected) => {
    expect(isRetryable(failure)).toBe(expected);
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with full jitter: from 0 to just below min(30 s, 1 s × 2^attempt)', () => {
    expect(backoffDelay(1, undefined, () => 0)).toBe(0);
    expect(backoffDelay(1, undefined, () => 0.999999)).toBe(1999);
    expect(backoffDelay(1, undefined, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, undefined, () => 0.5)).toBe(4000);
    expect(backoffDelay(4, undefined, () => 0.999999)).toBe(15_999);
  });

  it('is capped at 30 s', () => {
    expect(backoffDelay(5, undefined, () => 0.999999)).toBe(29_999);
    expect(backoffDelay(30, undefined, () => 0.999999)).toBe(29_999);
  });

  it('stays within its bounds for any random value', () => {
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      for (const random of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999]) {
        const delay = backoffDelay(attempt, undefined, () => random);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(Math.min(30_000, 1000 * 2 ** attempt));
      }
    }
  });

  it('is never shorter than Retry-After, even past the cap', () => {
    expect(backoffDelay(1, http(429, 'TooManyRequests', 5000), () => 0)).toBe(5000);
    expect(backoffDelay(5, http(503, 'ServiceUnavailable', 1000), () => 0.5)).toBe(15_000);
    expect(backoffDelay(2, http(503, 'ServiceUnavailable', 45_000), () => 0.999)).toBe(45_000);
  });
});

describe('withRetry', () => {
  function recorder() {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
  }

  it('retries a retryable failure until it succeeds, waiting between attempts', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw httpError(503);
        return 'ok';
      },
      { sleep, random: () => 0.5 },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 8 attempts and throws the last error as it was', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const last = new OciNetworkError('offline');
    const error = await withRetry(
      async () => {
        calls += 1;
        throw last;
      },
      { sleep, random: () => 0 },
    ).catch((caught: unknown) => caught);
    expect(error).toBe(last);
    expect(calls).toBe(8);
    expect(waits).toHaveLength(7);
  });

  it('honours maxAttempts', async () => {
    let calls = 0;
    await withRetry(
      async () => {
        calls += 1;
        throw httpError(500);
      },
      { maxAttempts: 3, sleep: async () => undefined },
    ).catch(() => undefined);
    expect(calls).toBe(3);
  });

  it.each([
    ['400', httpError(400)],
    ['412', httpError(412)],
    ['409 Conflict', httpError(409, 'Conflict')],
    ['validation', new OciValidationError('Missing required parameter x when calling y')],
  ])('does not retry %s', async (_name, thrown) => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw thrown;
        },
        { sleep: async () => undefined },
      ),
    ).rejects.toBe(thrown);
    expect(calls).toBe(1);
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const attempt = withRetry(
      async () => {
        throw httpError(503);
      },
      { signal: controller.signal, random: () => 0.999 },
    );
    setTimeout(() => controller.abort(), 5);
    await expect(attempt).rejects.toBeInstanceOf(OciAbortError);
  });
});
