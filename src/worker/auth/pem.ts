/**
 * The API signing key the user picks: a PEM file, as `oci setup keys` or the OCI console's
 * "Add API key" writes it. Imported once into a non-extractable WebCrypto key; its fingerprint
 * (MD5 of the public key, as OCI shows it) is computed from the PEM text, since a
 * non-extractable key cannot be read back. WebCrypto has no MD5, so @noble/hashes computes it.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { DerError } from './der';
import { isRsaPublicKeyInfo, pkcs1FromPkcs8, pkcs8FromPkcs1, publicKeyInfoFromPkcs1 } from './rsaKeyInfo';
import type { ValidationReason } from '../../contract/failure';

export type PemErrorReason = 'encrypted' | 'public-key' | 'not-rsa' | 'invalid';

/** Why a picked key file cannot be used; `message` is written for the person who picked it. */
/** Which of the key's refusals a PemError is, as the screen words it (its message is English). */
export function pemRefusal(error: PemError): ValidationReason {
  switch (error.message) {
    case ENCRYPTED_KEY_MESSAGE:
      return 'keyEncrypted';
    case DAMAGED_MESSAGE:
      return 'keyDamaged';
    case PUBLIC_KEY_MESSAGE:
      return 'keyPublic';
    case OPENSSH_MESSAGE:
      return 'keyOpenSsh';
    case NOT_RSA_MESSAGE:
      return 'keyNotRsa';
    default:
      return 'keyNotPem';
  }
}

export class PemError extends Error {
  override readonly name = 'PemError';
  constructor(
    readonly reason: PemErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export const ENCRYPTED_KEY_MESSAGE =
  'This key is encrypted with a passphrase. Decrypt it first: openssl rsa -in key.pem -out key-plain.pem';
const NOT_PEM_MESSAGE =
  'This is not a PEM private key. Pick the API signing key file: it starts with ' +
  '-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----.';
const DAMAGED_MESSAGE = 'The key file is damaged: its contents are not a valid RSA key.';
const PUBLIC_KEY_MESSAGE =
  'This is a public key. Pick the private key of the pair: the file that starts with ' +
  '-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----.';
const NOT_RSA_MESSAGE = 'OCI API signing keys are RSA keys, and this key is not an RSA key.';
const OPENSSH_MESSAGE =
  'This is an OpenSSH key. OCI needs a PEM key: convert a copy with ssh-keygen -p -m PEM -f key-copy.';

/** The signing algorithm every OCI API key is used with. */
export const RSA_SHA256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

type DecodedKey =
  | { readonly kind: 'private'; readonly pkcs1: Uint8Array; readonly pkcs8: Uint8Array }
  | { readonly kind: 'public'; readonly spki: Uint8Array };

interface PemBlock {
  readonly label: string;
  /** RFC 1421 header lines (Proc-Type, DEK-Info), names lower-cased. */
  readonly headers: ReadonlyMap<string, string>;
  readonly der: Uint8Array;
}

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/;

function decodeBase64(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw new PemError('invalid', DAMAGED_MESSAGE);
  }
  try {
    return Uint8Array.from(atob(compact), (char) => char.charCodeAt(0));
  } catch {
    throw new PemError('invalid', DAMAGED_MESSAGE);
  }
}

function readPemBlock(text: string): PemBlock {
  const match = BLOCK.exec(text);
  if (!match) {
    throw new PemError('invalid', NOT_PEM_MESSAGE);
  }
  const headers = new Map<string, string>();
  const lines = (match[2] ?? '').split(/\r?\n/).map((line) => line.trim());
  const body: string[] = [];
  for (const line of lines) {
    const header = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (header && body.length === 0) {
      headers.set((header[1] ?? '').toLowerCase(), header[2] ?? '');
    } else if (line.length > 0) {
      body.push(line);
    }
  }
  return { label: match[1] ?? '', headers, der: decodeBase64(body.join('')) };
}

function decodeKey(text: string): DecodedKey {
  const block = readPemBlock(text);
  try {
    switch (block.label) {
      case 'ENCRYPTED PRIVATE KEY':
        throw new PemError('encrypted', ENCRYPTED_KEY_MESSAGE);
      case 'RSA PRIVATE KEY':
        if ((block.headers.get('proc-type') ?? '').toUpperCase().includes('ENCRYPTED')) {
          throw new PemError('encrypted', ENCRYPTED_KEY_MESSAGE);
        }
        return { kind: 'private', pkcs1: block.der, pkcs8: pkcs8FromPkcs1(block.der) };
      case 'PRIVATE KEY': {
        const pkcs1 = pkcs1FromPkcs8(block.der);
        if (!pkcs1) {
          throw new PemError('not-rsa', NOT_RSA_MESSAGE);
        }
        return { kind: 'private', pkcs1, pkcs8: block.der };
      }
      case 'PUBLIC KEY':
        if (!isRsaPublicKeyInfo(block.der)) {
          throw new PemError('not-rsa', NOT_RSA_MESSAGE);
        }
        return { kind: 'public', spki: block.der };
      case 'OPENSSH PRIVATE KEY':
        throw new PemError('not-rsa', OPENSSH_MESSAGE);
      case 'EC PRIVATE KEY':
      case 'DSA PRIVATE KEY':
        throw new PemError('not-rsa', NOT_RSA_MESSAGE);
      default:
        throw new PemError('invalid', NOT_PEM_MESSAGE);
    }
  } catch (error) {
    if (error instanceof DerError) {
      throw new PemError('invalid', DAMAGED_MESSAGE);
    }
    throw error;
  }
}

/**
 * Imports a PKCS#8 or PKCS#1 RSA private key PEM as a non-extractable RSASSA-PKCS1-v1_5 /
 * SHA-256 signing key. Throws PemError for an encrypted key, a public key, a non-RSA key or
 * anything that is not a key.
 */
export async function importPrivateKeyPem(text: string): Promise<CryptoKey> {
  const key = decodeKey(text);
  if (key.kind === 'public') {
    throw new PemError('public-key', PUBLIC_KEY_MESSAGE);
  }
  try {
    // Checks the RSAPrivateKey structure before WebCrypto sees it, for a clearer failure.
    publicKeyInfoFromPkcs1(key.pkcs1);
    return await crypto.subtle.importKey('pkcs8', Uint8Array.from(key.pkcs8), RSA_SHA256, false, ['sign']);
  } catch (error) {
    if (error instanceof PemError) {
      throw error;
    }
    throw new PemError('invalid', DAMAGED_MESSAGE);
  }
}

/** Colon-separated lower-case hex, as OCI prints fingerprints. */
function colonHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(':');
}

/**
 * The OCI fingerprint of a key PEM (private, PKCS#1 or PKCS#8, or public): the MD5 of its
 * public key's SubjectPublicKeyInfo DER, e.g. `73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7`.
 * Throws PemError like importPrivateKeyPem.
 */
export function keyFingerprint(text: string): string {
  const key = decodeKey(text);
  try {
    return colonHex(md5(key.kind === 'public' ? key.spki : publicKeyInfoFromPkcs1(key.pkcs1)));
  } catch (error) {
    if (error instanceof DerError) {
      throw new PemError('invalid', DAMAGED_MESSAGE);
    }
    throw error;
  }
}
