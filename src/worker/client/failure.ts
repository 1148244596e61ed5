/**
 * Errors as plain data (STYLE rule 2): every error the call layer throws maps to one
 * ConsoleFailure, which is what crosses the worker boundary.
 */
import type { ConsoleFailure } from '../../contract/failure';
import {
  OciAbortError,
  OciCircuitOpenError,
  OciHttpError,
  OciInvalidResponseError,
  OciNetworkError,
  OciTimeoutError,
  OciValidationError,
} from './errors';

function isDomAbort(error: unknown): boolean {
  return typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The failure an error stands for. Anything the call layer did not make itself (an interceptor
 * that threw, a bug) is a validation failure: it happened before any answer, and repeating the
 * call would not help.
 */
export function toFailure(error: unknown): ConsoleFailure {
  if (error instanceof OciHttpError) {
    return {
      kind: 'http',
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.opcRequestId === undefined ? {} : { opcRequestId: error.opcRequestId }),
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
      ...(error.clockSkewMs === undefined ? {} : { clockSkewMs: error.clockSkewMs }),
      ...(error.sessionToken ? { sessionToken: true } : {}),
    };
  }
  if (error instanceof OciValidationError) {
    return {
      kind: 'validation',
      message: error.message,
      ...(error.parameter === undefined ? {} : { parameter: error.parameter }),
      ...(error.operation === undefined ? {} : { operation: error.operation }),
    };
  }
  if (error instanceof OciInvalidResponseError) {
    return { kind: 'invalid-response', message: error.message, status: error.status, reason: error.reason };
  }
  if (error instanceof OciNetworkError) return { kind: 'network', message: error.message };
  if (error instanceof OciTimeoutError)
    return { kind: 'timeout', message: error.message, afterMs: error.afterMs };
  if (error instanceof OciAbortError || isDomAbort(error)) {
    return { kind: 'aborted', message: error instanceof Error ? error.message : 'The call was aborted' };
  }
  if (error instanceof OciCircuitOpenError) {
    return { kind: 'circuit-open', message: error.message, host: error.host, retryAt: error.retryAt };
  }
  return { kind: 'validation', message: error instanceof Error ? error.message : String(error) };
}
