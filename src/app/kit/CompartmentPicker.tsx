import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../i18n/failureText';
import { Select } from '../ui';
import { useCompartments } from './useCompartments';

export interface CompartmentPickerProps {
  readonly value: string | undefined;
  readonly onChange: (compartmentId: string) => void;
  readonly label?: string;
  readonly description?: string;
  readonly isRequired?: boolean;
  readonly errorMessage?: string;
  /** Chooses the tenancy (root compartment) once it is known, when nothing is chosen yet. */
  readonly defaultToRoot?: boolean;
  /** The region whose search answers (default: the one in the settings). */
  readonly region?: string;
  /** A compartment not to offer (where a project is now, when moving it). */
  readonly exclude?: string;
}

/**
 * A compartment, chosen from a compartment search of the tenancy (kept for offline use). The
 * choices name each compartment by its path from the root. The one compartment choice of the
 * console: DevOps, logging and the license manager all pick with it.
 */
export function CompartmentPicker({
  value,
  onChange,
  label,
  description,
  isRequired,
  errorMessage,
  defaultToRoot = false,
  region,
  exclude,
}: CompartmentPickerProps) {
  const { t } = useTranslation(['details', 'glossary']);
  const describeFailure = useFailureText();
  const choices = useCompartments(region);
  const { state } = choices;
  const options = useMemo(
    () =>
      exclude === undefined ? choices.options : choices.options.filter((option) => option.id !== exclude),
    [choices.options, exclude],
  );
  useEffect(() => {
    if (defaultToRoot && value === undefined && choices.rootId !== undefined) onChange(choices.rootId);
  }, [defaultToRoot, value, choices.rootId, onChange]);
  const failed = state.status === 'error';
  return (
    <Select
      label={label ?? t('glossary:compartment')}
      options={options}
      selectedKey={value ?? null}
      onSelectionChange={onChange}
      placeholder={
        failed
          ? t('compartments.failed')
          : !choices.hasAnswer
            ? t('compartments.loading')
            : t('compartments.choose')
      }
      description={failed ? describeFailure(state.failure) : description}
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={!choices.hasAnswer}
    />
  );
}
