import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../i18n/enumLabel';
import { safeHref } from '../../ui';
import type { FieldSpec } from './detailsConfig';
import { formatField } from './formatField';
import { valueAt } from '../../kit/valueAt';
import type { FormatContext } from './formatField';
import { useFormatContext } from './useFormatContext';

export interface FieldListProps {
  readonly source: unknown;
  readonly fields: readonly FieldSpec[];
}

/** One shown value: code in a monospace font, a URL as a link, the rest as text. */
export function FieldValue({
  source,
  field,
  context,
}: {
  readonly source: unknown;
  readonly field: FieldSpec;
  readonly context: FormatContext;
}) {
  const enumLabel = useEnumLabel();
  const text = formatField(valueAt(source, field.path), field.format, context, field.itemPath);
  if (text === null) return null;
  if (field.format === 'enum') return <>{enumLabel(text)}</>;
  if (field.format === 'code') return <code>{text}</code>;
  if (field.format === 'url' && /^https:\/\//.test(text) && safeHref(text) !== undefined) {
    return (
      <a href={safeHref(text)} target="_blank" rel="noreferrer noopener">
        {text}
      </a>
    );
  }
  return <>{text}</>;
}

/** A resource's fields as a description list; fields the resource does not have are left out. */
export function FieldList({ source, fields }: FieldListProps) {
  const { t } = useTranslation('details');
  const context = useFormatContext();
  const shown = fields.filter(
    (field) => formatField(valueAt(source, field.path), field.format, context, field.itemPath) !== null,
  );
  if (shown.length === 0) return null;
  return (
    <dl className="details-fields">
      {shown.map((field) => (
        <div key={`${field.path}-${field.label}`} className="details-fields__row">
          <dt>{t(`fields.${field.label}`)}</dt>
          <dd>
            <FieldValue source={source} field={field} context={context} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
