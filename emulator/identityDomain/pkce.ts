/**
 * PKCE (RFC 7636): the only method accepted is S256, a verifier is 43 to 128 unreserved
 * characters, and its SHA-256, base64url without padding, must be the challenge sent to authorize.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A challenge is the base64url of a SHA-256: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function isChallenge(value: string): boolean {
  return CHALLENGE.test(value);
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const digest = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return digest.length === expected.length && timingSafeEqual(digest, expected);
}
