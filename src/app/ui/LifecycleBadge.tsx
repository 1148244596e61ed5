import { isFinishedSuccess, lifecycleBadge, lifecycleLabel } from '../../oci/lifecycle';
import type { StatusBadgeType } from '../../oci/lifecycle';
import { StatusLabel } from './StatusLabel';
import { useUiStrings } from './UiStringsProvider';
import type { Status } from './StatusLabel';

export interface LifecycleBadgeProps {
  /** An OCI lifecycle key such as RUNNING, IN_PROGRESS or FAILED-APPLY. */
  readonly state: string;
  readonly className?: string;
}

const statusOfBadge: Readonly<Record<StatusBadgeType, Status>> = {
  Info: 'info',
  Muted: 'muted',
  Success: 'success',
  Warning: 'warning',
  Danger: 'danger',
};

/**
 * A resource's lifecycle state as a status label: the spec's label, the badge type's colour. A
 * Success state that lasts (RUNNING, ACTIVE) shows as `active` (a dot), a finished one
 * (SUCCEEDED) as `success` (a tick), so the two greens read apart.
 */
export function LifecycleBadge({ state, className }: LifecycleBadgeProps) {
  const { stateLabel } = useUiStrings();
  const status = statusOfBadge[lifecycleBadge(state)];
  return (
    <StatusLabel status={status === 'success' && !isFinishedSuccess(state) ? 'active' : status} className={className}>
      {stateLabel(state) || lifecycleLabel(state)}
    </StatusLabel>
  );
}
