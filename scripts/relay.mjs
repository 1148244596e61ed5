// A local signing relay for real tenancies: the console sends unsigned calls to
// `/{serviceKey}/{region}/{rest}` (the same shape as the emulator's URLs) and the relay forwards
// each one to `https://{service host}/{rest}`, signed by the official OCI SDK (oci-common) with a
// profile of the OCI CLI config file, and streams the answer back. The key never reaches the
// browser. Only same-origin requests addressed to a loopback host are relayed.
import { Readable } from 'node:stream';
import {
  ConfigFileAuthenticationDetailsProvider,
  ConfigFileReader,
  DefaultRequestSigner,
  Region,
  SessionAuthDetailProvider,
} from 'oci-common';

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
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

/**
 * The host of a service in a region, from the caller's host templates
 * (`{ iaas: 'iaas.{region}.{secondLevelDomain}', … }`, src/oci/services.ts). A region id with a
 * dot is the whole host suffix; the realm's domain comes from the SDK's region table (oc1 for a
 * region it does not know, as the SDK itself assumes). Undefined for an unknown service.
 * @param {string} serviceKey
 * @param {string} region
 * @param {Readonly<Record<string, string>>} templates
 * @returns {string | undefined}
 */
export function relayTarget(serviceKey, region, templates) {
  const template = Object.hasOwn(templates, serviceKey) ? templates[serviceKey] : undefined;
  if (typeof template !== 'string' || !/^[a-z0-9-]+(\.[a-z0-9.-]+)?$/i.test(region)) {
    return undefined;
  }
  if (region.includes('.')) {
    return `${template.split('.')[0]}.${region}`;
  }
  const secondLevelDomain = Region.fromRegionId(region)?.realm.secondLevelDomain ?? 'oraclecloud.com';
  return template.replace('{region}', region).replace('{secondLevelDomain}', secondLevelDomain);
}

/** The host templates of src/oci/services.ts, read through tsx so that nothing is copied. */
export async function loadServiceTemplates() {
  const { tsImport } = await import('tsx/esm/api');
  const { SERVICES } = await tsImport('../src/oci/services.ts', import.meta.url);
  return Object.fromEntries(Object.values(SERVICES).map((service) => [service.key, service.hostTemplate]));
}

/** @param {string} configFile @param {string} profile */
function authenticationProvider(configFile, profile) {
  const file = ConfigFileReader.parseFileFromPath(configFile, profile);
  return file.get('security_token_file')
    ? new SessionAuthDetailProvider(configFile, profile)
    : new ConfigFileAuthenticationDetailsProvider(configFile, profile);
}

/** Same origin and a loopback Host: a web page elsewhere cannot use the relay's credentials. */
function isTrusted(req) {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

function reply(res, status, code, message) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message }));
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {{ profile?: string, configFile?: string, templates?: Readonly<Record<string, string>>, fetch?: typeof globalThis.fetch }} options
 *   profile of the config file (DEFAULT), config file (~/.oci/config), host templates (read from
 *   src/oci/services.ts when not given), and the fetch used upstream.
 * @returns {Promise<{ handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void, region: string, profile: string }>}
 */
export async function createRelay({
  profile = 'DEFAULT',
  configFile,
  templates,
  fetch = globalThis.fetch,
} = {}) {
  const file = configFile ?? ConfigFileReader.DEFAULT_FILE_PATH;
  // Read once now so that a wrong profile fails at start; read again per request so that a
  // refreshed session token (oci session refresh) is picked up.
  const region = authenticationProvider(file, profile).getRegion().regionId;
  const hosts = templates ?? (await loadServiceTemplates());

  async function relay(req, res) {
    if (!isTrusted(req)) {
      reply(res, 403, 'Forbidden', 'The relay only serves the console on this machine.');
      return;
    }
    const incoming = new URL(req.url ?? '/', 'http://relay');
    const [, serviceKey = '', regionId = '', ...rest] = incoming.pathname.split('/');
    const host = relayTarget(serviceKey, regionId, hosts);
    if (!host) {
      reply(res, 404, 'NotFound', `No service ${serviceKey} in region ${regionId}.`);
      return;
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = new globalThis.Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const body = BODY_METHODS.has(method) ? await readBody(req) : undefined;
    const request = { method, uri: `https://${host}/${rest.join('/')}${incoming.search}`, headers, body };
    await new DefaultRequestSigner(authenticationProvider(file, profile)).signHttpRequest(request);
    // fetch derives these two from the URL and the body, exactly as they were signed.
    headers.delete('host');
    headers.delete('content-length');
    const upstream = await fetch(request.uri, { method, headers, body, redirect: 'manual' });
    const answer = {};
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) answer[name] = value;
    }
    res.writeHead(upstream.status, answer);
    if (upstream.body && method !== 'HEAD') {
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
  };
}
