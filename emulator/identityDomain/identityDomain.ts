/**
 * The organisation's identity domain, as a deployed console meets it: one confidential client
 * (options.identityDomain), authorization codes bound to the client, its exact redirect URI, a
 * PKCE S256 challenge and a nonce; ID and access tokens signed RS256 with a key the JWKS
 * publishes; and the token exchange (July 2025) that turns the domain's access token into an OCI
 * user principal session token bound to a public key the device generated. The UPST is minted by
 * the identity data plane's own SessionTokens, so the signature check accepts and expires it like
 * any session token. Times are the emulator's clock. The wire shapes, and what is chosen where
 * OCI does not say, are in README.md beside this file.
 */
import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Clock } from '../clock';
import { fingerprintOf } from '../data/apiKeys';
import { readJwt, signJwt } from '../data/jwt';
import { MAX_SESSION_MINUTES, type SessionTokens } from '../data/sessionTokens';
import type { IdentityDomainClient } from '../options';
import { OAuthError } from './oauthError';
import { isChallenge, verifierMatches } from './pkce';

/** The `iss` of every token, as identity domains write it (their discovery document's issuer). */
export const ISSUER = 'https://identity.oraclecloud.com/';
/** The audience of the domain's access tokens, the one the token exchange's trust accepts. */
export const DOMAIN_AUDIENCE = 'https://idcs-emulator.identity.oraclecloud.com';
export const SIGNING_KEY_ID = 'SIGNING_KEY';
export const CODE_TTL_MS = 5 * 60_000;
export const TOKEN_TTL_S = 3600;
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const UPST_TOKEN_TYPE = 'urn:oci:token-type:oci-upst';

export interface DemoUser {
  readonly ocid: string;
  /** The user name: the seeded user's display name, an email address. */
  readonly name: string;
}

export interface Directory {
  readonly tenancyId: string;
  /** The users who may sign in: the tenancy's active users. */
  users(): readonly DemoUser[];
}

/** A checked authorize request, after its client and redirect URI were found registered. */
export interface AuthorizeRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly state?: string;
  readonly nonce?: string;
  readonly codeChallenge: string;
}

interface PendingCode extends AuthorizeRequest {
  readonly user: DemoUser;
  readonly expiresAt: number;
}

export type Fields = Readonly<Record<string, unknown>>;

