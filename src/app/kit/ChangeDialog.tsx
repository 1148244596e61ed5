/**
 * A change to a DevOps resource asked for in a dialog (delete it, move it): confirmed first,
 * then, once the outbox has it or refused it, where it stands in a card until closed.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueuedChangeStatus } from '../../../kit/QueuedChangeStatus';
import type { QueuedChange } from '../../../kit/useQueuedChange';
import { Button, Card, ConfirmDialog } from '../../../ui';
import { devopsPaths } from '../paths';

export interface ChangeDialogProps {
  readonly change: QueuedChange;
  /** The dialog's question: "Delete build pipeline X?". */
  readonly title: string;
  readonly confirmLabel: string;
  /** The card's title once the change is queued: the action's name. */
  readonly doneTitle: string;
  readonly destructive?: boolean;
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
  onConfirm,
  onClose,
  children,
}: ChangeDialogProps) {
  const { t } = useTranslation('devops');
  if (change.queued || change.refused !== undefined) {
    return (
      <Card title={doneTitle} actions={<Button onPress={onClose}>{t('common.close')}</Button>}>
        <QueuedChangeStatus change={change} workRequestPath={devopsPaths.workRequest} />
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
