/**
 * The call layer with its resilience: every call goes through the circuit breaker of its service
 * host, and reads (GET, and the POST searches marked readOnly) are retried with backoff, sending
 * the same prepared request (same opc-request-id) each time. Mutations are sent once here: the
 * outbox retries them later with their stored opc-retry-token.
 */
import type { OperationSpec } from '../../oci/operations/types';
import { CircuitBreaker } from './breaker';
import { createClient } from './client';
import { paginateWith } from './paginate';
import { withRetry, type RetryOptions } from './retry';
import type {
  CallOptions,
  CallParams,
  ClientConfig,
  OciClient,
  OciResponse,
  PreparedRequest,
  SendOptions,
} from './types';

export interface ResilientClientConfig extends ClientConfig {
  /** Retry settings of reads (attempts, sleep, random); the signal comes from each call. */
  readonly retry?: Omit<RetryOptions, 'signal'>;
  /** A breaker shared with other clients; by default one of its own on the config's clock. */
  readonly breaker?: CircuitBreaker;
  /** Whether the device has a network, for the breaker's own (failures without one are not the host's). */
  readonly isOnline?: () => boolean;
}

export interface ResilientClient extends OciClient {
  readonly breaker: CircuitBreaker;
}

/** Whether repeating the call cannot change anything: GET, or a POST that only searches. */
export function isReadOnly(op: OperationSpec): boolean {
  return op.method === 'GET' || op.readOnly === true;
}

export function createResilientClient(config: ResilientClientConfig): ResilientClient {
  const client = createClient(config);
  const breaker =
    config.breaker ??
    new CircuitBreaker({
      ...(config.now === undefined ? {} : { now: config.now }),
      ...(config.isOnline === undefined ? {} : { isOnline: config.isOnline }),
    });

  async function send<T = unknown>(
    prepared: PreparedRequest,
    options: SendOptions = {},
  ): Promise<OciResponse<T>> {
    const once = (): Promise<OciResponse<T>> =>
      breaker.run(prepared.host, () => client.send<T>(prepared, options));
    if (!isReadOnly(prepared.operation)) return once();
    return withRetry(once, {
      ...(config.now === undefined ? {} : { now: config.now }),
      ...config.retry,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  }

  async function call<T = unknown>(
    op: OperationSpec,
    params: CallParams = {},
    options: CallOptions = {},
  ): Promise<OciResponse<T>> {
    return send<T>(client.prepare(op, params, options), options);
  }

  function paginate<T = unknown>(
    op: OperationSpec,
    params: CallParams = {},
    options: CallOptions = {},
  ): AsyncGenerator<OciResponse<T>, void, undefined> {
    return paginateWith<T>(call, op, params, options, config.usePublicForms === true);
  }

  return { call, paginate, prepare: client.prepare, send, breaker };
}
