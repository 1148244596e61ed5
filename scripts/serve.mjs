// Serves the production build (dist/) on loopback: immutable caching for hashed assets,
// no-cache for the shell and the service worker, the app shell for every page address (deep
// links hold OCIDs, with dots), the runtime configuration the console reads at start (which
// endpoint, which locale host), and on every answer the security headers of headers.mjs with a
// Content-Security-Policy derived from that same configuration. Loopback Host names only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { COMMON_HEADERS, contentSecurityPolicy, inlineScriptHashes, isLoopbackHost } from './headers.mjs';
import { loadOciTables } from './oci-tables.mjs';
import { TOKEN_PARAMETER, tokenCookie, tokenMatches } from './relay-token.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** A request for a page (a navigation), not for an asset. */
function wantsDocument(req) {
  const dest = req.headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return /\btext\/html\b/i.test(req.headers.accept ?? '');
}

/**
 * @param {{ root?: string, port?: number, config: Record<string, unknown>, relay?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void, token?: string }} options
 *   root folder of the build, port (0 picks one), the runtime configuration, the relay's handler
 *   and its launch token (swapped for a cookie when a page is opened with `?token=`).
 */
export async function startStaticServer({ root = 'dist', port = 4173, config, relay, token }) {
  const base = resolve(root);
  const realmDomains = config.mode === 'direct' ? (await loadOciTables()).realmDomains : [];
  // The shell's inline script (the precached search form's words), allowed by its hash.
  const shell = await readFile(join(base, 'index.html'), 'utf8').catch(() => '');
  const pageHeaders = {
    ...COMMON_HEADERS,
    'content-security-policy': contentSecurityPolicy(config, realmDomains, inlineScriptHashes(shell)),
  };
  const server = createServer(async (req, res) => {
    for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
    try {
      if (!isLoopbackHost(req.headers.host)) {
        res
          .writeHead(421, { 'content-type': TYPES['.txt'] })
          .end('Misdirected request: use the loopback address.');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/field-console.config.json') {
        res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
        res.end(JSON.stringify(config));
        return;
      }
      if (relay && url.pathname.startsWith('/relay/')) {
        req.url = url.pathname.slice('/relay'.length) + url.search;
        relay(req, res);
        return;
      }
      if (token !== undefined && url.searchParams.has(TOKEN_PARAMETER)) {
        // The launch token becomes a cookie, and the address loses it (history, screenshots).
        const presented = url.searchParams.get(TOKEN_PARAMETER);
        url.searchParams.delete(TOKEN_PARAMETER);
        const headers = { location: url.pathname + url.search, 'cache-control': 'no-store' };
        if (tokenMatches(presented, token)) headers['set-cookie'] = tokenCookie(token);
        res.writeHead(303, headers).end();
        return;
      }
      let path;
      try {
        path = normalize(decodeURIComponent(url.pathname));
      } catch {
        res.writeHead(400, { 'content-type': TYPES['.txt'] }).end('Bad request: the address is not valid.');
        return;
      }
      let file = resolve(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      let info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => undefined);
      }
      if (!info) {
        // A page gets the app shell, whatever its last segment holds (an OCID has dots); only
        // the kinds of file this server serves are assets, and a missing one is a real 404.
        if (
          !wantsDocument(req) &&
          Object.hasOwn(TYPES, extname(path).toLowerCase()) &&
          extname(path) !== '.html'
        ) {
          res.writeHead(404, { 'content-type': TYPES['.txt'] }).end('Not found');
          return;
        }
        file = join(base, 'index.html');
      }
      const body = await readFile(file);
      const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css)$/.test(file) && file.includes(`${sep}assets${sep}`);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': TYPES['.txt'] }).end('The server could not answer.');
    }
  });
  await new Promise((done, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
