import type { TFunction } from 'i18next';
import { isEnumValue, LICENSE_STATUSES } from '../../../oci/enums';
import type { LicenseStatus } from '../../../oci/enums';
import type { Status } from '../../ui';
import { writtenAs } from '../../kit/formatField';

/** The status label's colour of each license status. */
export const STATUS_COLOURS: Readonly<Record<LicenseStatus, Status>> = {
  OK: 'success',
  WARNING: 'warning',
  ISSUES_FOUND: 'danger',
  INCOMPLETE: 'info',
};

/** A license status in words; an unknown one as the service wrote it. */
export function statusLabel(t: TFunction<'licenses'>, status: unknown): string {
  return isEnumValue(LICENSE_STATUSES, status) ? t(`statuses.${status}`) : writtenAs(status);
}

/** A license unit in words (Named User Plus); an unknown one as the service wrote it. */
export function unitLabel(t: TFunction<'licenses'>, unit: unknown): string {
  return typeof unit === 'string' && unit !== '' ? t(`units.${unit}`, { defaultValue: unit }) : '';
}
