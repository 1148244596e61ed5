/**
 * The results screen (/search?q=…&regions=…): the local index's answer at once, refreshed in
 * place by the regions' answers; grouped by type with translated plural titles and counts;
 * type and state filters (folded above the results where they cannot sit beside them); the query,
 * editable on a phone; the regions searched; progress; each row's age; and, when the answer
 * is the local index's, a banner saying why; and, after a start found the local index damaged
 * and rebuilt it, a note saying so.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { NARROW_QUERY } from '../../ui/breakpoints';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useSettings } from '../../settings/SettingsContext';
import { searchPaths } from './paths';
import { readSearchLocation } from './searchLocation';
import { RegionPicker } from './RegionPicker';
import { ResultList } from './ResultList';
import {
  filterRows,
  groupRows,
  listEntries,
  NO_FILTERS,
  resultFacets,
  type ResultFilters,
} from './resultGroups';
import { FoldedFilters } from './FoldedFilters';
import { IndexRepairNotice } from './IndexRepairNotice';
import { useIndexedRegions } from './useIndexedRegions';
import { ResultsQuery } from './ResultsQuery';
import { SearchFilters } from './SearchFilters';
import { SearchStatus } from './SearchStatus';
import { useSearch } from './useSearch';
import { useSubscribedRegions } from '../../kit/useSubscribedRegions';
import { useTypeLabels } from '../../kit/useTypeLabels';
import './searchScreen.css';

/** The filters the address holds: what the screen shows filtered. */
function filtersOf({
  types,
  states,
}: {
  types: readonly string[];
  states: readonly string[];
}): ResultFilters {
  return types.length === 0 && states.length === 0
    ? NO_FILTERS
    : { types: new Set(types), states: new Set(states) };
}

function SearchResults() {
  const { t } = useTranslation(['searchUi', 'search']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { settings } = useSettings();
  const location = readSearchLocation(params);
  const regions = location.regions.length > 0 ? location.regions : [settings.region];
  const [run, setRun] = useState(0);
  // The filters live in the address (a new query's address has none, so it starts unfiltered).
  // useSearchParams hands the same object until the address changes.
  const filters = useMemo(() => filtersOf(readSearchLocation(params)), [params]);
  const setFilters = (next: ResultFilters): void => {
    void navigate(searchPaths.search({ ...location, types: [...next.types], states: [...next.states] }), {
      replace: true,
    });
  };
  // Another device's console region may differ: an address without regions is given the region
  // it searched, so the address says the whole search (useSearch keys on the regions' names, so
  // this does not search again).
  const implicitRegion = params.get('regions') === null && location.q !== '' ? settings.region : undefined;
  useEffect(() => {
    if (implicitRegion === undefined) return;
    const { types, states, q } = readSearchLocation(params);
    void navigate(searchPaths.search({ q, regions: [implicitRegion], types, states }), { replace: true });
  }, [implicitRegion, params, navigate]);
  const { state, merged, prioritize } = useSearch(location.q, regions, run);
  const labels = useTypeLabels();
  const indexed = useIndexedRegions();
  const subscribed = useSubscribedRegions();

  const facets = useMemo(() => resultFacets(merged.rows, filters), [merged.rows, filters]);
  const shownRows = useMemo(() => filterRows(merged.rows, filters), [merged.rows, filters]);
  const entries = useMemo(() => listEntries(groupRows(shownRows, location.q)), [shownRows, location.q]);
  const loading = state.local.status === 'loading' && state.remote.rows.size === 0;
  // Beside the results on wide screens; narrower, folded above them so the results come first.
  const narrow = useMediaQuery(NARROW_QUERY);
  const filterView = (
    <SearchFilters facets={facets} filters={filters} onChange={setFilters} labels={labels} />
  );
  const finished = state.remote.status !== 'running' && state.local.status !== 'loading';

  return (
    <PageTemplate
      heading={
        <>
          <OverviewHeading
            title={t('results.title')}
            subtitle={location.q === '' ? undefined : <code className="search-query">{location.q}</code>}
          />
          <ResultsQuery q={location.q} regions={regions} />
        </>
      }
      toolbar={
        <div className="search-toolbar">
          <RegionPicker
            selected={regions}
            known={[settings.region, ...indexed]}
            subscribed={subscribed}
            onChange={(next) => {
              void navigate(searchPaths.search({ ...location, regions: next }));
            }}
          />
          <Button
            onPress={() => {
              setRun((n) => n + 1);
            }}
            isDisabled={location.q === ''}
          >
            {t('results.refresh')}
          </Button>
        </div>
      }
      toolbarLabel={t('results.toolbar')}
      aside={
        narrow ? (
          <FoldedFilters chosen={filters.types.size + filters.states.size}>{filterView}</FoldedFilters>
        ) : (
          filterView
        )
      }
      asideLabel={t('filters.label')}
    >
      <IndexRepairNotice />
      {location.q === '' ? (
        <EmptyState title={t('results.noQueryTitle')} description={t('results.noQueryBody')} />
      ) : (
        <>
          {location.refused.length > 0 ? (
            <p className="search-refused" role="alert">
              {t('regions.refused', {
                count: location.refused.length,
                regions: location.refused.join(', '),
              })}
            </p>
          ) : null}
          <SearchStatus
            text={location.q}
            state={state}
            regions={regions}
            fromIndex={merged.fromIndex}
            shown={merged.rows.length}
          />
          {state.queryError === undefined ? (
            <>
              <p className="search-count" data-testid="result-count">
                {shownRows.length === merged.rows.length
                  ? t('search.resultsCount', { ns: 'search', count: merged.rows.length })
                  : t('results.filteredCount', { shown: shownRows.length, count: merged.rows.length })}
              </p>
              {loading ? <Spinner label={t('status.loading')} /> : null}
              {entries.length > 0 ? (
                <ResultList entries={entries} labels={labels} onVisibleRows={prioritize} />
              ) : finished ? (
                <EmptyState title={t('results.emptyTitle')} description={t('results.emptyBody')} />
              ) : null}
            </>
          ) : null}
        </>
      )}
    </PageTemplate>
  );
}

/** The route's screen: waits for its strings, then shows the results. */
export function SearchScreen() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <SearchResults />
    </Suspense>
  );
}
