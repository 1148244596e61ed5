import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ENCRYPTED_KEY_MESSAGE,
  PemError,
  importPrivateKeyPem,
  keyFingerprint,
  type PemErrorReason,
  pemRefusal,
} from '../../../../src/worker/auth/pem';
import { pkcs8FromPkcs1 } from '../../../../src/worker/auth/rsaKeyInfo';
import { TEST_KEY_FINGERPRINT, TEST_KEY_PKCS1, TEST_KEY_PKCS8, TEST_PUBLIC_KEY } from './ociTestVectors';

/** A throwaway 512-bit key, encrypted as PKCS#8 (openssl pkcs8 -topk8 -v2 aes-128-cbc). */
const ENCRYPTED_PKCS8 = [
  '-----BEGIN ENCRYPTED PRIVATE KEY-----',
  'MIIBvTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIdVRz0C7j2OwCAggA',
  'MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAECBBBXvl3hNrKICzRuT59J0GJRBIIB',
  'YAzt7nLFkFfmy6jYO8St7pK+dYRSD67UYMT0TYfvP2ERXE7HsYD7KGD+groGCRA3',
  '3A47GnFWEgloLy/UR9zrLvVIgirqekd1Oq/49l4Wz/haCXk7V8uSlTtu3nMKqjMj',
  '8CJz1EJMGKsAcu5Lir0pvqACsb7DW3kguLW4WJx9O2+4WOzLPi1p1XL+3TOprlO1',
  'VJniF4F2pOimay3N3bvNDW4FwAxcmZRpBqbWqr2fQpN2lqQWl1/yBN+nGm7leAix',
  '5MYM8JQeSzecB3ViGOlFmmasuf24kWeNEsgZ4Ax0DygdFT9beBhNB/mv8rPExvUz',
  'gWwklGpp+znqkJ1g0sE8wquYbhEfiZEl/dBu0tCW5NFHgOJOBviT8B1O/kH4igd1',
  'jL70yRlT3q3RiIF59QOudY9/sM9ROmmBTZc+N/9HvBL6x0nwgcDe4wrJi3HR4uV+',
  'eWhVmOz2qu62qfKRfdEg2YY=',
  '-----END ENCRYPTED PRIVATE KEY-----',
].join('\n');

/** The same, as a traditional PKCS#1 PEM with Proc-Type: 4,ENCRYPTED. */
const ENCRYPTED_PKCS1 = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'Proc-Type: 4,ENCRYPTED',
  'DEK-Info: AES-128-CBC,C1DEEE25D8677FE49FA2BE00C3615226',
  '',
  'jZlZuZrpOhF4LX6N3v8Gjf1vS0+YyLNY3AxweJVCiBoiNnk+kEMB3p9U5Re7lml0',
  '2vMFS47DYKiHPaRWjrdODmPuwnSXYzFfX1is05vItJLTRORjrEWrVcoDCbPu+48C',
  'j+6bF3qgdyXK+sRFdRllFXndJUANIOZ7mv8yq9eay+I80/oR9pICBPgknT5aT8gK',
  'TAQjiyrMmBgHM9IIEVVPoVeFStrdnb/s765+4qw0lQ6j4wXi7CBuw9F+59yMFDZk',
  'DZANWqn6nXryPwQfpX/+2UIq+EJiLC1p0DL5pF0uH4vQUR2g04t36nSmpZ8dEvNK',
  'UerregRLWXrhF4yw4AGrCpDNihqqycfIykCp40NgtDZmaJnW/osbWYOmyW/Kb5a7',
  'eGBIgfI2OKW8GVCdQTnZOmv9SE294x3gPrR4JNzrAJE=',
  '-----END RSA PRIVATE KEY-----',
].join('\n');

/** A throwaway P-256 key (OCI API keys are RSA only). */
const EC_PKCS8 = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg7S0BV0uHNSMK3JMF',
  'qd2FdxbR1qMa04jwPLFXNrculqehRANCAASPZI+cJVYi5H5wnoLw1pU40NJDz2Oa',
  'Z0ahw0jaL+/Qg0LZw8zu+K01SOBDR6Yk/SyN5r20epieKGyEMmP4hxhM',
  '-----END PRIVATE KEY-----',
].join('\n');

const derOf = (pem: string): Uint8Array =>
  Uint8Array.from(atob(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '')), (c) => c.charCodeAt(0));

async function rejection(promise: Promise<unknown>): Promise<PemError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PemError);
  return error as PemError;
}

function thrown(run: () => unknown): PemError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PemError);
    return error as PemError;
  }
  throw new Error('expected a PemError');
}

