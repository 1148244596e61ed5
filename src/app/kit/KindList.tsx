/**
 * The one live list of every kind, from its ListSpec: read under its parent (a compartment, a
 * project, a product license), filtered by lifecycle state (by the service) and by a part of the
 * name (on the page), sorted by the service where it sorts (else by the page), paged with
 * opc-next-page, its age always shown (the kept copy offline), each row's first column opening
 * its details page and marked while a change of it waits in the outbox, creates still waiting
 * shown as rows of their own. A page of its own (ListScreen), a details page's tab and a
 * feature's screen all show their lists through it.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paramsFor } from '../../oci/operations';
import { usePendingChanges, useQueuedCreates, useSignInWaits } from '../data/usePendingChanges';
import { useSigningSession } from '../data/useSessionStatus';
import { waitsForSignIn } from '../../rules/outboxLifecycle';
import { readData, useRead } from '../data/useRead';
import { useEnumLabel } from '../i18n/enumLabel';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  Select,
  StatusLabel,
  TextField,
  type DataTableColumn,
} from '../ui';
import { FieldValue } from './FieldValue';
import {
  QUEUED_ENTRY,
  cellText,
  filterByName,
  listParams,
  listRows,
  queuedRows,
  rowKeyOf,
  serviceSorts,
  sortValue,
  type ListParent,
  type ListQuery,
  type ListSpec,
  type Row,
  type SortChoice,
} from './listSpec';
import { Pager } from './Pager';
import { ReadFreshness } from './ReadFreshness';
import { ReadProblem } from './ReadProblem';
import { usePageTokens } from './usePageTokens';
import { valueAt } from './valueAt';
import './ListScreen.css';

export interface KindListProps {
  readonly spec: ListSpec;
  /** What the rows are listed under (`{ compartmentId }`, `{ projectId }`); null while not chosen. */
  readonly parent: ListParent | null;
  /** The details page of a row; null or undefined where it has none. */
  readonly rowLink: (row: Row) => string | null | undefined;
  readonly region?: string;
  /** The filters as the page's address holds them, and how to change them; the list keeps its own otherwise. */
  readonly query?: ListQuery;
  readonly onQuery?: (param: string, value: string) => void;
  /** Beside the filters: a create button, a picker of the page's own. */
  readonly toolbar?: ReactNode;
  /** Between the filters and the rows: a create form, given the list's refresh. */
  readonly children?: ReactNode | ((refresh: () => void) => ReactNode);
  readonly testId?: string;
}

const ALL = 'all';
const NAME = 'name';

/** The filters in the page's address when it gives them, else the list's own. */
function useChoices(query: ListQuery | undefined, onQuery: KindListProps['onQuery']) {
  const [own, setOwn] = useState<ListQuery>({});
  const choose = useCallback(
    (param: string, value: string) => {
      if (onQuery !== undefined) onQuery(param, value);
      else setOwn((current) => ({ ...current, [param]: value }));
    },
    [onQuery],
  );
  return [onQuery === undefined ? own : (query ?? {}), choose] as const;
}

