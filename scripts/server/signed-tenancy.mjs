// Whose call a signed request is: the tenancy named by its signature's keyId. An API key's keyId
// is `<tenancy OCID>/<user OCID>/<fingerprint>`; a session token's is `ST$<JWT>`, whose `tenant`
// claim names the tenancy. The token is only read here, never verified: the relay holds no key
// to verify it with, and OCI verifies every signature and token itself. The tenancy decides only
// whether this deployment forwards the call at all.

/** A tenancy OCID: `ocid1.tenancy.<realm>.<region, often empty>.<unique id>`. */
const TENANCY_OCID = /^ocid1\.tenancy\.[a-z0-9-]+\.[a-z0-9-]*\.[a-z0-9]+$/i;

/** @param {unknown} value */
export function isTenancyOcid(value) {
  return typeof value === 'string' && value.length <= 255 && TENANCY_OCID.test(value);
}

/**
 * The parameters of `Signature k="v",k="v"…`, or undefined when the header is not of that form
 * (the emulator's parser, emulator/signature.ts, reads it the same way).
 * @param {unknown} header
 * @returns {Map<string, string> | undefined}
 */
export function signatureParameters(header) {
  if (typeof header !== 'string') return undefined;
  const match = /^Signature\s+(.*)$/s.exec(header.trim());
  if (!match) return undefined;
  const params = new Map();
  const pattern = /\s*([A-Za-z]+)="([^"]*)"\s*(,|$)/gy;
  const rest = match[1] ?? '';
  let part;
  while (pattern.lastIndex < rest.length && (part = pattern.exec(rest)) !== null) {
    params.set(part[1], part[2]);
  }
  return pattern.lastIndex === rest.length ? params : undefined;
}

/**
 * The `tenant` claim of a session token (a JWT), or undefined.
 * @param {string} token
 */
function tokenTenancy(token) {
  const payload = token.split('.')[1];
  if (payload === undefined || !/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? claims.tenant : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tenancy a keyId names, or undefined when it names none.
 * @param {string} keyId
 */
export function keyIdTenancy(keyId) {
  const tenancy = keyId.startsWith('ST$') ? tokenTenancy(keyId.slice(3)) : keyId.split('/')[0];
  return isTenancyOcid(tenancy) ? tenancy.toLowerCase() : undefined;
}

/**
 * What a request's Authorization header says: its keyId's tenancy and the headers it signs, or
 * why it cannot be read.
 * @param {unknown} authorization
 * @returns {{ ok: true, tenancy: string, signedHeaders: string[] } | { ok: false, reason: 'unsigned' | 'malformed' | 'no-tenancy' }}
 */
export function readSignature(authorization) {
  if (authorization === undefined) return { ok: false, reason: 'unsigned' };
  const params = signatureParameters(authorization);
  const keyId = params?.get('keyId');
  if (params === undefined || keyId === undefined) return { ok: false, reason: 'malformed' };
  const tenancy = keyIdTenancy(keyId);
  if (tenancy === undefined) return { ok: false, reason: 'no-tenancy' };
  const signedHeaders = (params.get('headers') ?? '')
    .split(' ')
    .filter((name) => name !== '')
    .map((name) => name.toLowerCase());
  return { ok: true, tenancy, signedHeaders };
}
