/**
 * The RSA key containers of PKCS#1 (RFC 8017 A.1), PKCS#8 (RFC 5208) and X.509
 * SubjectPublicKeyInfo (RFC 5280 4.1): unwrap, wrap, and derive the public key of a private key.
 */
import { DER_TAG, RSA_ENCRYPTION_OID, encodeDer, expectDer, readDer, readDerChildren } from './der';

/** AlgorithmIdentifier { rsaEncryption, NULL }. */
const RSA_ALGORITHM = encodeDer(
  DER_TAG.sequence,
  encodeDer(DER_TAG.objectIdentifier, RSA_ENCRYPTION_OID),
  encodeDer(DER_TAG.null),
);

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Whether an AlgorithmIdentifier element names rsaEncryption. */
function isRsaAlgorithm(algorithm: Uint8Array): boolean {
  const [oid] = readDerChildren(algorithm);
  return oid?.tag === DER_TAG.objectIdentifier && sameBytes(oid.content, RSA_ENCRYPTION_OID);
}

/**
 * PKCS#1 RSAPrivateKey → PKCS#8 PrivateKeyInfo:
 * SEQUENCE { INTEGER 0, SEQUENCE { rsaEncryption, NULL }, OCTET STRING { RSAPrivateKey } }.
 */
export function pkcs8FromPkcs1(pkcs1: Uint8Array): Uint8Array {
  return encodeDer(
    DER_TAG.sequence,
    encodeDer(DER_TAG.integer, Uint8Array.of(0)),
    RSA_ALGORITHM,
    encodeDer(DER_TAG.octetString, pkcs1),
  );
}

/**
 * The PKCS#1 RSAPrivateKey inside a PKCS#8 PrivateKeyInfo, or undefined when the key is not
 * RSA (an EC or Ed25519 key, which OCI does not take as an API signing key).
 */
export function pkcs1FromPkcs8(pkcs8: Uint8Array): Uint8Array | undefined {
  const info = expectDer(readDer(pkcs8), DER_TAG.sequence, 'a PrivateKeyInfo SEQUENCE');
  const [version, algorithm, privateKey] = readDerChildren(info.content);
  expectDer(version, DER_TAG.integer, 'the PrivateKeyInfo version');
  const algorithmId = expectDer(algorithm, DER_TAG.sequence, 'an AlgorithmIdentifier');
  if (!isRsaAlgorithm(algorithmId.content)) {
    return undefined;
  }
  return expectDer(privateKey, DER_TAG.octetString, 'the private key OCTET STRING').content;
}

/**
 * The SubjectPublicKeyInfo DER of a PKCS#1 private key:
 * SEQUENCE { SEQUENCE { rsaEncryption, NULL }, BIT STRING { 0, RSAPublicKey { n, e } } }.
 */
export function publicKeyInfoFromPkcs1(pkcs1: Uint8Array): Uint8Array {
  const key = expectDer(readDer(pkcs1), DER_TAG.sequence, 'an RSAPrivateKey SEQUENCE');
  const [version, modulus, publicExponent] = readDerChildren(key.content);
  expectDer(version, DER_TAG.integer, 'the RSAPrivateKey version');
  const n = expectDer(modulus, DER_TAG.integer, 'the RSA modulus');
  const e = expectDer(publicExponent, DER_TAG.integer, 'the RSA public exponent');
  const rsaPublicKey = encodeDer(
    DER_TAG.sequence,
    encodeDer(DER_TAG.integer, n.content),
    encodeDer(DER_TAG.integer, e.content),
  );
  return encodeDer(
    DER_TAG.sequence,
    RSA_ALGORITHM,
    encodeDer(DER_TAG.bitString, Uint8Array.of(0), rsaPublicKey),
  );
}

/** Whether a SubjectPublicKeyInfo DER holds an RSA key (checked before fingerprinting it). */
export function isRsaPublicKeyInfo(spki: Uint8Array): boolean {
  const info = expectDer(readDer(spki), DER_TAG.sequence, 'a SubjectPublicKeyInfo SEQUENCE');
  const [algorithm, key] = readDerChildren(info.content);
  expectDer(key, DER_TAG.bitString, 'the public key BIT STRING');
  return isRsaAlgorithm(expectDer(algorithm, DER_TAG.sequence, 'an AlgorithmIdentifier').content);
}
