/**
 * The forwarding relay, which holds no credential: the console's own call layer signs each call
 * for the real regional host and sends it through `/relay/`; the relay forwards it unchanged to
 * the emulator started with requireSignature (standing in for the region, routing by Host), which
 * verifies the signature with a key registered at /_emulator/keys. A recording upstream shows
 * what exactly is forwarded, and that calls for other tenancies are not.
 */
import { createHash, generateKeyPairSync, webcrypto } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DefaultRequestSigner, SimpleAuthenticationDetailsProvider } from 'oci-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { loadOciTables } from '../../../scripts/oci-tables.mjs';
import { startStaticServer, type StaticServer } from '../../../scripts/serve.mjs';
import { createForwardRelay } from '../../../scripts/server/forward.mjs';
import { operation } from '../../../src/oci/operations';
import { createClock, createSigningInterceptor } from '../../../src/worker/auth/clock';
import { RSA_SHA256 } from '../../../src/worker/auth/pem';
import { apiKeyId, sessionTokenKeyId, signRequest } from '../../../src/worker/auth/signer';
import { createClient } from '../../../src/worker/client';
import { OciHttpError } from '../../../src/worker/client/errors';
import { rawRequest } from './httpClient';

const REGION = 'us-ashburn-1';
const USER = 'ocid1.user.oc1..aaaaaaaaforwardtest';
const OTHER_TENANCY = 'ocid1.tenancy.oc1..aaaaaaaaanothertenancy';
const QUERY_HOST = 'query.us-ashburn-1.oci.oraclecloud.com';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

function makeKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':'),
  };
}

function sessionToken(tenancy: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ tenant: tenancy, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
}

async function importKey(pem: string): Promise<CryptoKey> {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  return webcrypto.subtle.importKey('pkcs8', der, RSA_SHA256, false, ['sign']);
}

/** What the recording upstream received. */
interface Received {
  readonly method: string;
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const keys = makeKeys();
let dir: string;
let emulator: RunningEmulator;
let tenancy: string;
let relayed: StaticServer;
let recorded: StaticServer;
let upstream: Server;
const received: Received[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'forward-test-'));
  const root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Field Console</title>');
  emulator = await startEmulator({ port: 0, size: 0, requireSignature: true });
  tenancy = emulator.state.tenancy.tenancyId;
  const registered = await fetch(`${emulator.url}/_emulator/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyId: apiKeyId(tenancy, USER, keys.fingerprint), publicKeyPem: keys.publicPem }),
  });
  expect(registered.status).toBe(200);
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        target: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, {
        'content-type': 'application/json',
        'opc-request-id': 'up-1',
        'set-cookie': 'a=b',
      });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const tables = await loadOciTables();
  const config = { mode: 'forward' };
  relayed = await startStaticServer({
    root,
    port: 0,
    config,
    relay: createForwardRelay({ tables, tenancies: [tenancy], ociEndpoint: emulator.url }),
  });
  recorded = await startStaticServer({
    root,
    port: 0,
    config,
    relay: createForwardRelay({
      tables,
      tenancies: [tenancy],
      ociEndpoint: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    }),
  });
});

afterAll(async () => {
  await Promise.all([relayed.close(), recorded.close(), emulator.close()]);
  await new Promise((done) => upstream.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** The console's call layer in forward mode, signing with the test key; fetch as a browser sends. */
async function forwardingClient(keyId: string) {
  const privateKey = await importKey(keys.privatePem);
  const sign = createSigningInterceptor(() => ({ keyId, privateKey }), createClock());
  const browserFetch: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), ...SAME_ORIGIN },
    });
  return createClient({
    region: REGION,
    forwardTo: `${relayed.url}/relay`,
    usePublicForms: true,
    fetch: browserFetch,
    clock: createClock(),
    requestInterceptors: [
      async (request) => ({ ...request, ...(await sign(request)), method: request.method }),
    ],
    errorHandler: () => undefined,
  });
}

describe('the forwarding relay and the emulator that requires signatures', () => {
  it('forwards what the console signed for the real host, and the signature survives the trip', async () => {
    const client = await forwardingClient(apiKeyId(tenancy, USER, keys.fingerprint));
    const answer = await client.call<{ items: unknown[] }>(operation('searchResources'), {
      searchDetails: { type: 'Structured', query: 'query all resources' },
      limit: 5,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    const types = await client.call<unknown[]>(operation('listResourceTypes'), { limit: 3 });
    expect(types.body.length).toBeGreaterThan(0);
  });

  it('forwards a call the official SDK signed, with its Date header', async () => {
    const provider = new SimpleAuthenticationDetailsProvider(
      tenancy,
      USER,
      keys.fingerprint,
      keys.privatePem,
      null,
    );
    const body = JSON.stringify({ type: 'FreeText', text: 'a' });
    const request = {
      method: 'POST' as const,
      uri: `https://${QUERY_HOST}/20180409/resources?limit=2`,
      headers: new Headers({ 'content-type': 'application/json' }),
      body,
    };
    await new DefaultRequestSigner(provider).signHttpRequest(request);
    const headers = Object.fromEntries([...request.headers.entries()].filter(([name]) => name !== 'host'));
    expect(headers['date']).toBeDefined();
    const answer = await rawRequest(relayed.url, `/relay/query/${REGION}/20180409/resources?limit=2`, {
      method: 'POST',
      headers: { ...headers, ...SAME_ORIGIN },
      body,
    });
    expect(answer.status).toBe(200);
  });

  it('is refused by the emulator when what arrives is not what was signed', async () => {
    const privateKey = await importKey(keys.privatePem);
    const signed = await signRequest(
      { method: 'GET', url: `https://${QUERY_HOST}/20180409/resourceTypes?limit=1`, headers: {} },
      { keyId: apiKeyId(tenancy, USER, keys.fingerprint), privateKey },
      { dateHeader: 'x-date', now: new Date() },
    );
    const elsewhere = await rawRequest(relayed.url, `/relay/query/${REGION}/20180409/resourceTypes?limit=2`, {
      headers: { ...signed, ...SAME_ORIGIN },
    });
    expect(elsewhere.status).toBe(401);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ code: 'NotAuthenticated' });
    const asSigned = await rawRequest(relayed.url, `/relay/query/${REGION}/20180409/resourceTypes?limit=1`, {
      headers: { ...signed, ...SAME_ORIGIN },
    });
    expect(asSigned.status).toBe(200);
  });
});

