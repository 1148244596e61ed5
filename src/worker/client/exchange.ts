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

/** Read through a call, so a check before an await does not narrow the one after it. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** Settles only by rejecting, with the signal's reason, once it aborts. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        const reason: unknown = signal.reason;
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
      { once: true },
    );
  });
  // The race below handles the rejection; this keeps it quiet once the race is over.
  aborted.catch(() => undefined);
  return aborted;
}

/**
 * Sends the request and reads the answer in full. The time limit covers both, and holds even
 * against a fetch that ignores its abort signal. Which signal fired tells the caller's abort
 * (checked first, so an abort is never reported as a timeout) from the time limit.
 */
export async function exchange(
  fetchImpl: typeof fetch,
  request: OciRequest,
  { timeoutMs, signal }: ExchangeOptions,
): Promise<RawAnswer> {
  if (isAborted(signal)) throw new OciAbortError();
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal === undefined ? deadline : AbortSignal.any([signal, deadline]);
  const stopped = rejectOnAbort(stop);
  try {
    const response = await Promise.race([
      fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: stop,
      }),
      stopped,
    ]);
    const text = await Promise.race([response.text(), stopped]);
    return { status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    if (isAborted(signal)) throw new OciAbortError();
    if (deadline.aborted) throw new OciTimeoutError(timeoutMs);
    const message = error instanceof Error ? error.message : String(error);
    throw new OciNetworkError(`The request failed: ${message}`, { cause: error });
  }
}
