/**
 * One OCI call: `/<service>/<region>/<base path><path>`, or a real regional host's Host header
 * and `/<base path><path>` (apiAddress.ts), matched against the routes derived from the catalogue, the signature checked (when required), the parameters checked against the
 * operation, due lifecycle steps applied, a retry token's first answer replayed, then the
 * operation's handler. Every applied mutation is logged with its retry token.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SERVICE_KEYS } from '../src/oci/services';
import { apiAddress } from './apiAddress';
import { CallInput, checkCall } from './callInput';
import { handlerFor } from './handlers/handlerFor';
import { lookupKey } from './keyLookup';
import { ApiError, errorReply, notFound, toWire, type Reply, type WireReply } from './reply';
import { requestFingerprint } from './retryTokens';
import type { Router } from './router';
import { parseBody } from './requestBody';
import { verifyRequest } from './signature';
import type { EmulatorState } from './state';

export interface ApiRequest {
  readonly method: string;
  readonly url: URL;
  /** The request target as received, for the signature. */
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
  readonly raw: Buffer;
  readonly requestId: string;
}

function headerRecord(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers))
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function checkSignature(state: EmulatorState, request: ApiRequest): void {
  const result = verifyRequest(
    {
      method: request.method,
      path: request.target,
      headers: headerRecord(request.headers),
      body: request.method === 'GET' || request.method === 'DELETE' ? undefined : request.raw,
    },
    (keyId) => lookupKey(state, keyId),
    state.clock.now(),
  );
  if (!result.ok) throw new ApiError(401, result.code, result.message);
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The answer to an API call; `dropAfterApply` learns whether it applied a mutation. */
export async function handleApi(
  state: EmulatorState,
  router: Router,
  request: ApiRequest,
): Promise<WireReply & { readonly applied: boolean }> {
  try {
    const { service, regionId, restPath } = apiAddress(request.url.pathname, header(request.headers, 'host'));
    if (!(SERVICE_KEYS as readonly string[]).includes(service)) throw notFound(`service '${service}'`);
    const region = state.region(regionId);
    if (region === undefined) throw notFound(`region '${regionId}'`);
    const match = router.match(request.method, service, restPath);
    if (match === undefined) throw notFound(`operation ${request.method} ${restPath}`);
    if (match === 'wrong-method')
      throw new ApiError(405, 'MethodNotAllowed', `${request.method} is not allowed on ${restPath}.`);
    if (state.options.requireSignature) checkSignature(state, request);
    const body = parseBody(request.raw, header(request.headers, 'content-type'));
    const input = new CallInput(match.route, match.params, request.url.searchParams, request.headers, body);
    checkCall(input);
    const now = state.clock.now();
    state.scheduler.advance(now);
    const handler = handlerFor(match.route.op);
    if (handler === undefined)
      throw new ApiError(500, 'InternalServerError', `No handler serves ${match.route.op.name}.`);
    const token = request.method === 'GET' ? undefined : header(request.headers, 'opc-retry-token');
    const fingerprint =
      token === undefined
        ? ''
        : requestFingerprint(request.method, `/${service}${restPath}${request.url.search}`, body);
    if (token !== undefined) {
      const replay = state.retryTokens.replay(regionId, token, fingerprint, now);
      if (replay) return { ...replay, applied: false };
    }
    const reply: Reply = await handler({ state, region, input, requestId: request.requestId });
    if (reply.applied) {
      state.applied.record({
        ...reply.applied,
        retryToken: token,
        at: state.clock.iso(),
        region: regionId,
        requestId: request.requestId,
      });
    }
    const wire = toWire(reply);
    if (token !== undefined && reply.status >= 200 && reply.status < 300) {
      state.retryTokens.remember(regionId, token, fingerprint, `${request.method} ${restPath}`, wire, now);
    }
    return { ...wire, applied: reply.applied !== undefined };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        ...toWire(errorReply(error.status, error.code, error.message, error.headers)),
        applied: false,
      };
    if (error instanceof URIError)
      return {
        ...toWire(errorReply(400, 'InvalidParameter', 'The request path is not correctly encoded.')),
        applied: false,
      };
    const message = error instanceof Error ? error.message : String(error);
    console.error(`emulator: ${request.method} ${request.url.pathname} failed: ${message}`);
    return { ...toWire(errorReply(500, 'InternalServerError', message)), applied: false };
  }
}
