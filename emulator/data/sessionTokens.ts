/**
 * User principal session tokens (UPST), as the identity data plane mints and refreshes them
 * (docs/device-keys.md has the sources):
 * - GenerateUpst binds a token to the caller's public key for a session of 5 to 60 minutes
 *   (`sessionExpirationInMinutes`, 60 by default); the token itself lives `tokenTtlMs` (OCI's
 *   session tokens last an hour), never past its session;
 * - the token is a JWT signed by the emulator's own key: `sub` the user, `tenant` the tenancy,
 *   `iat` and `exp` in seconds, `sess_exp` the session's end as `Sat, 08 Nov 2025 18:56:17 UTC`,
 *   `jwk` the bound public key (a JSON string `{kid, n, e, kty, alg, use}`), `jti` its id;
 * - a request signed `ST$<token>` is verified with the bound key while the token is valid;
 * - refresh gives a fresh token for the same key and session while the current one is valid and
 *   the session has not ended; after that it is refused, and only a new token helps;
 * - `endAll` ends every session minted so far before its time (as an administrator signing the
 *   users out): their tokens are refused at once, for requests and refresh alike, and only a new
 *   token (for a new key) helps. Tests use it to meet a renewal the service refuses.
 */
import { createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { ApiError } from '../reply';
import { fingerprintOf } from './apiKeys';
import { readJwt, signJwt } from './jwt';

export const MIN_SESSION_MINUTES = 5;
export const MAX_SESSION_MINUTES = 60;
/** How long one token lasts by default: an hour, OCI's session token lifetime. */
export const DEFAULT_TOKEN_TTL_MS = 60 * 60_000;

export interface SessionClaims {
  readonly sub: string;
  readonly tenant: string;
  readonly iat: number;
  readonly exp: number;
  readonly sess_exp: string;
  readonly jwk: string;
  readonly jti: string;
  readonly iss: string;
  readonly aud: string;
  readonly ptype: 'user';
  readonly ttype: 'login';
}

export interface SessionPrincipal {
  readonly userId: string;
  readonly tenancyId: string;
}

/** The bound key's id, as mint wrote it in the token's `jwk` claim. */
function keyIdOf(claims: SessionClaims): string {
  try {
    const { kid } = JSON.parse(claims.jwk) as { kid?: unknown };
    return typeof kid === 'string' ? kid : '';
  } catch {
    return '';
  }
}

const notAuthenticated = (message: string): ApiError => new ApiError(401, 'NotAuthenticated', message);

/** `Sat, 08 Nov 2025 18:56:17 UTC`, as a UPST writes its session's end. */
function sessionDate(ms: number): string {
  return new Date(ms).toUTCString().replace('GMT', 'UTC');
}

export class SessionTokens {
  private readonly issuer = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** The key ids (fingerprints) of every session minted, and of those ended early. */
  private readonly minted = new Set<string>();
  private readonly ended = new Set<string>();

  constructor(private readonly tokenTtlMs: number = DEFAULT_TOKEN_TTL_MS) {}

  /** A token for `principal`, bound to `publicKey`, its session ending at `sessionEndsAt`. */
  mint(principal: SessionPrincipal, publicKey: KeyObject, now: number, sessionEndsAt: number): string {
    const jwk = publicKey.export({ format: 'jwk' });
    this.minted.add(fingerprintOf(publicKey));
    const claims: SessionClaims = {
      sub: principal.userId,
      tenant: principal.tenancyId,
      iat: Math.floor(now / 1000),
      exp: Math.floor(Math.min(now + this.tokenTtlMs, sessionEndsAt) / 1000),
      sess_exp: sessionDate(sessionEndsAt),
      jwk: JSON.stringify({
        kid: fingerprintOf(publicKey),
        n: jwk.n,
        e: jwk.e,
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
      }),
      jti: randomUUID(),
      iss: 'authService.oracle.com',
      aud: 'oci',
      ptype: 'user',
      ttype: 'login',
    };
    return signJwt({ kid: 'asw' }, claims, this.issuer.privateKey);
  }

  /** GenerateUpst: a session of `minutes` (5 to 60) for the caller's key. */
  generate(principal: SessionPrincipal, publicKey: KeyObject, minutes: unknown, now: number): string {
    const length = minutes ?? MAX_SESSION_MINUTES;
    if (
      typeof length !== 'number' ||
      !Number.isInteger(length) ||
      length < MIN_SESSION_MINUTES ||
      length > MAX_SESSION_MINUTES
    )
      throw new ApiError(
        400,
        'InvalidParameter',
        `sessionExpirationInMinutes must be a whole number from ${MIN_SESSION_MINUTES} to ${MAX_SESSION_MINUTES}.`,
      );
    return this.mint(principal, publicKey, now, now + length * 60_000);
  }

  /** The claims of a token this emulator signed, while it is valid; 401 otherwise. */
  verify(token: string, now: number): SessionClaims {
    const reading = readJwt(token, this.issuer.publicKey);
    if (!reading.ok)
      throw notAuthenticated(
        reading.reason === 'malformed'
          ? 'The session token is not a token.'
          : 'The session token was not issued by this service.',
      );
    const claims = reading.claims as unknown as SessionClaims;
    if (claims.exp * 1000 <= now) throw notAuthenticated('The session token has expired.');
    if (this.ended.has(keyIdOf(claims))) throw notAuthenticated('The session has ended; authenticate again.');
    return claims;
  }

  /** The key a token binds, for a request signed `ST$<token>`; undefined when it is not valid. */
  lookup(keyId: string, now: number): KeyObject | undefined {
    if (!keyId.startsWith('ST$')) return undefined;
    try {
      const claims = this.verify(keyId.slice(3), now);
      const jwk = JSON.parse(claims.jwk) as { n: string; e: string };
      return createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
    } catch {
      return undefined;
    }
  }

  /** Ends every session minted so far, now: each of their tokens is refused from here on. */
  endAll(): number {
    for (const keyId of this.minted) this.ended.add(keyId);
    return this.ended.size;
  }

  /** Forgets which sessions were ended (the emulator's reset). */
  clearEnded(): void {
    this.ended.clear();
  }

  /** A fresh token for the same key and session, while `current` is valid and its session lasts. */
  refresh(current: unknown, now: number): string {
    if (typeof current !== 'string' || current === '')
      throw new ApiError(400, 'InvalidParameter', 'currentToken must be the session token to refresh.');
    const claims = this.verify(current, now);
    const sessionEndsAt = Date.parse(claims.sess_exp.replace('UTC', 'GMT'));
    if (!(sessionEndsAt > now)) throw notAuthenticated('The session has ended; authenticate again.');
    const jwk = JSON.parse(claims.jwk) as { n: string; e: string };
    const publicKey = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
    return this.mint({ userId: claims.sub, tenancyId: claims.tenant }, publicKey, now, sessionEndsAt);
  }
}
