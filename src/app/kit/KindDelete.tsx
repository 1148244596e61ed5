/**
 * Deleting a resource of any kind whose registry entry declares a delete: a confirmation naming
 * the resource, in the kind's own words where it has them, then the delete through the outbox
 * with the etag of the copy the page showed (a resource changed elsewhere meanwhile is a
 * conflict, shown with both versions, never deleted blind), and where it stands until closed.
 * Where the entry names the page after the delete, that page follows once the service has the
 * delete, or once the device keeps it while offline, told of the change (ChangeState).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OutboxEntry } from '../../contract/db';
import { paramsFor } from '../../oci/operations';
import { ChangeDialog } from './ChangeDialog';
import { changeStateOf } from './changeState';
import { deleteRequest } from './formModel';
import type { FormConfig } from './formSpec';
import type { Row, TextKey } from './listSpec';
import { changeTitle } from '../i18n/changeTitle';
import { useQueuedChange } from './useQueuedChange';

export interface KindDeleteProps {
  readonly config: FormConfig;
  /** The resource as the page shows it, and the etag it was read with; taken when the dialog opens. */
  readonly resource: Row;
  readonly etag?: string;
  /** The key of the kind's name ("Build pipeline"), and the resource's own name. */
  readonly typeKey: TextKey;
  readonly name: string;
  readonly region?: string;
  /** The page of a work request the service answers with; the kind's own by default. */
  readonly workRequestPath?: (id: string) => string;
  readonly onClose: () => void;
}

export function KindDelete(props: KindDeleteProps) {
  const { config, typeKey, name, region, onClose } = props;
  const workRequestPath = props.workRequestPath ?? config.workRequestPath;
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const navigate = useNavigate();
  const [request] = useState(() => deleteRequest(config, props.resource, props.etag));
  const [next] = useState(() => config.pageAfterDelete?.(props.resource) ?? null);
  const moveOn = useCallback(
    (entry: OutboxEntry) => {
      if (next !== null) void navigate(next, { state: changeStateOf(entry) });
    },
    [navigate, next],
  );
  const change = useQueuedChange(next === null ? {} : { onDone: moveOn, onKeptOffline: moveOn });
  const words = { type: t(typeKey), name };
  const text = config.deleteText;

  const confirm = async () => {
    if (request === undefined) return;
    await change.queue({
      operation: request.operation,
      params: paramsFor(request.operation, request.params),
      ...(region === undefined ? {} : { region }),
      resourceId: request.resourceId,
      title: changeTitle(text === undefined ? 'details:form.deleteSummary' : text.summary, {
        names: { name },
        words: { type: typeKey },
      }),
      ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
    });
  };

  return (
    <ChangeDialog
      change={change}
      title={text === undefined ? t('form.deleteTitle', words) : t(text.title, words)}
      confirmLabel={t('form.delete')}
      doneTitle={t('form.delete')}
      destructive
      workRequestPath={workRequestPath}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{text === undefined ? t('form.deleteBody', words) : t(text.body, words)}</p>
    </ChangeDialog>
  );
}
