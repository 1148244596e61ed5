// Serves the production build (dist/) on loopback: immutable caching for hashed assets,
// no-cache for the shell and the service worker, an SPA fallback, and the runtime
// configuration the console reads at start (which endpoint, which locale host).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/**
 * @param {{ root?: string, port?: number, config: Record<string, unknown>, relay?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void }} options
 */
export async function startStaticServer({ root = 'dist', port = 4173, config, relay }) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
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
      const path = normalize(decodeURIComponent(url.pathname));
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
        // Navigations get the app shell; a missing asset is a real 404.
        if (extname(path) !== '' && !path.endsWith('.html')) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        file = join(base, 'index.html');
      }
      const body = await readFile(file);
      const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css)$/.test(file) && file.includes(`${sep}assets${sep}`);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
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
