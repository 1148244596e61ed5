/**
 * The production server over real sockets: HTTPS from a test CA's certificate, renewed on disk
 * without a restart; HSTS on HTTPS only; proxy headers believed from the trusted CIDR only; the
 * Host allowlist; the access log (JSON, and never a secret); the relay's rate and body limits;
 * the probes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, startStaticServer, type StaticServer } from '../../../scripts/serve.mjs';
import type { Relay, RelayCall } from '../../../scripts/server/relay-call.mjs';
import { rawRequest } from './httpClient';
import { makeTestCa, type TestCa } from './testCa';

const SHELL = '<!doctype html><title>Field Console</title>';
const PUBLIC = 'https://console.example.com';

let dir: string;
let root: string;
let ca: TestCa;
const servers: StaticServer[] = [];

/** A relay that answers every call with `{}` and remembers it. */
function stubRelay(calls: RelayCall[]): Relay {
  return {
    kind: 'forward',
    forward: (call) => {
      calls.push(call);
      return Promise.resolve({ status: 200, headers: { 'content-type': 'application/json' }, body: '{}' });
    },
  };
}

async function serve(options: Partial<Parameters<typeof startStaticServer>[0]> = {}): Promise<StaticServer> {
  const server = await startStaticServer({ root, port: 0, config: { mode: 'forward' }, ...options });
  servers.push(server);
  return server;
}

