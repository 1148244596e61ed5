// A local signing relay for real tenancies: the console sends unsigned calls to
// `/{serviceKey}/{region}/{rest}` (the same shape as the emulator's URLs) and the relay forwards
// each one to `https://{service host}/{rest}`, signed by the official OCI SDK (oci-common) with a
// profile of the OCI CLI config file, and streams the answer back. The key never reaches the
// browser. Only the console is served: a loopback Host, a same-origin request, the launch's token
// cookie (relay-token.mjs), a region of the region table, a host in a realm's domain, a body
// under the limit; and only JSON answers are passed back.
import { Readable } from 'node:stream';
import {
  ConfigFileAuthenticationDetailsProvider,
  ConfigFileReader,
  DefaultRequestSigner,
  SessionAuthDetailProvider,
} from 'oci-common';
import { API_POLICY, COMMON_HEADERS, isLoopbackHost } from './headers.mjs';
import { loadOciTables } from './oci-tables.mjs';
import { newToken, tokenFromCookies, tokenMatches } from './relay-token.mjs';

/** Request headers passed on to the service; everything else (cookies, origin…) stays here. */
const FORWARDED_REQUEST_HEADERS = [
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

/** Response headers the console reads. */
export const FORWARDED_RESPONSE_HEADERS = [
  'etag',
  'opc-next-page',
  'opc-request-id',
  'opc-work-request-id',
  'retry-after',
  'content-type',
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The largest request body relayed; OCI's JSON bodies are far smaller. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The host of a service in a region, from the OCI tables (src/oci/services.ts and
 * src/oci/regions.ts). Only a region id of the table is accepted, or the one custom host suffix
 * given at start (`--host-suffix`), and the final host must lie in a realm's domain: a region is
 * data, never a host. Undefined for an unknown service, region or domain.
 * @param {string} serviceKey
 * @param {string} region
 * @param {Pick<import('./oci-tables.mjs').OciTables, 'templates' | 'regions' | 'realmDomains'>} tables
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

/** @param {string} configFile @param {string} profile */
function authenticationProvider(configFile, profile) {
  const file = ConfigFileReader.parseFileFromPath(configFile, profile);
  return file.get('security_token_file')
    ? new SessionAuthDetailProvider(configFile, profile)
    : new ConfigFileAuthenticationDetailsProvider(configFile, profile);
}

/**
 * Why the caller is refused, or undefined when it is the console: a loopback Host (no DNS
 * rebinding), `Sec-Fetch-Site: same-origin` or an Origin of this very host (a request with
 * neither — another local process, an old browser — is refused), and the launch's token cookie.
 */
function refusal(req, token) {
  const host = req.headers.host ?? '';
  if (!isLoopbackHost(host)) return 'The relay only answers on a loopback address.';
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  if (site !== undefined && site !== 'same-origin') return 'The relay only serves the console’s own pages.';
  if (origin !== undefined) {
    let originHost;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      originHost = undefined;
    }
    if (originHost !== host.toLowerCase()) return 'The relay only serves the console’s own pages.';
  } else if (site !== 'same-origin') {
    return 'The relay only serves the console’s own pages.';
  }
  if (!tokenMatches(tokenFromCookies(req.headers.cookie), token)) {
    return 'Open the console with the address npm start printed (it holds the launch token).';
  }
  return undefined;
}

function reply(res, status, code, message, extra = {}) {
  res.writeHead(status, { ...RELAY_HEADERS, 'content-type': 'application/json', ...extra });
  res.end(JSON.stringify({ code, message }));
}

class TooLarge extends Error {}

/** The body as bytes, refused as soon as it passes the limit (never read whole first). */
async function readBody(req, limit) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new TooLarge();
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Headers of every relay answer. */
const RELAY_HEADERS = {
  ...COMMON_HEADERS,
  'content-security-policy': API_POLICY,
  'cache-control': 'no-store',
};

/** A JSON media type (application/json, application/problem+json…). */
function isJson(contentType) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type);
}

