import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readData, useRead } from '../../data/useRead';
import { DataTable, EmptyState, ErrorPanel, LifecycleBadge } from '../../ui';
import type { DataTableColumn } from '../../ui';
import { formatField } from '../../kit/formatField';
import { LinkButton } from '../details/LinkButton';
import { Pager } from '../../kit/Pager';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { useFormatContext } from '../../kit/useFormatContext';
import { usePageTokens } from '../../kit/usePageTokens';
import { itemsOf } from './licenseMetrics';
import { licensePaths } from './paths';

type LicenseRecord = Readonly<Record<string, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const PAGE_SIZE = 25;

/** The license records of a product license, paged, each opening its own page. */
export function LicenseRecordsTable({ productLicenseId }: { readonly productLicenseId: string }) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const pages = usePageTokens(productLicenseId);
  const params = useMemo(
    () => ({ productLicenseId, limit: PAGE_SIZE, page: pages.page }),
    [productLicenseId, pages.page],
  );
  const { state, refresh } = useRead<unknown>('listLicenseRecords', params);
  const ready = readData(state);
  const columns: DataTableColumn<LicenseRecord>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      sortKey: (row) => text(row['displayName']),
      cell: (row) => (
        <Link to={licensePaths.licenseRecord(productLicenseId, text(row['id']))}>{text(row['displayName'])}</Link>
      ),
    },
    {
      id: 'count',
      header: t('columns.licenseCount'),
      align: 'end',
      sortKey: (row) => (typeof row['licenseCount'] === 'number' ? row['licenseCount'] : 0),
      cell: (row) =>
        row['isUnlimited'] === true ? t('values.unlimited') : formatField(row['licenseCount'], 'number', format),
    },
    {
      id: 'expires',
      header: t('columns.expires'),
      sortKey: (row) => text(row['expirationDate']),
      cell: (row) =>
        row['isPerpetual'] === true ? t('values.perpetual') : formatField(row['expirationDate'], 'date', format),
    },
    {
      id: 'support',
      header: t('columns.supportEnds'),
      sortKey: (row) => text(row['supportEndDate']),
      cell: (row) => formatField(row['supportEndDate'], 'date', format),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) => (typeof row['lifecycleState'] === 'string' ? <LifecycleBadge state={row['lifecycleState']} /> : null),
    },
  ];
  return (
    <div className="details-stack">
      <div className="details-toolbar">
        <LinkButton variant="primary" to={licensePaths.createLicenseRecord(productLicenseId)}>
          {t('records.create')}
        </LinkButton>
        <ReadFreshness state={state} onRefresh={refresh} />
      </div>
      {state.status === 'error' ? (
        <ErrorPanel title={t('records.loadFailed')} failure={state.failure} onRetry={refresh} />
      ) : null}
      <DataTable
        caption={t('records.title')}
        hideCaption
        columns={columns}
        rows={itemsOf(ready?.data)}
        rowKey={(row) => text(row['id'])}
        isLoading={state.status === 'loading'}
        emptyState={<EmptyState title={t('records.empty')} />}
      />
      <Pager pages={pages} nextPage={ready?.opcNextPage} label={t('records.pages')} />
    </div>
  );
}
