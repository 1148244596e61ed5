/**
 * The API signing keys users upload (identity's UploadApiKey, ListApiKeys, DeleteApiKey), kept
 * for the tenancy across regions as identity is global. A key is an RSA public key PEM; its
 * fingerprint is the MD5 of its SubjectPublicKeyInfo DER, colon-separated, as OCI shows it. A
 * user holds at most three keys (identity's ListApiKeys documentation: "A user can have a
 * maximum of three keys"); a fourth, or the same key twice, is 409 Conflict. An uploaded key
 * signs requests as `<tenancy>/<user>/<fingerprint>` (keyLookup.ts).
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import type { models } from 'oci-identity';
import { conflict, invalidParameter, notFound } from '../reply';

export const MAX_API_KEYS_PER_USER = 3;

/** oci-identity's ApiKey as it goes over the wire: its enum as the string it is, its date as text. */
export type ApiKeyAnswer = Omit<models.ApiKey, 'lifecycleState' | 'timeCreated'> & {
  readonly lifecycleState: `${models.ApiKey.LifecycleState}`;
  readonly timeCreated: string;
};

interface StoredKey {
  readonly answer: ApiKeyAnswer;
  readonly publicKey: KeyObject;
}

/** The OCI fingerprint of a public key: MD5 of its SPKI DER, `12:34:…` lower-case. */
export function fingerprintOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':');
}

/** An RSA public key from PEM text; 400 InvalidParameter for anything else. */
export function rsaPublicKey(pem: unknown, field: string): KeyObject {
  if (typeof pem !== 'string' || !pem.includes('-----BEGIN PUBLIC KEY-----'))
    throw invalidParameter(`${field} must be an RSA public key in PEM format (-----BEGIN PUBLIC KEY-----).`);
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw invalidParameter(`${field} is not a valid public key.`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw invalidParameter(`${field} must be an RSA key.`);
  return key;
}

export class ApiKeyStore {
  private readonly byUser = new Map<string, StoredKey[]>();

  upload(tenancyId: string, userId: string, pem: unknown, timeCreated: string): ApiKeyAnswer {
    const publicKey = rsaPublicKey(pem, 'key');
    const fingerprint = fingerprintOf(publicKey);
    const keys = this.byUser.get(userId) ?? [];
    if (keys.some((key) => key.answer.fingerprint === fingerprint))
      throw conflict(`The user already has the API key ${fingerprint}.`);
    if (keys.length >= MAX_API_KEYS_PER_USER)
      throw conflict(
        `The user already has ${MAX_API_KEYS_PER_USER} API keys, the most a user may have. Delete one first.`,
      );
    const answer: ApiKeyAnswer = {
      keyId: `${tenancyId}/${userId}/${fingerprint}`,
      keyValue: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      fingerprint,
      userId,
      timeCreated,
      lifecycleState: 'ACTIVE',
    };
    this.byUser.set(userId, [...keys, { answer, publicKey }]);
    return answer;
  }

  list(userId: string): ApiKeyAnswer[] {
    return (this.byUser.get(userId) ?? []).map((key) => key.answer);
  }

  delete(userId: string, fingerprint: string): void {
    const keys = this.byUser.get(userId) ?? [];
    const kept = keys.filter((key) => key.answer.fingerprint !== fingerprint);
    if (kept.length === keys.length) throw notFound('API key');
    this.byUser.set(userId, kept);
  }

  /** The public key of `<tenancy>/<user>/<fingerprint>`, while it is uploaded. */
  lookup(keyId: string): KeyObject | undefined {
    const [tenancyId, userId, fingerprint, ...rest] = keyId.split('/');
    if (tenancyId === undefined || userId === undefined || fingerprint === undefined || rest.length > 0)
      return undefined;
    return this.byUser.get(userId)?.find((key) => key.answer.keyId === keyId)?.publicKey;
  }

  clear(): void {
    this.byUser.clear();
  }
}
