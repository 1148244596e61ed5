/**
 * Sign-in through the deployment's server against the emulator's identity domain, over real
 * HTTP: the start's redirect and cookie, the callback's checks (state, nonce, the ID token's
 * signature, the device's key), the UPST as the only answer, never in a log line or a URL, never
 * cached, sign-in pages not framable, and two replicas with the same key serving one sign-in.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../emulator/emulatorHarness';
import { rawRequest } from './httpClient';
import {
  callback,
  claimsOf,
  deviceKey,
  HOST,
  ORIGIN,
  REDIRECT_URI,
  signIn,
  signInAtDomain,
  start,
} from './signInFlow';

interface Served {
  readonly url: string;
  close(): Promise<void>;
}
interface SignInSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  sessionKey?: string;
  name: string;
}
const { startStaticServer } = (await import(new URL('../../../scripts/serve.mjs', import.meta.url).href)) as {
  startStaticServer: (options: Record<string, unknown>) => Promise<Served>;
};

const CLIENT = { clientId: 'console-app', clientSecret: 'a-secret-only-the-server-holds' };
const SHELL = '<!doctype html><title>Field Console</title>';

let h: Harness;
let root: string;
const servers: Served[] = [];
const logLines: string[] = [];

function settings(extra: Partial<SignInSettings> = {}): SignInSettings {
  return { issuer: `${h.emulator.url}/idcs`, ...CLIENT, name: 'Example Corp', ...extra };
}

async function serve(signInSettings: SignInSettings, extra: Record<string, unknown> = {}): Promise<string> {
  const server = await startStaticServer({
    root,
    port: 0,
    config: { mode: 'forward' },
    origins: [ORIGIN],
    signIn: signInSettings,
    log: true,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
    ...extra,
  });
  servers.push(server);
  return server.url;
}

let server: string;

beforeAll(async () => {
  h = await startHarness({ identityDomain: { ...CLIENT, redirectUris: [REDIRECT_URI] } });
  root = mkdtempSync(join(tmpdir(), 'sign-in-test-'));
  writeFileSync(join(root, 'index.html'), SHELL);
  server = await serve(settings());
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a sign-in', () => {
  it('goes to the domain with PKCE, state and nonce, and comes back with only a UPST for the device’s key', async () => {
    const { started, back, answer, key } = await signIn(server);
    const authorize = started.location;
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${h.emulator.url}/idcs/oauth2/v1/authorize`);
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    expect(query['state']).toMatch(/^[\w-]{43}$/);
    expect(query['nonce']).toMatch(/^[\w-]{43}$/);
    expect(query['code_challenge']).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(query)).not.toContain(CLIENT.clientSecret);
    expect(started.answer.headers['set-cookie']?.[0]).toMatch(
      /^__Host-field-console-sign-in=[\w-]+\.[\w-]+; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);

    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['token']);
    const claims = claimsOf(String(body['token']));
    expect(claims['tenant']).toBe(h.emulator.state.tenancy.tenancyId);
    expect(claims['sub']).toMatch(/^ocid1\.user\./);
    const jwk: unknown = typeof claims['jwk'] === 'string' ? JSON.parse(claims['jwk']) : claims['jwk'];
    expect((jwk as { n?: string }).n).toBe(key.n);
    // The callback spends the cookie.
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^__Host-field-console-sign-in=; Path=\/; Max-Age=0;/);
  });

  it('tells the console a sign-in is offered, and the domain’s name', async () => {
    const answer = await rawRequest(server, '/field-console.config.json', { headers: { host: HOST } });
    expect(JSON.parse(answer.body)).toMatchObject({ signIn: { name: 'Example Corp' } });
    expect(answer.body).not.toContain(CLIENT.clientSecret);
  });

  it('is never cached, and its pages are not framable', async () => {
    const { started, back, answer } = await signIn(server);
    const page = await rawRequest(server, `${back.pathname}${back.search}`, {
      headers: { host: HOST, 'sec-fetch-dest': 'document' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toBe(SHELL);
    for (const each of [started.answer, page, answer]) {
      expect(each.headers['cache-control']).toBe('no-store');
      expect(each.headers['etag']).toBeUndefined();
      expect(each.headers['x-frame-options']).toBe('DENY');
      expect(each.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(each.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('never writes the UPST, the code or the state in a log line or an address', async () => {
    logLines.length = 0;
    const { started, back, fields, answer } = await signIn(server);
    const token = (JSON.parse(answer.body) as { token: string }).token;
    const cookieValue = started.cookie.split('=')[1] ?? '';
    expect(logLines.length).toBeGreaterThanOrEqual(2);
    for (const line of logLines) {
      for (const secret of [token, fields.code, fields.state, cookieValue, CLIENT.clientSecret])
        expect(line).not.toContain(secret);
    }
    // Every address of the walk: the start, the authorize endpoint, the callback.
    for (const address of ['/auth/start', started.location.href, back.href])
      expect(address).not.toContain(token);
    expect(started.answer.headers.location).not.toContain(token);
  });
});

describe('a refused sign-in', () => {
  it('refuses a state that is not this browser’s sign-in (swapped)', async () => {
    const mine = await start(server, deviceKey());
    const key = deviceKey();
    const theirs = await start(server, key);
    const back = await signInAtDomain(theirs.location);
    const answer = await callback(
      server,
      {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        publicKey: key.publicKeyPem,
      },
      mine.cookie,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'SignInStateMismatch' });
    expect(answer.body).not.toContain('"token"');
  });

  it('refuses a replayed callback: the cookie is spent, and so is the code', async () => {
    const { started, fields, answer } = await signIn(server);
    expect(answer.status).toBe(200);
    // The browser dropped the cookie the first callback cleared.
    const again = await callback(server, fields, undefined);
    expect(again.status).toBe(400);
    expect(JSON.parse(again.body)).toMatchObject({ code: 'SignInNotStarted' });
    // A copy of the old cookie meets a spent code.
    const copied = await callback(server, fields, started.cookie);
    expect(copied.status).toBe(502);
    expect(JSON.parse(copied.body)).toMatchObject({ code: 'IdentityDomainRefused' });
  });

  it('refuses an ID token without this sign-in’s nonce', async () => {
    const key = deviceKey();
    const started = await start(server, key);
    const other = new URL(started.location);
    other.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
    const back = await signInAtDomain(other);
    const answer = await callback(
      server,
      {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        publicKey: key.publicKeyPem,
      },
      started.cookie,
    );
    expect(answer.status).toBe(400);
    const refusal = JSON.parse(answer.body) as { code: string; message: string };
    expect(refusal.code).toBe('IdTokenRefused');
    expect(refusal.message).toContain('nonce');
  });

  it('refuses an ID token whose signature does not verify', async () => {
    // The network between the server and the domain changes the ID token's user on the way.
    const tampering: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      const body =
        typeof init?.body === 'object' && init.body instanceof URLSearchParams ? init.body : undefined;
      if (body?.get('grant_type') !== 'authorization_code') return answer;
      const tokens = (await answer.json()) as Record<string, string>;
      const [header = '', payload = '', signature = ''] = String(tokens['id_token']).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      return Response.json({ ...tokens, id_token: `${header}.${forged}.${signature}` });
    };
    const tampered = await serve(settings(), { fetch: tampering });
    const { answer } = await signIn(tampered);
    expect(answer.status).toBe(400);
    const refusal = JSON.parse(answer.body) as { code: string; message: string };
    expect(refusal.code).toBe('IdTokenRefused');
    expect(refusal.message).toContain('signature');
  });

  it('refuses the key of another device than the one the sign-in started for', async () => {
    const started = await start(server, deviceKey());
    const back = await signInAtDomain(started.location);
    const answer = await callback(
      server,
      {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        publicKey: deviceKey().publicKeyPem,
      },
      started.cookie,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'DeviceKeyMismatch' });
  });

  it('sends the exact registered redirect URI; at an address the domain does not know, it never redirects', async () => {
    // The same server reached at a loopback name: its callback there is not registered.
    const answer = await rawRequest(server, `/auth/start?key=${deviceKey().hash}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const location = new URL(String(answer.headers.location));
    expect(location.searchParams.get('redirect_uri')).toBe(`${server}/auth/callback`);
    const page = await fetch(location, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
  });

  it('refuses a start from another site', async () => {
    const answer = await rawRequest(server, `/auth/start?key=${deviceKey().hash}`, {
      headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('two replicas', () => {
  it('serve one sign-in with the same key: start at one, callback at the other', async () => {
    const sessionKey = 'a-session-key-shared-by-every-replica-0123456789';
    const first = await serve(settings({ sessionKey }));
    const second = await serve(settings({ sessionKey }));
    const { answer } = await signIn(first, second);
    expect(answer.status).toBe(200);
    expect(Object.keys(JSON.parse(answer.body) as object)).toEqual(['token']);
    // Without a session key, the key derived from the shared client secret is the same too.
    const derived = await signIn(server, await serve(settings()));
    expect(derived.answer.status).toBe(200);
  });

  it('refuse a cookie signed with another key', async () => {
    const other = await serve(settings({ sessionKey: 'another-deployment-s-session-key-0123456789' }));
    const { answer } = await signIn(server, other);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'SignInNotStarted' });
  });
});
