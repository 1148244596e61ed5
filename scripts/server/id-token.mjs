// The ID token the identity domain sends back, verified before anything is exchanged: an RS256
// signature by a key of the domain's JWKS (the one its `kid` names), the issuer the discovery
// document names, this client as the audience (and as `azp` when there are several), not expired
// and not issued in the future (a minute's leeway for clocks), and the `nonce` this sign-in sent.
// node:crypto verifies the signature with the JWK itself; the claims are checked here.
import { createPublicKey, verify } from 'node:crypto';
import { SignInError } from './sign-in-error.mjs';

export const CLOCK_LEEWAY_S = 60;

function part(text) {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const refused = (why) => new SignInError('IdTokenRefused', `The identity domain's ID token ${why}`);

/**
 * The header of a JWT, or undefined (to find the key its `kid` names before verifying).
 * @param {string} token
 */
export function jwtHeader(token) {
  return typeof token === 'string' ? part(token.split('.')[0] ?? '') : undefined;
}

/**
 * The claims of a verified ID token; a SignInError naming what failed otherwise.
 * @param {string} token
 * @param {{ keys: readonly Record<string, unknown>[] }} jwks
 * @param {{ issuer: string, clientId: string, nonce: string, now: number }} expected
 */
export function verifyIdToken(token, jwks, { issuer, clientId, nonce, now }) {
  const pieces = typeof token === 'string' ? token.split('.') : [];
  if (pieces.length !== 3) throw refused('is not a signed JWT.');
  const [headerText = '', payloadText = '', signatureText = ''] = pieces;
  const header = part(headerText);
  const claims = part(payloadText);
  if (header === undefined || claims === undefined) throw refused('is not a signed JWT.');
  if (header.alg !== 'RS256') throw refused(`is signed with ${String(header.alg)}, not RS256.`);
  const candidates = jwks.keys.filter(
    (key) => key.kty === 'RSA' && (header.kid === undefined || key.kid === header.kid),
  );
  const jwk = candidates[0];
  if (jwk === undefined || candidates.length > 1) throw refused('names no key of the domain.');
  let key;
  try {
    key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
  } catch {
    throw refused('names a key that cannot be read.');
  }
  const signed = Buffer.from(`${headerText}.${payloadText}`, 'ascii');
  if (!verify('sha256', signed, key, Buffer.from(signatureText, 'base64url')))
    throw refused('has a signature that does not verify.');
  if (claims.iss !== issuer) throw refused(`was issued by ${String(claims.iss)}, not ${issuer}.`);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(clientId)) throw refused('is for another application.');
  if (audience.length > 1 && claims.azp !== clientId) throw refused('was given to another application.');
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_LEEWAY_S <= seconds) throw refused('has expired.');
  if (typeof claims.iat !== 'number' || claims.iat - CLOCK_LEEWAY_S > seconds)
    throw refused('was issued in the future.');
  if (typeof claims.nonce !== 'string' || claims.nonce !== nonce)
    throw refused('does not carry this sign-in’s nonce.');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw refused('names no user.');
  return claims;
}
