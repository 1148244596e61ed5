import { lifecycleBadge, lifecycleLabel } from '../../oci/lifecycle';
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

/** A resource's lifecycle state as a status label: the spec's label, the badge type's colour. */
export function LifecycleBadge({ state, className }: LifecycleBadgeProps) {
  const { stateLabel } = useUiStrings();
  return (
    <StatusLabel status={statusOfBadge[lifecycleBadge(state)]} className={className}>
      {stateLabel(state) || lifecycleLabel(state)}
    </StatusLabel>
  );
}
