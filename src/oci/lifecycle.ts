/**
 * Lifecycle states as users see them (document 2 §4): the label of each state key and the status
 * badge type it shows with (§3.3). The spec writes keys both ways (IN_PROGRESS, FAILED-APPLY);
 * the table keys them with underscores, as the OCI API does, and lookups accept either
 * separator, spaces and any case.
 *
 * The badge of each state is not shown in the spec; the console follows what OCI users know:
 * settled and working (running, active, available, succeeded) → Success; on the way somewhere
 * (creating, provisioning, updating, in progress, pending) → Info; over or switched off
 * (stopped, inactive, deleted, terminated, canceled) → Muted; needs a person (needs attention,
 * pending customer, partially succeeded, rolling back, expired, suspended) → Warning; broken
 * (failed, error, faulty, down, unavailable) → Danger.
 */

export type StatusBadgeType = 'Info' | 'Muted' | 'Success' | 'Warning' | 'Danger';

export interface LifecycleState {
  readonly label: string;
  readonly badge: StatusBadgeType;
}

export const LIFECYCLE_STATES = {
  ACCEPTED: { label: 'Accepted', badge: 'Info' },
  ACTION_REQUIRED: { label: 'Action required', badge: 'Warning' },
  ACTIVE: { label: 'Active', badge: 'Success' },
  APPLIED: { label: 'Applied', badge: 'Success' },
  APPLYING: { label: 'Applying', badge: 'Info' },
  ASSIGNED: { label: 'Assigned', badge: 'Success' },
  ASSIGNING: { label: 'Assigning', badge: 'Info' },
  ATTACHED: { label: 'Attached', badge: 'Success' },
  ATTACHING: { label: 'Attaching', badge: 'Info' },
  AVAILABLE: { label: 'Available', badge: 'Success' },
  AVAILABLE_NEEDS_ATTENTION: { label: 'Available needs attention', badge: 'Warning' },
  BACKUP_IN_PROGRESS: { label: 'Backup in progress', badge: 'Info' },
  BLOCKED: { label: 'Blocked', badge: 'Warning' },
  CANCELED: { label: 'Canceled', badge: 'Muted' },
  CANCELING: { label: 'Canceling', badge: 'Info' },
  CANCELLED: { label: 'Cancelled', badge: 'Muted' },
  CANCELLED_RETURNED: { label: 'Cancelled returned', badge: 'Muted' },
  CHECKING: { label: 'Checking', badge: 'Info' },
  CLOSED: { label: 'Closed', badge: 'Muted' },
  COMPLETE: { label: 'Complete', badge: 'Success' },
  COMPLETED: { label: 'Completed', badge: 'Success' },
  CREATING: { label: 'Creating', badge: 'Info' },
  CREATED: { label: 'Created', badge: 'Success' },
  CREATING_IMAGE: { label: 'Creating image', badge: 'Info' },
  DELETED: { label: 'Deleted', badge: 'Muted' },
  DELETING: { label: 'Deleting', badge: 'Info' },
  DETACHED: { label: 'Detached', badge: 'Muted' },
  DETACHING: { label: 'Detaching', badge: 'Info' },
  DISABLED: { label: 'Disabled', badge: 'Muted' },
  DISABLING: { label: 'Disabling', badge: 'Info' },
  DOWN: { label: 'Down', badge: 'Danger' },
  DOWN_FOR_MAINTENANCE: { label: 'Down for maintenance', badge: 'Warning' },
  ENABLED: { label: 'Enabled', badge: 'Success' },
  ENABLING: { label: 'Enabling', badge: 'Info' },
  ERROR: { label: 'Error', badge: 'Danger' },
  EXPIRED: { label: 'Expired', badge: 'Warning' },
  EXPORTING: { label: 'Exporting', badge: 'Info' },
  FAILED: { label: 'Failed', badge: 'Danger' },
  FAILED_APPLY: { label: 'Failed apply', badge: 'Danger' },
  FAILED_ROLLBACK: { label: 'Failed rollback', badge: 'Danger' },
  FAULTY: { label: 'Faulty', badge: 'Danger' },
  IMPORTING: { label: 'Importing', badge: 'Info' },
  INACTIVE: { label: 'Inactive', badge: 'Muted' },
  INITIATED: { label: 'Initiated', badge: 'Info' },
  IN_PROGRESS: { label: 'In progress', badge: 'Info' },
  INTERNAL_ERROR: { label: 'Internal error', badge: 'Danger' },
  LOADING: { label: 'Loading', badge: 'Info' },
  MISSING: { label: 'Missing', badge: 'Warning' },
  MOVING: { label: 'Moving', badge: 'Info' },
  NEEDS_ATTENTION: { label: 'Needs attention', badge: 'Warning' },
  NONE: { label: 'None', badge: 'Muted' },
  NOT_CONNECTED: { label: 'Not connected', badge: 'Warning' },
  PACKAGED: { label: 'Packaged', badge: 'Info' },
  PARTIALLY_SUCCEEDED: { label: 'Partially succeeded', badge: 'Warning' },
  PENDING: { label: 'Pending', badge: 'Info' },
  PENDING_CUSTOMER: { label: 'Pending customer', badge: 'Warning' },
  PENDING_DELETION: { label: 'Pending deletion', badge: 'Warning' },
  PENDING_PROVIDER: { label: 'Pending provider', badge: 'Info' },
  PENDING_PROVISIONING: { label: 'Pending provisioning', badge: 'Info' },
  PREPARING: { label: 'Preparing', badge: 'Info' },
  PROCESSED: { label: 'Processed', badge: 'Success' },
  PROCESSING: { label: 'Processing', badge: 'Info' },
  PROVISIONED: { label: 'Provisioned', badge: 'Success' },
  PROVISIONING: { label: 'Provisioning', badge: 'Info' },
  READY: { label: 'Ready', badge: 'Success' },
  RECEIVED: { label: 'Received', badge: 'Info' },
  REQUEST_RECEIVED: { label: 'Request received', badge: 'Info' },
  REQUIRES_ACTIVATION: { label: 'Requires activation', badge: 'Warning' },
  RESTARTING: { label: 'Restarting', badge: 'Info' },
  RESTORE_FAILED: { label: 'Restore failed', badge: 'Danger' },
  RESTORE_IN_PROGRESS: { label: 'Restore in progress', badge: 'Info' },
  RESTORING: { label: 'Restoring', badge: 'Info' },
  RETURNED: { label: 'Returned', badge: 'Muted' },
  ROLLING_BACK: { label: 'Rolling back', badge: 'Warning' },
  RUNNING: { label: 'Running', badge: 'Success' },
  SCALE_IN_PROGRESS: { label: 'Scale in progress', badge: 'Info' },
  SCALING: { label: 'Scaling', badge: 'Info' },
  SHIPPING: { label: 'Shipping', badge: 'Info' },
  STARTING: { label: 'Starting', badge: 'Info' },
  STOPPED: { label: 'Stopped', badge: 'Muted' },
  STOPPING: { label: 'Stopping', badge: 'Info' },
  SUCCEEDED: { label: 'Succeeded', badge: 'Success' },
  SUSPENDED: { label: 'Suspended', badge: 'Warning' },
  TERMINATED: { label: 'Terminated', badge: 'Muted' },
  TERMINATING: { label: 'Terminating', badge: 'Info' },
  PENDING_TERMINATING: { label: 'Pending terminating', badge: 'Info' },
  UNASSIGNED: { label: 'Unassigned', badge: 'Muted' },
  UNASSIGNING: { label: 'Unassigning', badge: 'Info' },
  UNAVAILABLE: { label: 'Unavailable', badge: 'Danger' },
  UP: { label: 'Up', badge: 'Success' },
  UPDATING: { label: 'Updating', badge: 'Info' },
  UPGRADING: { label: 'Upgrading', badge: 'Info' },
  WARNING: { label: 'Warning', badge: 'Warning' },
} as const satisfies Record<string, LifecycleState>;