export function KindList({
  spec,
  parent,
  rowLink,
  region,
  query,
  onQuery,
  toolbar,
  children,
  testId,
}: KindListProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const stateLabel = useEnumLabel();
  const [choices, choose] = useChoices(query, onQuery);
  const [sort, setSort] = useState<SortChoice | null>(spec.defaultSort ?? null);
  const byService = serviceSorts(spec);
  const served = useMemo(
    () => listParams(spec, parent, choices, undefined, sort),
    [spec, parent, choices, sort],
  );
  // Other filters or another order start again at the first page.
  const pages = usePageTokens(JSON.stringify(served));
  const params = useMemo(
    () => (served === null || pages.page === undefined ? served : { ...served, page: pages.page }),
    [served, pages.page],
  );
  const operation = params === null ? null : spec.operation;
  const read = useRead(operation, paramsFor(operation, params ?? {}), region);
  const ready = readData(read.state);
  const name = choices[NAME] ?? '';
  const listed = useMemo(() => filterByName(spec, listRows(spec, ready?.data), name), [spec, ready, name]);
  const queued = useQueuedCreates(spec.queuedCreates?.operation ?? '');
  const rows = useMemo(
    () => [...queuedRows(spec, queued, params), ...listed],
    [spec, queued, params, listed],
  );
  const keys = useMemo(() => listed.map((row) => rowKeyOf(spec, row)), [spec, listed]);
  const pending = usePendingChanges(keys);
  const signInWaits = useSignInWaits(keys);
  const session = useSigningSession();
  const title = t(spec.title);
  const pendingMark = (signIn: boolean) => (
    <StatusLabel status={signIn ? 'warning' : 'info'}>
      {signIn ? t('details:lists.waitingSignIn') : t('details:lists.pending')}
    </StatusLabel>
  );

  const columns: DataTableColumn<Row>[] = spec.columns.map((column, index) => ({
    id: column.path,
    header: t(column.label),
    isRowHeader: index === 0,
    ...(column.align === undefined ? {} : { align: column.align }),
    sortKey: byService && column.sortBy === undefined ? undefined : (row: Row) => sortValue(row, column.path),
    cell: (row: Row) => {
      const Cell = column.cell;
      const value =
        Cell === undefined ? (
          <FieldValue value={valueAt(row, column.path)} format={column.format} />
        ) : (
          <Cell row={row} />
        );
      if (index > 0) return value;
      const isQueued = row[QUEUED_ENTRY] !== undefined;
      const link = isQueued ? null : rowLink(row);
      const label = cellText(row, column.path) || rowKeyOf(spec, row);
      const named = link === null || link === undefined ? label : <Link to={link}>{label}</Link>;
      return isQueued || pending.has(rowKeyOf(spec, row)) ? (
        <span className="list-screen__named">
          {named}{' '}
          {pendingMark(
            isQueued
              ? queued.some((entry) => entry.id === row[QUEUED_ENTRY] && waitsForSignIn(entry, session))
              : signInWaits.has(rowKeyOf(spec, row)),
          )}
        </span>
      ) : (
        named
      );
    },
  }));

  return (
    <section className="list-screen" aria-label={title} data-testid={testId}>
      {spec.states !== undefined || spec.nameFilter === true || (spec.filters ?? []).length > 0 || toolbar ? (
        <div className="list-screen__filters">
          {spec.states === undefined ? null : (
            <Select
              label={t('glossary:state')}
              options={[
                { id: ALL, label: t('details:lists.allStates') },
                ...spec.states.map((state) => ({ id: state, label: stateLabel(state) })),
              ]}
              selectedKey={choices['lifecycleState'] || ALL}
              onSelectionChange={(next) => {
                choose('lifecycleState', next === ALL ? '' : next);
              }}
            />
          )}
          {(spec.filters ?? []).map((filter) => (
            <TextField
              key={filter.param}
              label={t(filter.label)}
              value={choices[filter.param] ?? ''}
              onChange={(value) => {
                choose(filter.param, value);
              }}
            />
          ))}
          {spec.nameFilter === true ? (
            <TextField
              label={t('details:lists.name')}
              value={name}
              onChange={(value) => {
                choose(NAME, value);
              }}
              type="search"
            />
          ) : null}
          {toolbar}
        </div>
      ) : null}
      {typeof children === 'function' ? children(read.refresh) : children}
      {ready !== undefined ? <ReadFreshness state={read.state} onRefresh={read.refresh} /> : null}
      {read.state.status === 'error' ? (
        spec.notOffered === undefined ? (
          <ErrorPanel title={t('details:lists.failed')} failure={read.state.failure} onRetry={read.refresh} />
        ) : (
          <ReadProblem
            failure={read.state.failure}
            title={t('details:lists.failed')}
            notOffered={t(spec.notOffered)}
            onRetry={read.refresh}
          />
        )
      ) : (
        <DataTable
          caption={title}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => rowKeyOf(spec, row) || `queued:${cellText(row, QUEUED_ENTRY)}`}
          sort={sort}
          onSortChange={setSort}
          manualSort={byService}
          isLoading={params === null || read.state.status === 'loading'}
          emptyState={
            <EmptyState
              title={t(spec.empty ?? 'details:lists.emptyOf', { type: title })}
              description={name === '' ? undefined : t('details:lists.emptyFiltered')}
            />
          }
        />
      )}
      <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('details:lists.pages', { type: title })} />
    </section>
  );
}
