// `/relay/…`: the route both relays sit behind. Before a relay sees a call, the server checks
// that it comes from the console's own pages (Sec-Fetch-Site: same-origin, or an Origin the
// server serves; a request with neither — another local process, an old browser — is refused),
// that the signing relay's launch cookie is there, that the caller is under its rate limit, and
// that the body is under the limit (refused as soon as it passes it, never read whole first).
import rateLimit from '@fastify/rate-limit';
import { cookiesHoldToken } from '../relay-token.mjs';
import { jsonAnswer } from './relay-call.mjs';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const NOT_THE_CONSOLE = 'The relay only serves the console’s own pages.';

/**
 * Why the caller is refused, or undefined when it is the console.
 * @param {import('fastify').FastifyRequest} request
 * @param {{ origins: ReadonlySet<string>, token?: string }} rules
 */
export function callerRefusal(request, { origins, token }) {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined && site !== 'same-origin') return NOT_THE_CONSOLE;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    const given = String(origin).toLowerCase();
    if (given !== own && !origins.has(given)) return NOT_THE_CONSOLE;
  } else if (site !== 'same-origin') {
    return NOT_THE_CONSOLE;
  }
  if (token !== undefined && !cookiesHoldToken(request.headers.cookie, token)) {
    return 'Open the console with the address the server printed (it holds the launch token).';
  }
  return undefined;
}

/** @param {import('fastify').FastifyReply} reply @param {import('./relay-call.mjs').RelayAnswer} answer */
function sendAnswer(reply, answer) {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * Registers `/relay/*` for a relay.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ relay: import('./relay-call.mjs').Relay, origins: readonly string[], bodyLimit: number, rateLimit: number }} options
 *   the relay, the public origins, the largest body in bytes, and calls per minute per client
 *   (0: no limit).
 */
export async function addRelayRoute(app, { relay, origins, bodyLimit, rateLimit: perMinute }) {
  const rules = { origins: new Set(origins.map((o) => o.toLowerCase())), token: relay.token };
  await app.register(async (scope) => {
    // The body as bytes, whatever its type: a relay forwards exactly what it received.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
      done(null, body);
    });
    scope.setErrorHandler((error, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) {
        reply.header('connection', 'close');
        return sendAnswer(
          reply,
          jsonAnswer(413, 'RequestEntityTooLarge', `The relay takes bodies up to ${bodyLimit} bytes.`),
        );
      }
      if (status === 429) {
        return sendAnswer(reply, jsonAnswer(429, 'TooManyRequests', error.message));
      }
      if (status >= 400 && status < 500) {
        return sendAnswer(reply, jsonAnswer(status, 'InvalidParameter', 'The request could not be read.'));
      }
      request.log.error({ err: { message: error.message } }, 'relay failed');
      return sendAnswer(
        reply,
        jsonAnswer(502, 'RelayError', `The relay could not complete the call: ${error.message}`),
      );
    });
    if (perMinute > 0) {
      await scope.register(rateLimit, {
        global: true,
        max: perMinute,
        timeWindow: 60_000,
        // Per client address (behind a trusted proxy, the address it reports).
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many calls through this relay: ${context.max} a minute per client; try again in ${context.after}.`,
        }),
      });
    }
    scope.route({
      method: METHODS,
      url: '/relay/*',
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const refused = callerRefusal(request, rules);
        if (refused) return sendAnswer(reply, jsonAnswer(403, 'NotAllowed', refused));
        const answer = await relay.forward({
          method: request.method,
          target: request.url.slice('/relay'.length),
          headers: request.headers,
          ...(Buffer.isBuffer(request.body) ? { body: request.body } : {}),
        });
        return sendAnswer(reply, answer);
      },
    });
  });
}
