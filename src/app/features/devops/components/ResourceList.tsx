/**
 * The one list of every DevOps resource, driven by its configuration: filtered by lifecycle state
 * (by the service) and by a part of the name, sorted by the service, paged, shown with its age
 * (the kept copy offline), with a create form where the API has a create.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readData, useRead } from '../../../data/useRead';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorPanel,
  Select,
  StatusLabel,
  TextField,
  type DataTableColumn,
  type SortDescriptor,
} from '../../../ui';
import type { Scope } from '../resources/formModel';
import type { ResourceKey, Row } from '../resources/resourceConfig';
import { resourceConfig } from '../resources/resources';
import { DEFAULT_SORT, filterByName, itemsOf, listParams, rowName, rowText } from '../resources/rows';
import { usePendingChanges } from '../../../data/usePendingChanges';
import { Pager } from '../../../kit/Pager';
import { ReadFreshness } from '../../../kit/ReadFreshness';
import { usePageTokens } from '../../../kit/usePageTokens';
import { ResourceForm } from './ResourceForm';
import { FieldValue } from '../../../kit/FieldValue';
import { valueAt } from '../../../kit/valueAt';
import { useEnumLabel } from '../../../i18n/enumLabel';

export interface ResourceListProps {
  readonly resource: ResourceKey;
  /** The list's parent: compartmentId for projects, projectId or a pipeline id for the rest. */
  readonly scope: Scope;
  /** Everything the page knows, for the create form's pickers. */
  readonly context?: Scope;
  readonly region: string;
  readonly title?: string;
}

const ALL = 'all';

export function ResourceList({ resource, scope, context, region, title }: ResourceListProps) {
  const { t } = useTranslation('devops');
  const stateLabel = useEnumLabel();
  const config = resourceConfig(resource);
  const [state, setState] = useState('');
  const [name, setName] = useState('');
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_SORT);
  const [creating, setCreating] = useState(false);
  // Other filters or another order start again at the first page.
  const pages = usePageTokens(JSON.stringify([state, sort, scope]));
  const page = pages.page;
  const params = useMemo(
    () => listParams(config, scope, { state, sort, page }),
    [config, scope, state, sort, page],
  );
  const read = useRead<unknown>(config.operations.list, params, region);
  const data = readData(read.state);
  const rows = useMemo(() => filterByName(config, itemsOf(data?.data), name), [config, data, name]);
  const heading = title ?? t(config.pluralKey);
  const pending = usePendingChanges(useMemo(() => rows.map((row) => rowText(row, 'id') ?? ''), [rows]));

  const columns: DataTableColumn<Row>[] = config.columns.map((column, index) => ({
    id: column.id,
    header: t(column.labelKey),
    isRowHeader: index === 0,
    sortKey: column.sortBy === undefined ? undefined : (row: Row) => rowText(row, column.path),
    cell: (row: Row) => {
      if (index > 0) return <FieldValue value={valueAt(row, column.path)} format={column.format} />;
      const link = config.link(row);
      const label = rowName(config, row);
      const name = link === undefined ? label : <Link to={link}>{label}</Link>;
      if (!pending.has(rowText(row, 'id') ?? '')) return name;
      return (
        <span>
          {name} <StatusLabel status="info">{t('list.pending')}</StatusLabel>
        </span>
      );
    },
  }));
  const canCreate = config.operations.create !== undefined && config.form !== undefined;

  return (
    <section className="devops-list" aria-label={heading} data-testid={`list-${resource}`}>
      <div className="devops-list__toolbar">
        <Select
          label={t('list.state')}
          options={[
            { id: ALL, label: t('list.allStates') },
            ...config.states.map((s) => ({ id: s, label: stateLabel(s) })),
          ]}
          selectedKey={state === '' ? ALL : state}
          onSelectionChange={(next) => {
            setState(next === ALL ? '' : next);
          }}
        />
        <TextField label={t('list.name')} value={name} onChange={setName} type="search" />
        {canCreate ? (
          <Button variant="primary" onPress={() => setCreating(true)} isDisabled={creating}>
            {t('list.create', { type: t(config.titleKey) })}
          </Button>
        ) : null}
      </div>
      {creating ? (
        <ResourceForm
          config={config}
          mode="create"
          scope={{ ...context, ...scope }}
          region={region}
          onClose={() => {
            setCreating(false);
            read.refresh();
          }}
        />
      ) : null}
      {read.state.status === 'error' ? (
        <ErrorPanel
          title={t('list.failed', { type: heading })}
          failure={read.state.failure}
          onRetry={read.refresh}
        />
      ) : null}
      {data !== undefined ? (
        <ReadFreshness state={read.state} onRefresh={read.refresh} />
      ) : null}
      {read.state.status !== 'error' ? (
        <DataTable
          caption={heading}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => rowText(row, 'id') ?? rowName(config, row)}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
          }}
          manualSort
          isLoading={read.state.status === 'loading'}
          emptyState={
            <EmptyState
              title={t('list.empty', { type: heading })}
              description={name === '' ? undefined : t('list.emptyFiltered')}
            />
          }
        />
      ) : null}
      <Pager pages={pages} nextPage={data?.opcNextPage} label={t('list.pages', { type: heading })} />
    </section>
  );
}
