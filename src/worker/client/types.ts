/**
 * The shapes the call layer works with: its configuration, a request as interceptors see it,
 * a prepared request that a retry loop or the outbox sends again, and a parsed answer.
 */
import type { CollectionFormat, HttpMethod, OperationSpec } from '../../oci/operations/types';
import type { ServiceKey } from '../../oci/services';
import type { OciHttpError } from './errors';
import type { SkewClock } from './skew';

export type RequestBody = string | FormData | URLSearchParams;

/** A request just before fetch: what a request interceptor (the signer) receives and returns. */
export interface OciRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: RequestBody;
}

/** The response headers that matter to the console, by their SDK names. */
export interface OciResponseHeaders {
  readonly opcNextPage?: string;
  readonly etag?: string;
  readonly opcRequestId?: string;
  readonly opcWorkRequestId?: string;
  readonly retryAfter?: string;
  readonly date?: string;
}

/** A successful (2xx) answer, its JSON body parsed (undefined when empty). */
export interface OciResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: OciResponseHeaders;
}

export type RequestInterceptor = (request: OciRequest) => OciRequest | Promise<OciRequest>;
export type ResponseInterceptor = (response: OciResponse) => OciResponse | Promise<OciResponse>;

export interface ClientConfig {
  /**
   * Region id of the region table (`us-ashburn-1`), or exactly `hostSuffix`; anything else is
   * refused before a request is built.
   */
  readonly region: string;
  /** A custom host suffix (`region.example.com`) allowed as a region: an explicit start option only. */
  readonly hostSuffix?: string;
  /**
   * The emulator or a same-origin relay. Requests then go to
   * `${endpoint}/${serviceKey}/${region}${basePath}${path}` instead of the real service host.
   */
  readonly endpoint?: string;
  /**
   * A forwarding relay (`/relay` on the console's own origin). Requests are prepared and signed
   * for the real regional host, then sent to `${forwardTo}/${serviceKey}/${region}${path}`, and
   * the relay sends them on to that host unchanged. Not with `endpoint`.
   */
  readonly forwardTo?: string;
  readonly fetch?: typeof fetch;
  /** Time limit of one attempt, answer body included. Default 30 s. */
  readonly timeoutMs?: number;
  /** Receives every answer outside 200–299 before it is thrown. Default: console.error. */
  readonly errorHandler?: (error: OciHttpError) => void;
  /** Run in order just before fetch, on every attempt (a signer signs at sending time). */
  readonly requestInterceptors?: readonly RequestInterceptor[];
  /** Run in order on every successful answer. */
  readonly responseInterceptors?: readonly ResponseInterceptor[];
  /** Send the public form of calls where a real region differs from the specification. */
  readonly usePublicForms?: boolean;
  /** Clock in epoch ms (Retry-After dates). Default: the skew clock's, else Date.now. */
  readonly now?: () => number;
  /**
   * The clock requests are signed with. When given, a 401 whose Date header shows this clock
   * off by more than OCI allows corrects it and sends the request once more, signed again.
   */
  readonly clock?: SkewClock;
  /** Generator of opc-request-id and opc-retry-token values. Default: 32 upper-case hex chars. */
  readonly randomId?: () => string;
}

/** Parameters of one call by their SDK names: path, query, header (`opcRequestId`…) and body. */
export type CallParams = Readonly<Record<string, unknown>>;

export interface PrepareOptions {
  /** Overrides the operation's and the service's base path (the VMware enrichment's /20230701). */
  readonly basePath?: string;
  /** Overrides the collection format of array query parameters, by parameter name. */
  readonly collectionFormats?: Readonly<Partial<Record<string, CollectionFormat>>>;
  /**
   * `public`: send the operation's public form whatever the client's `usePublicForms`, for a call
   * the console needs in the shape a real region answers (the log search's log lines).
   */
  readonly form?: CallForm;
}

/** Which form of an operation a call asks for; the endpoint decides when none is asked. */
export type CallForm = 'public';

export interface SendOptions {
  readonly signal?: AbortSignal;
}

export interface CallOptions extends PrepareOptions, SendOptions {}

/**
 * A request built and checked once, sent as many times as needed: every attempt carries the same
 * opc-request-id and opc-retry-token. Plain data (with a JSON body), so it can also be stored.
 */
export interface PreparedRequest extends OciRequest {
  /** The operation as sent: its public form applied when the client uses public forms. */
  readonly operation: OperationSpec;
  readonly service: ServiceKey;
  /** The real service host, whatever the endpoint: the circuit breaker's key. */
  readonly host: string;
}

export interface OciClient {
  /** Checks, builds and sends one call. */
  call<T = unknown>(op: OperationSpec, params?: CallParams, options?: CallOptions): Promise<OciResponse<T>>;
  /** Every page of a list, following opc-next-page through the `page` parameter. */
  paginate<T = unknown>(
    op: OperationSpec,
    params?: CallParams,
    options?: CallOptions,
  ): AsyncGenerator<OciResponse<T>, void, undefined>;
  /** Checks and builds a call without sending it; throws OciValidationError. */
  readonly prepare: (op: OperationSpec, params?: CallParams, options?: PrepareOptions) => PreparedRequest;
  /** Sends a prepared request once (interceptors, time limit, answer checks). */
  send<T = unknown>(prepared: PreparedRequest, options?: SendOptions): Promise<OciResponse<T>>;
}
