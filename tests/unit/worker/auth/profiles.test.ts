import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PROFILE_KEY } from '../../../../src/contract/accounts';
import {
  activeCredentials,
  addProfile,
  listProfiles,
  removeProfile,
  setActiveProfile,
  type NewProfile,
} from '../../../../src/worker/auth/profiles';
import { clearRuntimeCaches, emptyDatabase } from '../../../../src/worker/auth/signOutEverywhere';
import { signRequest } from '../../../../src/worker/auth/signer';
import { ConsoleDb } from '../../../../src/contract/db';
import {
  GET_SIGNATURE,
  GET_URL,
  TENANCY,
  TEST_KEY_FINGERPRINT,
  TEST_KEY_PKCS1,
  TEST_KEY_PKCS8,
  USER,
  VECTOR_DATE,
} from './ociTestVectors';
import { containing } from '../../matchers';
import { defined } from '../../defined';

const base64url = (value: unknown): string =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: Record<string, unknown>): string =>
  `${base64url({ alg: 'RS256', kid: 'k' })}.${base64url(claims)}.c2ln`;

const apiKey: NewProfile = {
  kind: 'apiKey',
  name: 'DEFAULT',
  tenancy: TENANCY,
  user: USER,
  region: 'us-phoenix-1',
  privateKeyPem: TEST_KEY_PKCS1,
};

let db: ConsoleDb;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = new ConsoleDb(`auth-profiles-${counter}`);
  await db.open();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

async function added(input: NewProfile): Promise<string> {
  const result = await addProfile(input, db);
  if (!result.ok) {
    throw new Error(result.failure.message);
  }
  return result.value.id;
}

describe('profiles', () => {
  it('stores an API-key profile with a non-extractable key that still signs after a round trip', async () => {
    const id = await added(apiKey);
    const [summary] = await listProfiles(db);
    expect(summary).toMatchObject({
      id,
      name: 'DEFAULT',
      kind: 'apiKey',
      fingerprint: TEST_KEY_FINGERPRINT,
      active: true,
    });
    expect(summary).not.toHaveProperty('privateKey');
    const stored = await db.profiles.get(id);
    expect(stored?.privateKey).toBeInstanceOf(CryptoKey);
    expect(stored?.privateKey.extractable).toBe(false);

    const credentials = await activeCredentials(db);
    expect(credentials?.keyId).toBe(`${TENANCY}/${USER}/${TEST_KEY_FINGERPRINT}`);
    expect(credentials?.region).toBe('us-phoenix-1');
    const headers = await signRequest({ method: 'GET', url: GET_URL, headers: {} }, defined(credentials), {
      dateHeader: 'date',
      now: VECTOR_DATE,
    });
    expect(headers.authorization).toContain(`signature="${GET_SIGNATURE}"`);
  });

  it('keeps several profiles, one active, and switches between them', async () => {
    const first = await added(apiKey);
    const second = await added({
      ...apiKey,
      name: 'prod',
      privateKeyPem: TEST_KEY_PKCS8,
      region: 'eu-frankfurt-1',
    });
    expect((await listProfiles(db)).map((p) => [p.name, p.active])).toEqual([
      ['DEFAULT', true],
      ['prod', false],
    ]);
    const switched = await setActiveProfile(second, db);
    expect(switched.ok).toBe(true);
    expect((await activeCredentials(db))?.region).toBe('eu-frankfurt-1');
    expect((await setActiveProfile('nope', db)).ok).toBe(false);

    await removeProfile(second, db);
    expect(await activeCredentials(db)).toBeUndefined();
    expect((await listProfiles(db)).map((p) => p.id)).toEqual([first]);
    await added({ ...apiKey, name: 'again' });
    expect((await listProfiles(db)).find((p) => p.active)?.name).toBe('again');
  });

  it('signs with ST$token for a session-token profile and reads the tenancy from the token', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const sessionToken = token({ tenant: TENANCY, exp });
    await added({
      kind: 'sessionToken',
      name: 'session',
      region: 'us-ashburn-1',
      sessionToken,
      privateKeyPem: TEST_KEY_PKCS8,
    });
    const [summary] = await listProfiles(db);
    expect(summary).toMatchObject({ kind: 'sessionToken', tenancy: TENANCY, sessionExpiresAt: exp * 1000 });
    expect(summary).not.toHaveProperty('sessionToken');
    expect((await activeCredentials(db))?.keyId).toBe(`ST$${sessionToken}`);
  });

  it('refuses bad input with a validation failure naming the field', async () => {
    const failureOf = async (input: NewProfile) => {
      const result = await addProfile(input, db);
      return result.ok ? undefined : result.failure;
    };
    expect(
      await failureOf({ ...apiKey, fingerprint: '20:3b:97:13:55:1c:5b:0d:d3:37:d8:50:4e:c5:3a:34' }),
    ).toMatchObject({
      kind: 'validation',
      parameter: 'fingerprint',
    });
    expect(await failureOf({ ...apiKey, fingerprint: TEST_KEY_FINGERPRINT.toUpperCase() })).toBeUndefined();
    expect(await failureOf({ ...apiKey, name: 'DEFAULT' })).toMatchObject({ parameter: 'name' });
    expect(
      await failureOf({
        ...apiKey,
        name: 'x',
        privateKeyPem: '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----',
      }),
    ).toMatchObject({
      parameter: 'privateKeyPem',
      message: containing('openssl rsa -in key.pem -out key-plain.pem'),
    });
    expect(await failureOf({ ...apiKey, name: 'y', user: 'ocid1.group.oc1..x' })).toMatchObject({
      parameter: 'user',
    });
    expect(await failureOf({ ...apiKey, name: 'z', region: 'US East' })).toMatchObject({
      parameter: 'region',
    });
    const expired = token({ tenant: TENANCY, exp: 1_000_000 });
    expect(
      await failureOf({
        kind: 'sessionToken',
        name: 's',
        region: 'us-ashburn-1',
        sessionToken: expired,
        privateKeyPem: TEST_KEY_PKCS8,
      }),
    ).toMatchObject({ parameter: 'sessionToken', message: containing('expired') });
    expect(
      await failureOf({
        kind: 'sessionToken',
        name: 's',
        region: 'us-ashburn-1',
        sessionToken: 'abc',
        privateKeyPem: TEST_KEY_PKCS8,
      }),
    ).toMatchObject({ parameter: 'sessionToken' });
    expect((await listProfiles(db)).length).toBe(1);
  });
});

describe('emptyDatabase and clearRuntimeCaches', () => {
  it('empties every table and deletes every runtime cache, keeping the precache', async () => {
    await added(apiKey);
    await db.records.put({ key: 'k', operation: 'op', region: 'r', body: {}, fetchedAt: 1 });
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(['shell-v1', 'locales', 'workbox-precache-v2-http://127.0.0.1/']),
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    await emptyDatabase(db);
    await clearRuntimeCaches();
    for (const table of db.tables) {
      expect(await table.count()).toBe(0);
    }
    expect(await db.settings.get(ACTIVE_PROFILE_KEY)).toBeUndefined();
    expect(deleted.sort()).toEqual(['locales', 'shell-v1']);
    expect(await activeCredentials(db)).toBeUndefined();
  });

  it('works where Cache Storage does not exist', async () => {
    vi.stubGlobal('caches', undefined);
    await added(apiKey);
    await emptyDatabase(db);
    await clearRuntimeCaches();
    expect(await listProfiles(db)).toEqual([]);
  });
});
