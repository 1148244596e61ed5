import { Suspense } from 'react';
import { Spinner } from '../ui/Spinner';
import { useKitParts } from './kitParts';
import type { QueuedChange } from './useQueuedChange';

export interface QueuedChangeStatusProps {
  readonly change: QueuedChange;
  /** The page of a work request the service answered with; none for calls that answer none. */
  readonly workRequestPath?: (id: string) => string;
}

/** Where a change queued with useQueuedChange stands, or why the outbox did not take it: the one change-status card. */
export function QueuedChangeStatus({ change, workRequestPath }: QueuedChangeStatusProps) {
  const { ChangeStatus } = useKitParts();
  return (
    <Suspense fallback={<Spinner />}>
      <ChangeStatus
        entry={change.entry}
        queuing={change.inFlight}
        refused={change.refused}
        workRequestPath={workRequestPath}
      />
    </Suspense>
  );
}
