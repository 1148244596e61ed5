/**
 * The filters folded into one line where they cannot sit beside the results (below the md
 * breakpoint): the results come first, and "Filters (2)" opens them. The count is of the values
 * chosen, so a filtered list never passes for the whole answer.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FoldedFiltersProps {
  /** How many values are chosen. */
  readonly chosen: number;
  readonly children: ReactNode;
}

export function FoldedFilters({ chosen, children }: FoldedFiltersProps) {
  const { t } = useTranslation('searchUi');
  return (
    <details className="search-filters-fold" data-testid="filters-fold">
      <summary className="search-filters-fold__summary">
        {chosen === 0
          ? t('filters.label')
          : t('filters.valueCount', { value: t('filters.label'), n: chosen })}
      </summary>
      {children}
    </details>
  );
}
