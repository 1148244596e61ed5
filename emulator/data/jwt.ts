/**
 * Compact JWTs signed RS256, the one form of every token the emulator issues: session tokens
 * (sessionTokens.ts) and the identity domain's ID and access tokens (identityDomain/).
 */
import { sign, verify, type KeyObject } from 'node:crypto';
import { Buffer } from 'node:buffer';

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

/** `header.claims.signature`, the header's `alg` RS256 and `typ` JWT. */
export function signJwt(
  header: Readonly<Record<string, string>>,
  claims: object,
  privateKey: KeyObject,
): string {
  const signed = `${base64url(JSON.stringify({ alg: 'RS256', ...header, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${base64url(sign('sha256', Buffer.from(signed), privateKey))}`;
}

export type JwtReading =
  | { readonly ok: true; readonly claims: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly reason: 'malformed' | 'signature' };

/** The claims of a JWT when `publicKey` verifies its RS256 signature; expiry is the caller's rule. */
export function readJwt(token: string, publicKey: KeyObject): JwtReading {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0)
    return { ok: false, reason: 'malformed' };
  let claims: unknown;
  let alg: unknown;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (alg !== 'RS256' || typeof claims !== 'object' || claims === null || Array.isArray(claims))
    return { ok: false, reason: 'malformed' };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  return valid ? { ok: true, claims: claims as Record<string, unknown> } : { ok: false, reason: 'signature' };
}
