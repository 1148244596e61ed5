/**
 * A failure as the outbox view shows it: what happened in plain words (by kind), the service's
 * own message, and the facts support needs (HTTP status and code, opc-request-id).
 */
import type { ConsoleFailure } from '../../../oci/failure';
import type { OutboxKey } from './outboxText';

export interface FailureFacts {
  /** The plain-words explanation of this kind of failure. */
  readonly hint: OutboxKey;
  /** The failure's own message, as the service or the call layer wrote it. */
  readonly message: string;
  /** `412 NoEtagMatch`, for an HTTP failure. */
  readonly code?: string;
  readonly requestId?: string;
}

const HINTS: Readonly<Record<ConsoleFailure['kind'], OutboxKey>> = {
  http: 'failure.http',
  network: 'failure.network',
  timeout: 'failure.timeout',
  'invalid-response': 'failure.invalidResponse',
  validation: 'failure.validation',
  'circuit-open': 'failure.circuitOpen',
  query: 'failure.validation',
  storage: 'failure.storage',
  aborted: 'failure.aborted',
};

function httpHint(status: number): OutboxKey {
  if (status === 429) return 'failure.throttled';
  if (status === 412) return 'failure.conflict';
  if (status === 401 || status === 403) return 'failure.denied';
  if (status === 404) return 'failure.notFound';
  if (status >= 500) return 'failure.serverError';
  return 'failure.http';
}

export function describeFailure(failure: ConsoleFailure): FailureFacts {
  if (failure.kind === 'http') {
    return {
      hint: httpHint(failure.status),
      message: failure.message,
      code: `${failure.status} ${failure.code}`,
      ...(failure.opcRequestId === undefined ? {} : { requestId: failure.opcRequestId }),
    };
  }
  return { hint: HINTS[failure.kind], message: failure.message };
}
