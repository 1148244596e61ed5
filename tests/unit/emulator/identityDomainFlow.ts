/**
 * A browser and a deployment's server against the emulator's identity domain: the authorize
 * request, the sign-in page read and its form posted as a browser posts it, the code redeemed
 * with the client's secret, and the token exchange with a device's fresh key.
 */
import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { DEFAULT_IDENTITY_DOMAIN_CLIENT } from '../../../emulator/options';
import type { Harness } from './emulatorHarness';

export const CLIENT = DEFAULT_IDENTITY_DOMAIN_CLIENT;
export const REDIRECT_URI = CLIENT.redirectUris[0] ?? '';
export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const UPST = 'urn:oci:token-type:oci-upst';

export const domainUrl = (h: Harness): string => `${h.emulator.url}/idcs`;

export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface AuthorizeParams {
  readonly redirectUri?: string;
  readonly state?: string;
  readonly nonce?: string;
  readonly verifier?: string;
  readonly clientId?: string;
}

export const VERIFIER = 'a-verifier-of-forty-three-characters-or-more-0123456789';

export function authorizeUrl(h: Harness, params: AuthorizeParams = {}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: params.clientId ?? CLIENT.clientId,
    redirect_uri: params.redirectUri ?? REDIRECT_URI,
    scope: 'openid',
    state: params.state ?? 'state-1',
    nonce: params.nonce ?? 'nonce-1',
    code_challenge: challengeOf(params.verifier ?? VERIFIER),
    code_challenge_method: 'S256',
  });
  return `${domainUrl(h)}/oauth2/v1/authorize?${query.toString()}`;
}

const unescape = (value: string): string =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );

/** The sign-in page's form: its action, hidden fields and the users' buttons. */
export function readForm(html: string): { action: string; hidden: Record<string, string>; users: string[] } {
  const action = unescape(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '');
  const hidden: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    hidden[match[1] ?? ''] = unescape(match[2] ?? '');
  const users = [...html.matchAll(/<button type="submit" name="user" value="([^"]*)">/g)].map((m) =>
    unescape(m[1] ?? ''),
  );
  return { action, hidden, users };
}

/** Signs in as the page's first user; the Location the domain sends the browser to. */
export async function signIn(h: Harness, params: AuthorizeParams = {}): Promise<URL> {
  return signInAtDomain(new URL(authorizeUrl(h, params)));
}

/** Signs in at a domain's authorize address as its page's first user; where it sends the browser. */
export async function signInAtDomain(authorize: URL, userIndex = 0): Promise<URL> {
  const page = await fetch(authorize);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}: ${await page.text()}`);
  const form = readForm(await page.text());
  const answer = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.hidden, user: form.users[userIndex] ?? '' }),
  });
  if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`);
  return new URL(answer.headers.get('location') ?? '');
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

export async function tokenCall(
  h: Harness,
  fields: Record<string, string>,
  secret: string = CLIENT.clientSecret,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const answer = await fetch(`${domainUrl(h)}/oauth2/v1/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(CLIENT.clientId, secret),
    },
    body: new URLSearchParams(fields),
  });
  return {
    status: answer.status,
    body: (await answer.json()) as Record<string, unknown>,
    headers: answer.headers,
  };
}

export function redeem(h: Harness, code: string, overrides: Record<string, string> = {}) {
  return tokenCall(h, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: VERIFIER,
    ...overrides,
  });
}

/** Signs in and redeems the code: the domain's access and ID tokens. */
export async function tokens(h: Harness): Promise<{ accessToken: string; idToken: string }> {
  const code = (await signIn(h)).searchParams.get('code') ?? '';
  const answer = await redeem(h, code);
  if (answer.status !== 200) throw new Error(`token endpoint answered ${answer.status}`);
  return { accessToken: String(answer.body['access_token']), idToken: String(answer.body['id_token']) };
}

export function deviceKey(): { privateKey: string; publicKeyDer: string } {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });
  return { privateKey: pair.privateKey, publicKeyDer: pair.publicKey.toString('base64') };
}

export function exchange(h: Harness, subjectToken: string, publicKeyDer: string, secret?: string) {
  return tokenCall(
    h,
    {
      grant_type: TOKEN_EXCHANGE,
      requested_token_type: UPST,
      subject_token: subjectToken,
      subject_token_type: 'jwt',
      public_key: publicKeyDer,
    },
    secret,
  );
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Whether a JWT's RS256 signature verifies with the key of the JWKS its header names. */
export async function verifiesWithJwks(h: Harness, token: string): Promise<boolean> {
  const jwks = (await (await fetch(`${domainUrl(h)}/admin/v1/SigningCert/jwk`)).json()) as {
    keys: { kid: string; n: string; e: string; kty: string }[];
  };
  const [header = '', payload = '', signature = ''] = token.split('.');
  const kid = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: string }).kid;
  const jwk = jwks.keys.find((key) => key.kid === kid);
  if (jwk === undefined) return false;
  const key = createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' });
  return verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
}
