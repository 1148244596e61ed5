import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ListingType } from '../../../oci/enums';
import { readData, useRead } from '../../data/useRead';
import { ErrorPanel, OverviewHeading, PageTemplate } from '../../ui';
import { Pager } from '../../kit/Pager';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { usePageTokens } from '../../kit/usePageTokens';
import {
  DEFAULT_LISTING_FILTERS,
  listingFiltersFromQuery,
  listingFiltersToQuery,
  listingRows,
  listingSearchBody,
} from './listingSearchBody';
import type { ListingFilters } from './listingSearchBody';
import { ListingResults } from './ListingResults';
import { ListingSearchForm } from './ListingSearchForm';
import '../../kit/details.css';

const PAGE_SIZE = 30;

/**
 * Marketplace listing search. The filters live in the URL; the answer is paged with
 * opc-next-page and kept for offline use. `listingType` opens the page with that type chosen.
 */
export function ListingSearchScreen({ listingType }: { readonly listingType?: ListingType }) {
  const { t } = useTranslation('marketplace');
  const [query, setQuery] = useSearchParams();
  const [searchedAt, setSearchedAt] = useState(() => Date.now());
  const searched = query.has('mode');
  const filters = useMemo<ListingFilters>(
    () =>
      searched
        ? listingFiltersFromQuery(query)
        : { ...DEFAULT_LISTING_FILTERS, ...(listingType === undefined ? {} : { listingType }) },
    [query, searched, listingType],
  );
  const pages = usePageTokens(`${query.toString()}|${searchedAt}`);
  const params = useMemo(
    () => ({ searchListingsDetails: listingSearchBody(filters), limit: PAGE_SIZE, page: pages.page }),
    [filters, pages.page],
  );
  // Before any search the page lists what the default filters find (every listing), not nothing.
  const { state, refresh } = useRead('searchListings', params);
  const ready = readData(state);
  const rows = useMemo(() => listingRows(ready?.data), [ready?.data]);
  const search = (next: ListingFilters) => {
    setSearchedAt(Date.now());
    setQuery(listingFiltersToQuery(next));
  };
  return (
    <PageTemplate heading={<OverviewHeading title={t('title')} subtitle={t('subtitle')} />}>
      <div className="details-stack">
        <ListingSearchForm
          key={listingType ?? 'all'}
          initial={filters}
          onSearch={search}
          isSearching={searched && state.status === 'loading'}
        />
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('results.failed')} failure={state.failure} onRetry={refresh} />
        ) : (
          <ListingResults rows={rows} isLoading={state.status === 'loading'} />
        )}
        <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('results.pages')} />
      </div>
    </PageTemplate>
  );
}
