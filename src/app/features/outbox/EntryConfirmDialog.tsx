/**
 * The question asked before an action that cannot be taken back: discarding a change, sending a
 * stale one again (it may be applied twice), or reapplying a conflict that may already be applied
 * (its answer may have been lost): that one shows the fields that would be sent again beside the
 * current version, so it is never a blind second apply. Rendered once for the whole outbox by
 * OutboxActions, never inside a card that the live list may recreate.
 */
import { useMemo } from 'react';
import type { OutboxEntry } from '../../../contract/db';
import { clockWentBackSince } from '../../../contract/failurePolicy';
import { ConfirmDialog } from '../../ui';
import { compareVersions } from './compareVersions';
import { FieldTable } from './FieldTable';
import { useChangeTitle } from '../../i18n/changeTitle';
import type { UserActionKind as EntryAction } from '../../../rules/outboxLifecycle';
import { useOutboxText, type OutboxKey } from './outboxText';

/** Actions asked about first: discarding cannot be undone; a stale or maybe-applied change may be applied twice. */
export type ConfirmedAction = Extract<EntryAction, 'discard' | 'confirmStale' | 'reapply'>;

export interface EntryConfirmDialogProps {
  readonly entry: OutboxEntry;
  readonly action: ConfirmedAction;
  readonly isPending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

interface Words {
  readonly title: OutboxKey;
  readonly confirm: OutboxKey;
  readonly body: OutboxKey;
  readonly maybeApplied?: OutboxKey;
}

function wordsFor(entry: OutboxEntry, action: ConfirmedAction): Words {
  switch (action) {
    case 'discard':
      return {
        title: 'dialog.discardTitle',
        confirm: 'action.discard',
        body: 'dialog.discardBody',
        maybeApplied: 'dialog.discardMaybeApplied',
      };
    case 'confirmStale':
      return {
        title: 'dialog.staleTitle',
        confirm: 'action.confirmStale',
        // Queued "after" it went stale: the clock was put back since, and its age is unknown.
        body: clockWentBackSince(entry.queuedAt, entry.updatedAt)
          ? 'dialog.staleClockBody'
          : 'dialog.staleBody',
        maybeApplied: 'dialog.staleMaybeApplied',
      };
    case 'reapply':
      return { title: 'dialog.reapplyTitle', confirm: 'action.reapply', body: 'dialog.reapplyBody' };
  }
}

/** The fields a reapply sends again, each beside the current version's value. */
function ReappliedFields({ entry }: { readonly entry: OutboxEntry }) {
  const t = useOutboxText();
  const rows = useMemo(() => compareVersions(entry.params, entry.conflict?.current).changed, [entry]);
  return <FieldTable caption={t('conflict.caption')} rows={rows} withYours />;
}

export function EntryConfirmDialog({
  entry,
  action,
  isPending,
  onConfirm,
  onCancel,
}: EntryConfirmDialogProps) {
  const t = useOutboxText();
  const summary = useChangeTitle()(entry);
  const words = wordsFor(entry, action);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onConfirm={onConfirm}
      title={t(words.title)}
      confirmLabel={t(words.confirm)}
      destructive={action === 'discard'}
      isPending={isPending}
    >
      <p>{t(words.body, { summary })}</p>
      {action === 'reapply' ? <ReappliedFields entry={entry} /> : null}
      {entry.maybeApplied === true && words.maybeApplied !== undefined ? (
        <p>{t(words.maybeApplied)}</p>
      ) : null}
    </ConfirmDialog>
  );
}