const STATES: Readonly<Record<string, LifecycleState>> = LIFECYCLE_STATES;

/** The table key of a state key written any way: `failed-apply`, `FAILED APPLY` → FAILED_APPLY. */
export function lifecycleKey(key: string): string {
  return key
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, '_');
}

/** `SOME_NEW-STATE` → 'Some new state'. */
export function humanise(key: string): string {
  const words = key
    .trim()
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a state; an unknown state's key in words. */
export function lifecycleLabel(key: string): string {
  return STATES[lifecycleKey(key)]?.label ?? humanise(key);
}

/** The status badge type of a state; Muted for an unknown one. */
export function lifecycleBadge(key: string): StatusBadgeType {
  return STATES[lifecycleKey(key)]?.badge ?? 'Muted';
}

/**
 * The Success states that are a finished outcome (a work request or run that succeeded), not a
 * state that holds (running, active, available). Both are green; the console tells them apart by
 * shape (a tick for a finished success, a filled dot for a live state), see StatusLabel.
 */
const FINISHED_SUCCESS: ReadonlySet<string> = new Set(['SUCCEEDED', 'COMPLETE', 'COMPLETED', 'PROCESSED']);

/** Whether a state is a finished success rather than a healthy state that lasts. */
export function isFinishedSuccess(key: string): boolean {
  return FINISHED_SUCCESS.has(lifecycleKey(key));
}
