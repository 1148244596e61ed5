/**
 * Asking for the reason of a cancel, an approval or a rejection: a DevOps run's page and the home
 * screen's "needs you" ask it the same way, in DevOps's words. Whether it may be sent is the
 * flow machine's call (`canSend`: a rejection or a cancel needs a reason, and every decision a
 * network); the dialog says why when it may not.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, TextArea } from '../ui';

export interface ReasonDialogProps {
  readonly title: string;
  readonly confirmLabel: string;
  readonly reasonRequired: boolean;
  readonly destructive?: boolean;
  readonly canSend: (reason: string) => boolean;
  readonly onSend: (reason: string) => void;
  readonly onClose: () => void;
}

export function ReasonDialog({
  title,
  confirmLabel,
  reasonRequired,
  destructive = false,
  canSend,
  onSend,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('devops');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const confirm = () => {
    if (canSend(reason)) {
      onSend(reason);
      onClose();
      return;
    }
    setProblem(reasonRequired && reason.trim() === '' ? t('reason.required') : t('reason.notNow'));
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={confirm}
      title={title}
      confirmLabel={confirmLabel}
      destructive={destructive}
    >
      <TextArea
        label={reasonRequired ? t('reason.label') : t('reason.optional')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
        isRequired={reasonRequired}
        isInvalid={problem !== undefined}
        errorMessage={problem}
        rows={3}
      />
    </ConfirmDialog>
  );
}
