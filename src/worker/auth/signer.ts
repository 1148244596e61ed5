/**
 * OCI request signing: draft-cavage HTTP signatures, Signature Version 1, rsa-sha256
 * (reference/oci-public-api.md, Signing; the official vectors are in
 * reference/oci-signing-test-vectors.md). Browser code signs `x-date`, since a browser may not
 * set Date, Host or Content-Length; the `date` mode exists to reproduce the official vectors.
 */

export interface SignableRequest {
  readonly method: string;
  /** The URL exactly as it will be sent (a relative one resolves against the worker's location). */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface SigningCredentials {
  /** `tenancy/user/fingerprint` (apiKeyId) or `ST$token` (sessionTokenKeyId). */
  readonly keyId: string;
  /** An RSASSA-PKCS1-v1_5 / SHA-256 signing key (importPrivateKeyPem). */
  readonly privateKey: CryptoKey;
}

export interface SigningOptions {
  readonly dateHeader: 'x-date' | 'date';
  /** A Date is written as an RFC 7231 IMF-fixdate; a string is used verbatim. */
  readonly now: Date | string;
}

export interface SigningInput {
  /** The signed header names, in signing order, as the Authorization header lists them. */
  readonly headerNames: readonly string[];
  /** The value of each signed header, by name; `(request-target)` included. */
  readonly values: Readonly<Record<string, string>>;
  /** The lines `name: value` joined by LF, no trailing newline. */
  readonly signingString: string;
}

/** Methods whose body is signed (content-length, content-type, x-content-sha256). */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);
const BODY_HEADERS = ['content-length', 'content-type', 'x-content-sha256'] as const;
/** Headers a browser sets itself and refuses from script. */
const BROWSER_OWNED: ReadonlySet<string> = new Set(['host', 'content-length', 'date']);
const DEFAULT_CONTENT_TYPE = 'application/json';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (value: number): string => String(value).padStart(2, '0');

/** RFC 7231 IMF-fixdate: `Sun, 05 Jan 2014 21:31:40 GMT`. */
export function httpDate(date: Date): string {
  const day = DAYS[date.getUTCDay()] ?? '';
  const month = MONTHS[date.getUTCMonth()] ?? '';
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${day}, ${two(date.getUTCDate())} ${month} ${String(date.getUTCFullYear()).padStart(4, '0')} ${time} GMT`;
}

/** keyId of an API key: `<tenancy OCID>/<user OCID>/<fingerprint>`. */
export function apiKeyId(tenancy: string, user: string, fingerprint: string): string {
  return `${tenancy}/${user}/${fingerprint}`;
}

/** keyId of a session token (`oci session authenticate`): `ST$<token>`. */
export function sessionTokenKeyId(token: string): string {
  return `ST$${token}`;
}

/** A header's value whatever the case of its name in `headers`. */
export function headerValue(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) {
      return value;
    }
  }
  return undefined;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

/** The headers to sign and the exact string whose signature goes in the Authorization header. */
export async function signingInput(request: SignableRequest, options: SigningOptions): Promise<SigningInput> {
  // A relative URL resolves as fetch resolves it: against the worker's own location.
  const url = new URL(request.url, typeof location === 'undefined' ? undefined : location.href);
  const method = request.method.toUpperCase();
  const values: Record<string, string> = {
    [options.dateHeader]: typeof options.now === 'string' ? options.now : httpDate(options.now),
    '(request-target)': `${method.toLowerCase()} ${url.pathname}${url.search}`,
    host: url.host,
  };
  const headerNames: string[] = [options.dateHeader, '(request-target)', 'host'];
  if (BODY_METHODS.has(method)) {
    const body = new TextEncoder().encode(request.body ?? '');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
    values['content-length'] = String(body.length);
    values['content-type'] = headerValue(request.headers, 'content-type') ?? DEFAULT_CONTENT_TYPE;
    values['x-content-sha256'] = toBase64(digest);
    headerNames.push(...BODY_HEADERS);
  }
  const signingString = headerNames.map((name) => `${name}: ${values[name] ?? ''}`).join('\n');
  return { headerNames, values, signingString };
}

/** `Signature version="1",headers="…",keyId="…",algorithm="rsa-sha256",signature="…"`. */
export function authorizationHeader(
  headerNames: readonly string[],
  keyId: string,
  signature: string,
): string {
  return (
    `Signature version="1",headers="${headerNames.join(' ')}",keyId="${keyId}",` +
    `algorithm="rsa-sha256",signature="${signature}"`
  );
}

/**
 * Signs a request and returns the headers to add to it (names lower-case). In `x-date` mode these
 * are only headers a browser lets script set: x-date, content-type and x-content-sha256 (body
 * methods) and authorization; host and content-length are signed but left to the browser. In
 * `date` mode every signed header is returned.
 */
export async function signRequest(
  request: SignableRequest,
  credentials: SigningCredentials,
  options: SigningOptions,
): Promise<Record<string, string>> {
  const input = await signingInput(request, options);
  const signature = await crypto.subtle.sign(
    { name: 'RSASSA-PKCS1-v1_5' },
    credentials.privateKey,
    new TextEncoder().encode(input.signingString),
  );
  const added: Record<string, string> = {};
  for (const name of input.headerNames) {
    const value = input.values[name];
    const browserOwned = options.dateHeader === 'x-date' && BROWSER_OWNED.has(name);
    if (name !== '(request-target)' && value !== undefined && !browserOwned) {
      added[name] = value;
    }
  }
  added.authorization = authorizationHeader(
    input.headerNames,
    credentials.keyId,
    toBase64(new Uint8Array(signature)),
  );
  return added;
}