/**
 * @param {{ profile?: string, configFile?: string, tables?: Pick<import('./oci-tables.mjs').OciTables, 'templates' | 'regions' | 'realmDomains'>, hostSuffix?: string, token?: string, maxBodyBytes?: number, fetch?: typeof globalThis.fetch }} options
 *   profile of the config file (DEFAULT), config file (~/.oci/config), the OCI tables (read from
 *   src/oci when not given), a custom host suffix accepted as a region, the launch token (a new
 *   one when not given), the largest body, and the fetch used upstream.
 * @returns {Promise<{ handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void, region: string, profile: string, token: string }>}
 */
export async function createRelay({
  profile = 'DEFAULT',
  configFile,
  tables,
  hostSuffix,
  token = newToken(),
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  fetch = globalThis.fetch,
} = {}) {
  const file = configFile ?? ConfigFileReader.DEFAULT_FILE_PATH;
  // Read once now so that a wrong profile fails at start; read again per request so that a
  // refreshed session token (oci session refresh) is picked up.
  const region = authenticationProvider(file, profile).getRegion().regionId;
  const known = tables ?? (await loadOciTables());
  if (
    hostSuffix !== undefined &&
    !known.realmDomains.some((d) => hostSuffix.toLowerCase().endsWith(`.${d}`))
  ) {
    throw new Error(`The host suffix ${hostSuffix} is not in a known realm's domain.`);
  }

  async function relay(req, res) {
    const refused = refusal(req, token);
    if (refused) {
      reply(res, 403, 'NotAllowed', refused);
      return;
    }
    const incoming = new URL(req.url ?? '/', 'http://relay');
    const [, serviceKey = '', regionId = '', ...rest] = incoming.pathname.split('/');
    if (!Object.hasOwn(known.templates, serviceKey)) {
      reply(res, 404, 'NotAuthorizedOrNotFound', `No service ${serviceKey}.`);
      return;
    }
    const host = relayTarget(serviceKey, regionId, known, hostSuffix);
    if (!host) {
      reply(res, 400, 'InvalidParameter', 'The region is not one of the known OCI regions.');
      return;
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = new globalThis.Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    let bytes;
    if (BODY_METHODS.has(method)) {
      try {
        bytes = await readBody(req, maxBodyBytes);
      } catch (error) {
        if (!(error instanceof TooLarge)) throw error;
        reply(res, 413, 'RequestEntityTooLarge', `The relay takes bodies up to ${maxBodyBytes} bytes.`, {
          connection: 'close',
        });
        req.resume();
        return;
      }
    }
    // The SDK signs the body as text: sign the bytes' text only when it is exactly those bytes.
    const text = bytes?.toString('utf8');
    if (bytes && !Buffer.from(text ?? '', 'utf8').equals(bytes)) {
      reply(res, 400, 'InvalidParameter', 'The body is not UTF-8 text.');
      return;
    }
    const request = {
      method,
      uri: `https://${host}/${rest.join('/')}${incoming.search}`,
      headers,
      body: text,
    };
    await new DefaultRequestSigner(authenticationProvider(file, profile)).signHttpRequest(request);
    // fetch derives these two from the URL and the body, exactly as they were signed.
    headers.delete('host');
    headers.delete('content-length');
    const upstream = await fetch(request.uri, { method, headers, body: bytes, redirect: 'manual' });
    const contentType = upstream.headers.get('content-type');
    const hasBody = method !== 'HEAD' && upstream.status !== 204 && upstream.status !== 304;
    const redirected = upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304;
    if (redirected || (hasBody && contentType !== null && !isJson(contentType))) {
      await upstream.body?.cancel();
      reply(
        res,
        502,
        'BadGateway',
        `${host} answered ${upstream.status} with ${contentType ?? 'no content type'}, not JSON.`,
        upstream.headers.get('opc-request-id')
          ? { 'opc-request-id': upstream.headers.get('opc-request-id') }
          : {},
      );
      return;
    }
    const answer = { ...RELAY_HEADERS };
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) answer[name] = value;
    }
    res.writeHead(upstream.status, answer);
    if (upstream.body && hasBody) {
      Readable.fromWeb(upstream.body).pipe(res);
    } else {
      res.end();
    }
  }

  return {
    handler(req, res) {
      relay(req, res).catch((error) => {
        if (res.headersSent) {
          res.destroy(error);
        } else {
          reply(res, 502, 'RelayError', `The relay could not complete the call: ${error.message}`);
        }
      });
    },
    region,
    profile,
    token,
  };
}
