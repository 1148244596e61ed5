/**
 * The device's half of sign-in, against the deployment's server and the emulator's identity
 * domain over real HTTP: the start names the SHA-256 of a key made on the device; the return's
 * post carries that key's public half; the UPST that answers becomes the active session profile
 * of that key, through the same checks as a pasted token. A refusal stores nothing and keeps the
 * key; an answer that is not a session token is refused. "Sign in again" for a profile brings
 * that profile back (same id, a new key and token), for its own user only.
 */
import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountsDb,
  activeAccount,
  removeAccount,
  setActiveTenancy,
} from '../../../../src/contract/accounts';
import { ConsoleDb } from '../../../../src/contract/db';
import { onTenancySwitched } from '../../../../src/contract/sessionChannel';
import { pendingDeviceKey } from '../../../../src/worker/auth/deviceKey';
import {
  activeCredentials,
  addProfile,
  listProfiles,
  type ProfileSummary,
} from '../../../../src/worker/auth/profiles';
import { completeSignIn, startSignIn } from '../../../../src/worker/auth/signIn';
import { returnToSignInTenancy, SIGN_IN_STARTED_IN } from '../../../../src/worker/auth/signInTenancy';
import { TEST_KEY_PKCS1, USER } from './ociTestVectors';
import { startHarness, type Harness } from '../../emulator/emulatorHarness';
import { rawRequest } from '../../scripts/httpClient';
import { HOST, ORIGIN, REDIRECT_URI, signInAtDomain } from '../../scripts/signInFlow';

const { startStaticServer } = (await import(
  new URL('../../../../scripts/serve.mjs', import.meta.url).href
)) as {
  startStaticServer: (options: Record<string, unknown>) => Promise<{ url: string; close(): Promise<void> }>;
};
const CLIENT = { clientId: 'console-app', clientSecret: 'a-secret-only-the-server-holds' };

let h: Harness;
let root: string;
let server: { url: string; close(): Promise<void> };
let db: ConsoleDb;

beforeAll(async () => {
  h = await startHarness({ identityDomain: { ...CLIENT, redirectUris: [REDIRECT_URI] } });
  root = mkdtempSync(join(tmpdir(), 'sign-in-device-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  server = await startStaticServer({
    root,
    port: 0,
    config: { mode: 'forward' },
    origins: [ORIGIN],
    signIn: { issuer: `${h.emulator.url}/idcs`, ...CLIENT, name: 'Example Corp' },
  });
});

afterAll(async () => {
  await server.close();
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  db = new ConsoleDb(`sign-in-${Math.random().toString(36).slice(2)}`);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

/**
 * The browser: its cookie for the console's origin, the Host the console is opened at, a
 * navigation (the page going to the start) and the worker's fetch of the console's own origin.
 */
function browser() {
  let cookie = '';
  const keep = (set: string[] | undefined) => {
    if (set?.[0] !== undefined) cookie = set[0].split(';')[0] ?? '';
  };
  const headers = () => ({
    host: HOST,
    'sec-fetch-site': 'same-origin',
    ...(cookie === '' ? {} : { cookie }),
  });
  /** The page goes to the start: where it is sent (the domain's sign-in page). */
  const navigate = async (path: string): Promise<URL> => {
    const answer = await rawRequest(server.url, path, { headers: headers() });
    expect(answer.status).toBe(303);
    keep(answer.headers['set-cookie']);
    return new URL(String(answer.headers.location));
  };
  const send: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.origin).toBe(ORIGIN);
    const answer = await rawRequest(server.url, `${url.pathname}${url.search}`, {
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined), ...headers(), origin: ORIGIN },
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    keep(answer.headers['set-cookie']);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.headers['content-type'] ?? '' },
    });
  };
  return { navigate, send };
}

