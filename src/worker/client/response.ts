/**
 * Reading an answer: the headers that matter, the OCI error of a status outside 200–299, and the
 * JSON body of a success, refusing anything that is not OCI JSON (a captive portal's page with
 * status 200, a body cut off by a dropped connection).
 */
import { parseRetryAfter } from '../../contract/failurePolicy';
import { answerMismatch } from '../../oci/operations/answers';
import type { OperationSpec } from '../../oci/operations/types';
import { OciHttpError, OciInvalidResponseError } from './errors';
import type { OciResponseHeaders } from './types';

/** An answer whose body has been read in full. */
export interface RawAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly text: string;
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

const PICKED_HEADERS = {
  opcNextPage: 'opc-next-page',
  etag: 'etag',
  opcRequestId: 'opc-request-id',
  opcWorkRequestId: 'opc-work-request-id',
  retryAfter: 'retry-after',
  date: 'date',
} as const satisfies Record<keyof OciResponseHeaders, string>;

export function responseHeaders(headers: Headers): OciResponseHeaders {
  const picked: Partial<Record<keyof OciResponseHeaders, string>> = {};
  for (const [key, name] of Object.entries(PICKED_HEADERS) as [keyof OciResponseHeaders, string][]) {
    const value = headers.get(name);
    if (value !== null) picked[key] = value;
  }
  return picked;
}

function allHeaders(headers: Headers): Record<string, string> {
  const all: Record<string, string> = {};
  headers.forEach((value, name) => {
    all[name] = value;
  });
  return all;
}

function parseLoosely(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function stringField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = (value as Record<string, unknown>)[field];
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/**
 * The error of an answer outside 200–299, code and message from its `{ code, message }` body;
 * `clockSkewMs` when the device clock explains a 401 (client/skew.ts).
 */
export function httpError(
  answer: RawAnswer,
  now: number,
  clockSkewMs?: number,
  sessionToken = false,
): OciHttpError {
  const body = parseLoosely(answer.text);
  const statusLine = `HTTP ${answer.status}${answer.statusText === '' ? '' : ` ${answer.statusText}`}`;
  const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'), now);
  const opcRequestId = answer.headers.get('opc-request-id') ?? undefined;
  return new OciHttpError({
    status: answer.status,
    code: stringField(body, 'code') ?? (answer.statusText.replace(/\s+/g, '') || `Http${answer.status}`),
    message: stringField(body, 'message') ?? statusLine,
    headers: allHeaders(answer.headers),
    body,
    ...(opcRequestId === undefined ? {} : { opcRequestId }),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    ...(clockSkewMs === undefined ? {} : { clockSkewMs }),
    ...(sessionToken ? { sessionToken } : {}),
  });
}

/**
 * The one rule of what counts as OCI's answer to a call: every OCI answer carries
 * opc-request-id, and its body is what the operation answers (oci/operations/answers.ts: a get or
 * a create answers the resource, with its id; a list its items). An empty 200, a 204 without the
 * header, or `{"status":"login required"}` from a proxy may come from anything on the way: the
 * call may or may not have been applied, so it is an invalid answer, never a success.
 */
export function checkOciAnswer(answer: RawAnswer, op: OperationSpec, body: unknown): void {
  if (answer.headers.get('opc-request-id') === null) {
    throw new OciInvalidResponseError(
      `The answer to ${op.name} has no opc-request-id: it did not come from OCI (a proxy?)`,
      answer.status,
      'not-oci',
    );
  }
  const mismatch = answerMismatch(op, body);
  if (mismatch !== undefined) {
    throw new OciInvalidResponseError(
      `The answer to ${op.name} is not what OCI answers (${mismatch})`,
      answer.status,
      'malformed',
    );
  }
}

/**
 * The parsed body of a 2xx answer: undefined when empty (where the call answers nothing); throws
 * when it is not JSON or not OCI's answer (checkOciAnswer).
 */
export function successBody(answer: RawAnswer, op: OperationSpec): unknown {
  const body = parsedBody(answer, op);
  checkOciAnswer(answer, op, body);
  return op.returns === 'none' ? undefined : body;
}

function parsedBody(answer: RawAnswer, op: OperationSpec): unknown {
  if (answer.text.trim() === '') return undefined;
  const contentType = answer.headers.get('content-type');
  if (contentType !== null && !/\bjson\b/i.test(contentType)) {
    throw new OciInvalidResponseError(
      `The answer to ${op.name} is ${contentType}, not JSON (a captive portal or a proxy?)`,
      answer.status,
      'not-json',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    throw new OciInvalidResponseError(`The answer to ${op.name} is not valid JSON (cut off?)`, answer.status);
  }
  return body;
}
