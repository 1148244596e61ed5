/**
 * While an instance passes through STARTING or STOPPING, reads it again at the flows' poll
 * interval (DESIGN §5) until it settles; paused offline. `answeredAt` (the last answer's time)
 * schedules the next read after each answer.
 */
import { useEffect } from 'react';
import { INSTANCE_PASSING_STATES } from '../../../oci/instanceActions';
import { DEFAULT_POLL_INTERVAL_MS } from '../../../machines/polling';
import { useOnline } from '../../pwa/useOnline';

export function useFollowLifecycle(
  lifecycleState: string | undefined,
  answeredAt: number | undefined,
  refresh: () => void,
): void {
  const online = useOnline();
  const passing = lifecycleState !== undefined && INSTANCE_PASSING_STATES.has(lifecycleState);
  useEffect(() => {
    if (!passing || !online) return;
    const timer = window.setTimeout(refresh, DEFAULT_POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [passing, online, answeredAt, refresh]);
}
