/**
 * The one live list page of any kind, from its ListSpec: a compartment (the tenancy until one is
 * chosen) and the kind's filters, all kept in the page's address; its columns, sorted by the
 * service where it sorts, else by the page; paged with opc-next-page; its age always shown (the
 * kept copy offline); each row's first column opening its details page.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { readData, useRead } from '../data/useRead';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  OverviewHeading,
  PageTemplate,
  TextField,
  type DataTableColumn,
  type SortDescriptor,
} from '../ui';
import { CompartmentPicker } from './CompartmentPicker';
import { FieldValue } from './FieldValue';
import { listParams, listRows, serviceSorts, type ListSpec, type Row } from './listSpec';
import { Pager } from './Pager';
import { ReadFreshness } from './ReadFreshness';
import { usePageTokens } from './usePageTokens';
import { valueAt } from './valueAt';
import './ListScreen.css';

export interface ListScreenProps {
  readonly spec: ListSpec;
  /** The details page of a row, or null where a value its link needs is missing. */
  readonly rowLink: (row: Row) => string | null;
}

const textOf = (row: Row, path: string): string => {
  const value = valueAt(row, path);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export function ListScreen({ spec, rowLink }: ListScreenProps) {
  const { t } = useTranslation('details');
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(search.entries()), [search]);
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const byService = serviceSorts(spec);
  const serviceSort = useMemo(() => {
    const column = spec.columns.find((c) => c.path === sort?.column);
    return byService && column?.sortBy !== undefined && sort !== null
      ? { sortBy: column.sortBy, sortOrder: sort.direction === 'descending' ? ('DESC' as const) : ('ASC' as const) }
      : undefined;
  }, [byService, sort, spec.columns]);
  const pages = usePageTokens(JSON.stringify([query, serviceSort]));
  const params = useMemo(() => listParams(spec, query, pages.page, serviceSort), [spec, query, pages.page, serviceSort]);
  const read = useRead<unknown>(params === null ? null : spec.operation, params ?? {});
  const ready = readData(read.state);
  const rows = useMemo(() => listRows(spec, ready?.data), [spec, ready]);
  const title = t(`lists.${spec.title}`);

  const choose = useCallback(
    (param: string, value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(param);
          else next.set(param, value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const chooseCompartment = useCallback((id: string) => choose('compartmentId', id), [choose]);

  const columns: DataTableColumn<Row>[] = spec.columns.map((column, index) => ({
    id: column.path,
    header: t(`fields.${column.label}`),
    isRowHeader: index === 0,
    sortKey: byService && column.sortBy === undefined ? undefined : (row: Row) => textOf(row, column.path),
    cell: (row: Row) => {
      const value = <FieldValue value={valueAt(row, column.path)} format={column.format} />;
      if (index > 0) return value;
      const link = rowLink(row);
      return link === null ? value : <Link to={link}>{textOf(row, column.path) || textOf(row, 'id')}</Link>;
    },
  }));

  return (
    <PageTemplate heading={<OverviewHeading title={title} />}>
      <div className="list-screen">
        <div className="list-screen__filters">
          <CompartmentPicker value={query['compartmentId']} onChange={chooseCompartment} defaultToRoot />
          {(spec.filters ?? []).map((filter) => (
            <TextField
              key={filter.param}
              label={t(`fields.${filter.label}`)}
              value={query[filter.param] ?? ''}
              onChange={(value) => choose(filter.param, value)}
            />
          ))}
        </div>
        {ready !== undefined ? <ReadFreshness state={read.state} onRefresh={read.refresh} /> : null}
        {read.state.status === 'error' ? (
          <ErrorPanel title={t('lists.failed')} failure={read.state.failure} onRetry={read.refresh} />
        ) : (
          <div data-testid="type-list">
            <DataTable
              caption={title}
              hideCaption
              columns={columns}
              rows={rows}
              rowKey={(row) => textOf(row, 'id')}
              sort={sort}
              onSortChange={setSort}
              manualSort={byService}
              isLoading={params === null || read.state.status === 'loading'}
              emptyState={<EmptyState title={t('lists.empty')} />}
            />
          </div>
        )}
        <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('lists.pages', { type: title })} />
      </div>
    </PageTemplate>
  );
}
