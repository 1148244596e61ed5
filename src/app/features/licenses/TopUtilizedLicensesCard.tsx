import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { BarChart, Card, DataTable, EmptyState, ErrorPanel, PieChart } from '../../ui';
import type { DataTableColumn } from '../../ui';
import { formatField } from '../../kit/formatField';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { useFormatContext } from '../../kit/useFormatContext';
import { statusLabel, unitLabel } from '../../kinds/licenses/licenseLabels';
import { statusChart, topLicenseRows, topLicensesChart } from './licenseMetrics';
import type { TopLicenseRow } from './licenseMetrics';
import { LicenseStatusLabel } from '../../kinds/licenses/LicenseStatusLabel';
import { licensePaths } from './paths';
import type { Scope } from './useScope';

/** The most used product licenses: a bar chart of units consumed, statuses as a pie, and the table. */
export function TopUtilizedLicensesCard({ scope }: { readonly scope: Scope }) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const params = useMemo(
    () => ({ compartmentId: scope.compartmentId, isCompartmentIdInSubtree: scope.subtree, limit: 50 }),
    [scope.compartmentId, scope.subtree],
  );
  const { state, refresh } = useRead(
    scope.compartmentId === undefined ? null : 'listTopUtilizedProductLicenses',
    params,
  );
  const rows = topLicenseRows(readData(state)?.data);
  const columns: DataTableColumn<TopLicenseRow>[] = [
    {
      id: 'name',
      header: t('columns.product'),
      isRowHeader: true,
      sortKey: (row) => row.name,
      cell: (row) =>
        row.id === '' ? row.name : <Link to={licensePaths.productLicense(row.id)}>{row.name}</Link>,
    },
    {
      id: 'unit',
      header: t('columns.unit'),
      sortKey: (row) => row.unit,
      cell: (row) => unitLabel(t, row.unit),
    },
    {
      id: 'consumed',
      header: t('columns.consumedOfTotal'),
      align: 'end',
      sortKey: (row) => row.share ?? -1,
      cell: (row) =>
        row.isUnlimited
          ? t('values.unlimited')
          : t('values.consumedOfTotal', {
              consumed: formatField(row.consumed, 'number', format),
              total: formatField(row.total, 'number', format),
            }),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: (row) => (row.status === undefined ? '' : statusLabel(t, row.status)),
      cell: (row) => <LicenseStatusLabel status={row.status} />,
    },
  ];
  return (
    <Card title={t('overview.topLicenses')} actions={<ReadFreshness state={state} onRefresh={refresh} />}>
      <div className="details-stack">
        {state.status === 'error' ? (
          <ErrorPanel title={t('overview.topLicensesFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        {rows.length > 0 ? (
          <div className="details-grid">
            <div className="details-chart">
              <BarChart title={t('overview.unitsConsumed')} data={topLicensesChart(rows)} />
            </div>
            <div className="details-chart">
              <PieChart
                title={t('overview.licensesByStatus')}
                data={statusChart(rows, (status) => statusLabel(t, status))}
                variant="greens"
              />
            </div>
          </div>
        ) : null}
        <DataTable
          caption={t('overview.topLicenses')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id || row.name}
          defaultSort={{ column: 'consumed', direction: 'descending' }}
          isLoading={state.status === 'loading'}
          emptyState={<EmptyState title={t('overview.noLicenses')} />}
        />
      </div>
    </Card>
  );
}
