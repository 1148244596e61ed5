/**
 * The one create and edit form of every kind, from its registry entry (FormConfig and its
 * FormSpec): it shows the fields of the chosen type, checks what the API requires before anything
 * is sent (problems show once the user tries to send, and a screen reader hears how many), and
 * hands the change to the outbox. From then on it shows where the change stands: in a card until
 * closed (a form opened on a page, onClose), or beneath the form while the page waits to move on
 * (a form that is a page, onDone and onKeptOffline).
 */
import { useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../contract/db';
import { paramsFor } from '../../oci/operations';
import { Button, Card, useAnnounce } from '../ui';
import { ChangeFormActions } from './ChangeFormActions';
import { FormFieldInput } from './FormFieldInput';
import { errorMessage, validateForm } from './formChecks';
import { formRequest, initialValues } from './formModel';
import { visibleFields, type FormConfig, type FormMode, type FormValues, type Scope } from './formSpec';
import { cellText, type Row, type TextKey } from './listSpec';
import { changeTitle } from '../i18n/changeTitle';
import { QueuedChangeStatus } from './QueuedChangeStatus';
import { useQueuedChange } from './useQueuedChange';
import './KindForm.css';

export interface KindFormProps {
  readonly config: FormConfig;
  /** The key of the kind's name ("Build pipeline"): the outbox words the change's title with it. */
  readonly typeKey: TextKey;
  readonly mode: FormMode;
  /** The parents known on this page: they go into a create body and scope the pickers. */
  readonly scope: Scope;
  readonly region?: string;
  /** The resource being edited, and the etag it was read with (sent as if-match); taken when the form opens. */
  readonly resource?: Row;
  readonly etag?: string;
  /** The page of a work request the service answered with. */
  readonly workRequestPath?: (id: string) => string;
  /** A form opened on a page: shown in a card, closed here once the change is queued. */
  readonly onClose?: () => void;
  /** A form that is a page: where it goes once the change is done, or kept on the device offline. */
  readonly onDone?: (entry: OutboxEntry) => void;
  readonly onKeptOffline?: (entry: OutboxEntry) => void;
  /** The way out of a form that is a page. */
  readonly cancel?: ReactNode;
}

export function KindForm(props: KindFormProps) {
  const { config, typeKey, mode, scope, region, workRequestPath, onClose, cancel } = props;
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const typeTitle = t(typeKey);
  const announce = useAnnounce();
  const spec = config.form;
  // The copy the user edits, and its etag, as they were when the form opened: a page that reads
  // the resource again meanwhile does not move the change onto a version the user never saw.
  const [{ resource, etag }] = useState(() => ({ resource: props.resource, etag: props.etag }));
  const [values, setValues] = useState<FormValues>(() =>
    spec === undefined ? {} : initialValues(spec, mode, resource, scope),
  );
  const [tried, setTried] = useState(false);
  const change = useQueuedChange({
    ...(props.onDone === undefined ? {} : { onDone: props.onDone }),
    ...(props.onKeptOffline === undefined ? {} : { onKeptOffline: props.onKeptOffline }),
  });
  if (spec === undefined) return null;
  const title = t(mode === 'create' ? 'form.createTitle' : 'form.editTitle', { type: typeTitle });
  const errors = tried ? validateForm(spec, mode, values) : {};

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setTried(true);
    const problems = Object.keys(validateForm(spec, mode, values)).length;
    if (problems > 0) {
      announce(t('form.problems', { number: problems }), 'assertive');
      return;
    }
    const request = formRequest(config, mode, values, scope, resource, etag);
    if (request === undefined) return;
    const named = request.details[config.nameField];
    const name =
      typeof named === 'string' ? named : resource === undefined ? '' : cellText(resource, config.nameField);
    await change.queue({
      operation: request.operation,
      params: paramsFor(request.operation, request.params),
      ...(region === undefined ? {} : { region }),
      resourceId: request.resourceId,
      title: changeTitle(mode === 'create' ? 'details:form.createSummary' : 'details:form.editSummary', {
        names: { name },
        words: { type: typeKey },
      }),
      ...(request.ifMatch === undefined ? {} : { ifMatch: request.ifMatch }),
    });
  };

  if (onClose !== undefined && change.queued) {
    return (
      <Card title={title} headingLevel={2} actions={<Button onPress={onClose}>{t('form.close')}</Button>}>
        <QueuedChangeStatus change={change} workRequestPath={workRequestPath} />
      </Card>
    );
  }

  const update = (id: string, value: string) => {
    setValues((current) => ({ ...current, [id]: value }));
  };
  const form = (
    <form className="kind-form" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      {visibleFields(spec, mode, values).map((field) => {
        const error = errors[field.id];
        return (
          <FormFieldInput
            key={field.id}
            field={field}
            value={values[field.id] ?? ''}
            error={error}
            message={error === undefined ? undefined : errorMessage(spec, field, error)}
            scope={scope}
            region={region}
            onChange={(value) => {
              update(field.id, value);
            }}
          />
        );
      })}
      <ChangeFormActions
        change={change}
        workRequestPath={workRequestPath}
        submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
        cancel={onClose === undefined ? cancel : <Button onPress={onClose}>{t('form.cancel')}</Button>}
      />
    </form>
  );
  return onClose === undefined ? (
    form
  ) : (
    <Card title={title} headingLevel={2}>
      {form}
    </Card>
  );
}
