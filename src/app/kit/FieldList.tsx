import { useTranslation } from 'react-i18next';
import { FieldValue } from './FieldValue';
import { formatField } from './formatField';
import { useFormatContext } from './useFormatContext';
import { valueAt } from './valueAt';
import { fieldLabelKey, type FieldSpec } from './detailsConfig';
import './details.css';

export interface FieldListProps {
  readonly source: unknown;
  readonly fields: readonly FieldSpec[];
}

/** A resource's fields as a description list, on every kind's page; fields the resource does not have are left out. */
export function FieldList({ source, fields }: FieldListProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const context = useFormatContext();
  const shown = fields.filter(
    (field) => formatField(valueAt(source, field.path), field.format, context, field.itemPath) !== null,
  );
  if (shown.length === 0) return null;
  return (
    <dl className="details-fields">
      {shown.map((field) => (
        <div key={`${field.path}-${field.label}`} className="details-fields__row">
          <dt>{t(fieldLabelKey(field.label))}</dt>
          <dd>
            <FieldValue value={valueAt(source, field.path)} format={field.format} itemPath={field.itemPath} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
