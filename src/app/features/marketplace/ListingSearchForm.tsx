import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARCHITECTURE_TYPES, LISTING_TYPES, PACKAGE_TYPES, PRICING_TYPES } from '../../../oci/enums';
import { Button, Select, TextArea, TextField } from '../../ui';
import { structuredListingQuery, validateListingFilters } from './listingSearchBody';
import type { ListingFilters, SearchMode } from './listingSearchBody';
import { listingWords, type ListingWordTable } from './listingWords';

/** The choice of no value in particular (a Select's keys cannot be empty). */
const ANY = 'any';

export interface ListingSearchFormProps {
  readonly initial: ListingFilters;
  readonly onSearch: (filters: ListingFilters) => void;
  readonly isSearching: boolean;
}

type EnumFilter = 'listingType' | 'pricing' | 'packageType' | 'architecture';

const ENUM_FILTERS: readonly (readonly [EnumFilter, readonly string[], ListingWordTable])[] = [
  ['listingType', LISTING_TYPES, 'listingTypes'],
  ['pricing', PRICING_TYPES, 'pricingTypes'],
  ['packageType', PACKAGE_TYPES, 'packageTypes'],
  ['architecture', ARCHITECTURE_TYPES, 'architectures'],
];

/**
 * Free text with filters (listing type, pricing, package type, architecture), or a structured
 * query written out; switching to structured starts from the query the filters make.
 */
export function ListingSearchForm({ initial, onSearch, isSearching }: ListingSearchFormProps) {
  const { t, i18n } = useTranslation('marketplace');
  const [filters, setFilters] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  };
  const problem = tried ? validateListingFilters(filters).query : undefined;
  const setMode = (mode: SearchMode) => {
    setFilters((current) => ({
      ...current,
      mode,
      query: mode === 'Structured' && current.query === '' ? structuredListingQuery(current) : current.query,
    }));
  };
  return (
    <form
      className="details-stack"
      noValidate
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (validateListingFilters(filters).query === undefined) onSearch(filters);
      }}
    >
      <div className="details-filters">
        <Select
          label={t('form.mode')}
          options={[
            { id: 'FreeText', label: t('form.freeText') },
            { id: 'Structured', label: t('form.structured') },
          ]}
          selectedKey={filters.mode}
          onSelectionChange={(mode) => {
            setMode(mode as SearchMode);
          }}
        />
        {filters.mode === 'FreeText' ? (
          <TextField
            label={t('form.text')}
            type="search"
            value={filters.text}
            onChange={(text) => {
              set('text', text);
            }}
          />
        ) : null}
      </div>
      {filters.mode === 'FreeText' ? (
        <div className="details-filters">
          {ENUM_FILTERS.map(([key, values, labels]) => (
            <Select
              key={key}
              label={t(`form.${key}`)}
              options={[
                { id: ANY, label: t('form.any') },
                ...values.map((value) => ({
                  id: value,
                  label: listingWords(t, labels, [value], i18n.language),
                })),
              ]}
              selectedKey={filters[key] === '' ? ANY : filters[key]}
              onSelectionChange={(value) => {
                setFilters((current) => ({ ...current, [key]: value === ANY ? '' : value }));
              }}
            />
          ))}
        </div>
      ) : (
        <TextArea
          label={t('form.query')}
          description={t('form.queryHelp')}
          value={filters.query}
          onChange={(query) => {
            set('query', query);
          }}
          isRequired
          isInvalid={problem !== undefined}
          errorMessage={problem === undefined ? undefined : t(`form.errors.${problem}`)}
          rows={3}
        />
      )}
      <div className="details-form__actions">
        <Button type="submit" variant="primary" isPending={isSearching}>
          {t('form.search')}
        </Button>
      </div>
    </form>
  );
}