describe('signing in on the device', () => {
  it('makes a key, names its hash at the start, and keeps the UPST as the active session profile of that key', async () => {
    const start = await startSignIn(db);
    const pending = await pendingDeviceKey(db);
    const der = Buffer.from((pending?.publicKeyPem ?? '').replace(/-----[^-]+-----|\s/g, ''), 'base64');
    expect(start).toBe(`/auth/start?key=${createHash('sha256').update(der).digest('base64url')}`);

    const { navigate, send } = browser();
    const back = await signInAtDomain(await navigate(start));
    const result = await completeSignIn(
      {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        name: 'Example Corp',
        region: 'us-ashburn-1',
      },
      db,
      { origin: ORIGIN, fetch: send },
    );
    expect(result.ok).toBe(true);
    const profiles = await listProfiles(db);
    expect(profiles).toEqual([
      expect.objectContaining({
        name: 'Example Corp',
        kind: 'sessionToken',
        active: true,
        fingerprint: pending?.fingerprint,
        tenancy: h.emulator.state.tenancy.tenancyId,
      }),
    ]);
    expect(await pendingDeviceKey(db)).toBeUndefined();
    // The device signs with the key the token is bound to.
    const credentials = await activeCredentials(db);
    const token = (credentials?.keyId ?? '').replace(/^ST\$/, '');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      jwk: string;
    };
    const signed = new TextEncoder().encode('date: now');
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      credentials?.privateKey as CryptoKey,
      signed,
    );
    const bound = createPublicKey({ key: JSON.parse(claims.jwk) as JsonWebKey, format: 'jwk' });
    expect(verify('sha256', signed, bound, Buffer.from(signature))).toBe(true);
  });

  it('stores nothing and keeps the key when the server refuses the return', async () => {
    const start = await startSignIn(db);
    const { navigate, send } = browser();
    const back = await signInAtDomain(await navigate(start));
    const result = await completeSignIn(
      {
        code: back.searchParams.get('code') ?? '',
        state: 'a-state-of-another-sign-in',
        name: 'Example Corp',
        region: 'us-ashburn-1',
      },
      db,
      { origin: ORIGIN, fetch: send },
    );
    expect(result).toMatchObject({ ok: false, failure: { kind: 'validation', reason: 'signInNotStarted' } });
    expect(await listProfiles(db)).toEqual([]);
    expect(await pendingDeviceKey(db)).toBeDefined();
  });

  it('refuses an answer that is not a session token for this key', async () => {
    await startSignIn(db);
    const answers: Record<string, unknown>[] = [{ token: 'not-a-token' }, { upst: 'x' }];
    for (const body of answers) {
      const result = await completeSignIn(
        { code: 'c', state: 's', name: 'Example Corp', region: 'us-ashburn-1' },
        db,
        { origin: ORIGIN, fetch: () => Promise.resolve(Response.json(body)) },
      );
      expect(result.ok).toBe(false);
    }
    expect(await listProfiles(db)).toEqual([]);
  });

  /** A sign-in through the server and the domain, as `userIndex` of the domain's users, up to its return. */
  async function signInToReturn(renews?: string, userIndex = 0) {
    const start = await startSignIn(db, Date.now(), renews);
    const { navigate, send } = browser();
    const back = await signInAtDomain(await navigate(start), userIndex);
    const input = {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      name: 'Example Corp',
      region: 'us-ashburn-1',
    };
    return { complete: (into: ConsoleDb) => completeSignIn(input, into, { origin: ORIGIN, fetch: send }) };
  }

  /** One sign-in through the server and the domain, completed where it started. */
  async function signIn(renews?: string, userIndex = 0) {
    return (await signInToReturn(renews, userIndex)).complete(db);
  }

  it('signs in again for a profile: the same profile, its key and token replaced, no second profile', async () => {
    const first = await signIn();
    if (!first.ok) throw new Error('The first sign-in failed');
    const before = (await db.profiles.get(first.value.id))?.sessionToken;
    const again = await signIn(first.value.id);
    expect(again).toMatchObject({ ok: true, value: { id: first.value.id, name: 'Example Corp' } });
    const profiles = await listProfiles(db);
    expect(profiles.map((profile: ProfileSummary) => profile.id)).toEqual([first.value.id]);
    expect(profiles[0]?.fingerprint).not.toBe(first.value.fingerprint);
    const stored = await db.profiles.get(first.value.id);
    expect(stored?.sessionToken).not.toBe(before);
    expect(await pendingDeviceKey(db)).toBeUndefined();
    // The new token is bound to the new key, which signs.
    const credentials = await activeCredentials(db);
    const claims = JSON.parse(
      Buffer.from((stored?.sessionToken ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { jwk: string };
    const signed = new TextEncoder().encode('date: now');
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      credentials?.privateKey as CryptoKey,
      signed,
    );
    const bound = createPublicKey({ key: JSON.parse(claims.jwk) as JsonWebKey, format: 'jwk' });
    expect(verify('sha256', signed, bound, Buffer.from(signature))).toBe(true);
  });

  it('refuses to bring a profile back for another user, and keeps it as it was', async () => {
    const users = h.emulator.state.identityDomain.users();
    expect(users.length).toBeGreaterThan(1);
    const first = await signIn();
    if (!first.ok) throw new Error('The first sign-in failed');
    const before = await db.profiles.get(first.value.id);
    const other = await signIn(first.value.id, 1);
    expect(other).toMatchObject({ ok: false, failure: { reason: 'tokenOtherUser' } });
    expect((await listProfiles(db)).length).toBe(1);
    const after = await db.profiles.get(first.value.id);
    expect(after?.sessionToken).toBe(before?.sessionToken);
    expect(after?.fingerprint).toBe(before?.fingerprint);
  });

  it('completes "Sign in again" in the tenancy it started in when another tenancy is shown at the return', async () => {
    const accounts = accountsDb();
    const first = await signIn();
    if (!first.ok) throw new Error('The first sign-in failed');
    const tenancy = first.value.tenancy;
    // A second tenancy on the device, in a database of its own (an API key profile added there).
    const other = new ConsoleDb(`sign-in-other-${Math.random().toString(36).slice(2)}`);
    try {
      const bravo = 'ocid1.tenancy.oc1..aaaaaaaabravosignin';
      const added = await addProfile(
        {
          kind: 'apiKey',
          name: 'Bravo',
          tenancy: bravo,
          user: USER,
          region: 'us-ashburn-1',
          privateKeyPem: TEST_KEY_PKCS1,
        },
        other,
      );
      expect(added.ok).toBe(true);
      // "Sign in again" starts with the first tenancy shown; the person switches to the other
      // before the domain sends them back.
      await setActiveTenancy(accounts, tenancy);
      const signing = await signInToReturn(first.value.id);
      await setActiveTenancy(accounts, bravo);

      // The return, in the other tenancy's page: the first is shown again, every page told.
      const switched = new Promise<void>((done) => {
        const stop = onTenancySwitched(() => {
          stop();
          done();
        });
      });
      expect(await returnToSignInTenancy(accounts, other.name)).toBe('switching');
      await switched;
      expect((await activeAccount(accounts))?.tenancy).toBe(tenancy);
      // Reloaded there, it completes: the same profile, a new key; the other tenancy untouched.
      expect(await returnToSignInTenancy(accounts, db.name)).toBe('here');
      const again = await signing.complete(db);
      expect(again).toMatchObject({ ok: true, value: { id: first.value.id, tenancy, name: 'Example Corp' } });
      const profiles = await listProfiles(db);
      expect(profiles.map((profile) => profile.id)).toEqual([first.value.id]);
      expect(profiles[0]?.fingerprint).not.toBe(first.value.fingerprint);
      expect((await listProfiles(other)).map((profile) => profile.name)).toEqual(['Bravo']);
      expect(await accounts.settings.get(SIGN_IN_STARTED_IN)).toBeUndefined();
    } finally {
      other.close();
      await other.delete();
    }
  });

  it('completes where it is when the sign-in started there, or its tenancy has left the device', async () => {
    const accounts = accountsDb();
    const first = await signIn();
    if (!first.ok) throw new Error('The first sign-in failed');
    await startSignIn(db, Date.now(), first.value.id);
    expect(await returnToSignInTenancy(accounts, db.name)).toBe('here');
    // Signed out of that tenancy meanwhile: nothing to switch to; the return finds no key here.
    await removeAccount(accounts, first.value.tenancy);
    expect(await returnToSignInTenancy(accounts, 'another-database')).toBe('here');
  });

  it('names a fresh sign-in against the tenancy its profile goes to, when another is shown', async () => {
    const accounts = accountsDb();
    const first = await signIn();
    if (!first.ok) throw new Error('The first sign-in failed');
    // A second tenancy, shown; a fresh sign-in started there for the same domain's user.
    const home = db;
    db = new ConsoleDb(`sign-in-other-${Math.random().toString(36).slice(2)}`);
    try {
      const bravo = 'ocid1.tenancy.oc1..aaaaaaaabravonaming';
      const added = await addProfile(
        {
          kind: 'apiKey',
          name: 'Bravo',
          tenancy: bravo,
          user: USER,
          region: 'us-ashburn-1',
          privateKeyPem: TEST_KEY_PKCS1,
        },
        db,
      );
      expect(added.ok).toBe(true);
      const fresh = await signIn();
      // The profile goes to its tenancy's database, beside the first, under a name of its own there.
      expect(fresh).toMatchObject({
        ok: true,
        value: { name: 'Example Corp (2)', tenancy: first.value.tenancy },
      });
      expect((await listProfiles(home)).map((profile) => profile.name)).toEqual([
        'Example Corp',
        'Example Corp (2)',
      ]);
      expect((await listProfiles(db)).map((profile) => profile.name)).toEqual(['Bravo']);
      expect((await activeAccount(accounts))?.tenancy).toBe(first.value.tenancy);
    } finally {
      db.close();
      await db.delete();
      db = home;
    }
  });
});
