/** Deleting a DevOps resource: confirmed first, then queued in the outbox with the etag it was read with. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFailure } from '../../../../oci/failure';
import { mutate } from '../../../data/mutate';
import { Button, Card, ConfirmDialog, ErrorPanel } from '../../../ui';
import type { ResourceConfig, Row } from '../resources/resourceConfig';
import { rowName, rowText } from '../resources/rows';
import { MutationStatus } from './MutationStatus';

export interface DeleteResourceProps {
  readonly config: ResourceConfig;
  readonly row: Row;
  readonly etag?: string;
  readonly region: string;
  readonly onClose: () => void;
}

export function DeleteResource({ config, row, etag, region, onClose }: DeleteResourceProps) {
  const { t } = useTranslation('devops');
  const [sent, setSent] = useState<{ readonly entryId: string; readonly summary: string }>();
  const [refused, setRefused] = useState<ConsoleFailure>();
  const [busy, setBusy] = useState(false);
  const id = rowText(row, 'id') ?? '';
  const name = rowName(config, row);
  const type = t(config.titleKey);
  const operation = config.operations.delete;

  const confirm = async () => {
    if (operation === undefined) return;
    const summary = t('mutation.deleteSummary', { type, name });
    setBusy(true);
    const result = await mutate({
      operation,
      params: { [config.idParam]: id },
      region,
      resourceId: id,
      summary,
      ifMatch: etag,
    });
    setBusy(false);
    if (result.ok) setSent({ entryId: result.value.entryId, summary });
    else setRefused(result.failure);
  };

  if (sent !== undefined || refused !== undefined) {
    return (
      <Card title={t('action.delete')} actions={<Button onPress={onClose}>{t('common.close')}</Button>}>
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
      title={t('delete.title', { type, name })}
      confirmLabel={t('action.delete')}
      destructive
      isPending={busy}
    >
      <p>{t('delete.body', { type })}</p>
    </ConfirmDialog>
  );
}
