/**
 * A choice of compartment, from the compartments a resource search finds (kept for offline use,
 * like every read). The tenancy's compartments are few enough for one search page.
 */
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { readData, useRead } from '../../../data/useRead';
import { Select, Spinner } from '../../../ui';
import { compartmentOptions } from '../resources/rows';
import { COMPARTMENT_SEARCH } from './useCompartmentNames';

const SEARCH = COMPARTMENT_SEARCH;

export interface CompartmentPickerProps {
  readonly label: string;
  readonly region: string;
  readonly selected?: string;
  readonly onChange: (compartmentId: string) => void;
  readonly exclude?: string;
}

export function CompartmentPicker({ label, region, selected, onChange, exclude }: CompartmentPickerProps) {
  const { t } = useTranslation('devops');
  const { locale } = useLocale();
  const read = useRead<unknown>('searchResources', SEARCH, region);
  const data = readData(read.state);
  const options = useMemo(
    () => compartmentOptions(data?.data, locale).filter((option) => option.id !== exclude),
    [data, locale, exclude],
  );
  if (data === undefined && read.state.status === 'loading')
    return <Spinner size="sm" label={t('compartment.loading')} />;
  return (
    <Select
      label={label}
      options={options}
      selectedKey={selected ?? null}
      onSelectionChange={onChange}
      placeholder={t('compartment.choose')}
      errorMessage={read.state.status === 'error' ? read.state.failure.message : undefined}
      isInvalid={read.state.status === 'error'}
    />
  );
}