function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function required(fields: Fields, name: string): string {
  const value = text(fields, name);
  if (value === undefined) throw new OAuthError('invalid_request', `${name} is required.`);
  return value;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The device's public key: base64 of its SubjectPublicKeyInfo DER (PEM armour tolerated). */
function devicePublicKey(value: string): KeyObject {
  const der = Buffer.from(value.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  let key: KeyObject;
  try {
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    throw new OAuthError('invalid_request', 'public_key is not a base64 SubjectPublicKeyInfo public key.');
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new OAuthError('invalid_request', 'public_key must be an RSA key.');
  return key;
}

export class IdentityDomain {
  private readonly signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly codes = new Map<string, PendingCode>();
  /** Fingerprints of the keys a UPST was exchanged for: a key is bound once. */
  private readonly bound = new Set<string>();

  constructor(
    readonly client: IdentityDomainClient,
    private readonly sessions: SessionTokens,
    private readonly clock: Clock,
    private readonly directory: () => Directory,
  ) {}

  /** The JWKS: the public half of the key that signs ID and access tokens. */
  jwks(): { keys: Record<string, string>[] } {
    const jwk = this.signing.publicKey.export({ format: 'jwk' });
    return {
      keys: [{ kty: 'RSA', kid: SIGNING_KEY_ID, alg: 'RS256', use: 'sig', n: jwk.n ?? '', e: jwk.e ?? '' }],
    };
  }

  users(): readonly DemoUser[] {
    return this.directory().users();
  }

  /**
   * The redirect URI of an authorize request when its client is registered and the URI is one of
   * the client's, compared exactly; anything else is an error shown on the domain's own page and
   * never sent anywhere.
   */
  registeredRedirect(fields: Fields): string {
    const clientId = text(fields, 'client_id');
    if (clientId !== this.client.clientId)
      throw new OAuthError('unauthorized_client', 'client_id names no application of this domain.');
    const redirectUri = text(fields, 'redirect_uri');
    if (redirectUri === undefined || !this.client.redirectUris.includes(redirectUri))
      throw new OAuthError('invalid_request', 'redirect_uri is not registered for this application.');
    return redirectUri;
  }

  /** The rest of an authorize request, its errors sent back to the (registered) redirect URI. */
  authorizeRequest(fields: Fields): AuthorizeRequest {
    const redirectUri = this.registeredRedirect(fields);
    if (text(fields, 'response_type') !== 'code')
      throw new OAuthError('unsupported_response_type', 'response_type must be code.');
    const scope = text(fields, 'scope') ?? '';
    if (!scope.split(' ').includes('openid'))
      throw new OAuthError('invalid_scope', 'scope must include openid.');
    if (text(fields, 'code_challenge_method') !== 'S256')
      throw new OAuthError('invalid_request', 'code_challenge_method must be S256.');
    const codeChallenge = text(fields, 'code_challenge') ?? '';
    if (!isChallenge(codeChallenge))
      throw new OAuthError('invalid_request', 'code_challenge must be the base64url SHA-256 of a verifier.');
    return {
      clientId: this.client.clientId,
      redirectUri,
      scope,
      state: text(fields, 'state'),
      nonce: text(fields, 'nonce'),
      codeChallenge,
    };
  }

  /** A single-use code for `userOcid`, a demo user who signed in. */
  issueCode(request: AuthorizeRequest, userOcid: unknown): string {
    const user = this.users().find((candidate) => candidate.ocid === userOcid);
    if (user === undefined) throw new OAuthError('invalid_request', 'user names no user of this domain.');
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, { ...request, user, expiresAt: this.clock.now() + CODE_TTL_MS });
    return code;
  }

  /** Client authentication: HTTP Basic (client_secret_basic) or the body (client_secret_post). */
  authenticateClient(authorization: string | undefined, fields: Fields): void {
    let id = text(fields, 'client_id');
    let secret = text(fields, 'client_secret');
    const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (basic !== undefined) {
      if (secret !== undefined)
        throw new OAuthError('invalid_request', 'The client authenticates one way, not two.');
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) throw new OAuthError('invalid_client', 'Client authentication failed.');
      try {
        id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
        secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
      } catch {
        throw new OAuthError('invalid_client', 'Client authentication failed.');
      }
    }
    if (id !== this.client.clientId || secret === undefined || !sameSecret(secret, this.client.clientSecret))
      throw new OAuthError('invalid_client', 'Client authentication failed.');
  }

  /** The authorization_code grant: the code once, with its redirect URI and PKCE verifier. */
  redeemCode(fields: Fields): Record<string, string | number> {
    const code = required(fields, 'code');
    const pending = this.codes.get(code);
    // Single use: the first attempt spends the code, whatever its outcome.
    this.codes.delete(code);
    const now = this.clock.now();
    if (pending === undefined || pending.expiresAt <= now)
      throw new OAuthError('invalid_grant', 'The authorization code is invalid, expired or already used.');
    if (text(fields, 'redirect_uri') !== pending.redirectUri)
      throw new OAuthError('invalid_grant', 'redirect_uri is not the one the code was issued for.');
    if (!verifierMatches(text(fields, 'code_verifier') ?? '', pending.codeChallenge))
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    const iat = Math.floor(now / 1000);
    const common = {
      iss: ISSUER,
      sub: pending.user.name,
      sub_type: 'user',
      user_ocid: pending.user.ocid,
      user_displayname: pending.user.name,
      iat,
      exp: iat + TOKEN_TTL_S,
    };
    const header = { kid: SIGNING_KEY_ID };
    const accessToken = signJwt(
      header,
      {
        ...common,
        tok_type: 'AT',
        aud: [DOMAIN_AUDIENCE],
        client_id: pending.clientId,
        scope: pending.scope,
        jti: randomUUID(),
      },
      this.signing.privateKey,
    );
    const idToken = signJwt(
      header,
      {
        ...common,
        tok_type: 'IT',
        aud: pending.clientId,
        auth_time: iat,
        jti: randomUUID(),
        ...(pending.nonce === undefined ? {} : { nonce: pending.nonce }),
      },
      this.signing.privateKey,
    );
    return { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_S, id_token: idToken };
  }

  /** The token exchange: the domain's access token and a device's public key for a UPST. */
  exchange(fields: Fields): { token: string } {
    if (text(fields, 'requested_token_type') !== UPST_TOKEN_TYPE)
      throw new OAuthError('invalid_request', `requested_token_type must be ${UPST_TOKEN_TYPE}.`);
    if (text(fields, 'subject_token_type') !== 'jwt')
      throw new OAuthError('invalid_request', 'subject_token_type must be jwt.');
    const reading = readJwt(required(fields, 'subject_token'), this.signing.publicKey);
    if (!reading.ok)
      throw new OAuthError('invalid_grant', 'The subject token was not issued by this domain.');
    const claims = reading.claims;
    const now = this.clock.now();
    if (typeof claims['exp'] !== 'number' || claims['exp'] * 1000 <= now)
      throw new OAuthError('invalid_grant', 'The subject token has expired.');
    const audience = Array.isArray(claims['aud']) ? claims['aud'] : [claims['aud']];
    if (!audience.includes(DOMAIN_AUDIENCE))
      throw new OAuthError('invalid_grant', `The subject token's audience is not ${DOMAIN_AUDIENCE}.`);
    const directory = this.directory();
    const user = directory.users().find((candidate) => candidate.ocid === claims['user_ocid']);
    if (user === undefined) throw new OAuthError('invalid_grant', 'The subject token names no active user.');
    const publicKey = devicePublicKey(required(fields, 'public_key'));
    const fingerprint = fingerprintOf(publicKey);
    if (this.bound.has(fingerprint))
      throw new OAuthError(
        'invalid_request',
        'public_key is already bound to a session token; generate a new key.',
      );
    this.bound.add(fingerprint);
    const token = this.sessions.mint(
      { userId: user.ocid, tenancyId: directory.tenancyId },
      publicKey,
      now,
      now + MAX_SESSION_MINUTES * 60_000,
    );
    return { token };
  }

  /** Forgets codes and bound keys (the emulator's reset). */
  clear(): void {
    this.codes.clear();
    this.bound.clear();
  }
}
