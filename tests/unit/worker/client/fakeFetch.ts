/** A fetch that records every request and answers from a script, for the call layer's tests. */
import type { OperationSpec } from '../../../../src/oci/operations';
import type { RequestBody } from '../../../../src/worker/client';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: RequestBody | undefined;
}

export type Responder = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export interface FakeFetch {
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
}

let answered = 0;

/** An answer as OCI gives it: JSON, with an opc-request-id (pass `'opc-request-id': ''` to leave it out). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  answered += 1;
  const all: Record<string, string> = {
    'content-type': 'application/json',
    'opc-request-id': `fake-${answered}`,
    ...headers,
  };
  if (all['opc-request-id'] === '') delete all['opc-request-id'];
  return new Response(status === 204 ? null : text, {
    status,
    headers: all,
  });
}

export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers });
}

/**
 * A body that fits what `op` answers (src/oci/operations/answers.ts), for the tests of what a call
 * sends: the worker refuses an answer that does not fit its operation.
 */
export function sampleAnswer(op: OperationSpec): unknown {
  if (op.returns === 'none') return undefined;
  const declared: Readonly<Record<string, unknown>> = {
    getNamespace: 'axaxnpcrorw5',
    listRegionSubscriptions: [],
    listResourceTypes: [],
    searchListings: [],
    getResourceType: { name: 'Instance' },
    getBulkUploadTemplate: { template: '' },
  };
  if (Object.hasOwn(declared, op.name)) return declared[op.name];
  if (op.semantics.kind === 'list') return op.semantics.shape === 'array' ? [] : { items: [] };
  if (op.semantics.kind === 'custom') return { items: [] };
  return { id: 'ocid1.fake.oc1..answer' };
}

/** Answers every request as OCI answers `op`. */
export const answering =
  (op: OperationSpec): Responder =>
  () =>
    jsonResponse(200, sampleAnswer(op));

/** By default every call is answered as OCI answers a create: the resource, with its id. */
/** The address a fetch was given, however it was given. */
export function urlOf(input: string | URL | Request): string {
  return input instanceof Request ? input.url : input.toString();
}

/** A request's body as the JSON text it must be; a failure names what was sent instead. */
export function jsonBody(body: RequestBody | undefined): string {
  if (typeof body !== 'string')
    throw new Error(`The body is not JSON text: ${body === undefined ? 'none' : body.constructor.name}`);
  return body;
}

export function fakeFetch(
  respond: Responder = () => jsonResponse(200, { id: 'ocid1.fake.oc1..answer' }),
): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: urlOf(input),
      headers,
      body: (init.body ?? undefined) as RequestBody | undefined,
    };
    requests.push(request);
    return respond(request, requests.length - 1);
  };
  return { fetch: fetchImpl, requests };
}

/**
 * A fetch that never answers. Like a real fetch it rejects when its signal aborts, unless
 * `ignoreSignal` is set (a stuck implementation the time limit must still end).
 */
export function hangingFetch(ignoreSignal = false): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    requests.push({ method: init.method ?? 'GET', url: urlOf(input), headers: {}, body: undefined });
    return new Promise<Response>((_resolve, reject) => {
      if (ignoreSignal) return;
      init.signal?.addEventListener('abort', () => {
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
  return { fetch: fetchImpl, requests };
}

/** Ids in order: ID1, ID2, … so generated headers can be written out in expectations. */
export function sequentialIds(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `ID${n}`;
  };
}
