/** Moving a project to another compartment (changeProjectCompartment), queued in the outbox. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFailure } from '../../../../oci/failure';
import { mutate } from '../../../data/mutate';
import { Button, Card, ConfirmDialog, ErrorPanel } from '../../../ui';
import type { Row } from '../resources/resourceConfig';
import { rowText } from '../resources/rows';
import { CompartmentPicker } from './CompartmentPicker';
import { MutationStatus } from './MutationStatus';

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
  const [sent, setSent] = useState<{ readonly entryId: string; readonly summary: string }>();
  const [refused, setRefused] = useState<ConsoleFailure>();
  const [busy, setBusy] = useState(false);
  const projectId = rowText(project, 'id') ?? '';
  const name = rowText(project, 'name') ?? projectId;

  const confirm = async () => {
    if (target === undefined) {
      setMissing(true);
      return;
    }
    const summary = t('mutation.moveSummary', { name });
    setBusy(true);
    const result = await mutate({
      operation: 'changeProjectCompartment',
      params: { projectId, changeProjectCompartmentDetails: { compartmentId: target } },
      region,
      resourceId: projectId,
      summary,
      ifMatch: etag,
    });
    setBusy(false);
    if (result.ok) setSent({ entryId: result.value.entryId, summary });
    else setRefused(result.failure);
  };

  if (sent !== undefined || refused !== undefined) {
    return (
      <Card title={t('action.moveProject')} actions={<Button onPress={onClose}>{t('common.close')}</Button>}>
        {sent !== undefined ? <MutationStatus entryId={sent.entryId} summary={sent.summary} /> : null}
        {refused !== undefined ? <ErrorPanel title={t('mutation.notQueued')} failure={refused} /> : null}
      </Card>
    );
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
      isPending={busy}
    >
      <CompartmentPicker
        label={t('move.target')}
        region={region}
        selected={target}
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
