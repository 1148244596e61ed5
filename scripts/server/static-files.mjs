// The build's files: immutable caching for hashed assets, no-cache (revalidated with an ETag, a
// 304 when unchanged) for the shell, the service worker and the rest, the app shell for every page
// address (deep links hold OCIDs, with dots), and a real 404 for a missing asset. Nothing outside
// the build folder and nothing under a dot folder (.server/ holds what the server itself reads).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

export const TYPES = {
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
function wantsDocument(headers) {
  const dest = headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return /\btext\/html\b/i.test(headers.accept ?? '');
}

/** @param {string} file @param {string} base */
async function regularFile(file, base) {
  let info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  return info?.isFile() && (file === base || file.startsWith(base + sep)) ? { file, info } : undefined;
}

/**
 * The route handler of every other GET and HEAD.
 * @param {string} root the build folder
 */
export function staticFiles(root) {
  const base = resolve(root);
  /**
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  return async function serveFile(request, reply) {
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    let path;
    try {
      path = normalize(decodeURIComponent(pathname));
    } catch {
      return reply.code(400).type(TYPES['.txt']).send('Bad request: the address is not valid.');
    }
    const resolved = resolve(join(base, path));
    const hidden = path.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.');
    if (resolved !== base && !resolved.startsWith(base + sep)) {
      return reply.code(403).send();
    }
    let found = hidden ? undefined : await regularFile(resolved, base);
    if (!found) {
      // A page gets the app shell, whatever its last segment holds (an OCID has dots); only the
      // kinds of file this server serves are assets, and a missing one is a real 404.
      const kind = extname(path).toLowerCase();
      if (!wantsDocument(request.headers) && Object.hasOwn(TYPES, kind) && kind !== '.html') {
        return reply.code(404).type(TYPES['.txt']).send('Not found');
      }
      found = await regularFile(join(base, 'index.html'), base);
      if (!found) return reply.code(404).type(TYPES['.txt']).send('Not found');
    }
    const { file, info } = found;
    const hashed = /[.-][A-Za-z0-9_-]{8,}\.(js|css)$/.test(file) && file.includes(`${sep}assets${sep}`);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply
      .type(TYPES[extname(file)] ?? 'application/octet-stream')
      .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('etag', etag);
    const presented = request.headers['if-none-match'];
    if (typeof presented === 'string' && presented.split(/\s*,\s*/).includes(etag)) {
      return reply.code(304).send();
    }
    reply.header('content-length', info.size);
    // fastify answers HEAD from this GET handler: it keeps the length and drops the stream.
    return reply.send(createReadStream(file));
  };
}
