/**
 * Keeps an instance's page on its current state: reads it again as soon as a change about it leaves
 * the outbox (sent from this page, a list, or a queue kept from an earlier visit), and while it
 * passes through STARTING or STOPPING, again at the flows' poll interval (docs/ARCHITECTURE.md,
 * "A flow") until it settles; paused offline. `answeredAt` (the last answer's time) schedules the
 * next read after each answer.
 */
import { useEffect, useRef } from 'react';
import { INSTANCE_PASSING_STATES } from '../../../oci/instanceActions';
import { DEFAULT_POLL_INTERVAL_MS } from '../../../machines/polling';
import { useOnline } from '../../pwa/useOnline';

export interface FollowedInstance {
  readonly lifecycleState: string | undefined;
  readonly answeredAt: number | undefined;
  /** Whether a change about it waits in the outbox. */
  readonly pending: boolean;
}

export function useFollowLifecycle(
  { lifecycleState, answeredAt, pending }: FollowedInstance,
  refresh: () => void,
): void {
  const online = useOnline();
  const passing = lifecycleState !== undefined && INSTANCE_PASSING_STATES.has(lifecycleState);
  useEffect(() => {
    if (!passing || !online) return;
    const timer = window.setTimeout(refresh, DEFAULT_POLL_INTERVAL_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [passing, online, answeredAt, refresh]);

  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) refresh();
    wasPending.current = pending;
  }, [pending, refresh]);
}
