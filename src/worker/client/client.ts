/**
 * The one generic call of the console (spec document 1 §5, §7, §8): every operation of the
 * catalogue is sent by `call(operation, params)`.
 */
import type { OperationSpec } from '../../oci/operations/types';
import { forwardedUrl } from './endpoint';
import { exchange } from './exchange';
import type { OciHttpError } from './errors';
import { randomHexId } from '../../contract/ids';
import { paginateWith } from './paginate';
import { prepareRequest, type PrepareContext } from './prepare';
import { httpError, isSuccess, responseHeaders, successBody, type RawAnswer } from './response';
import { clockSkewOf } from './skew';
import type {
  CallOptions,
  CallParams,
  ClientConfig,
  OciClient,
  OciRequest,
  OciResponse,
  PreparedRequest,
  PrepareOptions,
  SendOptions,
} from './types';

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The Authorization header of a request signed with a session token (keyId `ST$<token>`). */
const SESSION_KEY_ID = /keyId="ST\$/;

function logError(error: OciHttpError): void {
  console.error(error);
}

export function createClient(config: ClientConfig): OciClient {
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const errorHandler = config.errorHandler ?? logError;
  const clock = config.clock;
  const now = config.now ?? (clock === undefined ? Date.now : () => clock.now());
  const context: PrepareContext = {
    region: config.region,
    usePublicForms: config.usePublicForms === true,
    randomId: config.randomId ?? randomHexId,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(config.hostSuffix === undefined ? {} : { hostSuffix: config.hostSuffix }),
  };

  function prepare(
    op: OperationSpec,
    params: CallParams = {},
    options: PrepareOptions = {},
  ): PreparedRequest {
    return prepareRequest(op, params, context, options);
  }

  async function send<T = unknown>(
    prepared: PreparedRequest,
    options: SendOptions = {},
  ): Promise<OciResponse<T>> {
    // A fresh copy per attempt: a signer adds its headers to this one, not to the prepared request.
    const attempt = async (): Promise<{
      readonly answer: RawAnswer;
      readonly signedAt: number;
      readonly offset: number;
      readonly sessionToken: boolean;
    }> => {
      const signedAt = clock?.now() ?? now();
      const offset = clock?.offsetMs() ?? 0;
      let request: OciRequest = {
        method: prepared.method,
        url: prepared.url,
        headers: { ...prepared.headers },
        ...(prepared.body === undefined ? {} : { body: prepared.body }),
      };
      for (const interceptor of config.requestInterceptors ?? []) {
        request = await interceptor(request);
      }
      // Signed for the real host; sent to the forwarding relay, which sends it there unchanged.
      if (config.forwardTo !== undefined) {
        request = {
          ...request,
          url: forwardedUrl(config.forwardTo, prepared.service, config.region, request.url),
        };
      }
      const answer = await exchange(fetchImpl, request, {
        timeoutMs,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      });
      return { answer, signedAt, offset, sessionToken: SESSION_KEY_ID.test(request.headers.authorization ?? '') };
    };
    const first = await attempt();
    let last = first;
    const skew = clock === undefined ? undefined : clockSkewOf(first.answer, first.signedAt);
    if (clock !== undefined && skew !== undefined) {
      // Requests refused together measure the same skew: the first to read it corrects the clock.
      if (clock.offsetMs() === first.offset) clock.correct(skew);
      last = await attempt();
    }
    const answer = last.answer;
    if (!isSuccess(answer.status)) {
      // A 401 the clock still explains after the correction is told as a clock problem.
      const error = httpError(answer, now(), clockSkewOf(answer, last.signedAt), last.sessionToken);
      errorHandler(error);
      throw error;
    }
    let response: OciResponse = {
      status: answer.status,
      body: successBody(answer, prepared.operation),
      headers: responseHeaders(answer.headers),
    };
    for (const interceptor of config.responseInterceptors ?? []) {
      response = await interceptor(response);
    }
    return response as OciResponse<T>;
  }

  async function call<T = unknown>(
    op: OperationSpec,
    params: CallParams = {},
    options: CallOptions = {},
  ): Promise<OciResponse<T>> {
    return send<T>(prepare(op, params, options), options);
  }

  function paginate<T = unknown>(
    op: OperationSpec,
    params: CallParams = {},
    options: CallOptions = {},
  ): AsyncGenerator<OciResponse<T>, void, undefined> {
    return paginateWith<T>(call, op, params, options, context.usePublicForms === true);
  }

  return { call, paginate, prepare, send };
}
