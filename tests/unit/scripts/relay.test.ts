import { createPublicKey } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../emulator/signature';
import { loadOciTables } from '../../../scripts/oci-tables.mjs';
import { createRelay, relayTarget } from '../../../scripts/relay.mjs';
import { startStaticServer, type StaticServer } from '../../../scripts/serve.mjs';
import {
  TENANCY,
  TEST_KEY_FINGERPRINT,
  TEST_KEY_PKCS1,
  TEST_PUBLIC_KEY,
  USER,
} from '../worker/auth/ociTestVectors';
import { urlOf } from '../worker/client/fakeFetch';

/** The real tables of src/oci, so that a region is checked against the one region table. */
const TABLES = await loadOciTables();
const TOKEN = 'launch-token-1';
/** What the console's own page sends: same-origin, with the launch cookie. */
const CONSOLE = { 'sec-fetch-site': 'same-origin', cookie: `field-console-relay=${TOKEN}` };
const MAX_BODY = 64 * 1024;
const SESSION_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln';
const publicKey = createPublicKey(TEST_PUBLIC_KEY);

interface Forwarded {
  readonly url: string;
  readonly verdict: ReturnType<typeof verifyRequest>;
  readonly headers: Record<string, string>;
  readonly bytes: Buffer | undefined;
}

/** Stands in for the region: verifies what the relay signed and answers like OCI. */
function fakeUpstream(seen: Forwarded[]): typeof fetch {
  return (input, init) => {
    const url = new URL(urlOf(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const raw = init?.body;
    const bytes =
      raw instanceof Uint8Array ? Buffer.from(raw) : typeof raw === 'string' ? Buffer.from(raw) : undefined;
    const body = bytes?.toString('utf8');
    const isHtml = url.pathname.endsWith('/html');
    const received = {
      ...headers,
      host: url.host,
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
    };
    const verdict = verifyRequest(
      {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        headers: received,
        ...(body === undefined ? {} : { body }),
      },
      () => publicKey,
      Date.now(),
    );
    seen.push({ url: url.href, verdict, headers, bytes });
    if (isHtml) {
      return Promise.resolve(
        new Response('<html><script>alert(1)</script></html>', {
          status: 200,
          headers: { 'content-type': 'text/html', 'opc-request-id': 'r2' },
        }),
      );
    }
    return Promise.resolve(
      new Response(JSON.stringify({ echoed: body ?? null }), {
        status: verdict.ok ? 201 : 401,
        headers: {
          'content-type': 'application/json',
          etag: 'e1',
          'opc-request-id': 'r1',
          'opc-work-request-id': 'w1',
          'x-internal': 'no',
        },
      }),
    );
  };
}

let dir: string;
let configFile: string;
let root: string;
let server: StaticServer;
let sessionServer: StaticServer;
let port: number;
const seen: Forwarded[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'relay-test-'));
  writeFileSync(join(dir, 'key.pem'), TEST_KEY_PKCS1);
  writeFileSync(join(dir, 'token'), SESSION_TOKEN);
  configFile = join(dir, 'config');
  writeFileSync(
    configFile,
    [
      '[DEFAULT]',
      `user=${USER}`,
      `fingerprint=${TEST_KEY_FINGERPRINT}`,
      `tenancy=${TENANCY}`,
      'region=us-phoenix-1',
      `key_file=${join(dir, 'key.pem')}`,
      '[session]',
      `security_token_file=${join(dir, 'token')}`,
      'region=eu-frankfurt-1',
    ].join('\n'),
  );
  const apiKey = await createRelay({
    configFile,
    tables: TABLES,
    token: TOKEN,
    fetch: fakeUpstream(seen),
  });
  const session = await createRelay({
    profile: 'session',
    configFile,
    tables: TABLES,
    token: TOKEN,
    fetch: fakeUpstream(seen),
  });
  expect(apiKey.region).toBe('us-phoenix-1');
  expect(session.region).toBe('eu-frankfurt-1');
  root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Field Console</title>');
  const config = { mode: 'relay' };
  server = await startStaticServer({ root, port: 0, config, relay: apiKey, bodyLimit: MAX_BODY });
  sessionServer = await startStaticServer({ root, port: 0, config, relay: session });
  port = server.port;
});

