/**
 * A session token (a user principal session token, UPST) as text pasted, read from a file or
 * scanned: a JWT whose claims name the user (`sub`), the tenancy (`tenant`), when it expires
 * (`exp`, seconds), when its session ends (`sess_exp`, `Sat, 08 Nov 2025 18:56:17 UTC`) and the
 * public key it is bound to (`jwk`, a JSON string with the RSA modulus `n` and exponent `e`).
 * The claims are the ones `oci session authenticate` reads (oracle/oci-cli,
 * src/oci_cli/cli_session.py: `token_data['sub']`, `token_data['tenant']`, `['exp']`);
 * docs/device-keys.md has the sources. Pure: the one reading of a token's claims for the worker
 * and the screens. Nothing here trusts the token: the service checks its signature.
 */

export type SessionTokenProblem =
  /** Not three base64url parts with JSON claims: not a token at all. */
  | 'notToken'
  /** A JWT, but without a user and tenancy OCID or an expiry: not an OCI session token. */
  | 'notSessionToken';

export interface SessionTokenFacts {
  /** The token, trimmed, as it is sent after `ST$`. */
  readonly token: string;
  readonly user: string;
  readonly tenancy: string;
  /** Epoch ms. */
  readonly expiresAt: number;
  /** When its session ends and no refresh helps any more (epoch ms), if the token says. */
  readonly sessionEndsAt?: number;
  /** The public key the token is bound to (an RSA JWK's modulus and exponent), if it says. */
  readonly key?: { readonly n: string; readonly e: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const USER_OCID = /^ocid1\.user\.[a-z0-9-]+\.[a-z0-9-]*\.[a-z0-9]+$/;
const TENANCY_OCID = /^ocid1\.tenancy\.[a-z0-9-]+\.[a-z0-9-]*\.[a-z0-9]+$/;
/** Long enough for any UPST; a longer paste is something else. */
export const MAX_TOKEN_LENGTH = 16_384;

/** Whether a text has the shape of a user OCID (`ocid1.user.oc1..aaaa…`). */
export function isUserOcid(text: string): boolean {
  return USER_OCID.test(text);
}

/** Whether a text has the shape of a tenancy OCID (`ocid1.tenancy.oc1..aaaa…`). */
export function isTenancyOcid(text: string): boolean {
  return TENANCY_OCID.test(text);
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A base64url part as UTF-8 text; throws when it is neither. */
function base64urlText(part: string): string {
  let value = 0;
  let bits = 0;
  let escaped = '';
  for (const char of part.replace(/=+$/, '')) {
    const index = BASE64URL_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Not base64url');
    value = ((value << 6) | index) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += `%${((value >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  return decodeURIComponent(escaped);
}

function decodePart(part: string): unknown {
  return JSON.parse(base64urlText(part)) as unknown;
}

/** The claims of a JWT, or undefined when the text is not one. */
export function tokenClaims(text: string): Readonly<Record<string, unknown>> | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== 3 || parts.some((part) => part === '' || !BASE64URL.test(part))) return undefined;
  try {
    const header = decodePart(parts[0] ?? '');
    const claims = decodePart(parts[1] ?? '');
    const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject(header) && isObject(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** When a token expires (epoch ms); undefined when it is not a token or does not say. */
export function tokenExpiry(text: string): number | undefined {
  const exp = tokenClaims(text)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

function sessionEnd(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1000;
  if (typeof value !== 'string') return undefined;
  const at = Date.parse(value.replace(/\bUTC$/, 'GMT'));
  return Number.isNaN(at) ? undefined : at;
}

function boundKey(jwk: unknown): { n: string; e: string } | undefined {
  try {
    const parsed: unknown = typeof jwk === 'string' ? JSON.parse(jwk) : jwk;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { n, e } = parsed as { n?: unknown; e?: unknown };
    const isPart = (value: unknown): value is string => typeof value === 'string' && BASE64URL.test(value);
    return isPart(n) && isPart(e) ? { n, e } : undefined;
  } catch {
    return undefined;
  }
}

/** What a pasted, read or scanned text says as a session token, or why it is not one. */
export function readSessionToken(
  text: string,
):
  | { readonly ok: true; readonly value: SessionTokenFacts }
  | { readonly ok: false; readonly problem: SessionTokenProblem } {
  const token = text.trim();
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: 'notToken' };
  const claims = tokenClaims(token);
  if (claims === undefined) return { ok: false, problem: 'notToken' };
  const { sub, tenant } = claims;
  const expiresAt = tokenExpiry(token);
  if (
    typeof sub !== 'string' ||
    !isUserOcid(sub) ||
    typeof tenant !== 'string' ||
    !isTenancyOcid(tenant) ||
    expiresAt === undefined
  )
    return { ok: false, problem: 'notSessionToken' };
  const sessionEndsAt = sessionEnd(claims.sess_exp);
  const key = boundKey(claims.jwk);
  return {
    ok: true,
    value: {
      token,
      user: sub,
      tenancy: tenant,
      expiresAt,
      ...(sessionEndsAt === undefined ? {} : { sessionEndsAt }),
      ...(key === undefined ? {} : { key }),
    },
  };
}
