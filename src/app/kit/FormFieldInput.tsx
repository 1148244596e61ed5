/**
 * One field of any kind's form, as its kind says: a text box, a text area, a date, a check box, a
 * choice from an enumeration, a compartment, or a pick from the resources of the page's parent
 * (read through the worker, kept offline); when that list cannot be read, the field takes a
 * typed OCID instead.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFor } from '../../oci/operations';
import { readData, useRead } from '../data/useRead';
import { useEnumLabel } from '../i18n/enumLabel';
import { Checkbox, Select, TextArea, TextField } from '../ui';
import { CompartmentPicker } from './CompartmentPicker';
import { pickOptions, type FieldError, type FormField, type Scope } from './formSpec';
import type { TextKey } from './listSpec';

export interface FormFieldInputProps {
  readonly field: FormField;
  readonly value: string;
  readonly error?: FieldError;
  /** The words for the error, as the form's messages say. */
  readonly message?: TextKey;
  readonly scope: Scope;
  readonly region?: string;
  readonly onChange: (value: string) => void;
}

export function FormFieldInput(props: FormFieldInputProps) {
  const { field } = props;
  if (field.options !== undefined) return <PickerField {...props} />;
  return <PlainField {...props} />;
}

function useFieldText({ field, error, message }: FormFieldInputProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  return {
    label: t(field.label),
    description: field.description === undefined ? undefined : t(field.description),
    errorMessage:
      error === undefined || message === undefined
        ? undefined
        : t(message, { max: field.maxLength, min: field.min }),
  };
}

function PlainField(props: FormFieldInputProps) {
  const { field, value, error, onChange } = props;
  const { t } = useTranslation(['details', 'glossary']);
  const enumLabel = useEnumLabel();
  const { label, description, errorMessage } = useFieldText(props);
  const common = {
    label,
    errorMessage,
    isInvalid: error !== undefined,
    isRequired: field.required === true,
    name: field.id,
  };
  switch (field.kind) {
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          description={description}
          isSelected={value === 'true'}
          onChange={(on) => {
            onChange(on ? 'true' : 'false');
          }}
        />
      );
    case 'compartment':
      return (
        <CompartmentPicker
          label={label}
          value={value === '' ? undefined : value}
          onChange={onChange}
          isRequired={field.required === true}
          errorMessage={errorMessage}
        />
      );
    case 'select':
    case 'boolean': {
      const options =
        field.kind === 'boolean'
          ? [
              { id: 'true', label: t('form.yes') },
              { id: 'false', label: t('form.no') },
            ]
          : (field.values ?? []).map((option) => ({
              id: option,
              label: field.enumLabels === true ? enumLabel(option) : option,
            }));
      return (
        <Select
          {...common}
          description={description}
          options={options}
          selectedKey={value === '' ? null : value}
          onSelectionChange={onChange}
          placeholder={t('form.choose')}
        />
      );
    }
    case 'textarea':
    case 'tags':
    case 'lines':
      return <TextArea {...common} description={description} value={value} onChange={onChange} />;
    default: {
      const hint =
        field.kind === 'ocid' || field.kind === 'ocidList'
          ? t('form.ocidHint')
          : field.kind === 'duration'
            ? t('form.durationHint')
            : description;
      return (
        <TextField
          {...common}
          value={value}
          onChange={onChange}
          description={hint}
          {...(field.kind === 'date' ? { type: 'date' } : {})}
          {...(field.kind === 'integer' ? { inputMode: 'numeric' as const } : {})}
        />
      );
    }
  }
}

function PickerField(props: FormFieldInputProps) {
  const { field, value, error, scope, region, onChange } = props;
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const { label, errorMessage } = useFieldText(props);
  const source = field.options;
  const scopeId = source === undefined ? undefined : scope[source.scope];
  const params = useMemo(
    () => (source === undefined || scopeId === undefined ? {} : { [source.scope]: scopeId, limit: 100 }),
    [source, scopeId],
  );
  const operation = source === undefined || scopeId === undefined ? null : source.operation;
  const read = useRead(operation, paramsFor(operation, params), region);
  const data = readData(read.state);
  if (data === undefined) return <PlainField {...props} />;
  const scopeOption =
    source?.scopeOption !== undefined && scopeId !== undefined
      ? { id: scopeId, label: t(source.scopeOption) }
      : undefined;
  return (
    <Select
      label={label}
      options={pickOptions(data.data, scopeOption)}
      selectedKey={value === '' ? null : value}
      onSelectionChange={onChange}
      errorMessage={errorMessage}
      isInvalid={error !== undefined}
      isRequired={field.required === true}
      placeholder={t('details:form.choose')}
      name={field.id}
    />
  );
}
