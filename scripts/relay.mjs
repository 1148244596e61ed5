// The signing relay, for one person on a laptop (`npm start -- --profile NAME`, or `npm run serve
// -- --profile NAME`): the console sends unsigned calls to `/relay/{serviceKey}/{region}/{rest}`
// and the relay sends each one to `https://{service host}/{rest}`, signed by the official OCI SDK
// (oci-common) with a profile of the OCI CLI config file, and passes the JSON answer back. The
// key never reaches the browser. The server lets through only the console: a Host it serves, a
// same-origin request and the launch's token cookie (relay-token.mjs), a body under the limit.
import { Readable } from 'node:stream';
import {
  ConfigFileAuthenticationDetailsProvider,
  ConfigFileReader,
  DefaultRequestSigner,
  SessionAuthDetailProvider,
} from 'oci-common';
import { loadOciTables } from './oci-tables.mjs';
import { newToken } from './relay-token.mjs';
import {
  FORWARDED_REQUEST_HEADERS,
  checkHostSuffix,
  jsonAnswer,
  passBack,
  routeCall,
} from './server/relay-call.mjs';

export { FORWARDED_RESPONSE_HEADERS, relayTarget } from './server/relay-call.mjs';

/** @param {string} configFile @param {string} profile */
function authenticationProvider(configFile, profile) {
  const file = ConfigFileReader.parseFileFromPath(configFile, profile);
  return file.get('security_token_file')
    ? new SessionAuthDetailProvider(configFile, profile)
    : new ConfigFileAuthenticationDetailsProvider(configFile, profile);
}

/**
 * @param {{ profile?: string, configFile?: string, tables?: import('./oci-tables.mjs').OciTables, hostSuffix?: string, token?: string, fetch?: typeof globalThis.fetch }} options
 *   profile of the config file (DEFAULT), config file (~/.oci/config), the OCI tables (read from
 *   src/oci when not given), a custom host suffix accepted as a region, the launch token (a new
 *   one when not given), and the fetch used upstream.
 */
export async function createRelay({
  profile = 'DEFAULT',
  configFile,
  tables,
  hostSuffix,
  token = newToken(),
  fetch = globalThis.fetch,
} = {}) {
  const file = configFile ?? ConfigFileReader.DEFAULT_FILE_PATH;
  // Read once now so that a wrong profile fails at start; read again per request so that a
  // refreshed session token (oci session refresh) is picked up.
  const region = authenticationProvider(file, profile).getRegion().regionId;
  const known = tables ?? (await loadOciTables());
  checkHostSuffix(hostSuffix, known);

  /** @param {import('./server/relay-call.mjs').RelayCall} call */
  async function forward(call) {
    const route = routeCall(call.target, known, hostSuffix);
    if ('refused' in route) return route.refused;
    const method = call.method.toUpperCase();
    const headers = new globalThis.Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = call.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    // The SDK signs the body as text: sign the bytes' text only when it is exactly those bytes.
    const bytes = call.body;
    const text = bytes?.toString('utf8');
    if (bytes && !Buffer.from(text ?? '', 'utf8').equals(bytes)) {
      return jsonAnswer(400, 'InvalidParameter', 'The body is not UTF-8 text.');
    }
    const request = { method, uri: `https://${route.host}${route.rest}`, headers, body: text };
    await new DefaultRequestSigner(authenticationProvider(file, profile)).signHttpRequest(request);
    // fetch derives these two from the URL and the body, exactly as they were signed.
    headers.delete('host');
    headers.delete('content-length');
    const upstream = await fetch(request.uri, { method, headers, body: bytes, redirect: 'manual' });
    return passBack({
      host: route.host,
      method,
      status: upstream.status,
      header: (name) => upstream.headers.get(name) ?? undefined,
      body: upstream.body ? Readable.fromWeb(upstream.body) : undefined,
      discard: () => void upstream.body?.cancel().catch(() => undefined),
    });
  }

  return { kind: 'signing', forward, region, profile, token };
}
