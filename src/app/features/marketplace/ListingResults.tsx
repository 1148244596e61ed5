import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from 'react-aria-components';
import { DataTable, EmptyState, StatusLabel } from '../../ui';
import type { DataTableColumn } from '../../ui';
import type { ListingRow } from './listingSearchBody';
import { listingWords as words } from './listingWords';
import { marketplacePaths } from './paths';

/** Listings as a table (cards on a phone), in the service's order. */
export function ListingResults({
  rows,
  isLoading,
}: {
  readonly rows: readonly ListingRow[];
  readonly isLoading: boolean;
}) {
  const { t } = useTranslation(['marketplace', 'glossary']);
  const { locale } = useLocale();
  const columns: DataTableColumn<ListingRow>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      cell: (row) => (
        <>
          <Link to={marketplacePaths.listing(row.id)}>{row.name}</Link>
          {row.isFeatured ? (
            <>
              {' '}
              <StatusLabel status="info">{t('featured')}</StatusLabel>
            </>
          ) : null}
        </>
      ),
    },
    { id: 'summary', header: t('columns.summary'), cell: (row) => row.summary },
    { id: 'publisher', header: t('columns.publisher'), cell: (row) => row.publisher },
    {
      id: 'package',
      header: t('columns.packageType'),
      cell: (row) => words(t, 'packageTypes', [row.packageType], locale),
    },
    {
      id: 'pricing',
      header: t('columns.pricing'),
      cell: (row) => words(t, 'pricingTypes', row.pricingTypes, locale),
    },
    {
      id: 'type',
      header: t('glossary:type'),
      cell: (row) => words(t, 'listingTypes', [row.listingType], locale),
    },
    {
      id: 'architectures',
      header: t('columns.architectures'),
      cell: (row) => words(t, 'architectures', row.architectures, locale),
    },
    { id: 'categories', header: t('columns.categories'), cell: (row) => row.categories.join(', ') },
  ];
  return (
    <DataTable
      caption={t('results.caption', { number: rows.length })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      manualSort
      isLoading={isLoading}
      emptyState={<EmptyState title={t('results.empty')} description={t('results.emptyHelp')} />}
    />
  );
}
