/** One value of a DevOps resource, shown as its kind says: a badge, a date, an OCID, code or words. */
import { useTranslation } from 'react-i18next';
import { LifecycleBadge, NamedId } from '../../../ui';
import type { ValueKind } from '../resources/resourceConfig';
import './devops.css';
import { useEnumLabel } from '../../../i18n/enumLabel';
import { useSettings } from '../../../settings/SettingsContext';
import { useFormatDateTime } from '../../../settings/useFormatDateTime';
import { useCompartments } from '../../../kit/useCompartments';

export interface ValueViewProps {
  readonly value: string | undefined;
  readonly kind?: ValueKind;
}

/** A compartment by its name, its OCID on demand. */
function CompartmentValue({ ocid }: { readonly ocid: string }) {
  const { settings } = useSettings();
  const { names } = useCompartments(settings.region);
  return <NamedId name={names.get(ocid)} ocid={ocid} />;
}

export function ValueView({ value, kind = 'text' }: ValueViewProps) {
  const formatTime = useFormatDateTime();
  const { t } = useTranslation('devops');
  const label = useEnumLabel();
  if (value === undefined) return <span className="devops-muted">{t('common.none')}</span>;
  switch (kind) {
    case 'state':
      return <LifecycleBadge state={value} />;
    case 'time':
      return <time dateTime={value}>{formatTime(value)}</time>;
    case 'ocid':
      return (
        <code className="devops-ocid" title={value}>
          {value}
        </code>
      );
    case 'compartment':
      return <CompartmentValue ocid={value} />;
    case 'enum':
      return <span data-value={value}>{label(value)}</span>;
    case 'code':
      return <code>{value}</code>;
    case 'flag':
      return <span>{value === 'true' ? t('common.yes') : t('common.no')}</span>;
    default:
      return <span>{value}</span>;
  }
}
