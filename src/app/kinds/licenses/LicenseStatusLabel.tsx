import { useTranslation } from 'react-i18next';
import { isEnumValue, LICENSE_STATUSES } from '../../../oci/enums';
import { StatusLabel } from '../../ui';
import { STATUS_COLOURS, statusLabel } from './licenseLabels';

/**
 * A product license's status (OK, warning, issues found, incomplete) as a status label; a status
 * the console does not know is shown as the service wrote it, and a missing one as not reported,
 * so the cell is never blank.
 */
export function LicenseStatusLabel({ status }: { readonly status: unknown }) {
  const { t } = useTranslation('licenses');
  if (isEnumValue(LICENSE_STATUSES, status))
    return <StatusLabel status={STATUS_COLOURS[status]}>{statusLabel(t, status)}</StatusLabel>;
  const written = typeof status === 'string' && status.trim() !== '' ? status : t('statuses.unknown');
  return <StatusLabel status="muted">{written}</StatusLabel>;
}
