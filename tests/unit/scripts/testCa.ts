/**
 * A certificate authority of the test's own (@peculiar/x509 over node's WebCrypto), and server
 * certificates it issues for 127.0.0.1 and localhost (or for the DNS names given), as PEM files a
 * server reads.
 */
// @peculiar/x509 needs the Reflect metadata API (its dependency injection), before it loads.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 86_400_000;

export interface Issued {
  readonly certPem: string;
  readonly keyPem: string;
  /** The certificate's SHA-256 fingerprint as node's X509Certificate spells it (AB:CD:…). */
  readonly fingerprint256: string;
}

export interface TestCa {
  readonly certPem: string;
  /** A server certificate for 127.0.0.1 and localhost, or for `dnsNames` when given. */
  issue(commonName: string, dnsNames?: readonly string[]): Promise<Issued>;
}

function pem(label: string, der: ArrayBuffer): string {
  const base64 = Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${label}-----\n${base64.trimEnd()}\n-----END ${label}-----\n`;
}

async function keyPair(): Promise<CryptoKeyPair> {
  return await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
}

export async function makeTestCa(): Promise<TestCa> {
  const caKeys = await keyPair();
  const now = Date.now();
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=Field Console test CA',
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + DAY),
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  let serial = 1;
  return {
    certPem: ca.toString('pem'),
    async issue(commonName, dnsNames) {
      serial += 1;
      const keys = await keyPair();
      const cert = await x509.X509CertificateGenerator.create({
        serialNumber: serial.toString(16).padStart(2, '0'),
        subject: `CN=${commonName}`,
        issuer: ca.subject,
        notBefore: new Date(now - DAY),
        notAfter: new Date(now + DAY),
        publicKey: keys.publicKey,
        signingKey: caKeys.privateKey,
        signingAlgorithm: ALGORITHM,
        extensions: [
          new x509.BasicConstraintsExtension(false, undefined, true),
          new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
          new x509.SubjectAlternativeNameExtension(
            dnsNames === undefined
              ? [
                  { type: 'dns', value: 'localhost' },
                  { type: 'ip', value: '127.0.0.1' },
                ]
              : dnsNames.map((value) => ({ type: 'dns' as const, value })),
          ),
        ],
      });
      const certPem = cert.toString('pem');
      const keyPem = pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
      const { X509Certificate } = await import('node:crypto');
      return { certPem, keyPem, fingerprint256: new X509Certificate(certPem).fingerprint256 };
    },
  };
}
