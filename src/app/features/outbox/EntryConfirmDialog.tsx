/**
 * The question asked before an action that cannot be taken back: discarding a change, or
 * sending a stale one again (it may be applied twice). Rendered once for the whole outbox by
 * OutboxActions, never inside a card that the live list may recreate.
 */
import type { OutboxEntry } from '../../../contract/db';
import { ConfirmDialog } from '../../ui';
import { isolate } from './isolate';
import type { UserActionKind as EntryAction } from '../../../oci/outboxLifecycle';
import { useOutboxText } from './outboxText';

/** Actions asked about first: discarding cannot be undone; a stale change may be applied twice. */
export type ConfirmedAction = Extract<EntryAction, 'discard' | 'confirmStale'>;

export interface EntryConfirmDialogProps {
  readonly entry: OutboxEntry;
  readonly action: ConfirmedAction;
  readonly isPending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function EntryConfirmDialog({
  entry,
  action,
  isPending,
  onConfirm,
  onCancel,
}: EntryConfirmDialogProps) {
  const t = useOutboxText();
  const summary = isolate(entry.summary);
  const discard = action === 'discard';
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onConfirm={onConfirm}
      title={t(discard ? 'dialog.discardTitle' : 'dialog.staleTitle')}
      confirmLabel={t(discard ? 'action.discard' : 'action.confirmStale')}
      destructive={discard}
      isPending={isPending}
    >
      <p>{t(discard ? 'dialog.discardBody' : 'dialog.staleBody', { summary })}</p>
      {entry.maybeApplied === true ? (
        <p>{t(discard ? 'dialog.discardMaybeApplied' : 'dialog.staleMaybeApplied')}</p>
      ) : null}
    </ConfirmDialog>
  );
}
