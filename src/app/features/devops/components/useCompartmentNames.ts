/**
 * The tenancy's compartments from one resource search (kept for offline use, like every read):
 * the picker's options, and the names a compartment OCID is shown by.
 */
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { COMPARTMENT_SEARCH } from '../../../data/compartmentSearch';
import { readData, useRead } from '../../../data/useRead';
import { compartmentOptions, type CompartmentOption } from '../resources/rows';

export { COMPARTMENT_SEARCH };

export interface Compartments {
  readonly options: readonly CompartmentOption[];
  readonly names: ReadonlyMap<string, string>;
  readonly isLoading: boolean;
}

export function useCompartments(region: string): Compartments {
  const { locale } = useLocale();
  const read = useRead<unknown>('searchResources', COMPARTMENT_SEARCH, region);
  const data = readData(read.state);
  return useMemo(() => {
    const options = compartmentOptions(data?.data, locale);
    return {
      options,
      names: new Map(options.map((option) => [option.id, option.label])),
      isLoading: data === undefined && read.state.status === 'loading',
    };
  }, [data, locale, read.state.status]);
}
