/**
 * What a handler answers, and the OCI error answers: a JSON body `{ code, message }` with the
 * real codes. Handlers throw an `ApiError`; the dispatcher turns it into its answer.
 */

export interface AppliedChange {
  readonly operation: string;
  readonly resourceId?: string;
}

export interface Reply {
  readonly status: number;
  /** Sent as JSON; absent for an empty answer. */
  readonly body?: unknown;
  /** Sent as is (an HTML page, a locale file), with `contentType`. */
  readonly text?: string;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The mutation this answer applied, for the applied log. */
  readonly applied?: AppliedChange;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function errorReply(
  status: number,
  code: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Reply {
  return { status, body: { code, message }, headers };
}

export const missingParameter = (name: string, operation: string): ApiError =>
  new ApiError(400, 'MissingParameter', `Missing required parameter ${name} when calling ${operation}`);

export const invalidParameter = (message: string): ApiError => new ApiError(400, 'InvalidParameter', message);

export const notFound = (what = 'resource'): ApiError =>
  new ApiError(404, 'NotAuthorizedOrNotFound', `Authorization failed or requested ${what} not found.`);

export const incorrectState = (message: string): ApiError => new ApiError(409, 'IncorrectState', message);

export const conflict = (message: string): ApiError => new ApiError(409, 'Conflict', message);

export const noEtagMatch = (): ApiError =>
  new ApiError(412, 'NoEtagMatch', "The if-match header does not match the resource's current etag.");

/** The code OCI answers for a status, for injected errors. */
export function codeForStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'InvalidParameter',
    401: 'NotAuthenticated',
    404: 'NotAuthorizedOrNotFound',
    409: 'Conflict',
    412: 'NoEtagMatch',
    429: 'TooManyRequests',
    500: 'InternalServerError',
    502: 'BadGateway',
    503: 'ServiceUnavailable',
    504: 'GatewayTimeout',
  };
  return codes[status] ?? 'InternalServerError';
}

/** An answer as bytes go out: what a retry token remembers and replays. */
export interface WireReply {
  readonly status: number;
  readonly text?: string;
  readonly contentType?: string;
  readonly headers: Readonly<Record<string, string>>;
}

export function toWire(reply: Reply): WireReply {
  if (reply.text !== undefined)
    return {
      status: reply.status,
      text: reply.text,
      contentType: reply.contentType ?? 'text/plain; charset=utf-8',
      headers: reply.headers ?? {},
    };
  if (reply.body === undefined) return { status: reply.status, headers: reply.headers ?? {} };
  return {
    status: reply.status,
    text: JSON.stringify(reply.body),
    contentType: 'application/json',
    headers: reply.headers ?? {},
  };
}
