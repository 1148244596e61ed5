import { createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRequest } from '../../../../emulator/signature';
import { TENANCY, TEST_KEY_FINGERPRINT, TEST_KEY_PKCS1, TEST_PUBLIC_KEY, USER } from './ociTestVectors';

interface Relay {
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  readonly region: string;
  readonly profile: string;
}
interface RelayModule {
  createRelay(options: {
    profile?: string;
    configFile?: string;
    templates?: Record<string, string>;
    fetch?: typeof fetch;
  }): Promise<Relay>;
  relayTarget(serviceKey: string, region: string, templates: Record<string, string>): string | undefined;
  loadServiceTemplates(): Promise<Record<string, string>>;
}

const relayModule = new URL('../../../../scripts/relay.mjs', import.meta.url).href;
const { createRelay, relayTarget, loadServiceTemplates } = (await import(relayModule)) as RelayModule;

const TEMPLATES = {
  iaas: 'iaas.{region}.{secondLevelDomain}',
  devops: 'devops.{region}.oci.{secondLevelDomain}',
};
const SESSION_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2ln';
const publicKey = createPublicKey(TEST_PUBLIC_KEY);

interface Forwarded {
  readonly url: string;
  readonly verdict: ReturnType<typeof verifyRequest>;
  readonly headers: Record<string, string>;
}

/** Stands in for the region: verifies what the relay signed and answers like OCI. */
function fakeUpstream(seen: Forwarded[]): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? init.body : undefined;
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
    seen.push({ url: url.href, verdict, headers });
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
let server: Server;
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
  const apiKey = await createRelay({ configFile, templates: TEMPLATES, fetch: fakeUpstream(seen) });
  const session = await createRelay({
    profile: 'session',
    configFile,
    templates: TEMPLATES,
    fetch: fakeUpstream(seen),
  });
  expect(apiKey.region).toBe('us-phoenix-1');
  expect(session.region).toBe('eu-frankfurt-1');
  server = createServer((req, res) => {
    const relay = req.url?.startsWith('/session/') ? session : apiKey;
    req.url = req.url?.replace(/^\/session/, '');
    relay.handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe('relayTarget', () => {
  it('builds hosts from the caller templates and the realm of the region', () => {
    expect(relayTarget('iaas', 'us-phoenix-1', TEMPLATES)).toBe('iaas.us-phoenix-1.oraclecloud.com');
    expect(relayTarget('devops', 'us-langley-1', TEMPLATES)).toBe(
      'devops.us-langley-1.oci.oraclegovcloud.com',
    );
    expect(relayTarget('devops', 'r1.example.com', TEMPLATES)).toBe('devops.r1.example.com');
    expect(relayTarget('nope', 'us-phoenix-1', TEMPLATES)).toBeUndefined();
    expect(relayTarget('toString', 'us-phoenix-1', TEMPLATES)).toBeUndefined();
  });

  it('reads the templates of src/oci/services.ts', async () => {
    const templates = await loadServiceTemplates();
    expect(templates.iaas).toBe('iaas.{region}.{secondLevelDomain}');
    expect(templates.query).toBe('query.{region}.oci.{secondLevelDomain}');
  });
});

describe('the relay', () => {
  it('signs a POST with the profile and streams the answer back with the headers the console reads', async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/devops/us-ashburn-1/20210630/projects?name=a%20b`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'opc-retry-token': 't1', cookie: 'secret=1' },
        body: '{"name":"déjà"}',
      },
    );
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

  it('signs a GET with the session token of a session profile', async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/session/iaas/eu-frankfurt-1/20160918/instances?compartmentId=c`,
    );
    expect(response.status).toBe(201);
    expect(seen.at(-1)?.verdict).toEqual({ ok: true, keyId: `ST$${SESSION_TOKEN}` });
  });

  it('answers 404 for an unknown service and refuses cross-origin or non-loopback callers', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/nope/us-ashburn-1/x`)).status).toBe(404);
    const crossOrigin = await fetch(`http://127.0.0.1:${port}/iaas/us-ashburn-1/20160918/instances`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(crossOrigin.status).toBe(403);
    const rebound = await new Promise<number>((done, failed) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/iaas/us-ashburn-1/20160918/instances',
          headers: { host: 'evil.example:80' },
        },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', failed);
      req.end();
    });
    expect(rebound).toBe(403);
  });
});
