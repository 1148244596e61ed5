import type { ReactNode } from 'react';
import { Button } from '../ui';
import { QueuedChangeStatus } from './QueuedChangeStatus';
import type { QueuedChange } from './useQueuedChange';
import './ChangeFormActions.css';

export interface ChangeFormActionsProps {
  readonly change: QueuedChange;
  /** The page of a work request the service answered with; none for calls that answer none. */
  readonly workRequestPath?: (id: string) => string;
  readonly submitLabel: string;
  /** Busy for a reason of the form's own (a file being read). */
  readonly isPending?: boolean;
  /** The way out: a link back or a close button. */
  readonly cancel?: ReactNode;
}

/** The foot of every form that makes a change: where the change stands, submit, and the way out. */
export function ChangeFormActions({ change, workRequestPath, submitLabel, isPending = false, cancel }: ChangeFormActionsProps) {
  return (
    <>
      <QueuedChangeStatus change={change} workRequestPath={workRequestPath} />
      <div className="change-form-actions">
        <Button type="submit" variant="primary" isPending={change.inFlight || isPending}>
          {submitLabel}
        </Button>
        {cancel}
      </div>
    </>
  );
}
