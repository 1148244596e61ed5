/**
 * What a call can throw. Each class maps to one kind of ConsoleFailure (see toFailure), which is
 * what crosses the worker boundary; the classes themselves stay inside the worker.
 */
import type { InvalidAnswerReason } from '../../contract/failure';

/** An answer outside 200–299: the response object, thrown after the error handler saw it. */
export class OciHttpError extends Error {
  override readonly name = 'OciHttpError';
  readonly status: number;
  /** The `code` of the OCI error body, or the status text where the body has none. */
  readonly code: string;
  readonly opcRequestId: string | undefined;
  /** Every response header, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body, the text where it is not JSON, or undefined when empty. */
  readonly body: unknown;
  /** Retry-After, in milliseconds from when the answer arrived. */
  readonly retryAfterMs: number | undefined;
  /** A 401 the device clock explains: server time minus ours when the request was signed. */
  readonly clockSkewMs: number | undefined;
  /** The request was signed with a session token (keyId `ST$…`). */
  readonly sessionToken: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    opcRequestId?: string;
    headers: Readonly<Record<string, string>>;
    body: unknown;
    retryAfterMs?: number;
    clockSkewMs?: number;
    sessionToken?: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.opcRequestId = init.opcRequestId;
    this.headers = init.headers;
    this.body = init.body;
    this.retryAfterMs = init.retryAfterMs;
    this.clockSkewMs = init.clockSkewMs;
    this.sessionToken = init.sessionToken === true;
  }
}

/** Refused before any request: a missing required parameter, a call a real region lacks. */
export class OciValidationError extends Error {
  override readonly name = 'OciValidationError';
  readonly parameter: string | undefined;
  readonly operation: string | undefined;

  constructor(message: string, details: { parameter?: string; operation?: string } = {}) {
    super(message);
    this.parameter = details.parameter;
    this.operation = details.operation;
  }
}

/** A 2xx answer that is not OCI JSON: a captive portal's HTML page, truncated JSON. */
export class OciInvalidResponseError extends Error {
  override readonly name = 'OciInvalidResponseError';
  readonly status: number;
  readonly reason: InvalidAnswerReason;

  constructor(message: string, status: number, reason: InvalidAnswerReason = 'malformed') {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

/** No answer: offline, connection refused or dropped. */
export class OciNetworkError extends Error {
  override readonly name = 'OciNetworkError';
}

/** No answer within the time limit. */
export class OciTimeoutError extends Error {
  override readonly name = 'OciTimeoutError';
  readonly afterMs: number;

  constructor(afterMs: number) {
    super(`No answer within ${afterMs} ms`);
    this.afterMs = afterMs;
  }
}

/** The caller aborted the call. */
export class OciAbortError extends Error {
  override readonly name = 'OciAbortError';

  constructor(message = 'The call was aborted') {
    super(message);
  }
}

/** The circuit breaker of the host is open: nothing was sent. */
export class OciCircuitOpenError extends Error {
  override readonly name = 'OciCircuitOpenError';
  readonly host: string;
  /** Epoch ms from when a probe may be sent. */
  readonly retryAt: number;

  constructor(host: string, retryAt: number) {
    super(`${host} is failing; calls to it are paused`);
    this.host = host;
    this.retryAt = retryAt;
  }
}
