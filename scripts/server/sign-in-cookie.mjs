// The one thing the server keeps of a sign-in between its start and its callback: a cookie,
// signed (HMAC-SHA256) and short-lived, holding the PKCE verifier, `state`, `nonce`, the redirect
// URI and the hash of the device's public key. Nothing is kept in the server's memory, so any
// replica that has the same key verifies the cookie another one set (a load balancer may send the
// callback anywhere). The key is the deployment's session key, or else derived from the client
// secret, which every replica already holds (HKDF, so the secret itself never signs anything).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** `__Host-`: set by this origin only, over HTTPS, for every path, never for a subdomain. */
export const SIGN_IN_COOKIE = '__Host-field-console-sign-in';
/** Long enough to choose a user and sign in on the domain's page; a stale start is refused. */
export const SIGN_IN_COOKIE_TTL_MS = 10 * 60_000;

/**
 * The HMAC key of the cookie: from the session key when one is given, else from the client
 * secret. Two replicas given the same inputs derive the same key.
 * @param {{ sessionKey?: string, clientSecret: string }} secrets
 */
export function cookieKey({ sessionKey, clientSecret }) {
  const material = sessionKey ?? clientSecret;
  return Buffer.from(hkdfSync('sha256', material, 'field-console', 'sign-in cookie v1', 32));
}

const mac = (key, payload) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The cookie's value: base64url JSON, a dot, its HMAC.
 * @param {Record<string, unknown>} fields
 * @param {Buffer} key
 */
export function sealCookie(fields, key) {
  const payload = Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/**
 * The fields of a cookie this deployment signed and that has not expired (`exp`, ms), or
 * undefined for anything else: missing, altered, signed with another key, stale, not JSON.
 * @param {string | undefined} value
 * @param {Buffer} key
 * @param {number} now
 * @returns {Record<string, unknown> | undefined}
 */
export function openCookie(value, key, now) {
  if (typeof value !== 'string' || value.length > 4096) return undefined;
  const [payload = '', signature = '', ...rest] = value.split('.');
  if (rest.length > 0 || payload === '') return undefined;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let fields;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof fields !== 'object' || fields === null || typeof fields.exp !== 'number') return undefined;
  return fields.exp > now ? fields : undefined;
}

/**
 * The values of every cookie of `name` in a Cookie header (a page on another port of the same
 * host can add a second one of the same name: each is tried).
 * @param {string | undefined} header
 * @param {string} name
 */
export function cookieValues(header, name) {
  if (typeof header !== 'string') return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

/**
 * The Set-Cookie of a sign-in: HttpOnly (no script reads it), Secure, SameSite=Lax (it comes
 * back on the identity domain's redirect, a top-level navigation, and on no cross-site POST).
 * @param {string} value
 * @param {number} maxAgeMs
 */
export function setCookieHeader(value, maxAgeMs) {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  return `${SIGN_IN_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie that forgets the sign-in: a callback spends it, whatever its outcome. */
export const CLEAR_COOKIE = setCookieHeader('', 0);
