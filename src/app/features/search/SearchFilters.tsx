/**
 * The type and state filters, from the facets of the answer: each value with its count, the
 * most frequent first; long lists show their first values and a button for the rest.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../i18n/enumLabel';
import { Button, Checkbox } from '../../ui';
import { toggle, type ResultFacet, type ResultFacets, type ResultFilters } from './resultGroups';
import type { TypeLabels } from '../../kit/useTypeLabels';

export interface SearchFiltersProps {
  readonly facets: ResultFacets;
  readonly filters: ResultFilters;
  readonly onChange: (filters: ResultFilters) => void;
  readonly labels: TypeLabels;
}

const SHOWN_AT_FIRST = 8;

function FacetGroup({
  legend,
  facets,
  selected,
  label,
  onToggle,
}: {
  readonly legend: string;
  readonly facets: readonly ResultFacet[];
  readonly selected: ReadonlySet<string>;
  readonly label: (facet: ResultFacet) => string;
  readonly onToggle: (value: string, on: boolean) => void;
}) {
  const { t } = useTranslation('searchUi');
  const [all, setAll] = useState(false);
  // A chosen value stays in view even when it is not among the first.
  const shown = all
    ? facets
    : facets.filter((facet, index) => index < SHOWN_AT_FIRST || selected.has(facet.value));
  return (
    <fieldset className="search-facets__group">
      <legend className="search-facets__legend">{legend}</legend>
      {shown.map((facet) => (
        <Checkbox
          key={facet.value}
          label={t('filters.valueCount', { value: label(facet), n: facet.count })}
          isSelected={selected.has(facet.value)}
          onChange={(on) => {
            onToggle(facet.value, on);
          }}
        />
      ))}
      {facets.length > shown.length || all ? (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            setAll(!all);
          }}
        >
          {all ? t('filters.showFewer') : t('filters.showAll', { n: facets.length })}
        </Button>
      ) : null}
    </fieldset>
  );
}

export function SearchFilters({ facets, filters, onChange, labels }: SearchFiltersProps) {
  const { t } = useTranslation('searchUi');
  const stateLabel = useEnumLabel();
  const anyChosen = filters.types.size > 0 || filters.states.size > 0;
  return (
    <div className="search-facets">
      {facets.types.length > 0 ? (
        <FacetGroup
          legend={t('filters.types')}
          facets={facets.types}
          selected={filters.types}
          label={(facet) => labels.title(facet.label)}
          onToggle={(value, on) => {
            onChange({ ...filters, types: toggle(filters.types, value, on) });
          }}
        />
      ) : null}
      {facets.states.length > 0 ? (
        <FacetGroup
          legend={t('filters.states')}
          facets={facets.states}
          selected={filters.states}
          label={(facet) => (facet.value === '' ? t('filters.noState') : stateLabel(facet.value))}
          onToggle={(value, on) => {
            onChange({ ...filters, states: toggle(filters.states, value, on) });
          }}
        />
      ) : null}
      {anyChosen ? (
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            onChange({ types: new Set(), states: new Set() });
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
