/**
 * The one read cache of the app, TanStack Query's, over the worker's kept reads: screens asking
 * the same read share one request while it is under way and one answer after; a read refetches
 * when the device comes back online and when the window is looked at again, if its answer is
 * stale; and a kept copy (the worker's records table, which is what persists) shows at once with
 * its age.
 *
 * The network mode is `always`: the query function asks the worker, not the network, and the
 * worker answers an offline read at once with the copy it kept (coreApi.read), with the failure
 * that says why. Pausing the query offline, TanStack's default, would hide that copy.
 */
import { onlineManager, QueryClient, type QueryObserverResult } from '@tanstack/react-query';
import type { ConsoleFailure, Result } from '../../contract/failure';
import type { CallForm } from '../../worker/client/types';
import type { ReadAnswer } from '../../worker/coreApi';

/** How long a fresh answer is good for: no refetch on focus or reconnect within it. */
export const FRESH_FOR_MS = 30_000;

export type ReadState<T> =
  | { readonly status: 'loading'; readonly previous?: ReadyState<T> }
  | ReadyState<T>
  | { readonly status: 'error'; readonly failure: ConsoleFailure };

export interface ReadyState<T> {
  readonly status: 'ready';
  readonly data: T;
  readonly etag?: string;
  readonly opcNextPage?: string;
  readonly fetchedAt: number;
  readonly fromCache: boolean;
  /** Why the kept copy is shown, when it is. */
  readonly failure?: ConsoleFailure;
}

/** The worker's read (coreApi.read), as the cache calls it. */
export type ReadFunction = (
  operation: string,
  params: Readonly<Record<string, unknown>>,
  region?: string,
  form?: CallForm,
) => Promise<Result<ReadAnswer>>;

/** What a read is asked with; `operation` null means "nothing to read yet" (a form not filled in). */
export interface ReadRequest {
  readonly operation: string | null;
  readonly params: Readonly<Record<string, unknown>>;
  readonly region?: string;
  readonly form?: CallForm;
}

/** Thrown by the query function so the cache keeps the failure as the read's error. */
export class ReadFailure extends Error {
  constructor(readonly failure: ConsoleFailure) {
    super(failure.message);
  }
}

/** What the cache needs of the browser to know whether the device is online. */
export interface NetworkSource {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * The cache's network state follows the browser's from the start. TanStack's own starts online
 * and changes only on an event, so a console opened without signal (from the service worker)
 * took the return of the network for no change, and a read that had failed offline — a page
 * never opened before, shown from the local index — was never asked again.
 */
export function followNetwork(source: NetworkSource): void {
  onlineManager.setEventListener((setOnline) => {
    const update = (): void => {
      setOnline(source.navigator.onLine);
    };
    update();
    source.addEventListener('online', update);
    source.addEventListener('offline', update);
    return () => {
      source.removeEventListener('online', update);
      source.removeEventListener('offline', update);
    };
  });
}

/**
 * A read cache, mounted: it listens to focus and to the network from here on (what a
 * QueryClientProvider would do; the hooks are given the client, so no provider is needed).
 */
export function createReadClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // The worker's call layer already retries what may pass; a second layer would multiply it.
        retry: false,
        // A screen opened asks again, showing what it had meanwhile: what a change just made
        // (the outbox, out of this cache's sight) is seen at once. Screens open together share it.
        refetchOnMount: 'always',
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
        // A kept copy shown for a failure is stale at once: the next chance (back online, the
        // window looked at again) asks the service.
        staleTime: (query) => {
          const answer = query.state.data as ReadAnswer | undefined;
          return answer?.fromCache === true ? 0 : FRESH_FOR_MS;
        },
      },
    },
  });
  // TanStack takes the device as online until an `offline` event says otherwise: a console
  // opened offline would never see the connection come back, and never ask again.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  client.mount();
  return client;
}

let shared: QueryClient | undefined;

/** The app's one read cache, following the browser's network state. */
export function readClient(): QueryClient {
  if (shared === undefined && typeof window !== 'undefined') followNetwork(window);
  shared ??= createReadClient();
  return shared;
}

/**
 * The query of one read: keyed by operation, region, form and parameters (TanStack hashes the
 * parameters with their keys sorted, so `{a, b}` and `{b, a}` are one read).
 */
export function readQueryOptions(read: ReadFunction, request: ReadRequest) {
  const { operation, params, region, form } = request;
  return {
    queryKey: ['read', operation, region ?? null, form ?? null, params] as const,
    enabled: operation !== null,
    queryFn: async (): Promise<ReadAnswer> => {
      if (operation === null) throw new Error('Nothing to read');
      const result = await read(operation, params, region, form);
      if (!result.ok) throw new ReadFailure(result.failure);
      return result.value;
    },
  };
}

function ready<T>(answer: ReadAnswer): ReadyState<T> {
  return {
    status: 'ready',
    // The body is the operation's answer, checked by the worker against its schema.
    data: answer.body as T,
    ...(answer.etag === undefined ? {} : { etag: answer.etag }),
    ...(answer.opcNextPage === undefined ? {} : { opcNextPage: answer.opcNextPage }),
    fetchedAt: answer.fetchedAt,
    fromCache: answer.fromCache,
    ...(answer.failure === undefined ? {} : { failure: answer.failure }),
  };
}

function failureOf(error: unknown): ConsoleFailure {
  if (error instanceof ReadFailure) return error.failure;
  return { kind: 'validation', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The cache's state of a read as screens know it: loading (with the answer it had, while it asks
 * again), ready, or the failure.
 */
export function toReadState<T>(result: QueryObserverResult<ReadAnswer>): ReadState<T> {
  const answer = result.data;
  if (result.fetchStatus === 'fetching' || result.status === 'pending') {
    return answer === undefined ? { status: 'loading' } : { status: 'loading', previous: ready<T>(answer) };
  }
  if (result.status === 'error') return { status: 'error', failure: failureOf(result.error) };
  return ready<T>(result.data);
}
