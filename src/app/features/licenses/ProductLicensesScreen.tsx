import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { DataTable, ErrorPanel, LifecycleBadge, OverviewHeading, PageTemplate, StatusLabel } from '../../ui';
import type { DataTableColumn, SortDescriptor } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import { Pager } from '../../kit/Pager';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { usePageTokens } from '../../kit/usePageTokens';
import { useFormatContext } from '../../kit/useFormatContext';
import { formatField } from '../../kit/formatField';
import { usePendingChanges, useQueuedCreates } from '../../data/usePendingChanges';
import { ChangeNotice } from './ChangeNotice';
import { itemsOf } from './licenseMetrics';
import { LicenseStatusLabel } from './LicenseStatusLabel';
import { unitLabel } from './licenseLabels';
import { licensePaths } from './paths';
import type { OutboxEntry } from '../../../contract/db';
import { ScopePicker } from './ScopePicker';
import { useScope } from './useScope';
import '../details/details.css';

type License = Readonly<Record<string, unknown>>;

const PAGE_SIZE = 25;
/** The service sorts by these; the table's other columns keep the service's order. */
const SORT_FIELDS: Readonly<Record<string, string>> = { name: 'displayName', created: 'timeCreated' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Marks a row that is a create still in the outbox (it has no OCID yet). */
const QUEUED = 'queuedEntryId';

/** A queued create as a row: what it will be called and counted in, from its own request. */
function queuedRow(entry: OutboxEntry): License {
  const details = entry.params['createProductLicenseDetails'];
  const body: License = typeof details === 'object' && details !== null ? (details as License) : {};
  return {
    displayName: text(body['displayName']) || entry.summary,
    compartmentId: body['compartmentId'],
    licenseUnit: body['licenseUnit'],
    [QUEUED]: entry.id,
  };
}

/** Product licenses of a compartment (and its subcompartments), sorted and paged by the service. */
export function ProductLicensesScreen() {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const scope = useScope();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const pages = usePageTokens(`${scope.compartmentId ?? ''}|${scope.subtree}|${sort.column}|${sort.direction}`);
  const params = useMemo(
    () => ({
      compartmentId: scope.compartmentId,
      isCompartmentIdInSubtree: scope.subtree,
      limit: PAGE_SIZE,
      page: pages.page,
      sortBy: SORT_FIELDS[sort.column] ?? 'displayName',
      sortOrder: sort.direction === 'ascending' ? 'ASC' : 'DESC',
    }),
    [scope.compartmentId, scope.subtree, pages.page, sort],
  );
  const { state, refresh } = useRead<unknown>(
    scope.compartmentId === undefined ? null : 'listProductLicenses',
    params,
  );
  const ready = readData(state);
  const listed = itemsOf(ready?.data);
  const queued = useQueuedCreates('createProductLicense');
  const rows = useMemo(
    () => [
      // Creates still waiting to be sent, in this compartment (or, with subcompartments, anywhere below it).
      ...queued
        .map(queuedRow)
        .filter((row) => scope.subtree || row['compartmentId'] === scope.compartmentId),
      ...listed,
    ],
    [queued, listed, scope.subtree, scope.compartmentId],
  );
  const pending = usePendingChanges(listed.map((row) => text(row['id'])));
  const pendingMark = <StatusLabel status="info">{t('mutation.pending')}</StatusLabel>;

  const columns: DataTableColumn<License>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      sortKey: (row) => text(row['displayName']),
      cell: (row) =>
        row[QUEUED] !== undefined ? (
          <span className="details-toolbar">
            {text(row['displayName'])} {pendingMark}
          </span>
        ) : (
          <span className="details-toolbar">
            <Link to={licensePaths.productLicense(text(row['id']))}>{text(row['displayName'])}</Link>
            {pending.has(text(row['id'])) ? pendingMark : null}
          </span>
        ),
    },
    { id: 'status', header: t('columns.status'), cell: (row) => <LicenseStatusLabel status={row['status']} /> },
    { id: 'unit', header: t('columns.unit'), cell: (row) => unitLabel(t, row['licenseUnit']) },
    {
      id: 'consumed',
      header: t('columns.consumedOfTotal'),
      align: 'end',
      cell: (row) =>
        row['isUnlimited'] === true
          ? t('values.unlimited')
          : t('values.consumedOfTotal', {
              consumed: formatField(row['totalLicenseUnitsConsumed'] ?? 0, 'number', format),
              total: formatField(row['totalActiveLicenseUnitCount'] ?? 0, 'number', format),
            }),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) => (typeof row['lifecycleState'] === 'string' ? <LifecycleBadge state={row['lifecycleState']} /> : null),
    },
    {
      id: 'created',
      header: t('columns.created'),
      sortKey: (row) => text(row['timeCreated']),
      cell: (row) => formatField(row['timeCreated'], 'dateTime', format),
    },
  ];

  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={t('productLicenses.title')}
          actions={
            <>
              <LinkButton variant="primary" to={licensePaths.createProductLicense(scope)}>
                {t('productLicenses.create')}
              </LinkButton>
              <LinkButton to={licensePaths.bulkUpload(scope)}>{t('bulkUpload.title')}</LinkButton>
            </>
          }
        />
      }
    >
      <div className="details-stack">
        <ChangeNotice />
        <ScopePicker scope={scope} />
        <ReadFreshness state={state} onRefresh={scope.compartmentId === undefined ? undefined : refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('productLicenses.loadFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        <DataTable
          caption={t('productLicenses.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => text(row['id']) || `queued:${text(row[QUEUED])}`}
          sort={sort}
          onSortChange={(next) => {
            if (SORT_FIELDS[next.column] !== undefined) setSort(next);
          }}
          manualSort
          isLoading={state.status === 'loading'}
          emptyState={t('productLicenses.empty')}
        />
        <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('productLicenses.pages')} />
      </div>
    </PageTemplate>
  );
}
