/**
 * Starts an outbox in its worker: the start drain (claims left by a crashed or reloaded tab are
 * released and resent), then a drain each time the connection returns. The worker's global
 * scope fires `online`; `visibilitychange` exists only in the page, which forwards it through
 * the worker API as `drain('visible')`.
 */
import type { ConsoleFailure } from '../../oci/failure';
import type { Outbox } from './types';

/** The part of WorkerGlobalScope used here. */
export interface OnlineEventSource {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/** Answers a function that stops listening. Failures of these drains go to `onError`. */
export function bindReplayTriggers(
  source: OnlineEventSource,
  outbox: Pick<Outbox, 'drain'>,
  onError: (failure: ConsoleFailure) => void,
): () => void {
  const report = (trigger: 'start' | 'online'): void => {
    void outbox.drain(trigger).then((result) => {
      if (!result.ok) onError(result.failure);
    });
  };
  const onOnline = (): void => report('online');
  source.addEventListener('online', onOnline);
  report('start');
  return () => source.removeEventListener('online', onOnline);
}
