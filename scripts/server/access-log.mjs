// One JSON line per request on the server's log (standard output by default): the method, the
// path without its query (a launch token travels in a query), the status, how long it took, how
// many body bytes were sent, and the request id. Never a header: no cookie, no Authorization (a
// signature names the key), no token. The log is pino's, through fastify's logger; fastify's own
// request lines are off (they hold the query), and its error lines get the same request shape.
import { randomUUID } from 'node:crypto';

/** The longest path written to the log; a longer one is cut (the log is not a store). */
const MAX_LOGGED_PATH = 512;
/** A request id taken from the caller (the console's opc-request-id): letters, digits, a few marks. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const SENT = Symbol('field-console.sentBytes');

/**
 * The path of a request target, without its query, cut to MAX_LOGGED_PATH.
 * @param {string | undefined} target
 */
export function loggedPath(target) {
  const path = (target ?? '/').split('?')[0] ?? '/';
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * fastify's logger settings: JSON lines, ISO times, level names, no process fields, and a request
 * shape that never carries a query or a header.
 * @param {import('node:stream').Writable | undefined} stream where the lines go (stdout by default)
 */
export function loggerOptions(stream) {
  return {
    level: 'info',
    base: undefined,
    // pino's own isoTime, written here so that pino stays fastify's dependency, not ours.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    serializers: {
      req: (req) => ({ method: req.method, path: loggedPath(req.url) }),
      res: (res) => ({ status: res.statusCode }),
    },
    ...(stream === undefined ? {} : { stream }),
  };
}

/**
 * The request id: the caller's opc-request-id when it is a plain id (so one id joins the
 * console, this log and OCI's), else a new one.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestId(req) {
  const given = req.headers['opc-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Counts the body bytes a response writes (its headers excluded).
 * @param {import('node:http').ServerResponse & { [SENT]?: number }} res
 */
function countBytes(res) {
  res[SENT] = 0;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const add = (chunk, encoding) => {
    if (typeof chunk === 'string')
      res[SENT] += Buffer.byteLength(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    else if (chunk instanceof Uint8Array) res[SENT] += chunk.byteLength;
  };
  res.write = (chunk, ...rest) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (chunk !== undefined && typeof chunk !== 'function') add(chunk, rest[0]);
    return end(chunk, ...rest);
  };
}

/**
 * Whether the whole answer was written: ended, or every byte its Content-Length announced.
 * @param {import('node:http').ServerResponse & { [SENT]?: number }} res
 */
function answered(res) {
  if (res.writableEnded) return true;
  const length = Number(res.getHeader('content-length'));
  return Number.isFinite(length) && (res[SENT] ?? 0) >= length;
}

/**
 * Adds the access log to a fastify instance: one `request` line per answer sent, and one
 * `request aborted` line for a request whose caller went away before its answer was written.
 * Both are written when the response closes, which it always does. An answer is sent when the
 * server ended it, or when every byte its Content-Length announced was written: a caller that
 * closes its connection the moment the last byte arrives, before a streamed file's end reaches
 * the response, still gets its `request` line with its status and bytes.
 * @param {import('fastify').FastifyInstance} app
 */
export function addAccessLog(app) {
  app.addHook('onRequest', (request, reply, done) => {
    countBytes(reply.raw);
    reply.raw.once('close', () => {
      const path = loggedPath(request.url);
      if (!answered(reply.raw)) {
        request.log.info({ method: request.method, path }, 'request aborted');
        return;
      }
      request.log.info(
        {
          method: request.method,
          path,
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
          bytes: reply.raw[SENT] ?? 0,
        },
        'request',
      );
    });
    done();
  });
}
