/**
 * Who may call the emulator: the console's pages and Node, never another web page the person
 * visits meanwhile (a foreign Origin, a cross-site request) nor a DNS-rebound name, on the OCI
 * routes and on the emulator's own routes (reset, faults, keys) alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { rawRequest } from '../scripts/httpClient';

const CONSOLE = 'http://127.0.0.1:4173';
let any: RunningEmulator;
let strict: RunningEmulator;

beforeAll(async () => {
  any = await startEmulator({ port: 0, size: 0 });
  strict = await startEmulator({ port: 0, size: 0, consoleOrigins: [CONSOLE, 'http://localhost:4173'] });
});
afterAll(async () => {
  await Promise.all([any.close(), strict.close()]);
});

const PROBES = [
  { method: 'POST', path: '/_emulator/reset' },
  { method: 'POST', path: '/_emulator/faults', body: '{"errorRate":1}' },
  { method: 'POST', path: '/_emulator/keys', body: '{"keyId":"k","publicKeyPem":"x"}' },
  { method: 'GET', path: '/_emulator/health' },
  { method: 'OPTIONS', path: '/_emulator/reset' },
  { method: 'GET', path: '/identity/us-ashburn-1/20160918/compartments' },
] as const;

function send(emulator: RunningEmulator, probe: (typeof PROBES)[number], headers: Record<string, string>) {
  return rawRequest(emulator.url, probe.path, {
    method: probe.method,
    headers: { 'content-type': 'text/plain', ...headers },
    ...('body' in probe ? { body: probe.body } : {}),
  });
}

describe('the emulator’s callers', () => {
  it('refuses a page of another origin before doing anything, with no CORS grant', async () => {
    for (const emulator of [any, strict]) {
      for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
        for (const probe of PROBES) {
          const answer = await send(emulator, probe, { origin });
          expect(answer.status, `${origin} ${probe.method} ${probe.path}`).toBe(403);
          expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        }
      }
    }
    // The faults were never set: the tenancy still answers.
    const health = await rawRequest(strict.url, '/_emulator/faults');
    expect(JSON.parse(health.body)).toMatchObject({ errorRate: 0 });
  });

  it('refuses a request the browser marks cross-site even without an Origin', async () => {
    const answer = await send(any, PROBES[3], { 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
  });

  it('lets any site open the identity domain’s sign-in page, and nothing else, by a navigation', async () => {
    const navigation = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    for (const emulator of [any, strict]) {
      const page = await rawRequest(emulator.url, '/idcs/oauth2/v1/authorize?client_id=x', {
        headers: navigation,
      });
      expect(page.status).not.toBe(403);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // Another route opened the same way, the sign-in page fetched rather than opened, or its
      // form posted from another site: refused.
      expect((await rawRequest(emulator.url, '/_emulator/health', { headers: navigation })).status).toBe(403);
      const fetched = { ...navigation, 'sec-fetch-mode': 'cors', origin: 'https://evil.example' };
      expect((await rawRequest(emulator.url, '/idcs/oauth2/v1/authorize', { headers: fetched })).status).toBe(
        403,
      );
      const posted = await rawRequest(emulator.url, '/idcs/oauth2/v1/authorize', {
        method: 'POST',
        headers: {
          ...navigation,
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'user=x',
      });
      expect(posted.status).toBe(403);
    }
  });

  it('answers only the console’s origins when it is told them, any loopback page otherwise', async () => {
    const other = 'http://127.0.0.1:9999';
    expect((await send(strict, PROBES[3], { origin: other })).status).toBe(403);
    for (const origin of [CONSOLE, 'http://localhost:4173']) {
      const answer = await send(strict, PROBES[3], { origin, 'sec-fetch-site': 'same-site' });
      expect(answer.status, origin).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    }
    for (const origin of [other, 'http://localhost:5173', 'http://[::1]:4173']) {
      const answer = await send(any, PROBES[3], { origin });
      expect(answer.status, origin).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('refuses a Host that is not a loopback name or a real regional host (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'evil.example:8787', '127.0.0.1.nip.io', 'localhost.evil.example']) {
      for (const probe of PROBES) {
        const answer = await send(any, probe, { host });
        expect(answer.status, `${host} ${probe.method} ${probe.path}`).toBe(421);
      }
    }
    for (const host of [
      '127.0.0.1:8787',
      'localhost',
      '[::1]:1',
      'identity.us-ashburn-1.oci.oraclecloud.com',
    ]) {
      expect((await send(any, PROBES[3], { host })).status, host).toBe(200);
    }
  });

  it('serves Node without an Origin: tests, benchmarks and the forwarding relay', async () => {
    expect((await rawRequest(strict.url, '/_emulator/health')).status).toBe(200);
    expect((await rawRequest(strict.url, '/_emulator/reset', { method: 'POST' })).status).toBe(200);
  });
});
