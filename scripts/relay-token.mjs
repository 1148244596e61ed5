// The per-launch secret of the relay, as Jupyter does it: `npm start -- --profile X` prints the
// console's address with `?token=…`; the static server swaps that token for an HttpOnly,
// SameSite=Strict cookie, and the relay refuses every call that does not carry it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { URLSearchParams } from 'node:url';

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

/**
 * Where the token swap sends the browser: the same path and query without the token, always a
 * path of the console's own origin. A request target `//evil.example/` or `/\evil.example/`
 * would read as another host in a Location header, so leading slashes and backslashes become one.
 * @param {string} target the request target (`/search?q=a&token=…`)
 */
export function addressWithoutToken(target) {
  const query = target.indexOf('?');
  const path = (query === -1 ? target : target.slice(0, query)).replace(/^[/\\]+/, '/');
  const params = new URLSearchParams(query === -1 ? '' : target.slice(query + 1));
  params.delete(TOKEN_PARAMETER);
  const search = params.toString();
  const address = `${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  // The browser resolves it against the console's origin and must stay there.
  return new URL(address, 'http://console.invalid').origin === 'http://console.invalid' ? address : '/';
}

/**
 * Every value of the token cookie in a Cookie header. Cookies are not kept apart by port: a page
 * on another port of the same host can set a second cookie of this name (`Path=/relay`, sent
 * first), so the relay looks for the token among all of them.
 * @param {unknown} header
 * @returns {string[]}
 */
export function tokensFromCookies(header) {
  if (typeof header !== 'string') return [];
  const values = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === TOKEN_COOKIE) values.push(part.slice(at + 1).trim());
  }
  return values;
}

/** Whether one of the token cookies in a Cookie header holds the token. */
export function cookiesHoldToken(header, token) {
  return tokensFromCookies(header).some((value) => tokenMatches(value, token));
}

/** The Set-Cookie value that hands the token to the browser. */
export function tokenCookie(token) {
  return `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict`;
}
