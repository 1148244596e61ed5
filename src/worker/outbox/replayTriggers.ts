/**
 * Starts an outbox in its worker: the start drain (claims left by a crashed or reloaded tab are
 * released and resent), then a drain each time the worker's global scope fires `online`. That
 * event is not reliable in a worker (Chromium does not fire it when the page's connection is
 * switched), so the page forwards its own `online`, and the outbox looks by itself while offline.
 * `visibilitychange` exists only in the page, which forwards it as `drain('visible')`.
 */
import type { ConsoleFailure } from '../../contract/failure';
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
  const onOnline = (): void => {
    report('online');
  };
  source.addEventListener('online', onOnline);
  report('start');
  return () => {
    source.removeEventListener('online', onOnline);
  };
}
