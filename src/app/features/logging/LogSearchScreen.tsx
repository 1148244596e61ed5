import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { ErrorPanel, OverviewHeading, PageTemplate } from '../../ui';
import { Pager } from '../../kit/Pager';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { usePageTokens } from '../../kit/usePageTokens';
import { filtersFromQuery, filtersToQuery, LOG_SEARCH_READ, logSearchParams } from './logSearchParams';
import type { LogSearchFilters } from './logSearchParams';
import { LogResults } from './LogResults';
import { LogSearchForm } from './LogSearchForm';
import { normaliseLogSearch } from './normaliseLogSearch';
import type { LogSearchResult } from './normaliseLogSearch';
import '../../kit/details.css';

const PAGE_SIZE = 50;
const NOTHING_YET: LogSearchResult = { kind: 'entries', rows: [] };

/**
 * Log search. The filters live in the URL, so a search can be reloaded, shared and gone back to;
 * the answer (log lines, from the public search) is shown as one table and kept for offline use.
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
  // Log lines come from the public search whatever the endpoint (LOG_SEARCH_READ says why).
  const { state, refresh } = useRead(
    searched ? LOG_SEARCH_READ.operation : null,
    params,
    undefined,
    LOG_SEARCH_READ.form,
  );
  const ready = readData(state);
  const result = useMemo(() => (ready === undefined ? undefined : normaliseLogSearch(ready.data)), [ready]);
  // An answer that is no search answer at all (a portal's page, a broken relay) is an error, not
  // "nothing found": the worker refuses one that does not fit searchLogs' schema (an invalid answer).
  const unreadable =
    (state.status === 'error' && state.failure.kind === 'invalid-response') ||
    (ready !== undefined && result === undefined);

  const search = (next: LogSearchFilters) => {
    setSearchedAt(Date.now());
    setQuery(filtersToQuery(next));
  };

  return (
    <PageTemplate heading={<OverviewHeading title={t('title')} subtitle={t('subtitle')} />}>
      <div className="details-stack">
        <LogSearchForm
          initial={filters}
          onSearch={search}
          isSearching={searched && state.status === 'loading'}
        />
        {searched ? (
          <>
            <ReadFreshness state={state} onRefresh={refresh} />
            {unreadable ? (
              <ErrorPanel title={t('results.failed')} message={t('results.unreadable')} onRetry={refresh} />
            ) : state.status === 'error' ? (
              <ErrorPanel title={t('results.failed')} failure={state.failure} onRetry={refresh} />
            ) : (
              <LogResults result={result ?? NOTHING_YET} isLoading={state.status === 'loading'} />
            )}
            <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('results.pages')} />
          </>
        ) : null}
      </div>
    </PageTemplate>
  );
}
