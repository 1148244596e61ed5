// The per-launch secret of the relay, as Jupyter does it: `npm start -- --profile X` prints the
// console's address with `?token=…`; the static server swaps that token for an HttpOnly,
// SameSite=Strict cookie, and the relay refuses every call that does not carry it.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_COOKIE = 'field-console-relay';
export const TOKEN_PARAMETER = 'token';

export function newToken() {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison of a presented value with the secret. */
export function tokenMatches(presented, token) {
  if (typeof presented !== 'string' || typeof token !== 'string' || token === '') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of the token cookie in a Cookie header, or undefined. */
export function tokenFromCookies(header) {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === TOKEN_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value that hands the token to the browser. */
export function tokenCookie(token) {
  return `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`;
}
