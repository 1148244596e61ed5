// The forwarding relay, the default of `npm run serve`: it holds no credential. The console's
// worker signs each call for the real regional host (x-date, host, (request-target) and the body
// headers, as the official SDK signs) and sends it to `/relay/<service key>/<region>/<rest>` on
// the console's own origin; the relay rebuilds the host from the service and the region (the
// checks of relay-call.mjs), forwards the call unchanged — the same path and query, the same
// bytes, the signature's headers, `Host` the real host — and passes the JSON answer back. It
// forwards only for the tenancies the deployment names (read from the signature's keyId; OCI
// verifies the signature itself), and never a cookie.
import { request as httpRequest, Agent as HttpAgent } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { readSignature } from './signed-tenancy.mjs';
import {
  BODY_METHODS,
  FORWARDED_REQUEST_HEADERS,
  checkHostSuffix,
  jsonAnswer,
  passBack,
  routeCall,
} from './relay-call.mjs';

/** The headers of a signed request the relay sends on, beside FORWARDED_REQUEST_HEADERS. */
const SIGNATURE_HEADERS = ['authorization', 'x-date', 'date', 'x-content-sha256'];
/** Headers a signature may cover: what is forwarded, and what the relay sets itself. */
const SIGNABLE = new Set([
  ...FORWARDED_REQUEST_HEADERS,
  ...SIGNATURE_HEADERS.filter((name) => name !== 'authorization'),
  '(request-target)',
  'host',
  'content-length',
]);
/** How long the relay waits for a service's answer to begin. */
const UPSTREAM_TIMEOUT_MS = 60_000;

/** One keep-alive pool per scheme: a phone's burst of calls reuses connections to the region. */
const AGENTS = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * Where calls go: the regional host itself, or (`--oci-endpoint`, for testing against the
 * emulator) another base that receives them with the real Host header.
 * @param {string | undefined} ociEndpoint
 */
function upstreamBase(ociEndpoint) {
  if (ociEndpoint === undefined) return undefined;
  const url = new URL(ociEndpoint);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--oci-endpoint ${ociEndpoint} is not an http or https address.`);
  }
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port,
    path: url.pathname.replace(/\/+$/, ''),
  };
}

/** @param {unknown} error */
function failureAnswer(host, error) {
  if (error instanceof Error && error.message === 'upstream timeout') {
    return jsonAnswer(
      504,
      'GatewayTimeout',
      `${host} did not answer within ${UPSTREAM_TIMEOUT_MS / 1000} s.`,
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return jsonAnswer(502, 'BadGateway', `The relay could not reach ${host}: ${reason}`);
}

/**
 * @param {{ tables: import('../oci-tables.mjs').OciTables, tenancies: readonly string[], hostSuffix?: string, ociEndpoint?: string }} options
 *   the OCI tables, the tenancy OCIDs calls are forwarded for, a custom host suffix accepted as
 *   a region, and a base to send calls to instead of the regional hosts (tests only).
 */
export function createForwardRelay({ tables, tenancies, hostSuffix, ociEndpoint }) {
  checkHostSuffix(hostSuffix, tables);
  const allowed = new Set(tenancies.map((tenancy) => tenancy.toLowerCase()));
  const base = upstreamBase(ociEndpoint);

  /** @param {import('./relay-call.mjs').RelayCall} call */
  function forward(call) {
    const route = routeCall(call.target, tables, hostSuffix);
    if ('refused' in route) return Promise.resolve(route.refused);
    const signature = readSignature(call.headers.authorization);
    if (!signature.ok) {
      const message =
        signature.reason === 'unsigned'
          ? 'The Authorization header is missing: add a profile under Settings → Profiles.'
          : 'The Authorization header names no tenancy this relay can read.';
      return Promise.resolve(jsonAnswer(401, 'NotAuthenticated', message));
    }
    if (!allowed.has(signature.tenancy)) {
      return Promise.resolve(
        jsonAnswer(
          403,
          'NotAllowed',
          allowed.size === 0
            ? 'This console forwards no calls: it was started without a tenancy (--tenancy).'
            : `This console forwards calls only for the tenancies it serves; ${signature.tenancy} is not one of them.`,
        ),
      );
    }
    const unforwarded = signature.signedHeaders.find((name) => !SIGNABLE.has(name));
    if (unforwarded !== undefined) {
      return Promise.resolve(
        jsonAnswer(
          400,
          'InvalidParameter',
          `The signature covers ${unforwarded}, a header the relay does not forward.`,
        ),
      );
    }
    const method = call.method.toUpperCase();
    /** @type {Record<string, string>} */
    const headers = { host: route.host };
    for (const name of [...FORWARDED_REQUEST_HEADERS, ...SIGNATURE_HEADERS]) {
      const value = call.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = BODY_METHODS.has(method) ? (call.body ?? Buffer.alloc(0)) : undefined;
    if (body !== undefined) headers['content-length'] = String(body.length);
    const protocol = base?.protocol ?? 'https:';
    const send = protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const outgoing = send(
        {
          protocol,
          hostname: base?.hostname ?? route.host,
          port: base?.port || undefined,
          ...(base === undefined ? { servername: route.host } : {}),
          path: `${base?.path ?? ''}${route.rest}`,
          method,
          headers,
          agent: AGENTS[protocol],
          // The response must begin in time; a slow body is the caller's to wait for.
          timeout: UPSTREAM_TIMEOUT_MS,
        },
        (incoming) => {
          outgoing.setTimeout(0);
          resolve(
            passBack({
              host: route.host,
              method,
              status: incoming.statusCode ?? 502,
              header: (name) => {
                const value = incoming.headers[name];
                return Array.isArray(value) ? value.join(', ') : value;
              },
              body: incoming,
              discard: () => incoming.resume(),
            }).catch((error) => failureAnswer(route.host, error)),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timeout')));
      outgoing.on('error', (error) => resolve(failureAnswer(route.host, error)));
      outgoing.end(body);
    });
  }

  return { kind: 'forward', forward };
}
