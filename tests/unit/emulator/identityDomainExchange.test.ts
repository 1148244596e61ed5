/**
 * The identity domain's token exchange (JWT to UPST): the deployment's server sends the domain's
 * access token and a device's public key with its client secret, and gets a session token bound
 * to that key, which signs real OCI calls through the console's own signer until the emulator's
 * clock passes its expiry. Refused: a wrong client secret, a token of another audience, an
 * expired token, a key already bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_S } from '../../../emulator/identityDomain/identityDomain';
import { operation } from '../../../src/oci/operations';
import { sessionTokenKeyId } from '../../../src/worker/auth/signer';
import { toFailure } from '../../../src/worker/client';
import { signingClient, startHarness, type Harness } from './emulatorHarness';
import { claimsOf, deviceKey, exchange, tokens } from './identityDomainFlow';

const TOKEN_TTL_MS = 60_000;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ requireSignature: true, tokenTtlMs: TOKEN_TTL_MS });
});

afterAll(() => h.close());

/** The console's call layer, signing as `keyId` with `privateKeyPem`. */
const consoleClient = (keyId: string, privateKeyPem: string) =>
  signingClient(h.emulator.url, keyId, privateKeyPem);

describe('token exchange', () => {
  it('binds a UPST to the device’s key that signs OCI calls until the emulator’s clock passes its expiry', async () => {
    const { accessToken } = await tokens(h);
    const device = deviceKey();
    const answer = await exchange(h, accessToken, device.publicKeyDer);
    expect(answer.status).toBe(200);
    const token = String(answer.body['token']);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      sub: claimsOf(accessToken)['user_ocid'],
      tenant: h.emulator.state.tenancy.tenancyId,
    });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(TOKEN_TTL_MS / 1000);

    const signed = await consoleClient(sessionTokenKeyId(token), device.privateKey);
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const tenancy = await signed.call<{ id: string }>(operation('getTenancy'), { tenancyId });
    expect(tenancy.body.id).toBe(tenancyId);

    // Another key cannot use the token: it binds the device's key.
    const other = await consoleClient(sessionTokenKeyId(token), deviceKey().privateKey);
    const stolen = await other.call(operation('getTenancy'), { tenancyId }).then(() => undefined, toFailure);
    expect(stolen).toMatchObject({ status: 401 });

    const clock = h.emulator.state.clock;
    clock.advance(TOKEN_TTL_MS);
    try {
      const expired = await signed
        .call(operation('getTenancy'), { tenancyId })
        .then(() => undefined, toFailure);
      expect(expired).toMatchObject({
        kind: 'http',
        status: 401,
        code: 'NotAuthenticated',
        sessionToken: true,
      });
    } finally {
      clock.advance(-TOKEN_TTL_MS);
    }
  });

  it('refreshes an exchanged UPST while its session lasts, and refuses it once the session was ended', async () => {
    const { accessToken } = await tokens(h);
    const device = deviceKey();
    const token = String((await exchange(h, accessToken, device.publicKeyDer)).body['token']);
    const signed = await consoleClient(sessionTokenKeyId(token), device.privateKey);
    const refresh = (client: typeof signed, currentToken: string) =>
      client
        .call<{ token: string }>(operation('refreshSessionToken'), { refreshRequest: { currentToken } })
        .then((answer) => answer.body.token, toFailure);

    const answer = await refresh(signed, token);
    if (typeof answer !== 'string') throw new Error(`The refresh was refused: ${JSON.stringify(answer)}`);
    const renewed = answer;
    expect(claimsOf(renewed)).toMatchObject({ jwk: claimsOf(token)['jwk'], sub: claimsOf(token)['sub'] });

    const ended = await fetch(`${h.emulator.url}/_emulator/sessions/end`, { method: 'POST' });
    expect(ended.status).toBe(200);
    const tenancyId = h.emulator.state.tenancy.tenancyId;
    const afterEnd = await signed.call(operation('getTenancy'), { tenancyId }).then(() => undefined, toFailure);
    expect(afterEnd).toMatchObject({ status: 401, sessionToken: true });
    const renewedClient = await consoleClient(sessionTokenKeyId(renewed), device.privateKey);
    expect(await refresh(renewedClient, renewed)).toMatchObject({ status: 401, code: 'NotAuthenticated' });

    // A new sign-in (a new key) is a new session, unaffected.
    const next = deviceKey();
    const fresh = String((await exchange(h, (await tokens(h)).accessToken, next.publicKeyDer)).body['token']);
    const freshClient = await consoleClient(sessionTokenKeyId(fresh), next.privateKey);
    expect((await freshClient.call<{ id: string }>(operation('getTenancy'), { tenancyId })).body.id).toBe(tenancyId);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const { accessToken } = await tokens(h);
    const answer = await exchange(h, accessToken, deviceKey().publicKeyDer, 'not-the-secret');
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('refuses a token of another audience (the ID token, issued to the client)', async () => {
    const { idToken } = await tokens(h);
    const answer = await exchange(h, idToken, deviceKey().publicKeyDer);
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(String(answer.body['error_description'])).toContain('audience');
  });

  it('refuses an access token that has expired by the emulator’s clock', async () => {
    const { accessToken } = await tokens(h);
    const clock = h.emulator.state.clock;
    clock.advance(TOKEN_TTL_S * 1000);
    try {
      const answer = await exchange(h, accessToken, deviceKey().publicKeyDer);
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect(String(answer.body['error_description'])).toContain('expired');
    } finally {
      clock.advance(-TOKEN_TTL_S * 1000);
    }
  });

  it('refuses a public key already bound to a session token', async () => {
    const { accessToken } = await tokens(h);
    const device = deviceKey();
    expect((await exchange(h, accessToken, device.publicKeyDer)).status).toBe(200);
    const again = await exchange(h, accessToken, device.publicKeyDer);
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(String(again.body['error_description'])).toContain('already bound');
  });

  it('refuses a subject token the domain did not sign', async () => {
    const { accessToken } = await tokens(h);
    const signed = accessToken.slice(0, accessToken.lastIndexOf('.'));
    const forged = `${signed}.${Buffer.from('not a signature').toString('base64url')}`;
    const answer = await exchange(h, forged, deviceKey().publicKeyDer);
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});
