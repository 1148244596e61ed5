/**
 * The call layer (docs/ARCHITECTURE.md, "The call layer"): one generic call built from the
 * operation catalogue.
 */
export { createClient, DEFAULT_TIMEOUT_MS } from './client';
export { createResilientClient, isReadOnly } from './resilient';
export type { ResilientClient, ResilientClientConfig } from './resilient';
export {
  OciAbortError,
  OciCircuitOpenError,
  OciHttpError,
  OciInvalidResponseError,
  OciNetworkError,
  OciTimeoutError,
  OciValidationError,
} from './errors';
export { toFailure } from './failure';
export { clockSkewOf, MAX_CLOCK_SKEW_MS, NOT_AUTHENTICATED_SKEW_MS } from './skew';
export type { SkewClock } from './skew';
export { withRetry, sleep, DEFAULT_MAX_ATTEMPTS } from './retry';
export type { RetryOptions } from './retry';
export { CircuitBreaker } from './breaker';
export type { CallOutcome, CircuitBreakerOptions, CircuitState, CircuitTicket } from './breaker';
export { publicOperation } from './prepare';
export { MAX_PAGES, readEveryPage } from './paginate';
export { realHost } from './endpoint';
export type * from './types';
