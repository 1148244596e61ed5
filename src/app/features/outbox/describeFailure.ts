/**
 * A failure as the outbox view shows it: what happened in plain words (the failure policy's words
 * for its outcome), the service's own message, and the facts support needs (HTTP status and code,
 * opc-request-id).
 */
import type { ConsoleFailure } from '../../../contract/failure';
import { policyOf } from '../../../contract/failurePolicy';
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

export function describeFailure(failure: ConsoleFailure): FailureFacts {
  const hint: OutboxKey = policyOf(failure).messageKey;
  if (failure.kind === 'http') {
    return {
      hint,
      message: failure.message,
      code: `${failure.status} ${failure.code}`,
      ...(failure.opcRequestId === undefined ? {} : { requestId: failure.opcRequestId }),
    };
  }
  return { hint, message: failure.message };
}
