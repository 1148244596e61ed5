/** One value of any kind's answer, shown as its format says: words, code, a link, a badge, a name. */
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../i18n/enumLabel';
import { LifecycleBadge, safeHref } from '../ui';
import { CompartmentName } from './CompartmentName';
import { formatField, type FieldFormat } from './formatField';
import { useFormatContext } from './useFormatContext';
import './FieldValue.css';

export interface FieldValueProps {
  readonly value: unknown;
  readonly format?: FieldFormat;
  /** For a list of objects: the field of each item to show (`serviceName`). */
  readonly itemPath?: string;
}

/** The value, or a muted dash where the answer has none (a table cell is never blank). */
export function FieldValue({ value, format = 'text', itemPath }: FieldValueProps) {
  const { t } = useTranslation('details');
  const context = useFormatContext();
  const enumLabel = useEnumLabel();
  const text = formatField(value, format, context, itemPath);
  if (text === null) return <span className="field-value--none">{t('values.none')}</span>;
  switch (format) {
    case 'enum':
      return <>{enumLabel(text)}</>;
    case 'state':
      return <LifecycleBadge state={text} />;
    case 'compartment':
      return <CompartmentName id={text} />;
    case 'code':
      return (
        <code className="field-value--code" title={text}>
          {text}
        </code>
      );
    case 'dateTime':
    case 'date':
      return typeof value === 'string' ? <time dateTime={value}>{text}</time> : <>{text}</>;
    case 'url': {
      const href = /^https:\/\//.test(text) ? safeHref(text) : undefined;
      return href === undefined ? (
        <>{text}</>
      ) : (
        <a href={safeHref(href)} target="_blank" rel="noreferrer noopener">
          {text}
        </a>
      );
    }
    default:
      // The service's words (a name, a description, "Deployment succeeded."): isolated, so they
      // keep their own direction and full stop inside a sentence of another script.
      return <bdi>{text}</bdi>;
  }
}
