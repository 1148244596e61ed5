// The console's one server, for `npm start`, `npm run serve` and the tests: the production
// build (static-files.mjs), the runtime configuration the console reads at start (which mode,
// which endpoint, which locale host), `/healthz` and `/readyz`, and a relay at `/relay/` when one
// is given (relay-route.mjs). On every answer: the security headers of headers.mjs, with a
// Content-Security-Policy derived from the configuration, and HSTS over HTTPS; one JSON access-log
// line per request (server/access-log.mjs). Only the Host names it serves are answered (loopback
// and the `origins`); HTTPS from a certificate on disk that is reloaded when renewed, or behind a
// TLS proxy whose X-Forwarded-Proto/-Host are honoured only from `trustProxy` addresses.
//
// Built on fastify rather than node:http: it brings what a server on a network needs and that
// was hand-written or missing here — trust of proxy headers by CIDR (proxy-addr), a close that
// lets requests in flight finish and answers 503 to new ones on open connections, body limits
// enforced while reading, request ids and JSON logging (pino), and a maintained rate limiter.
import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import Fastify, { LogController } from 'fastify';
import { API_POLICY, COMMON_HEADERS, contentSecurityPolicy, inlineScriptHashes } from './headers.mjs';
import { loadOciTables } from './oci-tables.mjs';
import { TOKEN_PARAMETER, addressWithoutToken, tokenCookie, tokenMatches } from './relay-token.mjs';
import { addAccessLog, loggedPath, loggerOptions, requestId } from './server/access-log.mjs';
import { hostAllowlist, httpsOnlyHosts, normalHost } from './server/hosts.mjs';
import { addRelayRoute } from './server/relay-route.mjs';
import { createIdentityDomain } from './server/identity-domain.mjs';
import { cookieKey } from './server/sign-in-cookie.mjs';
import { addSignInRoutes } from './server/sign-in-route.mjs';
import { staticFiles, TYPES } from './server/static-files.mjs';
import { readTlsPair, watchTlsPair } from './server/tls.mjs';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_RATE_LIMIT = 1200;
/** HSTS on every answer over HTTPS: a year; subdomains are left to their own servers. */
export const HSTS = 'max-age=31536000';

/** The address to print and to test against: loopback for an unspecified listen address. */
function localUrl(listen, port, secure) {
  const host = listen === '0.0.0.0' || listen === '::' ? '127.0.0.1' : listen;
  return `${secure ? 'https' : 'http'}://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/**
 * The request's origin as the browser sees it (its Host already checked against the allowlist):
 * the configured origin of that host when there is one — behind a TLS proxy the server was not
 * told to trust, the browser is still on https — else the scheme and Host it came with.
 * @param {import('fastify').FastifyRequest} request
 * @param {readonly string[]} origins
 */
function originOf(request, origins) {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = normalHost(request.host, protocol);
  return origins.find((origin) => new URL(origin).host === host) ?? `${protocol}://${request.host}`;
}

/**
 * @param {import('./serve.d.mts').ServerOptions} options
 * @returns {Promise<import('./serve.d.mts').StaticServer>}
 */
