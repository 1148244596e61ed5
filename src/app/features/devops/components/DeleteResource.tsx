/** Deleting a DevOps resource: confirmed first, then queued in the outbox with the etag it was read with. */
import { paramsFor } from '../../../../oci/operations';
import { useTranslation } from 'react-i18next';
import type { ResourceConfig, Row } from '../resources/resourceConfig';
import { rowName, rowText } from '../resources/rows';
import { ChangeDialog } from './ChangeDialog';
import { useQueuedChange } from '../../../kit/useQueuedChange';

export interface DeleteResourceProps {
  readonly config: ResourceConfig;
  readonly row: Row;
  readonly etag?: string;
  readonly region: string;
  readonly onClose: () => void;
}

export function DeleteResource({ config, row, etag, region, onClose }: DeleteResourceProps) {
  const { t } = useTranslation('devops');
  const change = useQueuedChange();
  const id = rowText(row, 'id') ?? '';
  const name = rowName(config, row);
  const type = t(config.titleKey);
  const operation = config.operations.delete;

  const confirm = async () => {
    if (operation === undefined) return;
    await change.queue({
      operation,
      params: paramsFor(operation, { [config.idParam]: id }),
      region,
      resourceId: id,
      summary: t('mutation.deleteSummary', { type, name }),
      ifMatch: etag,
    });
  };

  return (
    <ChangeDialog
      change={change}
      title={t('delete.title', { type, name })}
      confirmLabel={t('action.delete')}
      doneTitle={t('action.delete')}
      destructive
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{t('delete.body', { type })}</p>
    </ChangeDialog>
  );
}
