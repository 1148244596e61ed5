/**
 * The emulator's identity domain, sign-in side: discovery and JWKS, the sign-in page (the
 * tenancy's users, framing refused), redirect URIs compared exactly, state echoed, codes spent
 * once and short-lived, PKCE S256 checked at the token endpoint, the client's secret required,
 * and an RS256 ID token carrying the nonce, verified with the JWKS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerRefusal } from '../../../emulator/cors';
import { CODE_TTL_MS } from '../../../emulator/identityDomain/identityDomain';
import { startHarness, type Harness } from './emulatorHarness';
import {
  authorizeUrl,
  claimsOf,
  CLIENT,
  domainUrl,
  readForm,
  redeem,
  REDIRECT_URI,
  signIn,
  tokenCall,
  verifiesWithJwks,
} from './identityDomainFlow';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(() => h.close());

function activeUserNames(): string[] {
  return h.emulator.state.tenancy.global
    .filter((e) => e.summary.resourceType === 'User' && e.summary.lifecycleState === 'ACTIVE')
    .map((e) => e.summary.displayName ?? '');
}

describe('discovery and keys', () => {
  it('publishes the domain’s endpoints, issuer, S256 and the JWKS of its RS256 key', async () => {
    const doc = (await (await fetch(`${domainUrl(h)}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc).toMatchObject({
      issuer: 'https://identity.oraclecloud.com/',
      authorization_endpoint: `${domainUrl(h)}/oauth2/v1/authorize`,
      token_endpoint: `${domainUrl(h)}/oauth2/v1/token`,
      jwks_uri: `${domainUrl(h)}/admin/v1/SigningCert/jwk`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = (await (await fetch(String(doc['jwks_uri']))).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: 'SIGNING_KEY' }),
    ]);
  });
});

describe('sign-in page', () => {
  it('lists the tenancy’s active users and refuses to be framed or cached', async () => {
    const answer = await fetch(authorizeUrl(h));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    const names = activeUserNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(html).toContain(`>${name}</button>`);
    expect(readForm(html).users).toHaveLength(names.length);
  });

  it('shows an error, and never redirects, for a redirect URI that is not exactly registered', async () => {
    const near = [
      `${REDIRECT_URI}/`,
      `${REDIRECT_URI}?next=/`,
      REDIRECT_URI.replace('4173', '4174'),
      REDIRECT_URI.replace('http:', 'https:'),
      REDIRECT_URI.toUpperCase(),
      'https://attacker.example/auth/callback',
    ];
    for (const redirectUri of near) {
      const answer = await fetch(authorizeUrl(h, { redirectUri }), { redirect: 'manual' });
      expect(answer.status, redirectUri).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(await answer.text()).toContain('redirect_uri is not registered');
    }
    const unknownClient = await fetch(authorizeUrl(h, { clientId: 'someone-else' }), { redirect: 'manual' });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.headers.get('location')).toBeNull();
  });

  it('sends a request without PKCE S256 back to the application with the error and its state', async () => {
    const url = new URL(authorizeUrl(h, { state: 'keep-me' }));
    url.searchParams.set('code_challenge_method', 'plain');
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('keep-me');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('lets the page’s own form post to it when the console’s origins are fixed', () => {
    const consoleOrigins = ['http://127.0.0.1:4173'];
    expect(
      callerRefusal({ host: '127.0.0.1:8787', origin: 'http://127.0.0.1:8787' }, consoleOrigins),
    ).toBeUndefined();
    expect(
      callerRefusal({ host: '127.0.0.1:8787', origin: 'http://127.0.0.1:9999' }, consoleOrigins),
    ).toMatchObject({
      status: 403,
    });
    // The page sends no referrer: a browser's form post from it says Origin: null, same-origin.
    expect(
      callerRefusal({ host: '127.0.0.1:8787', origin: 'null', fetchSite: 'same-origin' }, consoleOrigins),
    ).toBeUndefined();
    expect(
      callerRefusal({ host: '127.0.0.1:8787', origin: 'null', fetchSite: 'cross-site' }, consoleOrigins),
    ).toMatchObject({ status: 403 });
  });
});

describe('authorization code', () => {
  it('returns to the exact redirect URI with a code and the state, and the code gives an RS256 ID token with the nonce', async () => {
    const location = await signIn(h, { state: 'a/b c&d', nonce: 'n-0S6_WzA2Mj' });
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('a/b c&d');
    const answer = await redeem(h, location.searchParams.get('code') ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const idToken = String(answer.body['id_token']);
    expect(await verifiesWithJwks(h, idToken)).toBe(true);
    const claims = claimsOf(idToken);
    expect(claims).toMatchObject({
      iss: 'https://identity.oraclecloud.com/',
      aud: CLIENT.clientId,
      nonce: 'n-0S6_WzA2Mj',
      sub: activeUserNames()[0],
    });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(3600);
    expect(await verifiesWithJwks(h, String(answer.body['access_token']))).toBe(true);
  });

  it('spends a code once: replayed, it is refused', async () => {
    const code = (await signIn(h)).searchParams.get('code') ?? '';
    expect((await redeem(h, code)).status).toBe(200);
    const again = await redeem(h, code);
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code verifier that does not match the challenge', async () => {
    const code = (await signIn(h)).searchParams.get('code') ?? '';
    const wrong = await redeem(h, code, {
      code_verifier: 'another-verifier-of-forty-three-characters-0123456',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(String(wrong.body['error_description'])).toContain('code_verifier');
  });

  it('refuses a code redeemed with another redirect URI than it was issued for', async () => {
    const code = (await signIn(h)).searchParams.get('code') ?? '';
    const other = await redeem(h, code, { redirect_uri: CLIENT.redirectUris[1] ?? '' });
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code once its few minutes have passed on the emulator’s clock', async () => {
    const code = (await signIn(h)).searchParams.get('code') ?? '';
    h.emulator.state.clock.advance(CODE_TTL_MS);
    try {
      expect(await redeem(h, code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    } finally {
      h.emulator.state.clock.advance(-CODE_TTL_MS);
    }
  });

  it('refuses a client with the wrong secret, with 401 and WWW-Authenticate', async () => {
    const code = (await signIn(h)).searchParams.get('code') ?? '';
    const answer = await tokenCall(
      h,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
      'not-the-secret',
    );
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(answer.headers.get('www-authenticate')).toMatch(/^Basic/);
  });
});
