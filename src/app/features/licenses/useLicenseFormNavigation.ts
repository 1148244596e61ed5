/**
 * Where a license form goes once its change is done (the resource's page, told of the change and
 * its work request) or kept on the device with no network (the page the change will show on,
 * marked pending).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OutboxEntry } from '../../../contract/db';
import { createdId } from '../../kit/useQueuedChange';
import type { ChangeState } from './ChangeNotice';

export function useLicenseFormNavigation(
  /** The page of what the change made or changed, by its id (the created one's, once known). */
  doneTo: (id: string | undefined) => string,
  keptTo: string,
) {
  const navigate = useNavigate();
  const onDone = useCallback(
    (entry: OutboxEntry) => {
      const state: ChangeState = {
        change: { summary: entry.summary, workRequestId: entry.result?.workRequestId },
      };
      navigate(doneTo(createdId(entry)), { state });
    },
    [doneTo, navigate],
  );
  const onKeptOffline = useCallback(
    (entry: OutboxEntry) => {
      const state: ChangeState = { change: { summary: entry.summary, queued: true } };
      navigate(keptTo, { state });
    },
    [keptTo, navigate],
  );
  return { onDone, onKeptOffline };
}
