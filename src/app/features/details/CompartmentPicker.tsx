import { useEffect, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ResourceSummary } from '../../../oci/resource';
import { COMPARTMENT_SEARCH } from '../../data/compartmentSearch';
import { readData, useRead } from '../../data/useRead';
import { Select } from '../../ui';
import { compartmentChoices } from './compartmentOptions';

export interface CompartmentPickerProps {
  readonly value: string | undefined;
  readonly onChange: (compartmentId: string) => void;
  readonly label?: string;
  readonly description?: string;
  readonly isRequired?: boolean;
  readonly errorMessage?: string;
  /** Chooses the tenancy (root compartment) once it is known, when nothing is chosen yet. */
  readonly defaultToRoot?: boolean;
}

/**
 * A compartment, chosen from a compartment search of the tenancy (kept for offline use). The
 * choices name each compartment by its path from the root.
 */
export function CompartmentPicker({
  value,
  onChange,
  label,
  description,
  isRequired,
  errorMessage,
  defaultToRoot = false,
}: CompartmentPickerProps) {
  const { t } = useTranslation('details');
  const { locale } = useLocale();
  const { state } = useRead<{ items?: ResourceSummary[] }>('searchResources', COMPARTMENT_SEARCH);
  const items = readData(state)?.data.items;
  const choices = useMemo(
    () => compartmentChoices(items ?? [], t('compartments.root'), locale),
    [items, t, locale],
  );
  useEffect(() => {
    if (defaultToRoot && value === undefined && choices.rootId !== undefined) onChange(choices.rootId);
  }, [defaultToRoot, value, choices.rootId, onChange]);
  const failed = state.status === 'error';
  return (
    <Select
      label={label ?? t('compartments.label')}
      options={choices.options}
      selectedKey={value ?? null}
      onSelectionChange={onChange}
      placeholder={
        failed ? t('compartments.failed') : items === undefined ? t('compartments.loading') : t('compartments.choose')
      }
      description={failed ? state.failure.message : description}
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={items === undefined}
    />
  );
}
