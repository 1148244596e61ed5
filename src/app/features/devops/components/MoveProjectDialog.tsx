/** Moving a project to another compartment (changeProjectCompartment), queued in the outbox. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui';
import type { Row } from '../resources/resourceConfig';
import { rowText } from '../resources/rows';
import { CompartmentPicker } from '../../../kit/CompartmentPicker';
import { QueuedChangeCard } from './QueuedChangeCard';
import { useQueuedChange } from '../../../kit/useQueuedChange';

export interface MoveProjectDialogProps {
  readonly project: Row;
  readonly etag?: string;
  readonly region: string;
  readonly onClose: () => void;
}

export function MoveProjectDialog({ project, etag, region, onClose }: MoveProjectDialogProps) {
  const { t } = useTranslation('devops');
  const [target, setTarget] = useState<string>();
  const [missing, setMissing] = useState(false);
  const change = useQueuedChange();
  const projectId = rowText(project, 'id') ?? '';
  const name = rowText(project, 'name') ?? projectId;

  const confirm = async () => {
    if (target === undefined) {
      setMissing(true);
      return;
    }
    await change.queue({
      operation: 'changeProjectCompartment',
      params: { projectId, changeProjectCompartmentDetails: { compartmentId: target } },
      region,
      resourceId: projectId,
      summary: t('mutation.moveSummary', { name }),
      ifMatch: etag,
    });
  };

  if (change.queued || change.refused !== undefined) {
    return <QueuedChangeCard title={t('action.moveProject')} change={change} onClose={onClose} />;
  }
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={() => void confirm()}
      title={t('move.title', { name })}
      confirmLabel={t('move.confirm')}
      isPending={change.sending}
    >
      <CompartmentPicker
        label={t('move.target')}
        region={region}
        value={target}
        exclude={rowText(project, 'compartmentId')}
        onChange={(id) => {
          setTarget(id);
          setMissing(false);
        }}
      />
      {missing ? <p className="devops-error">{t('move.chooseFirst')}</p> : null}
    </ConfirmDialog>
  );
}
