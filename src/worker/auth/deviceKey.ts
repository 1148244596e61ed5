/**
 * A key born on this device: an RSA 2048 key pair made by WebCrypto, its private half
 * non-extractable from the start (it never leaves the browser, not even to this code), its public
 * half exported as the PEM the OCI Console takes ("Paste a public key") and `oci session
 * authenticate --public-key-file-path` reads. Until it becomes a profile it waits in IndexedDB
 * (the `meta` table), so a reload while the user adds it in the OCI Console loses nothing.
 */
import { consoleDb, type ConsoleDb } from '../../contract/db';
import { keyFingerprint, RSA_SHA256 } from './pem';

export const PENDING_DEVICE_KEY = 'pendingDeviceKey';

/** What the screens see of a device key: its public half and fingerprint. */
export interface DeviceKeySummary {
  readonly publicKeyPem: string;
  readonly fingerprint: string;
  readonly createdAt: number;
}

export interface PendingDeviceKey extends DeviceKeySummary {
  readonly privateKey: CryptoKey;
  /** The session profile this key is to bring back ("Sign in again"), when it is for one. */
  readonly renews?: string;
}

const RSA_2048 = { ...RSA_SHA256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** SubjectPublicKeyInfo DER as PEM, 64 characters a line, as OpenSSL writes it. */
export function publicKeyPemOf(spki: Uint8Array): string {
  const lines = toBase64(spki).match(/.{1,64}/g) ?? [];
  return ['-----BEGIN PUBLIC KEY-----', ...lines, '-----END PUBLIC KEY-----', ''].join('\n');
}

function isPendingKey(value: unknown): value is PendingDeviceKey {
  if (typeof value !== 'object' || value === null) return false;
  const key = value as Partial<PendingDeviceKey>;
  return (
    typeof key.publicKeyPem === 'string' &&
    typeof key.fingerprint === 'string' &&
    typeof key.createdAt === 'number' &&
    (key.renews === undefined || typeof key.renews === 'string') &&
    typeof CryptoKey !== 'undefined' &&
    key.privateKey instanceof CryptoKey
  );
}

const summaryOf = ({ publicKeyPem, fingerprint, createdAt }: PendingDeviceKey): DeviceKeySummary => ({
  publicKeyPem,
  fingerprint,
  createdAt,
});

/** The key waiting to become a profile, with its private half (for the worker only). */
export async function takePendingKey(db: ConsoleDb): Promise<PendingDeviceKey | undefined> {
  const value = (await db.meta.get(PENDING_DEVICE_KEY))?.value;
  return isPendingKey(value) ? value : undefined;
}

/** The key waiting to become a profile, if there is one. */
export async function pendingDeviceKey(db: ConsoleDb = consoleDb()): Promise<DeviceKeySummary | undefined> {
  const key = await takePendingKey(db);
  return key === undefined ? undefined : summaryOf(key);
}

/**
 * Makes a new key pair and keeps it as the pending device key, in place of any earlier one (whose
 * private half is then gone: its public half no longer signs anything made here). `renews` names
 * the session profile a sign-in with it is to bring back.
 */
export async function createDeviceKey(
  db: ConsoleDb = consoleDb(),
  now = Date.now(),
  renews?: string,
): Promise<DeviceKeySummary> {
  const pair = await crypto.subtle.generateKey(RSA_2048, false, ['sign', 'verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const publicKeyPem = publicKeyPemOf(spki);
  const key: PendingDeviceKey = {
    publicKeyPem,
    fingerprint: keyFingerprint(publicKeyPem),
    createdAt: now,
    privateKey: pair.privateKey,
    ...(renews === undefined ? {} : { renews }),
  };
  await db.meta.put({ key: PENDING_DEVICE_KEY, value: key });
  return summaryOf(key);
}

/** Forgets the pending key (its private half is gone for good). */
export async function discardDeviceKey(db: ConsoleDb = consoleDb()): Promise<void> {
  await db.meta.delete(PENDING_DEVICE_KEY);
}

/** The OCI fingerprint of the RSA public key a token's `jwk` claim names. */
export async function fingerprintOfJwk(jwk: { readonly n: string; readonly e: string }): Promise<string> {
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', n: jwk.n, e: jwk.e, ext: true },
    RSA_SHA256,
    true,
    ['verify'],
  );
  return keyFingerprint(publicKeyPemOf(new Uint8Array(await crypto.subtle.exportKey('spki', key))));
}