describe('importPrivateKeyPem', () => {
  it('imports PKCS#8 and PKCS#1 as non-extractable RSASSA-PKCS1-v1_5 / SHA-256 signing keys', async () => {
    for (const pem of [TEST_KEY_PKCS8, TEST_KEY_PKCS1]) {
      const key = await importPrivateKeyPem(pem);
      expect(key.type).toBe('private');
      expect(key.extractable).toBe(false);
      expect(key.usages).toEqual(['sign']);
      expect(key.algorithm).toMatchObject({ name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-256' } });
      await expect(crypto.subtle.exportKey('pkcs8', key)).rejects.toThrow();
    }
  });

  it('wraps PKCS#1 into the very PrivateKeyInfo DER that openssl writes', () => {
    expect(Array.from(pkcs8FromPkcs1(derOf(TEST_KEY_PKCS1)))).toEqual(Array.from(derOf(TEST_KEY_PKCS8)));
  });

  it('accepts CRLF line endings and text around the PEM block', async () => {
    const key = await importPrivateKeyPem(`key for prod\r\n${TEST_KEY_PKCS1.replace(/\n/g, '\r\n')}\r\n`);
    expect(key.type).toBe('private');
  });

  const cases: [string, string, PemErrorReason][] = [
    ['an encrypted PKCS#8 key', ENCRYPTED_PKCS8, 'encrypted'],
    ['an encrypted PKCS#1 key', ENCRYPTED_PKCS1, 'encrypted'],
    ['a public key', TEST_PUBLIC_KEY, 'public-key'],
    ['an EC key', EC_PKCS8, 'not-rsa'],
    [
      'an OpenSSH key',
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----',
      'not-rsa',
    ],
    ['garbage', 'hello, I am not a key', 'invalid'],
    ['an empty file', '', 'invalid'],
    ['a certificate', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', 'invalid'],
    ['a PEM with broken base64', '-----BEGIN PRIVATE KEY-----\n@@@@\n-----END PRIVATE KEY-----', 'invalid'],
    [
      'a truncated key',
      TEST_KEY_PKCS1.split('\n').slice(0, 5).join('\n') + '\n-----END RSA PRIVATE KEY-----',
      'invalid',
    ],
  ];
  for (const [what, pem, reason] of cases) {
    it(`rejects ${what} with a clear message`, async () => {
      const error = await rejection(importPrivateKeyPem(pem));
      expect(error.reason).toBe(reason);
      expect(error.message.length).toBeGreaterThan(20);
    });
  }

  it("names each refusal for the screen to word it in the user's language", async () => {
    const refusals = await Promise.all(
      [
        ENCRYPTED_PKCS1,
        TEST_PUBLIC_KEY,
        EC_PKCS8,
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----',
        'hello, I am not a key',
      ].map(async (pem) => pemRefusal(await rejection(importPrivateKeyPem(pem)))),
    );
    expect(refusals).toEqual(['keyEncrypted', 'keyPublic', 'keyNotRsa', 'keyOpenSsh', 'keyNotPem']);
  });

  it('tells how to decrypt an encrypted key', async () => {
    const error = await rejection(importPrivateKeyPem(ENCRYPTED_PKCS1));
    expect(error.message).toBe(
      'This key is encrypted with a passphrase. Decrypt it first: openssl rsa -in key.pem -out key-plain.pem',
    );
    expect(error.message).toBe(ENCRYPTED_KEY_MESSAGE);
  });
});

describe('keyFingerprint', () => {
  it('gives the MD5 of the public key DER for every form of the test key', () => {
    expect(keyFingerprint(TEST_KEY_PKCS1)).toBe(TEST_KEY_FINGERPRINT);
    expect(keyFingerprint(TEST_KEY_PKCS8)).toBe(TEST_KEY_FINGERPRINT);
    expect(keyFingerprint(TEST_PUBLIC_KEY)).toBe(TEST_KEY_FINGERPRINT);
  });

  it('agrees with node:crypto for keys of several sizes, so public keys of several DER lengths', () => {
    for (const modulusLength of [1024, 1536, 2048, 3072]) {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength });
      const der = publicKey.export({ type: 'spki', format: 'der' });
      const expected = (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':');
      expect(keyFingerprint(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString())).toBe(expected);
      expect(keyFingerprint(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).toBe(expected);
      expect(keyFingerprint(publicKey.export({ type: 'spki', format: 'pem' }).toString())).toBe(expected);
    }
  });

  it('refuses encrypted, non-RSA and malformed keys', () => {
    expect(thrown(() => keyFingerprint(ENCRYPTED_PKCS8)).reason).toBe('encrypted');
    expect(thrown(() => keyFingerprint(EC_PKCS8)).reason).toBe('not-rsa');
    expect(
      thrown(() => keyFingerprint('-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----'))
        .reason,
    ).toBe('invalid');
  });
});
