import { useTranslation } from 'react-i18next';
import { Card, ProgressBar } from '../../ui';
import type { Resource } from '../../kit/detailsConfig';
import { formatField } from '../../kit/formatField';
import { useFormatContext } from '../../kit/useFormatContext';
import { LicenseStatusLabel } from '../../kinds/licenses/LicenseStatusLabel';
import { unitLabel } from '../../kinds/licenses/licenseLabels';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** How much of a product license is used: its status and consumed units against active units. */
export function UsageCard({ license }: { readonly license: Resource }) {
  const { t } = useTranslation('licenses');
  const format = useFormatContext();
  const consumed = count(license['totalLicenseUnitsConsumed']);
  const total = count(license['totalActiveLicenseUnitCount']);
  const unit = unitLabel(t, license['licenseUnit']);
  const unlimited = license['isUnlimited'] === true;
  const values = {
    consumed: formatField(consumed, 'number', format),
    total: formatField(total, 'number', format),
    unit,
  };
  return (
    <Card title={t('usage.title')} status={<LicenseStatusLabel status={license['status']} />}>
      {unlimited ? (
        <p>{t('usage.unlimited', values)}</p>
      ) : (
        <ProgressBar
          label={t('usage.consumed')}
          value={Math.min(consumed, total)}
          maxValue={Math.max(total, 1)}
          valueLabel={t('usage.consumedOfTotal', values)}
        />
      )}
      {license['isOverSubscribed'] === true ? <p>{t('usage.overSubscribed')}</p> : null}
    </Card>
  );
}
