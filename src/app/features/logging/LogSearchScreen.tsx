import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { ErrorPanel, OverviewHeading, PageTemplate } from '../../ui';
import { Pager } from '../details/Pager';
import { ReadFreshness } from '../details/ReadFreshness';
import { usePageTokens } from '../details/usePageTokens';
import { filtersFromQuery, filtersToQuery, logSearchParams } from './logSearchParams';
import type { LogSearchFilters } from './logSearchParams';
import { LogResults } from './LogResults';
import { LogSearchForm } from './LogSearchForm';
import { normaliseLogSearch } from './normaliseLogSearch';
import '../details/details.css';

const PAGE_SIZE = 50;

/**
 * Log search. The filters live in the URL, so a search can be reloaded, shared and gone back to;
 * the answer, in either of its forms, is shown as one table and kept for offline use.
 */
export function LogSearchScreen() {
  const { t } = useTranslation('logging');
  const [query, setQuery] = useSearchParams();
  const [searchedAt, setSearchedAt] = useState(() => Date.now());
  const searched = query.has('compartmentId');
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const pages = usePageTokens(`${query.toString()}|${searchedAt}`);
  const params = useMemo(
    () => logSearchParams(filters, { page: pages.page, limit: PAGE_SIZE }, searchedAt),
    [filters, pages.page, searchedAt],
  );
  const { state, refresh } = useRead<unknown>(searched ? 'searchLogs' : null, params);
  const ready = readData(state);
  const result = useMemo(() => normaliseLogSearch(ready?.data), [ready?.data]);

  const search = (next: LogSearchFilters) => {
    setSearchedAt(Date.now());
    setQuery(filtersToQuery(next));
  };

  return (
    <PageTemplate heading={<OverviewHeading title={t('title')} subtitle={t('subtitle')} />}>
      <div className="details-stack">
        <LogSearchForm initial={filters} onSearch={search} isSearching={searched && state.status === 'loading'} />
        {searched ? (
          <>
            <ReadFreshness state={state} onRefresh={refresh} />
            {state.status === 'error' ? (
              <ErrorPanel title={t('results.failed')} failure={state.failure} onRetry={refresh} />
            ) : (
              <LogResults result={result} isLoading={state.status === 'loading'} />
            )}
            <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('results.pages')} />
          </>
        ) : null}
      </div>
    </PageTemplate>
  );
}
