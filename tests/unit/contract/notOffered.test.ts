/**
 * Which failed reads are a sentence, not an error: an API the tenancy lacks (404) or a policy the
 * user lacks (401, 403); a failure that may pass, or a session that ended, stays an error to act on.
 */
import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../src/contract/failure';
import { notOfferedToCaller } from '../../../src/contract/failurePolicy';

const http = (status: number, code: string): ConsoleFailure => ({ kind: 'http', status, code, message: '' });

describe('notOfferedToCaller', () => {
  it('takes 404, 401 and 403 as not offered', () => {
    expect(notOfferedToCaller(http(404, 'NotAuthorizedOrNotFound'))).toBe(true);
    expect(notOfferedToCaller(http(401, 'NotAuthenticated'))).toBe(true);
    expect(notOfferedToCaller(http(403, 'Forbidden'))).toBe(true);
  });

  it('leaves what may pass, a refusal of the request and no network to the error panel', () => {
    expect(notOfferedToCaller(http(500, 'InternalServerError'))).toBe(false);
    expect(notOfferedToCaller(http(429, 'TooManyRequests'))).toBe(false);
    expect(notOfferedToCaller(http(400, 'InvalidParameter'))).toBe(false);
    expect(notOfferedToCaller({ kind: 'network', message: 'offline' })).toBe(false);
  });
});
