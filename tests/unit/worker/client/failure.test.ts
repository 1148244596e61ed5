/** Every error of the call layer as the plain failure that crosses the worker boundary. */
import { describe, expect, it } from 'vitest';
import {
  OciAbortError,
  OciCircuitOpenError,
  OciHttpError,
  OciInvalidResponseError,
  OciNetworkError,
  OciTimeoutError,
  OciValidationError,
  toFailure,
} from '../../../../src/worker/client';

describe('toFailure', () => {
  it.each([
    [
      'an HTTP error, code and message from its body, request id from its header',
      new OciHttpError({
        status: 429,
        code: 'TooManyRequests',
        message: 'Too many requests for the tenancy',
        opcRequestId: 'R1',
        headers: { 'opc-request-id': 'R1', 'retry-after': '2' },
        body: { code: 'TooManyRequests', message: 'Too many requests for the tenancy' },
        retryAfterMs: 2000,
      }),
      {
        kind: 'http',
        status: 429,
        code: 'TooManyRequests',
        message: 'Too many requests for the tenancy',
        opcRequestId: 'R1',
        retryAfterMs: 2000,
      },
    ],
    [
      'an HTTP error without request id or Retry-After',
      new OciHttpError({ status: 412, code: 'NoEtagMatch', message: 'etag', headers: {}, body: undefined }),
      { kind: 'http', status: 412, code: 'NoEtagMatch', message: 'etag' },
    ],
    [
      'a validation error',
      new OciValidationError('Missing required parameter projectId when calling getProject', {
        parameter: 'projectId',
        operation: 'getProject',
      }),
      {
        kind: 'validation',
        message: 'Missing required parameter projectId when calling getProject',
        parameter: 'projectId',
        operation: 'getProject',
      },
    ],
    [
      'an invalid response',
      new OciInvalidResponseError('not JSON', 200),
      { kind: 'invalid-response', message: 'not JSON', status: 200, reason: 'malformed' },
    ],
    ['a network error', new OciNetworkError('offline'), { kind: 'network', message: 'offline' }],
    ['a timeout', new OciTimeoutError(5), { kind: 'timeout', message: 'No answer within 5 ms', afterMs: 5 }],
    ['an abort', new OciAbortError(), { kind: 'aborted', message: 'The call was aborted' }],
    ['a DOM abort', new DOMException('stopped', 'AbortError'), { kind: 'aborted', message: 'stopped' }],
    [
      'an open circuit',
      new OciCircuitOpenError('h', 42),
      { kind: 'circuit-open', message: 'h is failing; calls to it are paused', host: 'h', retryAt: 42 },
    ],
    ['any other error', new Error('signer has no key'), { kind: 'validation', message: 'signer has no key' }],
    ['a thrown string', 'boom', { kind: 'validation', message: 'boom' }],
  ])('maps %s', (_name, error, failure) => {
    expect(toFailure(error)).toEqual(failure);
  });

  it('gives plain data that survives structured cloning', () => {
    const failure = toFailure(
      new OciHttpError({ status: 500, code: 'X', message: 'm', headers: {}, body: {} }),
    );
    expect(structuredClone(failure)).toEqual(failure);
  });
});
