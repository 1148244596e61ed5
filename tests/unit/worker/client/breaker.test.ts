/** The circuit breaker per service host, on a fake clock. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CircuitBreaker,
  OciCircuitOpenError,
  OciHttpError,
  OciNetworkError,
  toFailure,
} from '../../../../src/worker/client';

const HOST = 'devops.us-ashburn-1.oci.oraclecloud.com';

let clock = 0;
let breaker: CircuitBreaker;

const succeed = () => breaker.run(HOST, () => Promise.resolve('ok'));
const fail = () =>
  breaker.run(HOST, () => Promise.reject(new OciNetworkError('offline'))).catch((error: unknown) => error);

async function calls(failures: number, successes: number): Promise<void> {
  for (let i = 0; i < successes; i += 1) await succeed();
  for (let i = 0; i < failures; i += 1) await fail();
}

beforeEach(() => {
  clock = 1_000_000;
  breaker = new CircuitBreaker({ now: () => clock });
});

describe('circuit breaker', () => {
  it('opens at 80 % failures over 10 calls', async () => {
    await calls(8, 2);
    expect(breaker.state(HOST)).toBe('open');
  });

  it('stays closed below 80 %', async () => {
    await calls(7, 3);
    expect(breaker.state(HOST)).toBe('closed');
  });

  it('stays closed with fewer than 10 calls, even all failing', async () => {
    await calls(9, 0);
    expect(breaker.state(HOST)).toBe('closed');
    await fail();
    expect(breaker.state(HOST)).toBe('open');
  });

  it('counts only the last 2 minutes', async () => {
    await calls(5, 0);
    clock += 120_001;
    await calls(4, 1);
    expect(breaker.state(HOST)).toBe('closed');
    await calls(5, 0);
    expect(breaker.state(HOST)).toBe('open');
  });

  it('counts 429 and 5xx against the host, other answers for it', async () => {
    const answer = (status: number) =>
      breaker
        .run(HOST, () =>
          Promise.reject(new OciHttpError({ status, code: 'X', message: 'm', headers: {}, body: undefined })),
        )
        .catch(() => undefined);
    for (let i = 0; i < 10; i += 1) await answer(404);
    expect(breaker.state(HOST)).toBe('closed');
    for (let i = 0; i < 5; i += 1) await answer(429);
    for (let i = 0; i < 35; i += 1) await answer(503);
    expect(breaker.state(HOST)).toBe('open');
  });

  it('keeps hosts apart', async () => {
    await calls(10, 0);
    expect(breaker.state(HOST)).toBe('open');
    expect(breaker.state('iaas.us-ashburn-1.oraclecloud.com')).toBe('closed');
  });

  it('fails calls at once while open, without running them', async () => {
    await calls(10, 0);
    let ran = false;
    const error: unknown = await breaker
      .run(HOST, () => {
        ran = true;
        return Promise.resolve();
      })
      .catch((caught: unknown) => caught);
    expect(ran).toBe(false);
    expect(error).toBeInstanceOf(OciCircuitOpenError);
    expect(toFailure(error)).toEqual({
      kind: 'circuit-open',
      message: `${HOST} is failing; calls to it are paused`,
      host: HOST,
      retryAt: clock + 30_000,
    });
  });

  it('half-opens after 30 s and lets one probe through', async () => {
    await calls(10, 0);
    clock += 29_999;
    expect(breaker.state(HOST)).toBe('open');
    clock += 1;
    expect(breaker.state(HOST)).toBe('half-open');
    let release: () => void = () => undefined;
    const probe = breaker.run(HOST, () => new Promise<void>((resolve) => (release = resolve)));
    await expect(succeed()).rejects.toBeInstanceOf(OciCircuitOpenError);
    release();
    await probe;
    expect(breaker.state(HOST)).toBe('closed');
    await expect(succeed()).resolves.toBe('ok');
  });

  it('opens again when the probe fails', async () => {
    await calls(10, 0);
    clock += 30_000;
    await fail();
    expect(breaker.state(HOST)).toBe('open');
    clock += 29_999;
    await expect(succeed()).rejects.toBeInstanceOf(OciCircuitOpenError);
    clock += 1;
    await expect(succeed()).resolves.toBe('ok');
    expect(breaker.state(HOST)).toBe('closed');
  });

  it('starts counting afresh after closing', async () => {
    await calls(10, 0);
    clock += 30_000;
    await succeed();
    await calls(9, 0);
    expect(breaker.state(HOST)).toBe('closed');
  });

  it('lets another probe through when a probe is aborted', async () => {
    await calls(10, 0);
    clock += 30_000;
    await breaker
      .run(HOST, () => Promise.reject(new DOMException('aborted', 'AbortError')))
      .catch(() => undefined);
    expect(breaker.state(HOST)).toBe('half-open');
    await expect(succeed()).resolves.toBe('ok');
  });

  it('does not count what failed while the device had no network, and a probe failed so leaves it half-open', async () => {
    let online = false;
    breaker = new CircuitBreaker({ now: () => clock, isOnline: () => online });
    // A tunnel: every call fails, and none of it is the host's.
    await calls(20, 0);
    expect(breaker.state(HOST)).toBe('closed');
    // The network is back: the host is judged by its own answers again.
    online = true;
    await calls(10, 0);
    expect(breaker.state(HOST)).toBe('open');
    clock += 30_000;
    // A probe that fails offline leaves the circuit half-open for the next one.
    online = false;
    await fail();
    expect(breaker.state(HOST)).toBe('half-open');
    online = true;
    await expect(succeed()).resolves.toBe('ok');
    expect(breaker.state(HOST)).toBe('closed');
  });
});
