// What both relays share: where a call to `/relay/<service key>/<region>/<rest>` goes (a host
// rebuilt from the OCI tables, never taken from the caller), which headers pass in each
// direction, and how an answer is passed back (JSON only: anything else becomes a 502 that names
// what came, never its content). A relay answer is plain data the server writes.

/**
 * @typedef {{ method: string, target: string, headers: import('node:http').IncomingHttpHeaders, body?: Buffer }} RelayCall
 * target: what follows `/relay` in the request target, as received (`/iaas/us-ashburn-1/…?…`).
 * @typedef {{ status: number, headers: Record<string, string>, body?: string | import('node:stream').Readable }} RelayAnswer
 */

/** Request headers passed on to the service; everything else (cookies, origin…) stays here. */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'if-match',
  'if-none-match',
  'opc-request-id',
  'opc-retry-token',
  'opc-client-request-id',
  'opc-client-info',
  'opc-client-retries',
];

/** Response headers the console reads (Date: the console corrects its clock from OCI's). */
export const FORWARDED_RESPONSE_HEADERS = [
  'etag',
  'opc-next-page',
  'opc-request-id',
  'opc-work-request-id',
  'retry-after',
  'content-type',
  'date',
];

/** Methods whose body is relayed. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The host of a service in a region, from the OCI tables (src/oci/services.ts and
 * src/oci/regions.ts). Only a region id of the table is accepted, or the one custom host suffix
 * given at start (`--host-suffix`), and the final host must lie in a realm's domain: a region is
 * data, never a host. Undefined for an unknown service, region or domain.
 * @param {string} serviceKey
 * @param {string} region
 * @param {Pick<import('../oci-tables.mjs').OciTables, 'templates' | 'regions' | 'realmDomains'>} tables
 * @param {string} [hostSuffix]
 * @returns {string | undefined}
 */
export function relayTarget(serviceKey, region, tables, hostSuffix) {
  const template = Object.hasOwn(tables.templates, serviceKey) ? tables.templates[serviceKey] : undefined;
  if (typeof template !== 'string') return undefined;
  let host;
  if (Object.hasOwn(tables.regions, region)) {
    host = template.replace('{region}', region).replace('{secondLevelDomain}', tables.regions[region]);
  } else if (hostSuffix !== undefined && region === hostSuffix) {
    host = `${template.split('.')[0]}.${hostSuffix}`;
  } else {
    return undefined;
  }
  host = host.toLowerCase();
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return undefined;
  return tables.realmDomains.some((domain) => host.endsWith(`.${domain.toLowerCase()}`)) ? host : undefined;
}

/** Checks a `--host-suffix` against the realms' domains; throws with a sentence. */
export function checkHostSuffix(hostSuffix, tables) {
  if (hostSuffix === undefined) return;
  if (!tables.realmDomains.some((d) => hostSuffix.toLowerCase().endsWith(`.${d}`))) {
    throw new Error(`The host suffix ${hostSuffix} is not in a known realm's domain.`);
  }
}

/**
 * An OCI-shaped JSON error answer.
 * @returns {RelayAnswer}
 */
export function jsonAnswer(status, code, message, headers = {}) {
  return {
    status,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ code, message }),
  };
}

/**
 * Where a relay call goes: its host and the rest of the target (path and query, exactly as
 * received), or the error answer that refuses it.
 * @param {string} target
 * @param {Pick<import('../oci-tables.mjs').OciTables, 'templates' | 'regions' | 'realmDomains'>} tables
 * @param {string} [hostSuffix]
 * @returns {{ host: string, service: string, region: string, rest: string } | { refused: RelayAnswer }}
 */
export function routeCall(target, tables, hostSuffix) {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  const [, service = '', region = '', ...restSegments] = path.split('/');
  if (!Object.hasOwn(tables.templates, service)) {
    return { refused: jsonAnswer(404, 'NotAuthorizedOrNotFound', `No service ${service}.`) };
  }
  const host = relayTarget(service, region, tables, hostSuffix);
  if (!host) {
    return {
      refused: jsonAnswer(400, 'InvalidParameter', 'The region is not one of the known OCI regions.'),
    };
  }
  const rest = `/${restSegments.join('/')}${query === -1 ? '' : target.slice(query)}`;
  return { host, service, region, rest };
}

/** A JSON media type (application/json, application/problem+json…). */
export function isJson(contentType) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type);
}

/** The largest answer the relay reads: far past any page of an OCI list. */
export const ANSWER_LIMIT = 32 * 1024 * 1024;

/**
 * The bytes of a stream, or undefined once they pass `limit` (the rest is drained).
 * @param {import('node:stream').Readable} stream
 * @param {number} limit
 * @returns {Promise<Buffer | undefined>}
 */
async function readAll(stream, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      return undefined;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** JSON text, as the console's call layer will parse it. */
function parsesAsJson(bytes) {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The service's answer as the relay passes it back: the status, the headers the console reads,
 * and the body when it is JSON — a JSON media type and JSON text both: a body without a content
 * type, or an HTML page labelled application/json (a captive portal, a proxy's error page), is
 * not OCI's answer. A redirect or any other content becomes a 502 that names what came, never
 * its content. An answer without a body (HEAD, 204, 304, a length of 0) passes with none.
 * @param {{ host: string, method: string, status: number, header: (name: string) => string | undefined, body?: import('node:stream').Readable, discard: () => void }} upstream
 * @returns {Promise<RelayAnswer>}
 */
export async function passBack({ host, method, status, header, body, discard }) {
  const contentType = header('content-type');
  const requestId = header('opc-request-id');
  const notJson = (what) =>
    jsonAnswer(
      502,
      'BadGateway',
      `${host} answered ${status} with ${what}, not JSON.`,
      requestId ? { 'opc-request-id': requestId } : {},
    );
  const redirected = status >= 300 && status < 400 && status !== 304;
  const hasBody = method !== 'HEAD' && status !== 204 && status !== 304 && header('content-length') !== '0';
  if (redirected || (hasBody && !isJson(contentType))) {
    discard();
    return notJson(contentType ?? 'no content type');
  }
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = header(name);
    if (value !== undefined) headers[name] = value;
  }
  if (!hasBody || body === undefined) {
    discard();
    return { status, headers };
  }
  const bytes = await readAll(body, ANSWER_LIMIT);
  if (bytes === undefined) return notJson(`more than ${ANSWER_LIMIT} bytes`);
  if (bytes.length === 0) return { status, headers };
  if (!parsesAsJson(bytes)) return notJson(`${contentType} that does not parse as JSON`);
  return { status, headers, body: bytes };
}
