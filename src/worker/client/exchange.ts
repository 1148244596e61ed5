/**
 * One HTTP exchange under a time limit: fetch, then the whole body. Whatever goes wrong becomes
 * one of the call layer's errors: the caller's abort, the time limit, or the network.
 */
import { OciAbortError, OciNetworkError, OciTimeoutError } from './errors';
import type { RawAnswer } from './response';
import type { OciRequest } from './types';

export interface ExchangeOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/**
 * Sends the request and reads the answer in full. The time limit covers both, and holds even
 * against a fetch that ignores its abort signal.
 */
export async function exchange(
  fetchImpl: typeof fetch,
  request: OciRequest,
  { timeoutMs, signal }: ExchangeOptions,
): Promise<RawAnswer> {
  if (signal?.aborted === true) throw new OciAbortError();
  const controller = new AbortController();
  let timedOut = false;
  let callerAborted = false;
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  // Rejections of `stopped` are handled by the race below; this keeps an unraced one quiet.
  stopped.catch(() => undefined);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new OciTimeoutError(timeoutMs));
  }, timeoutMs);
  const onAbort = (): void => {
    callerAborted = true;
    controller.abort(new OciAbortError());
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await Promise.race([
      fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: controller.signal,
      }),
      stopped,
    ]);
    const text = await Promise.race([response.text(), stopped]);
    return { status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    if (callerAborted) throw new OciAbortError();
    if (timedOut) throw new OciTimeoutError(timeoutMs);
    const message = error instanceof Error ? error.message : String(error);
    throw new OciNetworkError(`The request failed: ${message}`, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
