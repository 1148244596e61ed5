/**
 * The license manager's lists as ListSpecs over the one live list (KindList): the product licenses
 * of a compartment (and its subcompartments), a product license's records, and the resources
 * consuming it. Only the cells that are truly the license manager's (a status, a unit, a count
 * that may be unlimited, a term that may be perpetual) are drawn here.
 */
import { useTranslation } from 'react-i18next';
import { isolateName } from '../../i18n/interpolation';
import { isEnumValue, PRODUCT_CATEGORIES } from '../../../oci/enums';
import { formatField } from '../../kit/formatField';
import type { ListSpec, Row } from '../../kit/listSpec';
import { useFormatContext } from '../../kit/useFormatContext';
import { unitLabel } from './licenseLabels';
import { LicenseStatusLabel } from './LicenseStatusLabel';

type Cell = { readonly row: Row };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function StatusCell({ row }: Cell) {
  return <LicenseStatusLabel status={row['status']} />;
}

function UnitCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  return <>{unitLabel(t, row['licenseUnit'])}</>;
}

function ConsumedOfTotalCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  if (row['isUnlimited'] === true) return <>{t('values.unlimited')}</>;
  return (
    <>
      {t('values.consumedOfTotal', {
        consumed: formatField(row['totalLicenseUnitsConsumed'] ?? 0, 'number', format),
        total: formatField(row['totalActiveLicenseUnitCount'] ?? 0, 'number', format),
      })}
    </>
  );
}

function CountCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  return (
    <>
      {row['isUnlimited'] === true
        ? t('values.unlimited')
        : formatField(row['licenseCount'], 'number', format)}
    </>
  );
}

function ExpiresCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  return (
    <>
      {row['isPerpetual'] === true
        ? t('values.perpetual')
        : formatField(row['expirationDate'], 'date', format)}
    </>
  );
}

function ResourceUnitsCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const unit = text(row['resourceUnitType']);
  const count = formatField(row['resourceUnitCount'], 'number', format) ?? '';
  return <>{unit === '' ? count : `${count} ${t(`resourceUnits.${unit}`, { defaultValue: unit })}`}</>;
}

function ConsumedUnitsCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  return (
    <>{`${formatField(row['licenseUnitsConsumed'], 'number', format) ?? ''} ${unitLabel(t, row['licenseUnitType'])}`}</>
  );
}

function MissingProductsCell({ row }: Cell) {
  const { t } = useTranslation('licenses');
  const products = Array.isArray(row['missingProducts']) ? (row['missingProducts'] as unknown[]) : [];
  const names = products.map((product) => {
    const item = (typeof product === 'object' && product !== null ? product : {}) as Row;
    const category = item['category'];
    // Each name isolated where it needs it (src/contract/isolate.ts): what it holds cannot reorder
    // the list around it.
    const name = isolateName(text(item['name']));
    return isEnumValue(PRODUCT_CATEGORIES, category) ? `${name} (${t(`categories.${category}`)})` : name;
  });
  return <>{names.join(', ')}</>;
}

/** Product licenses of a compartment, by name or newest, with the creates still in the outbox. */
export const PRODUCT_LICENSE_LIST: ListSpec = {
  operation: 'listProductLicenses',
  title: 'licenses:productLicenses.caption',
  fixed: { limit: 25 },
  defaultSort: { column: 'displayName', direction: 'ascending' },
  queuedCreates: { operation: 'createProductLicense', body: 'createProductLicenseDetails' },
  empty: 'licenses:productLicenses.empty',
  columns: [
    { path: 'displayName', label: 'glossary:name', sortBy: 'displayName' },
    { path: 'status', label: 'licenses:columns.status', cell: StatusCell },
    { path: 'licenseUnit', label: 'licenses:columns.unit', cell: UnitCell },
    {
      path: 'totalLicenseUnitsConsumed',
      label: 'licenses:columns.consumedOfTotal',
      align: 'end',
      cell: ConsumedOfTotalCell,
    },
    { path: 'lifecycleState', label: 'glossary:state', format: 'state' },
    { path: 'timeCreated', label: 'glossary:created', format: 'dateTime', sortBy: 'timeCreated' },
  ],
};

/** A product license's records: one page sorted on the page by any column. */
export const LICENSE_RECORD_LIST: ListSpec = {
  operation: 'listLicenseRecords',
  title: 'licenses:records.title',
  fixed: { limit: 25 },
  pageSorts: true,
  empty: 'licenses:records.empty',
  columns: [
    { path: 'displayName', label: 'glossary:name' },
    { path: 'licenseCount', label: 'licenses:columns.licenseCount', align: 'end', cell: CountCell },
    { path: 'expirationDate', label: 'licenses:columns.expires', cell: ExpiresCell },
    { path: 'supportEndDate', label: 'licenses:columns.supportEnds', format: 'date' },
    { path: 'lifecycleState', label: 'glossary:state', format: 'state' },
  ],
};

/** The resources consuming a product license, anywhere below its compartment, and what they still miss. */
export const CONSUMER_LIST: ListSpec = {
  operation: 'listProductLicenseConsumers',
  title: 'licenses:consumers.title',
  fixed: { limit: 100, isCompartmentIdInSubtree: true },
  pageSorts: true,
  rowKey: 'resourceId',
  empty: 'licenses:consumers.empty',
  columns: [
    { path: 'resourceName', label: 'licenses:columns.resource' },
    { path: 'resourceCompartmentName', label: 'glossary:compartment' },
    {
      path: 'resourceUnitCount',
      label: 'licenses:columns.resourceUnits',
      align: 'end',
      cell: ResourceUnitsCell,
    },
    {
      path: 'licenseUnitsConsumed',
      label: 'licenses:columns.licenseUnitsConsumed',
      align: 'end',
      cell: ConsumedUnitsCell,
    },
    { path: 'areAllOptionsAvailable', label: 'licenses:columns.allOptions', format: 'boolean' },
    { path: 'missingProducts', label: 'licenses:columns.missingProducts', cell: MissingProductsCell },
  ],
};
