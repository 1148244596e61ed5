/**
 * The buttons of one change, by its state (outboxLifecycle.userActionsFor): retry a failed change,
 * send a stale one again, reapply a conflicting one on the latest version (or mark it applied,
 * when that version already shows it), discard. What they
 * start, the questions asked first and the refusals live in OutboxActions, above the live list,
 * so a card recreated by the list's next update loses nothing.
 */
import type { OutboxEntry } from '../../../contract/db';
import { Button } from '../../ui';
import { useOutboxActions } from './OutboxActions';
import { conflictShowsChange } from '../../../rules/changeLanding';
import { userActionsFor } from '../../../rules/outboxLifecycle';
import { useOutboxText } from './outboxText';

export interface EntryActionsProps {
  readonly entry: OutboxEntry;
}

const LABELS = {
  retry: 'action.retry',
  discard: 'action.discard',
  confirmStale: 'action.confirmStale',
  reapply: 'action.reapply',
} as const;

export function EntryActions({ entry }: EntryActionsProps) {
  const t = useOutboxText();
  const { busyWith, press } = useOutboxActions();
  const actions = userActionsFor(entry);
  if (actions.length === 0) return null;
  const busy = busyWith(entry.id);
  // A conflict whose current version already shows the change: reapplying only marks it applied.
  const labels = conflictShowsChange(entry) ? { ...LABELS, reapply: 'action.markApplied' as const } : LABELS;

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={
            action === 'reapply' || action === 'confirmStale' || action === 'retry' ? 'primary' : 'secondary'
          }
          onPress={() => {
            press(entry, action);
          }}
          isPending={busy === action}
          isDisabled={busy !== undefined && busy !== action}
        >
          {t(labels[action])}
        </Button>
      ))}
    </>
  );
}
