/** Moving a project to another compartment (changeProjectCompartment), queued in the outbox. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../kit/listSpec';
import { rowText } from '../../../kinds/devops/rows';
import { CompartmentPicker } from '../../../kit/CompartmentPicker';
import { ChangeDialog } from '../../../kit/ChangeDialog';
import { devopsPaths } from '../paths';
import { useQueuedChange } from '../../../kit/useQueuedChange';
import { changeTitle } from '../../../i18n/changeTitle';

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
      title: changeTitle('devops:mutation.moveSummary', { names: { name } }),
      ifMatch: etag,
    });
  };

  return (
    <ChangeDialog
      change={change}
      title={t('move.title', { name })}
      confirmLabel={t('move.confirm')}
      doneTitle={t('action.moveProject')}
      workRequestPath={devopsPaths.workRequest}
      onConfirm={() => void confirm()}
      onClose={onClose}
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
    </ChangeDialog>
  );
}