export async function startStaticServer({
  root = 'dist',
  port = 4173,
  listen = '127.0.0.1',
  config,
  relay,
  origins = [],
  tls,
  trustProxy = [],
  bodyLimit = DEFAULT_BODY_LIMIT,
  rateLimit = DEFAULT_RATE_LIMIT,
  logStream,
  log = false,
  signIn,
  fetch: send = globalThis.fetch,
}) {
  const realmDomains = config.mode === 'direct' ? (await loadOciTables({ dist: root })).realmDomains : [];
  // The shell's inline script (the precached search form's words), allowed by its hash.
  const shell = await readFile(join(root, 'index.html'), 'utf8').catch(() => '');
  const pagePolicy = contentSecurityPolicy(config, realmDomains, inlineScriptHashes(shell));
  const allowed = hostAllowlist(origins);
  // Where the server can tell whether a request came over TLS (it speaks TLS itself, or trusted
  // proxies say so), an https origin's host is served over HTTPS only.
  const httpsOnly = tls !== undefined || trustProxy.length > 0 ? httpsOnlyHosts(origins) : () => false;
  // With a relay and no endpoint given, the console calls `/relay` on the origin it was opened at.
  const relayEndpoint = relay !== undefined && config.endpoint === undefined;
  // The console offers "Sign in with <name>" when the deployment names an identity domain.
  const served = signIn === undefined ? config : { ...config, signIn: { name: signIn.name } };

  const app = Fastify({
    logger: log ? loggerOptions(logStream) : false,
    // fastify's own request lines hold the query (a launch token): the access log replaces them.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
    bodyLimit,
    ...(tls ? { https: readTlsPair(tls) } : {}),
    // Slow senders do not hold a connection for ever; a relay call waits at most a minute upstream.
    requestTimeout: 120_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: (_error, request, reply) => {
      securityHeaders(request, reply);
      request.log.info({ method: request.method, path: loggedPath(request.url), status: 400 }, 'request');
      reply.code(400).type(TYPES['.txt']).send('Bad request: the address is not valid.');
    },
  });
  let ready = false;

  /** The headers of every answer: security headers, the policy of a page or of data, HSTS. */
  function securityHeaders(request, reply) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const data = path.startsWith('/relay/') || path === '/healthz' || path === '/readyz';
    reply.headers(COMMON_HEADERS);
    reply.header('content-security-policy', data ? API_POLICY : pagePolicy);
    if (data) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  }

  if (log) addAccessLog(app);
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request, reply);
    const probe = request.url === '/healthz' || request.url === '/readyz';
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    // Probes come by address (a pod's IP), and say nothing a stranger could use.
    if (!probe && !allowed(request.host, protocol)) {
      reply
        .code(421)
        .type(TYPES['.txt'])
        .send('Misdirected request: this server does not serve that host name.');
      return;
    }
    if (!probe && protocol === 'http' && httpsOnly(request.host)) {
      reply
        .code(421)
        .type(TYPES['.txt'])
        .send('Misdirected request: this host name is served over HTTPS only.');
      return;
    }
    done();
  });

  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));
  app.get('/readyz', (_request, reply) =>
    ready ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'not ready' }),
  );
  app.get('/field-console.config.json', (request, reply) => {
    const answer = relayEndpoint ? { ...served, endpoint: `${originOf(request, origins)}/relay` } : served;
    reply.type(TYPES['.json']).header('cache-control', 'no-cache').send(JSON.stringify(answer));
  });
  if (signIn !== undefined) {
    addSignInRoutes(app, {
      domain: createIdentityDomain({ ...signIn, fetch: send }),
      cookieKey: cookieKey(signIn),
      origins,
      originOf: (request) => originOf(request, origins),
    });
  }
  if (relay !== undefined) {
    await addRelayRoute(app, { relay, origins, bodyLimit, rateLimit });
  }
  const files = staticFiles(root);
  app.get('/*', (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    if (relay?.token !== undefined && url.searchParams.has(TOKEN_PARAMETER)) {
      // The launch token becomes a cookie, and the address loses it (history, screenshots).
      const presented = url.searchParams.get(TOKEN_PARAMETER);
      reply
        .code(303)
        .header('location', addressWithoutToken(request.url))
        .header('cache-control', 'no-store');
      if (tokenMatches(presented, relay.token)) reply.header('set-cookie', tokenCookie(relay.token));
      return reply.send();
    }
    return files(request, reply);
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).type(TYPES['.txt']).send('Not found');
  });
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: { message: error.message } }, 'request failed');
    reply
      .code(status >= 400 ? status : 500)
      .type(TYPES['.txt'])
      .send(status >= 500 ? 'The server could not answer.' : 'Bad request.');
  });

  await app.listen({ port, host: listen });
  const watcher = tls ? watchTlsPair(app.server, tls, app.log) : undefined;
  ready = true;
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let closing;
  return {
    url: localUrl(listen, actualPort, tls !== undefined),
    port: actualPort,
    reloadTls: () => watcher?.reload(),
    stopReady() {
      ready = false;
    },
    close() {
      ready = false;
      closing ??= (async () => {
        watcher?.stop();
        await app.close();
        return undefined;
      })();
      return closing;
    },
    forceClose() {
      app.server.closeAllConnections?.();
    },
  };
}
