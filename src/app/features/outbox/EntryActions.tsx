/**
 * What the user can do with one change, by its state (outboxStates.actionsFor): retry a failed
 * change, send a stale one again after confirming, reapply a conflicting one on the latest
 * version, discard after confirming. Each goes to the worker's outbox; its refusal is handed to
 * `onFailure` and announced.
 */
import { useState } from 'react';
import type { ConsoleFailure, Result } from '../../../oci/failure';
import type { OutboxEntry } from '../../../worker/store/db';
import { consoleApi } from '../../consoleApi';
import { Button, ConfirmDialog, useAnnounce } from '../../ui';
import { isolate } from './isolate';
import { actionsFor, type EntryAction } from './outboxStates';
import { useOutboxText } from './outboxText';

export interface EntryActionsProps {
  readonly entry: OutboxEntry;
  /** Told of a refused action (null when the next one starts). */
  readonly onFailure: (failure: ConsoleFailure | null) => void;
}

function send(entry: OutboxEntry, action: EntryAction): Promise<Result<OutboxEntry>> {
  const api = consoleApi();
  switch (action) {
    case 'retry':
      return api.retryEntry(entry.id);
    case 'discard':
      return api.discardEntry(entry.id);
    case 'confirmStale':
      return api.confirmStaleEntry(entry.id);
    case 'reapply':
      return api.reapplyEntry(entry.id, entry.conflict?.etag ?? '');
  }
}

const LABELS = {
  retry: 'action.retry',
  discard: 'action.discard',
  confirmStale: 'action.confirmStale',
  reapply: 'action.reapply',
} as const;

/** Actions asked about first: discarding cannot be undone; a stale change may be applied twice. */
type Confirmed = Extract<EntryAction, 'discard' | 'confirmStale'>;

export function EntryActions({ entry, onFailure }: EntryActionsProps) {
  const t = useOutboxText();
  const announce = useAnnounce();
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const [busy, setBusy] = useState<EntryAction | null>(null);
  const actions = actionsFor(entry);
  if (actions.length === 0) return null;

  const run = async (action: EntryAction): Promise<void> => {
    setBusy(action);
    onFailure(null);
    const result = await send(entry, action).catch(
      (error: unknown): Result<OutboxEntry> => ({
        ok: false,
        failure: { kind: 'storage', message: String(error), quotaExceeded: false },
      }),
    );
    setBusy(null);
    setAsking(null);
    if (!result.ok) {
      onFailure(result.failure);
      announce(t('announce.actionFailed', { message: isolate(result.failure.message) }), 'assertive');
    }
  };

  const press = (action: EntryAction): void => {
    if (action === 'discard' || action === 'confirmStale') setAsking(action);
    else void run(action);
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'reapply' || action === 'confirmStale' || action === 'retry' ? 'primary' : 'secondary'}
          onPress={() => press(action)}
          isPending={busy === action}
          isDisabled={busy !== null && busy !== action}
        >
          {t(LABELS[action])}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={asking === 'discard'}
        onOpenChange={(open) => setAsking(open ? 'discard' : null)}
        onConfirm={() => void run('discard')}
        title={t('dialog.discardTitle')}
        confirmLabel={t('action.discard')}
        destructive
        isPending={busy === 'discard'}
      >
        <p>{t('dialog.discardBody', { summary: isolate(entry.summary) })}</p>
        {entry.maybeApplied === true ? <p>{t('dialog.discardMaybeApplied')}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'confirmStale'}
        onOpenChange={(open) => setAsking(open ? 'confirmStale' : null)}
        onConfirm={() => void run('confirmStale')}
        title={t('dialog.staleTitle')}
        confirmLabel={t('action.confirmStale')}
        isPending={busy === 'confirmStale'}
      >
        <p>{t('dialog.staleBody', { summary: isolate(entry.summary) })}</p>
        {entry.maybeApplied === true ? <p>{t('dialog.staleMaybeApplied')}</p> : null}
      </ConfirmDialog>
    </>
  );
}
