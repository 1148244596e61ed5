/**
 * The outbox's `send`, made from the call layer: the operation is looked up and the request
 * built, signed (by the client's request interceptors) and sent at sending time, never when the
 * change was queued, since OCI refuses a signature more than five minutes old. The entry's
 * retry token and etag go as the opcRetryToken and ifMatch header parameters.
 */
import { OPERATION_BY_NAME } from '../../oci/operations';
import { toFailure } from '../client/failure';
import type { OciClient } from '../client/types';
import type { OutboxSend } from './types';

/** `clientFor` answers the client of a region (the change's region, not the one on screen). */
export function clientSend(clientFor: (region: string) => Pick<OciClient, 'call'>): OutboxSend {
  return async (call) => {
    const spec = OPERATION_BY_NAME.get(call.operation);
    if (spec === undefined) {
      return {
        ok: false,
        failure: {
          kind: 'validation',
          message: `Unknown operation ${call.operation}`,
          operation: call.operation,
        },
      };
    }
    try {
      const answer = await clientFor(call.region).call(spec, {
        ...call.params,
        ...(call.retryToken === undefined ? {} : { opcRetryToken: call.retryToken }),
        ...(call.ifMatch === undefined ? {} : { ifMatch: call.ifMatch }),
      });
      const { opcWorkRequestId, etag } = answer.headers;
      return {
        ok: true,
        status: answer.status,
        ...(answer.body === undefined ? {} : { body: answer.body }),
        ...(opcWorkRequestId === undefined ? {} : { workRequestId: opcWorkRequestId }),
        ...(etag === undefined ? {} : { etag }),
      };
    } catch (error) {
      return { ok: false, failure: toFailure(error) };
    }
  };
}
