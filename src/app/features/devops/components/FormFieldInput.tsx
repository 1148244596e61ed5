/**
 * One field of a resource form, as its kind says: a text box, a text area, a choice from an
 * enumeration, or a pick from the project's resources (read through the worker, kept offline);
 * when that list cannot be read, the field takes a typed OCID instead.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readData, useRead } from '../../../data/useRead';
import { Select, TextArea, TextField } from '../../../ui';
import type { FieldError, FormField, Scope } from '../resources/formModel';
import { pickOptions } from '../resources/rows';
import type { DevopsKey } from '../../../i18n/keys';

export interface FormFieldInputProps {
  readonly field: FormField;
  readonly value: string;
  readonly error?: FieldError;
  readonly scope: Scope;
  readonly region: string;
  readonly onChange: (value: string) => void;
}

const ERROR_KEYS: Readonly<Record<FieldError, DevopsKey>> = {
  required: 'form.error.required',
  enum: 'form.error.enum',
  ocid: 'form.error.ocid',
  projectName: 'form.error.projectName',
  tooLong: 'form.error.tooLong',
  integer: 'form.error.integer',
  min: 'form.error.min',
  duration: 'form.error.duration',
};

export function FormFieldInput(props: FormFieldInputProps) {
  const { field } = props;
  if (field.options !== undefined) return <PickerField {...props} />;
  return <PlainField {...props} />;
}

function useFieldText(field: FormField, error: FieldError | undefined) {
  const { t } = useTranslation('devops');
  return {
    label: t(field.labelKey),
    errorMessage:
      error === undefined ? undefined : t(ERROR_KEYS[error], { max: field.maxLength, min: field.min }),
  };
}

function PlainField({ field, value, error, onChange }: FormFieldInputProps) {
  const { t } = useTranslation('devops');
  const { label, errorMessage } = useFieldText(field, error);
  const common = {
    label,
    errorMessage,
    isInvalid: error !== undefined,
    isRequired: field.required === true,
    name: field.id,
  };
  if (field.kind === 'select' || field.kind === 'boolean') {
    const options =
      field.kind === 'boolean'
        ? [
            { id: 'true', label: t('common.yes') },
            { id: 'false', label: t('common.no') },
          ]
        : (field.values ?? []).map((option) => ({ id: option, label: option }));
    return (
      <Select
        {...common}
        options={options}
        selectedKey={value === '' ? null : value}
        onSelectionChange={onChange}
      />
    );
  }
  if (field.kind === 'textarea') return <TextArea {...common} value={value} onChange={onChange} />;
  const description =
    field.kind === 'ocid' || field.kind === 'ocidList'
      ? t('form.ocidHint')
      : field.kind === 'duration'
        ? t('form.durationHint')
        : undefined;
  return <TextField {...common} value={value} onChange={onChange} description={description} />;
}

function PickerField(props: FormFieldInputProps) {
  const { field, value, error, scope, region, onChange } = props;
  const { t } = useTranslation('devops');
  const { label, errorMessage } = useFieldText(field, error);
  const source = field.options;
  const scopeId = source === undefined ? undefined : scope[source.scope];
  const params = useMemo(
    () => (source === undefined || scopeId === undefined ? {} : { [source.scope]: scopeId, limit: 100 }),
    [source, scopeId],
  );
  const read = useRead<unknown>(
    source === undefined || scopeId === undefined ? null : source.operation,
    params,
    region,
  );
  const data = readData(read.state);
  if (data === undefined) return <PlainField {...props} />;
  const scopeOption =
    source?.scopeOptionKey !== undefined && scopeId !== undefined
      ? { id: scopeId, label: t(source.scopeOptionKey) }
      : undefined;
  const options = pickOptions(data.data, scopeOption);
  return (
    <Select
      label={label}
      options={options}
      selectedKey={value === '' ? null : value}
      onSelectionChange={onChange}
      errorMessage={errorMessage}
      isInvalid={error !== undefined}
      isRequired={field.required === true}
      placeholder={t('form.choose')}
      name={field.id}
    />
  );
}
