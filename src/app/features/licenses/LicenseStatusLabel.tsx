import { useTranslation } from 'react-i18next';
import { isEnumValue, LICENSE_STATUSES } from '../../../oci/enums';
import { StatusLabel } from '../../ui';
import { STATUS_COLOURS, statusLabel } from './licenseLabels';

/** A product license's status (OK, warning, issues found, incomplete) as a status label. */
export function LicenseStatusLabel({ status }: { readonly status: unknown }) {
  const { t } = useTranslation('licenses');
  if (!isEnumValue(LICENSE_STATUSES, status)) return null;
  return <StatusLabel status={STATUS_COLOURS[status]}>{statusLabel(t, status)}</StatusLabel>;
}
