import { useTranslation } from 'react-i18next';
import { CompartmentName } from './CompartmentName';
import { Card } from '../ui';
import { relationLabelKey, type RelationSpec, type Resource } from './detailsConfig';
import { stringsAt } from './formatField';
import { RelationLink } from './RelationLink';

export interface RelationListProps {
  readonly resource: Resource;
  readonly relations: readonly RelationSpec[];
}

/** The resources this one names (its VCN, its route table, its application), each a link. */
export function RelationList({ resource, relations }: RelationListProps) {
  const { t } = useTranslation(['details', 'glossary']);
  const shown = relations
    .filter((relation) => relation.when?.(resource) ?? true)
    .map((relation) => ({
      relation,
      ids: [...new Set(stringsAt(resource, relation.path, relation.itemPath))],
    }))
    .filter(({ ids }) => ids.length > 0);
  if (shown.length === 0) return null;
  return (
    <Card title={t('sections.relations')}>
      <dl className="details-fields">
        {shown.map(({ relation, ids }) => (
          <div key={`${relation.path}-${relation.label}`} className="details-fields__row">
            <dt>{t(relationLabelKey(relation.label))}</dt>
            <dd>
              <ul className="details-relation-ids" role="list">
                {ids.map((id) => (
                  <li key={id}>
                    {'compartment' in relation.to ? (
                      <CompartmentName id={id} />
                    ) : (
                      <RelationLink id={id} to={relation.to} resource={resource} />
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
