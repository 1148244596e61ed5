import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isEnumValue, PRODUCT_CATEGORIES } from '../../../oci/enums';
import { readData, useRead } from '../../data/useRead';
import { DataTable, EmptyState, ErrorPanel } from '../../ui';
import type { DataTableColumn } from '../../ui';
import { formatField } from '../../kit/formatField';
import { RELATED_PATTERNS, fillPattern } from '../details/paths';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { useFormatContext } from '../../kit/useFormatContext';
import { itemsOf } from './licenseMetrics';
import { unitLabel } from './licenseLabels';

type Consumer = Readonly<Record<string, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The resources that consume a product license: their units, and the products they still miss. */
export function ConsumersTable({
  productLicenseId,
  compartmentId,
}: {
  readonly productLicenseId: string;
  readonly compartmentId: string;
}) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const params = useMemo(
    () => ({ productLicenseId, compartmentId, isCompartmentIdInSubtree: true, limit: 100 }),
    [productLicenseId, compartmentId],
  );
  const { state, refresh } = useRead<unknown>(compartmentId === '' ? null : 'listProductLicenseConsumers', params);
  const missing = (row: Consumer): string => {
    const products = Array.isArray(row['missingProducts']) ? (row['missingProducts'] as Consumer[]) : [];
    return products
      .map((product) => {
        const category = product['category'];
        const name = text(product['name']);
        return isEnumValue(PRODUCT_CATEGORIES, category) ? `${name} (${t(`categories.${category}`)})` : name;
      })
      .join(', ');
  };
  const columns: DataTableColumn<Consumer>[] = [
    {
      id: 'resource',
      header: t('columns.resource'),
      isRowHeader: true,
      sortKey: (row) => text(row['resourceName']),
      cell: (row) => {
        const link = fillPattern(RELATED_PATTERNS.instance, { id: text(row['resourceId']) });
        return link === null ? text(row['resourceName']) : <Link to={link}>{text(row['resourceName'])}</Link>;
      },
    },
    {
      id: 'compartment',
      header: t('columns.compartment'),
      sortKey: (row) => text(row['resourceCompartmentName']),
      cell: (row) => text(row['resourceCompartmentName']),
    },
    {
      id: 'resourceUnits',
      header: t('columns.resourceUnits'),
      align: 'end',
      sortKey: (row) => number(row['resourceUnitCount']),
      cell: (row) => {
        const unit = text(row['resourceUnitType']);
        const count = formatField(row['resourceUnitCount'], 'number', format) ?? '';
        return unit === '' ? count : `${count} ${t(`resourceUnits.${unit}`, { defaultValue: unit })}`;
      },
    },
    {
      id: 'consumed',
      header: t('columns.licenseUnitsConsumed'),
      align: 'end',
      sortKey: (row) => number(row['licenseUnitsConsumed']),
      cell: (row) =>
        `${formatField(row['licenseUnitsConsumed'], 'number', format) ?? ''} ${unitLabel(t, row['licenseUnitType'])}`,
    },
    {
      id: 'options',
      header: t('columns.allOptions'),
      cell: (row) => (row['areAllOptionsAvailable'] === true ? t('values.yes') : t('values.no')),
    },
    { id: 'missing', header: t('columns.missingProducts'), cell: missing },
  ];
  return (
    <div className="details-stack">
      <ReadFreshness state={state} onRefresh={refresh} />
      {state.status === 'error' ? (
        <ErrorPanel title={t('consumers.loadFailed')} failure={state.failure} onRetry={refresh} />
      ) : null}
      <DataTable
        caption={t('consumers.title')}
        hideCaption
        columns={columns}
        rows={itemsOf(readData(state)?.data)}
        rowKey={(row) => text(row['resourceId'])}
        isLoading={state.status === 'loading'}
        emptyState={<EmptyState title={t('consumers.empty')} />}
      />
    </div>
  );
}
