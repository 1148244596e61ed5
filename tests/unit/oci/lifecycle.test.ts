/**
 * Lifecycle labels of document 2 §4 and their status badge types (§3.3).
 */
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_STATES, lifecycleBadge, lifecycleKey, lifecycleLabel } from '../../../src/oci/lifecycle';

/** The labels exactly as document 2 §4 lists them. */
const SPEC_LABELS =
  'Accepted, Action required, Active, Applied, Applying, Assigned, Assigning, Attached, Attaching, Available, ' +
  'Available needs attention, Backup in progress, Blocked, Canceled, Canceling, Cancelled, Cancelled returned, ' +
  'Checking, Closed, Complete, Completed, Creating, Created, Creating image, Deleted, Deleting, Detached, ' +
  'Detaching, Disabled, Disabling, Down, Down for maintenance, Enabled, Enabling, Error, Expired, Exporting, ' +
  'Failed, Failed apply, Failed rollback, Faulty, Importing, Inactive, Initiated, In progress, Internal error, ' +
  'Loading, Missing, Moving, Needs attention, None, Not connected, Packaged, Partially succeeded, Pending, ' +
  'Pending customer, Pending deletion, Pending provider, Pending provisioning, Preparing, Processed, Processing, ' +
  'Provisioned, Provisioning, Ready, Received, Request received, Requires activation, Restarting, Restore failed, ' +
  'Restore in progress, Restoring, Returned, Rolling back, Running, Scale in progress, Scaling, Shipping, ' +
  'Starting, Stopped, Stopping, Succeeded, Suspended, Terminated, Terminating, Pending terminating, Unassigned, ' +
  'Unassigning, Unavailable, Up, Updating, Upgrading, Warning';

const labels = SPEC_LABELS.split(', ');
const BADGES = ['Info', 'Muted', 'Success', 'Warning', 'Danger'];

describe('lifecycle states', () => {
  it('are exactly the labels of §4', () => {
    expect(labels).toHaveLength(93);
    expect(Object.values(LIFECYCLE_STATES).map((state) => state.label)).toEqual(labels);
  });

  it.each(labels)('%s is keyed by its upper-case key and has a badge type', (label) => {
    const key = label.toUpperCase().replace(/ /g, '_');
    expect(lifecycleLabel(key)).toBe(label);
    expect(BADGES).toContain(lifecycleBadge(key));
    expect(Object.keys(LIFECYCLE_STATES)).toContain(key);
  });

  it('accepts either separator and any case', () => {
    expect(lifecycleLabel('IN_PROGRESS')).toBe('In progress');
    expect(lifecycleLabel('IN-PROGRESS')).toBe('In progress');
    expect(lifecycleLabel('FAILED-APPLY')).toBe('Failed apply');
    expect(lifecycleLabel('failed_apply')).toBe('Failed apply');
    expect(lifecycleLabel('Needs attention')).toBe('Needs attention');
    expect(lifecycleBadge('FAILED-APPLY')).toBe('Danger');
    expect(lifecycleKey(' pending-terminating ')).toBe('PENDING_TERMINATING');
  });

  it.each([
    ['RUNNING', 'Success'],
    ['ACTIVE', 'Success'],
    ['AVAILABLE', 'Success'],
    ['SUCCEEDED', 'Success'],
    ['CREATING', 'Info'],
    ['PROVISIONING', 'Info'],
    ['IN_PROGRESS', 'Info'],
    ['UPDATING', 'Info'],
    ['STOPPED', 'Muted'],
    ['INACTIVE', 'Muted'],
    ['DELETED', 'Muted'],
    ['TERMINATED', 'Muted'],
    ['CANCELED', 'Muted'],
    ['CANCELLED', 'Muted'],
    ['FAILED', 'Danger'],
    ['ERROR', 'Danger'],
    ['FAULTY', 'Danger'],
    ['DOWN', 'Danger'],
    ['NEEDS_ATTENTION', 'Warning'],
    ['WARNING', 'Warning'],
    ['PENDING_CUSTOMER', 'Warning'],
    ['AVAILABLE_NEEDS_ATTENTION', 'Warning'],
  ])('%s shows as %s', (key, badge) => {
    expect(lifecycleBadge(key)).toBe(badge);
  });

  it('words an unknown state and mutes it', () => {
    expect(lifecycleLabel('SOME_NEW-STATE')).toBe('Some new state');
    expect(lifecycleLabel('')).toBe('');
    expect(lifecycleBadge('SOME_NEW_STATE')).toBe('Muted');
  });
});
