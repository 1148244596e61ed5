// The organisation's identity domain as the server talks to it: its discovery document (read
// when first needed and kept for an hour), its JWKS (read again when a token names a key it does
// not hold, at most once a minute), the authorization_code grant and the token exchange for an
// OCI user principal session token (UPST) bound to the device's public key. The client
// authenticates with HTTP Basic; its secret never leaves this module. Every address is https,
// except the emulator's on a loopback name (the same rule as the Host check: loopback.mjs).
import { isLoopbackOrigin } from './loopback.mjs';
import { SignInError } from './sign-in-error.mjs';
import { jwtHeader, verifyIdToken } from './id-token.mjs';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const UPST_TOKEN_TYPE = 'urn:oci:token-type:oci-upst';
const DISCOVERY_TTL_MS = 60 * 60_000;
const JWKS_MIN_INTERVAL_MS = 60_000;
const TIMEOUT_MS = 15_000;
/** An answer bigger than this is not a discovery document, a JWKS or a token answer. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Whether an address may be called: https, or http on a loopback name (the emulator).
 * @param {string} address
 */
export function isAllowedAddress(address) {
  let url;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackOrigin(url.origin));
}

const unreachable = (what) =>
  new SignInError('IdentityDomainUnreachable', `The identity domain could not be reached (${what}).`, 502);

/** A JSON object from the domain, or a SignInError saying what came instead. */
async function readJson(answer, what) {
  const type = answer.headers.get('content-type') ?? '';
  const text = await answer.text();
  if (text.length > MAX_ANSWER_BYTES) throw unreachable(`${what}: the answer is too large`);
  let body;
  try {
    body = /json/i.test(type) ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw unreachable(`${what}: HTTP ${answer.status}, not JSON`);
  return body;
}

/**
 * @param {{ issuer: string, clientId: string, clientSecret: string, fetch?: typeof fetch, now?: () => number }} options
 *   `issuer` is the domain's address (`https://idcs-….identity.oraclecloud.com`), where its
 *   discovery document is; the tokens' `iss` is what that document names (for an OCI identity
 *   domain, `https://identity.oraclecloud.com/`, not the domain's own address).
 */
export function createIdentityDomain({
  issuer,
  clientId,
  clientSecret,
  fetch: send = globalThis.fetch,
  now = Date.now,
}) {
  const base = issuer.replace(/\/+$/, '');
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
  /** @type {{ doc: Record<string, string>, at: number } | undefined} */
  let discovered;
  /** @type {{ keys: Record<string, unknown>[], at: number } | undefined} */
  let keySet;

  async function call(address, init, what) {
    try {
      return await send(address, {
        ...init,
        redirect: 'error',
        signal: globalThis.AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw unreachable(what);
    }
  }

  async function discovery() {
    if (discovered !== undefined && now() - discovered.at < DISCOVERY_TTL_MS) return discovered.doc;
    const address = `${base}/.well-known/openid-configuration`;
    const doc = await readJson(await call(address, {}, 'discovery'), 'discovery');
    for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri']) {
      if (typeof doc[field] !== 'string' || (field !== 'issuer' && !isAllowedAddress(doc[field])))
        throw unreachable(`discovery: ${field} is missing or not https`);
    }
    const methods = doc.code_challenge_methods_supported;
    if (Array.isArray(methods) && !methods.includes('S256'))
      throw unreachable('discovery: the domain does not take PKCE S256');
    discovered = { doc, at: now() };
    return doc;
  }

  async function jwks(kid) {
    const held = keySet?.keys.some((key) => kid === undefined || key.kid === kid);
    if (keySet !== undefined && (held || now() - keySet.at < JWKS_MIN_INTERVAL_MS)) return keySet;
    const doc = await discovery();
    const body = await readJson(await call(doc.jwks_uri, {}, 'JWKS'), 'JWKS');
    if (!Array.isArray(body.keys)) throw unreachable('JWKS: no keys');
    keySet = { keys: body.keys.filter((key) => typeof key === 'object' && key !== null), at: now() };
    return keySet;
  }

  async function token(fields, what) {
    const doc = await discovery();
    const answer = await call(
      doc.token_endpoint,
      {
        method: 'POST',
        headers: {
          authorization: basic,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new globalThis.URLSearchParams(fields),
      },
      what,
    );
    const body = await readJson(answer, what);
    if (!answer.ok) {
      const error = typeof body.error === 'string' ? body.error : `HTTP ${answer.status}`;
      throw new SignInError(
        'IdentityDomainRefused',
        `The identity domain refused the ${what}: ${error}.`,
        502,
      );
    }
    return body;
  }

  return {
    /**
     * The authorize address of a sign-in.
     * @param {{ redirectUri: string, state: string, nonce: string, challenge: string }} params
     */
    async authorizeUrl({ redirectUri, state, nonce, challenge }) {
      const url = new URL((await discovery()).authorization_endpoint);
      const query = {
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: 'openid',
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      return url.href;
    },

    /**
     * The code redeemed, its ID token verified: the domain's access token.
     * @param {{ code: string, redirectUri: string, verifier: string, nonce: string }} params
     */
    async redeem({ code, redirectUri, verifier, nonce }) {
      const body = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
        'authorization code',
      );
      if (typeof body.access_token !== 'string' || typeof body.id_token !== 'string')
        throw new SignInError('IdentityDomainRefused', 'The identity domain sent no tokens.', 502);
      const keys = await jwks(jwtHeader(body.id_token)?.kid);
      const doc = await discovery();
      const claims = verifyIdToken(body.id_token, keys, { issuer: doc.issuer, clientId, nonce, now: now() });
      return { accessToken: body.access_token, claims };
    },

    /**
     * The token exchange: the domain's access token and the device's public key (base64 of its
     * SubjectPublicKeyInfo DER) for a UPST bound to that key.
     * @param {string} accessToken
     * @param {string} publicKeyDer
     */
    async exchange(accessToken, publicKeyDer) {
      const body = await token(
        {
          grant_type: TOKEN_EXCHANGE_GRANT,
          requested_token_type: UPST_TOKEN_TYPE,
          subject_token: accessToken,
          subject_token_type: 'jwt',
          public_key: publicKeyDer,
        },
        'token exchange',
      );
      if (typeof body.token !== 'string' || body.token === '')
        throw new SignInError('IdentityDomainRefused', 'The token exchange sent no session token.', 502);
      return body.token;
    },
  };
}
