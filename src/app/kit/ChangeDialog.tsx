/**
 * A change asked for in a dialog (delete a resource, move it): confirmed first, then, once the
 * outbox has it or refused it, where it stands in a card until closed. The one confirmation of
 * every kind's page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, ConfirmDialog } from '../ui';
import { QueuedChangeStatus } from './QueuedChangeStatus';
import type { QueuedChange } from './useQueuedChange';

export interface ChangeDialogProps {
  readonly change: QueuedChange;
  /** The dialog's question, naming the resource: "Delete build pipeline X?". */
  readonly title: string;
  readonly confirmLabel: string;
  /** The card's title once the change is queued: the action's name. */
  readonly doneTitle: string;
  readonly destructive?: boolean;
  /** The page of a work request the service answers with; none for calls that answer none. */
  readonly workRequestPath?: (id: string) => string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function ChangeDialog({
  change,
  title,
  confirmLabel,
  doneTitle,
  destructive = false,
  workRequestPath,
  onConfirm,
  onClose,
  children,
}: ChangeDialogProps) {
  const { t } = useTranslation('details');
  if (change.queued || change.refused !== undefined) {
    return (
      <Card title={doneTitle} actions={<Button onPress={onClose}>{t('form.close')}</Button>}>
        <QueuedChangeStatus change={change} workRequestPath={workRequestPath} />
      </Card>
    );
  }
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={onConfirm}
      title={title}
      confirmLabel={confirmLabel}
      destructive={destructive}
      isPending={change.sending}
    >
      {children}
    </ConfirmDialog>
  );
}