afterAll(async () => {
  await Promise.all([server.close(), sessionServer.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('relayTarget', () => {
  it('builds hosts from the tables of src/oci and the realm of the region', () => {
    expect(relayTarget('iaas', 'us-phoenix-1', TABLES)).toBe('iaas.us-phoenix-1.oraclecloud.com');
    expect(relayTarget('devops', 'us-langley-1', TABLES)).toBe('devops.us-langley-1.oci.oraclegovcloud.com');
    expect(relayTarget('query', 'eu-frankfurt-1', TABLES)).toBe('query.eu-frankfurt-1.oci.oraclecloud.com');
    expect(relayTarget('nope', 'us-phoenix-1', TABLES)).toBeUndefined();
    expect(relayTarget('toString', 'us-phoenix-1', TABLES)).toBeUndefined();
  });

  it('takes a region as data, never as a host', () => {
    expect(relayTarget('iaas', '127.0.0.1.nip.io', TABLES)).toBeUndefined();
    expect(relayTarget('iaas', 'evil.oraclecloud.com', TABLES)).toBeUndefined();
    expect(relayTarget('iaas', 'us-nowhere-1', TABLES)).toBeUndefined();
    expect(relayTarget('iaas', 'constructor', TABLES)).toBeUndefined();
    // A custom suffix only when given at start, and only inside a realm's domain.
    expect(relayTarget('devops', 'r1.example.oraclecloud.com', TABLES, 'r1.example.oraclecloud.com')).toBe(
      'devops.r1.example.oraclecloud.com',
    );
    expect(relayTarget('devops', 'r1.example.com', TABLES, 'r1.example.com')).toBeUndefined();
    expect(
      relayTarget('devops', 'other.oraclecloud.com', TABLES, 'r1.example.oraclecloud.com'),
    ).toBeUndefined();
  });
});

/** A call to the relay as the console makes it, or with other headers. */
function call(
  path: string,
  init: RequestInit = {},
  headers: Record<string, string> = CONSOLE,
): Promise<Response> {
  const [base, relayPath] = path.startsWith('/session/')
    ? [sessionServer.url, path.slice('/session'.length)]
    : [server.url, path];
  return fetch(`${base}/relay${relayPath}`, {
    ...init,
    headers: { ...headers, ...Object.fromEntries(new Headers(init.headers).entries()) },
  });
}

/** A raw request with a Host header of our choice (fetch always sends the real one). */
function rawStatus(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise<number>((done, failed) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: `/relay${path}`, headers }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', failed);
    req.end();
  });
}

describe('the relay', () => {
  it('signs a POST with the profile and streams the answer back with the headers the console reads', async () => {
    const response = await call('/devops/us-ashburn-1/20210630/projects?name=a%20b', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'opc-retry-token': 't1' },
      body: '{"name":"déjà"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ echoed: '{"name":"déjà"}' });
    expect(response.headers.get('etag')).toBe('e1');
    expect(response.headers.get('opc-work-request-id')).toBe('w1');
    expect(response.headers.get('x-internal')).toBeNull();
    const last = seen.at(-1);
    expect(last?.url).toBe('https://devops.us-ashburn-1.oci.oraclecloud.com/20210630/projects?name=a%20b');
    expect(last?.verdict).toEqual({ ok: true, keyId: `${TENANCY}/${USER}/${TEST_KEY_FINGERPRINT}` });
    expect(last?.headers['opc-retry-token']).toBe('t1');
    expect(last?.headers).not.toHaveProperty('cookie');
  });

  it('forwards the body as the very bytes it received', async () => {
    const sent = Buffer.from('{"name":"\u00e9","emoji":"😀","crlf":"a\r\nb"}  \n', 'utf8');
    const response = await call('/devops/us-ashburn-1/20210630/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: sent,
    });
    expect(response.status).toBe(201);
    expect(seen.at(-1)?.bytes?.equals(sent)).toBe(true);
    expect(seen.at(-1)?.verdict.ok).toBe(true);
  });

  it('signs a GET with the session token of a session profile', async () => {
    const response = await call('/session/iaas/eu-frankfurt-1/20160918/instances?compartmentId=c');
    expect(response.status).toBe(201);
    expect(seen.at(-1)?.verdict).toEqual({ ok: true, keyId: `ST$${SESSION_TOKEN}` });
  });

  it('puts the security headers on every answer', async () => {
    for (const response of [
      await call('/iaas/us-ashburn-1/20160918/instances'),
      await call('/iaas/us-ashburn-1/20160918/instances', {}, {}),
    ]) {
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('answers 404 for an unknown service', async () => {
    expect((await call('/nope/us-ashburn-1/x')).status).toBe(404);
  });

  it('refuses a region that is not in the table, and never forwards it', async () => {
    const before = seen.length;
    for (const region of [
      '127.0.0.1.nip.io',
      'evil.oraclecloud.com',
      'us-nowhere-1',
      '%2e',
      'US-ASHBURN-1',
    ]) {
      const response = await call(`/iaas/${region}/anything`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'InvalidParameter' });
    }
    expect(seen.length).toBe(before);
  });

  it('refuses callers other than the console, and never forwards them', async () => {
    const before = seen.length;
    const path = '/iaas/us-ashburn-1/20160918/instances';
    // No Origin and no Sec-Fetch-Site: another process on this machine, or an old browser.
    const anonymous = await call(path, {}, { cookie: CONSOLE.cookie });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toMatchObject({ code: 'NotAllowed' });
    // A page of another site, even with the cookie (SameSite would not send it, but say it did).
    expect((await call(path, {}, { ...CONSOLE, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await call(path, {}, { ...CONSOLE, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await call(path, {}, { ...CONSOLE, 'sec-fetch-site': 'none' })).status).toBe(403);
    const crossOrigin = await call(path, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(crossOrigin.status).toBe(403);
    // The console's own origin without Sec-Fetch-Site (an older browser) is fine with the cookie.
    expect(
      (await call(path, {}, { origin: `http://127.0.0.1:${port}`, cookie: CONSOLE.cookie })).status,
    ).toBe(201);
    // Same-origin without the launch cookie, or with a wrong one.
    const noCookie = await call(path, {}, { 'sec-fetch-site': 'same-origin' });
    expect(noCookie.status).toBe(403);
    expect(await noCookie.json()).toMatchObject({ code: 'NotAllowed' });
    expect((await call(path, {}, { ...CONSOLE, cookie: 'field-console-relay=guess' })).status).toBe(403);
    // A DNS-rebound name pointing at this machine: the server answers no such Host.
    expect(await rawStatus(path, { ...CONSOLE, host: 'evil.example:80' })).toBe(421);
    expect(seen.length).toBe(before + 1);
  });

  it('refuses a body over the limit with 413 before reading it whole, and forwards nothing', async () => {
    const before = seen.length;
    const declared = await call('/devops/us-ashburn-1/20210630/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(MAX_BODY + 1),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'RequestEntityTooLarge' });
    // Streamed without a length: refused once the limit is passed.
    const chunk = new TextEncoder().encode('y'.repeat(16 * 1024));
    let pushed = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pushed += 1;
        if (pushed > 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await call('/devops/us-ashburn-1/20210630/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('answers 502 with an OCI error, never the upstream content, when the answer is not JSON', async () => {
    const response = await call('/iaas/us-ashburn-1/20160918/html');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('BadGateway');
    expect(body.message).toContain('text/html');
    expect(JSON.stringify(body)).not.toContain('<script>');
  });
});
