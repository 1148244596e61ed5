/** A resource's details as a description list, from its configuration; empty values are left out. */
import { useTranslation } from 'react-i18next';
import type { Row, ValueSpec } from '../resources/resourceConfig';
import { rowText } from '../resources/rows';
import { ValueView } from './ValueView';

export interface DetailsListProps {
  readonly specs: readonly ValueSpec[];
  readonly row: Row;
}

export function DetailsList({ specs, row }: DetailsListProps) {
  const { t } = useTranslation('devops');
  const shown = specs
    .map((spec) => ({ spec, value: rowText(row, spec.path) }))
    .filter((entry) => entry.value !== undefined);
  return (
    <dl className="devops-details">
      {shown.map(({ spec, value }) => (
        <div key={`${spec.labelKey}:${spec.path}`} className="devops-details__row">
          <dt>{t(spec.labelKey)}</dt>
          <dd>
            <ValueView value={value} kind={spec.kind} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
