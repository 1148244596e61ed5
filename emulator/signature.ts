/**
 * Verifies OCI request signatures (draft-cavage, Signature Version 1, rsa-sha256) the way a
 * region does: the signing string is rebuilt from the headers the Authorization header lists,
 * the body headers are checked against the body, and a date more than 5 minutes from the
 * server's clock is refused. Every refusal is a 401 NotAuthenticated.
 */
import { createHash, verify, type KeyObject } from 'node:crypto';
import { Buffer } from 'node:buffer';

export interface SignedRequest {
  readonly method: string;
  /** The request target as received: path and query, never re-encoded. */
  readonly path: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** When given, x-content-sha256 and content-length must describe it. */
  readonly body?: string | Uint8Array;
}

export type VerifyResult =
  | { readonly ok: true; readonly keyId: string }
  | { readonly ok: false; readonly code: 'NotAuthenticated'; readonly message: string };

/** How far a signed date may be from the server's clock. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);
const BODY_HEADERS = ['content-length', 'content-type', 'x-content-sha256'] as const;

const refuse = (message: string): VerifyResult => ({ ok: false, code: 'NotAuthenticated', message });

/** The parameters of `Signature k="v",k="v"`; undefined when the header is not of that form. */
export function parseAuthorization(header: string): Map<string, string> | undefined {
  const match = /^Signature\s+(.*)$/s.exec(header.trim());
  if (!match) {
    return undefined;
  }
  const params = new Map<string, string>();
  const pattern = /\s*([A-Za-z]+)="([^"]*)"\s*(,|$)/gy;
  const rest = match[1] ?? '';
  let part: RegExpExecArray | null;
  while (pattern.lastIndex < rest.length && (part = pattern.exec(rest)) !== null) {
    params.set(part[1] ?? '', part[2] ?? '');
  }
  return pattern.lastIndex === rest.length ? params : undefined;
}

function checkBody(request: SignedRequest): string | undefined {
  if (request.body === undefined) {
    return undefined;
  }
  const bytes =
    typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : Buffer.from(request.body);
  const sha = createHash('sha256').update(bytes).digest('base64');
  if (request.headers['x-content-sha256'] !== sha) {
    return 'The x-content-sha256 header does not match the request body.';
  }
  const length = request.headers['content-length'];
  if (length !== undefined && Number(length) !== bytes.length) {
    return 'The content-length header does not match the request body.';
  }
  return undefined;
}

/**
 * Checks a request's signature. `lookupKey` gives the public key of a keyId (an API key's
 * `tenancy/user/fingerprint` or a session token's `ST$token`); `now` is the server's clock.
 */
export function verifyRequest(
  request: SignedRequest,
  lookupKey: (keyId: string) => KeyObject | undefined,
  now: number,
): VerifyResult {
  const authorization = request.headers.authorization;
  if (!authorization) {
    return refuse('The Authorization header is missing.');
  }
  const params = parseAuthorization(authorization);
  if (!params) {
    return refuse('The Authorization header is not a well-formed Signature header.');
  }
  const keyId = params.get('keyId');
  const signature = params.get('signature');
  // Header names are case-insensitive (the SDKs list Content-Type, Content-Length); lines use lower case.
  const signed = (params.get('headers') ?? '')
    .split(' ')
    .filter((name) => name.length > 0)
    .map((name) => name.toLowerCase());
  if (!keyId || !signature || signed.length === 0) {
    return refuse('The Authorization header needs keyId, headers and signature.');
  }
  if ((params.get('version') ?? '1') !== '1') {
    return refuse(`Signature version ${params.get('version') ?? ''} is not supported.`);
  }
  if (params.get('algorithm') !== 'rsa-sha256') {
    return refuse(`Signature algorithm ${params.get('algorithm') ?? '(none)'} is not supported.`);
  }
  const dateHeader = signed.includes('x-date') ? 'x-date' : signed.includes('date') ? 'date' : undefined;
  const required = [
    '(request-target)',
    'host',
    ...(BODY_METHODS.has(request.method.toUpperCase()) ? BODY_HEADERS : []),
  ];
  const unsigned = required.find((name) => !signed.includes(name));
  if (!dateHeader || unsigned) {
    return refuse(`The signature must cover the ${unsigned ?? 'date or x-date'} header.`);
  }

  const lines: string[] = [];
  for (const name of signed) {
    const value =
      name === '(request-target)' ? `${request.method.toLowerCase()} ${request.path}` : request.headers[name];
    if (value === undefined) {
      return refuse(`The signed header ${name} is missing from the request.`);
    }
    lines.push(`${name}: ${value}`);
  }

  const signedAt = Date.parse(request.headers[dateHeader] ?? '');
  if (Number.isNaN(signedAt)) {
    return refuse(`The ${dateHeader} header is not a date.`);
  }
  if (Math.abs(now - signedAt) > MAX_CLOCK_SKEW_MS) {
    return refuse(`The ${dateHeader} header is more than 5 minutes from the server's clock.`);
  }
  const bodyProblem = checkBody(request);
  if (bodyProblem) {
    return refuse(bodyProblem);
  }
  const key = lookupKey(keyId);
  if (!key) {
    return refuse('The keyId is not a known key.');
  }
  const valid = verify(
    'sha256',
    Buffer.from(lines.join('\n'), 'utf8'),
    key,
    Buffer.from(signature, 'base64'),
  );
  return valid ? { ok: true, keyId } : refuse('The signature does not match the request.');
}
