/**
 * Identity's API keys and the identity data plane's session tokens, with --require-signature:
 * the official SDKs (oci-identity, oci-identitydataplane) upload a key, list it, mint a token for
 * a public key, and the console's own call layer signs with the uploaded key (`tenancy/user/
 * fingerprint`) and with the token (`ST$<token>`), refreshes the token, and is refused once the
 * key is deleted, the token has expired or its session has ended.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import * as common from 'oci-common';
import * as identity from 'oci-identity';
import * as identitydataplane from 'oci-identitydataplane';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operation } from '../../../src/oci/operations';
import { apiKeyId, sessionTokenKeyId } from '../../../src/worker/auth/signer';
import { toFailure } from '../../../src/worker/client';
import { REGION, signingClient, startHarness, type Harness } from './emulatorHarness';

const ADMIN = 'ocid1.user.oc1..identityadmin';
const ADMIN_FINGERPRINT = '11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:00';

let h: Harness;
let admin: { privateKey: string; publicKey: string };

function keyPair(): { privateKey: string; publicKey: string; fingerprint: string } {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const der = Buffer.from(pair.publicKey.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const fingerprint = (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':');
  return { ...pair, fingerprint };
}

const noRetries = {
  retryConfiguration: { terminationStrategy: new common.MaxAttemptsTerminationStrategy(1) },
};

function adminProvider(): common.SimpleAuthenticationDetailsProvider {
  return new common.SimpleAuthenticationDetailsProvider(
    h.emulator.state.tenancy.tenancyId,
    ADMIN,
    ADMIN_FINGERPRINT,
    admin.privateKey,
    null,
  );
}

function identityClient(): identity.IdentityClient {
  const client = new identity.IdentityClient({ authenticationDetailsProvider: adminProvider() }, noRetries);
  client.endpoint = `${h.emulator.url}/identity/${REGION}`;
  return client;
}

function dataplaneClient(): identitydataplane.DataplaneClient {
  const client = new identitydataplane.DataplaneClient(
    { authenticationDetailsProvider: adminProvider() },
    noRetries,
  );
  client.endpoint = `${h.emulator.url}/auth/${REGION}`;
  return client;
}

/** The console's call layer, signing as `keyId` with `privateKeyPem`. */
const consoleClient = (keyId: string, privateKeyPem: string) =>
  signingClient(h.emulator.url, keyId, privateKeyPem);

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => toFailure(error),
  );
}

