/**
 * Deleting a resource of any kind whose registry entry declares a delete: a confirmation naming
 * the resource, then the delete through the outbox with the etag of the copy the page showed (a
 * resource changed elsewhere meanwhile is a conflict, shown with both versions, never deleted
 * blind), and where it stands until closed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../contract/db';
import { paramsFor } from '../../oci/operations';
import { ChangeDialog } from './ChangeDialog';
import { deleteRequest, type FormConfig } from './formModel';
import type { Row } from './listSpec';
import { useQueuedChange } from './useQueuedChange';

export interface KindDeleteProps {
  readonly config: FormConfig;
  /** The resource as the page shows it, and the etag it was read with; taken when the dialog opens. */
  readonly resource: Row;
  readonly etag?: string;
  /** The kind's name in words ("Build pipeline") and the resource's own. */
  readonly typeTitle: string;
  readonly name: string;
  readonly region?: string;
  /** The page of a work request the service answers with; the kind's own by default. */
  readonly workRequestPath?: (id: string) => string;
  readonly onClose: () => void;
  /** Once the service has the delete, or the device keeps it while offline: the page moves on. */
  readonly onDone?: (entry: OutboxEntry) => void;
}

export function KindDelete(props: KindDeleteProps) {
  const { config, typeTitle, name, region, onClose, onDone } = props;
  const workRequestPath = props.workRequestPath ?? config.workRequestPath;
  const { t } = useTranslation('details');
  const [request] = useState(() => deleteRequest(config, props.resource, props.etag));
  const change = useQueuedChange(onDone === undefined ? {} : { onDone, onKeptOffline: onDone });

  const confirm = async () => {
    if (request === undefined) return;
    await change.queue({
      operation: request.operation,
      params: paramsFor(request.operation, request.params),
      ...(region === undefined ? {} : { region }),
      resourceId: request.resourceId,
      summary: t('form.deleteSummary', { type: typeTitle, name }),
      ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
    });
  };

  return (
    <ChangeDialog
      change={change}
      title={t('form.deleteTitle', { type: typeTitle, name })}
      confirmLabel={t('form.delete')}
      doneTitle={t('form.delete')}
      destructive
      workRequestPath={workRequestPath}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{t('form.deleteBody', { type: typeTitle })}</p>
    </ChangeDialog>
  );
}