/** What the console's own page sends to the relay. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-test-'));
  root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), SHELL);
  ca = await makeTestCa();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('HTTPS', () => {
  it(
    'serves a certificate from disk, and a renewed one to new connections without a restart',
    { timeout: 30_000 },
    async () => {
      const first = await ca.issue('first');
      const cert = join(dir, 'tls.crt');
      const key = join(dir, 'tls.key');
      writeFileSync(cert, first.certPem);
      writeFileSync(key, first.keyPem);
      const server = await serve({ tls: { cert, key } });
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const before = await rawRequest(server.url, '/', { ca: ca.certPem });
      expect(before.status).toBe(200);
      expect(before.fingerprint256).toBe(first.fingerprint256);

      const renewed = await ca.issue('renewed');
      writeFileSync(cert, renewed.certPem);
      writeFileSync(key, renewed.keyPem);
      await expect
        .poll(async () => (await rawRequest(server.url, '/', { ca: ca.certPem })).fingerprint256, {
          timeout: 15_000,
        })
        .toBe(renewed.fingerprint256);

      // Half a renewal (a new certificate beside the old key) is refused; the pair in use stays.
      const third = await ca.issue('third');
      writeFileSync(cert, third.certPem);
      server.reloadTls();
      expect((await rawRequest(server.url, '/', { ca: ca.certPem })).fingerprint256).toBe(
        renewed.fingerprint256,
      );
      writeFileSync(key, third.keyPem);
      server.reloadTls();
      expect((await rawRequest(server.url, '/', { ca: ca.certPem })).fingerprint256).toBe(
        third.fingerprint256,
      );
    },
  );

  it('sends HSTS on HTTPS answers and never on plain HTTP', async () => {
    const issued = await ca.issue('hsts');
    const cert = join(dir, 'hsts.crt');
    const key = join(dir, 'hsts.key');
    writeFileSync(cert, issued.certPem);
    writeFileSync(key, issued.keyPem);
    const secure = await serve({ tls: { cert, key } });
    const plain = await serve();
    for (const path of ['/', '/healthz', '/nothing.js']) {
      expect(
        (await rawRequest(secure.url, path, { ca: ca.certPem })).headers['strict-transport-security'],
        path,
      ).toBe(HSTS);
      expect((await rawRequest(plain.url, path)).headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});

describe('behind a TLS proxy', () => {
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'console.example.com' };

  it('believes X-Forwarded-Proto and -Host from the trusted CIDR: HSTS, its Host checked, its origin served', async () => {
    const server = await serve({ trustProxy: ['127.0.0.0/8'], origins: [PUBLIC], relay: stubRelay([]) });
    const answer = await rawRequest(server.url, '/field-console.config.json', { headers: forwarded });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
    expect(JSON.parse(answer.body)).toEqual({ mode: 'forward', endpoint: `${PUBLIC}/relay` });
    const rebound = await rawRequest(server.url, '/', {
      headers: { ...forwarded, 'x-forwarded-host': 'evil.example' },
    });
    expect(rebound.status).toBe(421);
  });

  it('ignores them from any other address', async () => {
    const server = await serve({ trustProxy: ['10.0.0.0/8'], origins: [PUBLIC], relay: stubRelay([]) });
    const answer = await rawRequest(server.url, '/field-console.config.json', {
      headers: { ...forwarded, 'x-forwarded-host': 'evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({ mode: 'forward', endpoint: `${server.url}/relay` });
  });

  it('refuses plain HTTP for an https origin’s host: a caller around the proxy, or the proxy saying http', async () => {
    const calls: RelayCall[] = [];
    const behind = await serve({ trustProxy: ['10.0.0.0/8'], origins: [PUBLIC], relay: stubRelay(calls) });
    // From an address that is not the proxy, X-Forwarded-Proto is not believed: the call is plain.
    const around = { host: 'console.example.com', 'x-forwarded-proto': 'https' };
    for (const path of ['/', '/field-console.config.json']) {
      const answer = await rawRequest(behind.url, path, { headers: around });
      expect(answer.status, path).toBe(421);
      expect(answer.body, path).toBe('Misdirected request: this host name is served over HTTPS only.');
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    const relayed = await rawRequest(behind.url, '/relay/iaas/us-ashburn-1/20160918/instances', {
      headers: { ...around, ...SAME_ORIGIN, origin: PUBLIC },
    });
    expect(relayed.status).toBe(421);
    expect(calls).toEqual([]);
    // The loopback names and the probes still answer over plain HTTP.
    expect((await rawRequest(behind.url, '/')).status).toBe(200);
    expect((await rawRequest(behind.url, '/healthz', { headers: around })).status).toBe(200);

    const trusted = await serve({ trustProxy: ['127.0.0.0/8'], origins: [PUBLIC] });
    const saidPlain = await rawRequest(trusted.url, '/', {
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'console.example.com' },
    });
    expect(saidPlain.status).toBe(421);

    // A host that is also an http origin keeps its plain requests.
    const both = await serve({
      trustProxy: ['10.0.0.0/8'],
      origins: [PUBLIC, 'http://console.example.com'],
    });
    expect((await rawRequest(both.url, '/', { headers: around })).status).toBe(200);
  });
});

describe('Host names', () => {
  it('answers the loopback names and the hosts of its origins only; the probes answer any', async () => {
    const server = await serve({ origins: [PUBLIC, 'http://10.0.0.5:8080'] });
    for (const host of [
      'console.example.com',
      'CONSOLE.example.com:80',
      '10.0.0.5:8080',
      'localhost:1',
      '127.0.0.1',
    ]) {
      expect((await rawRequest(server.url, '/', { headers: { host } })).status, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      'console.example.com.evil.example',
      '10.0.0.5',
      'console.example.com:8443',
    ]) {
      const answer = await rawRequest(server.url, '/field-console.config.json', { headers: { host } });
      expect(answer.status, host).toBe(421);
      expect(answer.body).not.toContain('mode');
    }
    expect((await rawRequest(server.url, '/healthz', { headers: { host: '10.1.2.3:4173' } })).status).toBe(
      200,
    );
    expect((await rawRequest(server.url, '/readyz', { headers: { host: '10.1.2.3:4173' } })).status).toBe(
      200,
    );
  });
});

describe('the access log', () => {
  it(
    'writes one JSON line per request, with no token, cookie, signature or query',
    { timeout: 20_000 },
    async () => {
      const stream = new PassThrough();
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const server = await serve({ relay: stubRelay([]), log: true, logStream: stream });
      const secrets = ['TOKEN-SECRET-1', 'COOKIE-SECRET-2', 'SIGNATURE-SECRET-3', 'QUERY-SECRET-4'];
      await rawRequest(server.url, `/search?token=${secrets[0] ?? ''}&q=a`, {
        headers: { cookie: `field-console-relay=${secrets[1] ?? ''}` },
      });
      await rawRequest(
        server.url,
        `/relay/iaas/us-ashburn-1/20160918/instances?compartmentId=${secrets[3] ?? ''}`,
        {
          headers: {
            ...SAME_ORIGIN,
            'opc-request-id': 'ABCDEF0123456789ABCDEF0123456789',
            authorization: `Signature version="1",keyId="ocid1.tenancy.oc1..aaaa/u/f",signature="${secrets[2] ?? ''}"`,
            cookie: `session=${secrets[1] ?? ''}`,
          },
        },
      );
      await rawRequest(server.url, '/assets/gone-12345678.js');
      await expect
        .poll(() => text.split('\n').filter((line) => line.includes('"request"')).length, { timeout: 10_000 })
        .toBe(3);
      const lines = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line['msg'] === 'request');
      expect(lines.map((line) => [line['method'], line['path'], line['status']])).toEqual([
        ['GET', '/search', 200],
        ['GET', '/relay/iaas/us-ashburn-1/20160918/instances', 200],
        ['GET', '/assets/gone-12345678.js', 404],
      ]);
      expect(lines[0]?.['bytes']).toBe(SHELL.length);
      expect(lines[1]?.['bytes']).toBe(2);
      expect(lines[1]?.['requestId']).toBe('ABCDEF0123456789ABCDEF0123456789');
      for (const line of lines) {
        expect(typeof line['durationMs']).toBe('number');
        expect(typeof line['requestId']).toBe('string');
        expect(typeof line['time']).toBe('string');
      }
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/authorization|cookie|Signature/i);
    },
  );
});

describe('the relay route', () => {
  it('limits each client to its calls a minute, with an OCI-shaped 429, and never the pages', async () => {
    const calls: RelayCall[] = [];
    const server = await serve({ relay: stubRelay(calls), rateLimit: 2 });
    const path = '/relay/iaas/us-ashburn-1/20160918/instances';
    expect((await rawRequest(server.url, path, { headers: SAME_ORIGIN })).status).toBe(200);
    expect((await rawRequest(server.url, path, { headers: SAME_ORIGIN })).status).toBe(200);
    const limited = await rawRequest(server.url, path, { headers: SAME_ORIGIN });
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ code: 'TooManyRequests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(calls).toHaveLength(2);
    expect((await rawRequest(server.url, '/')).status).toBe(200);
  });

  it('refuses a body over the limit with 413 and hands the relay nothing', async () => {
    const calls: RelayCall[] = [];
    const server = await serve({ relay: stubRelay(calls), bodyLimit: 100 });
    const path = '/relay/devops/us-ashburn-1/20210630/projects';
    const headers = { ...SAME_ORIGIN, 'content-type': 'application/json' };
    const over = await rawRequest(server.url, path, { method: 'POST', headers, body: 'x'.repeat(101) });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toMatchObject({ code: 'RequestEntityTooLarge' });
    expect(calls).toHaveLength(0);
    const under = await rawRequest(server.url, path, { method: 'POST', headers, body: 'y'.repeat(100) });
    expect(under.status).toBe(200);
    expect(calls[0]?.body?.toString()).toBe('y'.repeat(100));
  });
});

describe('the probes', () => {
  it('says alive on /healthz, and ready on /readyz until a shutdown begins', async () => {
    const server = await serve();
    expect((await rawRequest(server.url, '/readyz')).status).toBe(200);
    server.stopReady();
    const draining = await rawRequest(server.url, '/readyz');
    expect(draining.status).toBe(503);
    expect(draining.headers['cache-control']).toBe('no-store');
    expect((await rawRequest(server.url, '/healthz')).status).toBe(200);
    expect((await rawRequest(server.url, '/')).status).toBe(200);
  });
});
