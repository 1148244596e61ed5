/** A resource's details as a description list, from its configuration; empty values are left out. */
import { useTranslation } from 'react-i18next';
import { FieldValue } from '../../../kit/FieldValue';
import { formatField } from '../../../kit/formatField';
import { useFormatContext } from '../../../kit/useFormatContext';
import { valueAt } from '../../../kit/valueAt';
import type { Row, ValueSpec } from '../../../kinds/devops/resourceConfig';

export interface DetailsListProps {
  readonly specs: readonly ValueSpec[];
  readonly row: Row;
}

export function DetailsList({ specs, row }: DetailsListProps) {
  const { t } = useTranslation('devops');
  const context = useFormatContext();
  const shown = specs
    .map((spec) => ({ spec, value: valueAt(row, spec.path) }))
    .filter(({ spec, value }) => formatField(value, spec.format, context) !== null);
  return (
    <dl className="devops-details">
      {shown.map(({ spec, value }) => (
        <div key={`${spec.labelKey}:${spec.path}`} className="devops-details__row">
          <dt>{t(spec.labelKey)}</dt>
          <dd>
            <FieldValue value={value} format={spec.format} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
