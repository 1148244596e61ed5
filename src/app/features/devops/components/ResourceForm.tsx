/**
 * The one create and edit form of every DevOps resource, driven by its configuration: it shows
 * the fields of the chosen type, checks what the API requires before anything is sent, and hands
 * the change to the outbox. From then on it shows where the change stands (ChangeStatus): the
 * work request it started, or the service's own message when it refused it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../ui';
import {
  buildDetails,
  initialValues,
  validateForm,
  visibleFields,
  type FormErrors,
  type FormMode,
  type FormValues,
  type Scope,
} from '../resources/formModel';
import type { ResourceConfig, Row } from '../resources/resourceConfig';
import { rowName } from '../resources/rows';
import { FormFieldInput } from './FormFieldInput';
import { ChangeFormActions } from '../../../kit/ChangeFormActions';
import { QueuedChangeStatus } from '../../../kit/QueuedChangeStatus';
import { devopsPaths } from '../paths';
import { useQueuedChange } from '../../../kit/useQueuedChange';

export interface ResourceFormProps {
  readonly config: ResourceConfig;
  readonly mode: FormMode;
  /** The parents known on this page: they go into a create body and scope the pickers. */
  readonly scope: Scope;
  readonly region: string;
  /** The resource being edited, and the etag it was read with (sent as if-match). */
  readonly resource?: Row;
  readonly etag?: string;
  readonly onClose: () => void;
}

export function ResourceForm({ config, mode, scope, region, resource, etag, onClose }: ResourceFormProps) {
  const { t } = useTranslation('devops');
  const spec = config.form;
  const [values, setValues] = useState<FormValues>(() =>
    spec === undefined ? {} : initialValues(spec, mode, resource),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const change = useQueuedChange();
  const { queued } = change;
  if (spec === undefined) return null;
  const operation = mode === 'create' ? config.operations.create : config.operations.update;
  const bodyParam = mode === 'create' ? config.bodies.create : config.bodies.update;
  const resourceId = resource === undefined ? undefined : (resource['id'] as string | undefined);
  const title = t(mode === 'create' ? 'form.createTitle' : 'form.editTitle', { type: t(config.titleKey) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(spec, mode, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || operation === undefined || bodyParam === undefined) return;
    const details = buildDetails(spec, mode, values, scope, resource);
    const params: Record<string, unknown> = { [bodyParam]: details };
    if (mode === 'edit' && resourceId !== undefined) params[config.idParam] = resourceId;
    const name = String(
      details[config.nameField] ?? (resource === undefined ? '' : rowName(config, resource)),
    );
    const summary = t(mode === 'create' ? 'mutation.createSummary' : 'mutation.editSummary', {
      type: t(config.titleKey),
      name,
    });
    await change.queue({ operation, params, region, resourceId, summary, ifMatch: etag });
  };

  if (queued) {
    return (
      <Card title={title} headingLevel={2} actions={<Button onPress={onClose}>{t('common.close')}</Button>}>
        <QueuedChangeStatus change={change} workRequestPath={devopsPaths.workRequest} />
      </Card>
    );
  }

  const update = (id: string, value: string) => setValues((current) => ({ ...current, [id]: value }));
  return (
    <Card title={title} headingLevel={2}>
      <form className="devops-form" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {visibleFields(spec, mode, values).map((field) => (
          <FormFieldInput
            key={field.id}
            field={field}
            value={values[field.id] ?? ''}
            error={errors[field.id]}
            scope={scope}
            region={region}
            onChange={(value) => update(field.id, value)}
          />
        ))}
        <ChangeFormActions
          change={change}
          submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
          cancel={<Button onPress={onClose}>{t('common.cancel')}</Button>}
        />
      </form>
    </Card>
  );
}