describe('what the forwarding relay sends on', () => {
  /** A call signed with a keyId of our choice (the recording upstream checks no signature). */
  async function signedCall(
    keyId: string,
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) {
    const privateKey = await importKey(keys.privatePem);
    const method = init.method ?? 'GET';
    const target = path.replace(/^\/[^/]+\/[^/]+/, '');
    const signed = await signRequest(
      {
        method,
        url: `https://${QUERY_HOST}${target}`,
        headers: { 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: init.body }),
      },
      { keyId, privateKey },
      { dateHeader: 'x-date', now: new Date() },
    );
    return rawRequest(recorded.url, `/relay${path}`, {
      method,
      headers: { ...signed, ...SAME_ORIGIN, ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  }

  it('sends the same method, path, query, body and signature to the real Host, and no cookie', async () => {
    received.length = 0;
    const body = '{"text":"d\u00e9j\u00e0 vu","crlf":"a\\r\\nb"}  \n';
    const path = `/query/${REGION}/20180409/resources?limit=2&tenantId=a%2Fb&x=%20y`;
    const answer = await signedCall(apiKeyId(tenancy, USER, keys.fingerprint), path, {
      method: 'POST',
      body,
      headers: {
        cookie: 'field-console-relay=secret',
        origin: recorded.url,
        'opc-retry-token': 'retry-1',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['opc-request-id']).toBe('up-1');
    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.target).toBe('/20180409/resources?limit=2&tenantId=a%2Fb&x=%20y');
    expect(call?.headers.host).toBe(QUERY_HOST);
    expect(call?.body.toString('utf8')).toBe(body);
    expect(call?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(call?.headers.authorization).toContain(`keyId="${tenancy}/${USER}/${keys.fingerprint}"`);
    expect(call?.headers['x-date']).toBeDefined();
    expect(call?.headers['x-content-sha256']).toBeDefined();
    expect(call?.headers['opc-retry-token']).toBe('retry-1');
    for (const name of ['cookie', 'origin', 'sec-fetch-site', 'x-forwarded-for'])
      expect(call?.headers[name], name).toBeUndefined();
  });

  it('refuses, with a JSON 403, calls signed for a tenancy it does not serve, and sends nothing', async () => {
    received.length = 0;
    const path = `/query/${REGION}/20180409/resourceTypes`;
    for (const keyId of [
      apiKeyId(OTHER_TENANCY, USER, keys.fingerprint),
      sessionTokenKeyId(sessionToken(OTHER_TENANCY)),
    ]) {
      const answer = await signedCall(keyId, path);
      expect(answer.status, keyId).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'NotAllowed',
        message: `This console forwards calls only for the tenancies it serves; ${OTHER_TENANCY} is not one of them.`,
      });
    }
    expect(received).toEqual([]);
    // A session token of a tenancy it serves goes through: the tenancy is read from the token.
    expect((await signedCall(sessionTokenKeyId(sessionToken(tenancy)), path)).status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('refuses an unsigned call, a keyId naming no tenancy, and a signature over a header it does not forward', async () => {
    received.length = 0;
    const path = `/relay/query/${REGION}/20180409/resourceTypes`;
    const unsigned = await rawRequest(recorded.url, path, { headers: SAME_ORIGIN });
    expect(unsigned.status).toBe(401);
    expect(JSON.parse(unsigned.body)).toMatchObject({ code: 'NotAuthenticated' });
    const nameless = await rawRequest(recorded.url, path, {
      headers: {
        ...SAME_ORIGIN,
        authorization: 'Signature version="1",keyId="ST$not-a-token",signature="x"',
      },
    });
    expect(nameless.status).toBe(401);
    const extra = await rawRequest(recorded.url, path, {
      headers: {
        ...SAME_ORIGIN,
        authorization: `Signature version="1",headers="x-date (request-target) host cookie",keyId="${tenancy}/u/f",algorithm="rsa-sha256",signature="x"`,
      },
    });
    expect(extra.status).toBe(400);
    expect(JSON.parse(extra.body)).toMatchObject({ code: 'InvalidParameter' });
    expect(received).toEqual([]);
  });

  it('answers in OCI words when the emulator refuses a call from the console’s call layer', async () => {
    const client = await forwardingClient(apiKeyId(tenancy, USER, 'aa:bb:cc'));
    const refused = await client.call(operation('listResourceTypes'), {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OciHttpError);
    expect((refused as OciHttpError).status).toBe(401);
  });
});
