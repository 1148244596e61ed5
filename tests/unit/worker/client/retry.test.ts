/** The loop for reads; what is retried and how long to wait are the failure policy's (tests/unit/oci). */
import { describe, expect, it } from 'vitest';
import {
  OciAbortError,
  OciHttpError,
  OciNetworkError,
  OciValidationError,
  withRetry,
} from '../../../../src/worker/client';

function httpError(status: number, code = 'X'): OciHttpError {
  return new OciHttpError({ status, code, message: 'm', headers: {}, body: undefined });
}

describe('withRetry', () => {
  function recorder() {
    const waits: number[] = [];
    return {
      waits,
      sleep: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
    };
  }

  it('retries a retryable failure until it succeeds, waiting between attempts', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const result = await withRetry(
      () => {
        calls += 1;
        return calls < 3 ? Promise.reject(httpError(503)) : Promise.resolve('ok');
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
      () => {
        calls += 1;
        return Promise.reject(last);
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
      () => {
        calls += 1;
        return Promise.reject(httpError(500));
      },
      { maxAttempts: 3, sleep: () => Promise.resolve() },
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
        () => {
          calls += 1;
          return Promise.reject(thrown);
        },
        { sleep: () => Promise.resolve() },
      ),
    ).rejects.toBe(thrown);
    expect(calls).toBe(1);
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const attempt = withRetry(() => Promise.reject(httpError(503)), {
      signal: controller.signal,
      random: () => 0.999,
    });
    setTimeout(() => {
      controller.abort();
    }, 5);
    await expect(attempt).rejects.toBeInstanceOf(OciAbortError);
  });
});
