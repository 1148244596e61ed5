import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocale } from 'react-aria-components';
import { DataTable, EmptyState, StatusLabel } from '../../ui';
import type { DataTableColumn } from '../../ui';
import type { ListingRow } from './listingSearchBody';

/** Enumeration values in words, joined the locale's way; unknown values as the service wrote them. */
function words(t: TFunction, prefix: string, values: readonly string[], locale: string): string {
  const labels = values.map((value) => t(`${prefix}.${value}`, { defaultValue: value }));
  return new Intl.ListFormat(locale, { type: 'unit' }).format(labels);
}

/** Listings as a table (cards on a phone), in the service's order. */
export function ListingResults({ rows, isLoading }: { readonly rows: readonly ListingRow[]; readonly isLoading: boolean }) {
  const { t } = useTranslation('marketplace');
  const { locale } = useLocale();
  const columns: DataTableColumn<ListingRow>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.name}
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
    { id: 'package', header: t('columns.packageType'), cell: (row) => words(t, 'packageTypes', [row.packageType], locale) },
    { id: 'pricing', header: t('columns.pricing'), cell: (row) => words(t, 'pricingTypes', row.pricingTypes, locale) },
    { id: 'type', header: t('columns.listingType'), cell: (row) => words(t, 'listingTypes', [row.listingType], locale) },
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
