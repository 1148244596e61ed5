/**
 * A device clock ten minutes off does not stop a queued change: the outbox's replay goes through
 * the call layer, which learns the offset from the region's first refusal (401 with its Date),
 * signs again and sends once more, and the change lands, applied exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../../emulator/server';
import { createClock, createSigningInterceptor } from '../../../../src/worker/auth/clock';
import { importPrivateKeyPem } from '../../../../src/worker/auth/pem';
import { createResilientClient } from '../../../../src/worker/client';
import { clientSend } from '../../../../src/worker/outbox/clientSend';
import { KEY_ID, TEST_KEY_PKCS8, TEST_PUBLIC_KEY } from '../auth/ociTestVectors';
import { createProject, makeHarness, value } from './outboxHarness';

const TEN_MINUTES = 10 * 60 * 1000;
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, size: 0, timeScale: 0.01, requireSignature: true });
  const registered = await fetch(`${emulator.url}/_emulator/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyId: KEY_ID, publicKeyPem: TEST_PUBLIC_KEY }),
  });
  expect(registered.status).toBe(200);
});

afterAll(() => emulator.close());

describe('an outbox replay with the device clock ten minutes off', () => {
  it('is refused once for the clock, signed again with the server’s time, and lands exactly once', async () => {
    const clock = createClock(() => Date.now() - TEN_MINUTES);
    const sign = createSigningInterceptor(
      async () => ({ keyId: KEY_ID, privateKey: await importPrivateKeyPem(TEST_KEY_PKCS8) }),
      clock,
    );
    const statuses: number[] = [];
    const client = createResilientClient({
      region: 'us-ashburn-1',
      endpoint: emulator.url,
      errorHandler: () => undefined,
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        statuses.push(answer.status);
        return answer;
      },
      requestInterceptors: [async (request) => ({ ...(await sign(request)), method: request.method })],
      clock,
    });
    const h = makeHarness({ send: clientSend(() => client) });
    emulator.state.applied.clear();

    const id = value(await h.outbox.enqueue(createProject('signed-late', emulator.state.tenancy.tenancyId)));
    value(await h.outbox.drain());

    const entry = await h.entry(id);
    expect(entry.state).toBe('done');
    expect(entry.attempts).toBe(1);
    expect(statuses).toEqual([401, 200]);
    // The offset learned is the clock's error, within the Date header's one-second resolution.
    expect(Math.abs(clock.offsetMs() - TEN_MINUTES)).toBeLessThan(2_000);
    const applied = emulator.state.applied.report();
    expect(applied.total).toBe(1);
    expect(applied.byRetryToken[entry.retryToken ?? '']).toBe(1);
    expect(applied.items[0]?.operation).toBe('createProject');
  });
});