function seededUser(): string {
  const user = h.ofType('User')[0];
  if (user === undefined) throw new Error('no seeded user');
  return user.id;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

beforeAll(async () => {
  h = await startHarness({ requireSignature: true, tokenTtlMs: 60_000 });
  admin = keyPair();
  const keyId = `${h.emulator.state.tenancy.tenancyId}/${ADMIN}/${ADMIN_FINGERPRINT}`;
  const answer = await fetch(`${h.emulator.url}/_emulator/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyId, publicKeyPem: admin.publicKey }),
  });
  expect(answer.status).toBe(200);
});

afterAll(() => h.close());

describe('API keys', () => {
  it('uploads a public key for a user, lists it, and signs with it until it is deleted', async () => {
    const userId = seededUser();
    const device = keyPair();
    const uploaded = await identityClient().uploadApiKey({
      userId,
      createApiKeyDetails: { key: device.publicKey },
    });
    expect(uploaded.apiKey).toMatchObject({
      fingerprint: device.fingerprint,
      userId,
      lifecycleState: 'ACTIVE',
      keyId: apiKeyId(h.emulator.state.tenancy.tenancyId, userId, device.fingerprint),
    });
    const listed = await identityClient().listApiKeys({ userId });
    expect(listed.items.map((key) => key.fingerprint)).toContain(device.fingerprint);

    const signed = await consoleClient(
      apiKeyId(h.emulator.state.tenancy.tenancyId, userId, device.fingerprint),
      device.privateKey,
    );
    const user = await signed.call<{ id: string; name: string }>(operation('getUser'), { userId });
    expect(user.body.id).toBe(userId);
    const tenancy = await signed.call<{ name: string }>(operation('getTenancy'), {
      tenancyId: h.emulator.state.tenancy.tenancyId,
    });
    expect(tenancy.body.name).toBe(h.emulator.state.tenancy.tenancyName);

    await identityClient().deleteApiKey({ userId, fingerprint: device.fingerprint });
    expect(await refusal(signed.call(operation('getUser'), { userId }))).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'NotAuthenticated',
    });
  });

  it('refuses a fourth key and the same key twice with 409, as OCI allows three a user', async () => {
    const userId = h.ofType('User')[1]?.id ?? '';
    const client = identityClient();
    const first = keyPair();
    await client.uploadApiKey({ userId, createApiKeyDetails: { key: first.publicKey } });
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const twice = await client
      .uploadApiKey({ userId, createApiKeyDetails: { key: first.publicKey } })
      .catch((e: unknown) => e);
    expect(twice).toMatchObject({ statusCode: 409, serviceCode: 'Conflict' });
    await client.uploadApiKey({ userId, createApiKeyDetails: { key: keyPair().publicKey } });
    await client.uploadApiKey({ userId, createApiKeyDetails: { key: keyPair().publicKey } });
    const fourth = await client
      .uploadApiKey({ userId, createApiKeyDetails: { key: keyPair().publicKey } })
      .catch((e: unknown) => e);
    quiet.mockRestore();
    expect(fourth).toMatchObject({ statusCode: 409, serviceCode: 'Conflict' });
    expect((await client.listApiKeys({ userId })).items).toHaveLength(3);
  });

  it('refuses a key that is not an RSA public key PEM', async () => {
    const signed = await consoleClient(
      `${h.emulator.state.tenancy.tenancyId}/${ADMIN}/${ADMIN_FINGERPRINT}`,
      admin.privateKey,
    );
    const failure = await refusal(
      signed.call(operation('uploadApiKey'), {
        userId: seededUser(),
        createApiKeyDetails: { key: admin.privateKey },
      }),
    );
    expect(failure).toMatchObject({ kind: 'http', status: 400, code: 'InvalidParameter' });
  });
});

describe('session tokens', () => {
  it('mints a token bound to a public key for the signing user, as oci session authenticate --no-browser asks', async () => {
    const device = keyPair();
    const minted = await dataplaneClient().generateUserSecurityToken({
      generateUserSecurityTokenDetails: { publicKey: device.publicKey, sessionExpirationInMinutes: 5 },
    });
    const claims = claimsOf(minted.securityToken.token);
    expect(claims).toMatchObject({ sub: ADMIN, tenant: h.emulator.state.tenancy.tenancyId, ptype: 'user' });
    expect(JSON.parse(String(claims['jwk']))).toMatchObject({ kid: device.fingerprint, kty: 'RSA' });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(60);

    const signed = await consoleClient(sessionTokenKeyId(minted.securityToken.token), device.privateKey);
    const tenancy = await signed.call<{ id: string }>(operation('getTenancy'), {
      tenancyId: h.emulator.state.tenancy.tenancyId,
    });
    expect(tenancy.body.id).toBe(h.emulator.state.tenancy.tenancyId);
    // The same token with another key is refused: the token binds the key.
    const other = await consoleClient(sessionTokenKeyId(minted.securityToken.token), keyPair().privateKey);
    expect(
      await refusal(other.call(operation('getTenancy'), { tenancyId: h.emulator.state.tenancy.tenancyId })),
    ).toMatchObject({
      status: 401,
    });
  });

  it('refuses a session shorter than 5 or longer than 60 minutes', async () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await dataplaneClient()
      .generateUserSecurityToken({
        generateUserSecurityTokenDetails: { publicKey: keyPair().publicKey, sessionExpirationInMinutes: 61 },
      })
      .catch((e: unknown) => e);
    quiet.mockRestore();
    expect(error).toMatchObject({ statusCode: 400, serviceCode: 'InvalidParameter' });
  });

  it('refreshes a valid token for the same key and session, and refuses once it expired or its session ended', async () => {
    const device = keyPair();
    const clock = h.emulator.state.clock;
    const realNow = clock.now.bind(clock);
    const minted = await dataplaneClient().generateUserSecurityToken({
      generateUserSecurityTokenDetails: { publicKey: device.publicKey, sessionExpirationInMinutes: 5 },
    });
    const token = minted.securityToken.token;
    const refresh = async (current: string, at: number) => {
      clock.now = () => at;
      try {
        const signed = await consoleClient(sessionTokenKeyId(current), device.privateKey);
        const answer = await signed.call<{ token: string }>(operation('refreshSessionToken'), {
          refreshRequest: { currentToken: current },
        });
        return answer.body.token;
      } finally {
        clock.now = realNow;
      }
    };
    const start = Number(claimsOf(token)['iat']) * 1000;
    // 50 s in: a fresh token, a minute long, in the same session.
    const fresh = await refresh(token, start + 50_000);
    expect(claimsOf(fresh)['jti']).not.toBe(claimsOf(token)['jti']);
    expect(claimsOf(fresh)['sess_exp']).toBe(claimsOf(token)['sess_exp']);
    expect(Number(claimsOf(fresh)['exp'])).toBe(Math.floor((start + 50_000) / 1000) + 60);
    // The first token expired at 60 s: neither a signature with it nor its refresh is accepted.
    // The call layer marks the refusal as one of a session-signed request: the session has ended.
    expect(await refusal(refresh(token, start + 61_000))).toMatchObject({
      status: 401,
      code: 'NotAuthenticated',
      sessionToken: true,
    });
    // Refreshed again and again, it never outlives its 5-minute session.
    let current = fresh;
    for (let at = start + 100_000; at < start + 300_000; at += 50_000) current = await refresh(current, at);
    expect(Number(claimsOf(current)['exp'])).toBe(Math.floor(start / 1000) + 300);
    expect(await refusal(refresh(current, start + 300_000))).toMatchObject({ status: 401 });
  });

  it('refuses a refresh signed with another token than the one it refreshes', async () => {
    const device = keyPair();
    const mint = () =>
      dataplaneClient().generateUserSecurityToken({
        generateUserSecurityTokenDetails: { publicKey: device.publicKey },
      });
    const [one, two] = [(await mint()).securityToken.token, (await mint()).securityToken.token];
    const signed = await consoleClient(sessionTokenKeyId(one), device.privateKey);
    expect(
      await refusal(signed.call(operation('refreshSessionToken'), { refreshRequest: { currentToken: two } })),
    ).toMatchObject({ status: 401 });
  });
});
