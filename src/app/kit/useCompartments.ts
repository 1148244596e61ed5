/**
 * The tenancy's compartments from one resource search (kept for offline use, like every read):
 * the choices a picker offers, each named by its path from the root, and the names a compartment
 * OCID is shown by (kit/CompartmentName). The one reader of compartments for every screen: the
 * same read, and so the same kept answer offline, for every picker and every compartment named.
 */
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { OperationAnswer } from '../../oci/operations/answers';
import { readData, useRead, type ReadState } from '../data/useRead';
import { compartmentChoices, type CompartmentChoices } from './compartmentOptions';

const COMPARTMENT_SEARCH = {
  searchDetails: { type: 'Structured', query: 'query compartment resources' },
  limit: 1000,
} as const;

export interface Compartments extends CompartmentChoices {
  readonly names: ReadonlyMap<string, string>;
  readonly isLoading: boolean;
  /** Whether a search answer (fresh or kept) is there to choose from. */
  readonly hasAnswer: boolean;
  readonly state: ReadState<OperationAnswer<'searchResources'>>;
}

/** The compartments of `region` (default: the one in the settings). */
export function useCompartments(region?: string): Compartments {
  const { t } = useTranslation('details');
  const { locale } = useLocale();
  const { state } = useRead('searchResources', COMPARTMENT_SEARCH, region);
  const items = readData(state)?.data.items;
  return useMemo(() => {
    const choices = compartmentChoices(items ?? [], t('compartments.root'), locale);
    return {
      ...choices,
      names: new Map(choices.options.map((option) => [option.id, option.label])),
      isLoading: items === undefined && state.status === 'loading',
      hasAnswer: items !== undefined,
      state,
    };
  }, [items, t, locale, state]);
}
