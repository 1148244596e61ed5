import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { DataTable, ErrorPanel, LifecycleBadge, OverviewHeading, PageTemplate } from '../../ui';
import type { DataTableColumn, SortDescriptor } from '../../ui';
import { LinkButton } from '../details/LinkButton';
import { Pager } from '../details/Pager';
import { ReadFreshness } from '../details/ReadFreshness';
import { usePageTokens } from '../details/usePageTokens';
import { useFormatContext } from '../details/useFormatContext';
import { formatField } from '../details/formatField';
import { ChangeNotice } from './ChangeNotice';
import { itemsOf } from './licenseMetrics';
import { LicenseStatusLabel } from './LicenseStatusLabel';
import { unitLabel } from './licenseLabels';
import { licensePaths } from './paths';
import { ScopePicker } from './ScopePicker';
import { useScope } from './useScope';
import '../details/details.css';

type License = Readonly<Record<string, unknown>>;

const PAGE_SIZE = 25;
/** The service sorts by these; the table's other columns keep the service's order. */
const SORT_FIELDS: Readonly<Record<string, string>> = { name: 'displayName', created: 'timeCreated' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

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
  const rows = itemsOf(ready?.data);

  const columns: DataTableColumn<License>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      sortKey: (row) => text(row['displayName']),
      cell: (row) => <Link to={licensePaths.productLicense(text(row['id']))}>{text(row['displayName'])}</Link>,
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
          rowKey={(row) => text(row['id'])}
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
