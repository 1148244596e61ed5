/**
 * The summary page's list of the resources that refer to this one (a subnet's instances, a
 * compartment's resources), from the local index, so it answers offline too. Each opens its page.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../ui';
import { referencesTo, REFERENCES_SHOWN, type References } from './references';
import { resourceHref } from '../../resourceHref';
import { FactList, Section } from './ResourceSections';
import type { TypeLabels } from '../../kit/useTypeLabels';

export function ReferencedBy({ id, labels }: { readonly id: string; readonly labels: TypeLabels }) {
  const { t } = useTranslation('searchUi');
  const [found, setFound] = useState<{ readonly id: string; readonly references: References }>();
  useEffect(() => {
    let live = true;
    void referencesTo(id).then(
      (references) => {
        if (live) setFound({ id, references });
      },
      () => {
        if (live) setFound({ id, references: { items: [], more: false } });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  const references = found?.id === id ? found.references : undefined;
  return (
    <Section title={t('details.referencedBy')}>
      {references === undefined ? (
        <Spinner label={t('details.referencesLoading')} />
      ) : references.items.length === 0 ? (
        <p className="search-status__note">{t('details.referencedByNone')}</p>
      ) : (
        <>
          <FactList
            facts={references.items.map((resource) => ({
              label: labels.title(resource.resourceType),
              value: <Link to={resourceHref(resource)}>{resource.displayName ?? resource.identifier}</Link>,
            }))}
          />
          {references.more ? (
            <p className="search-status__note">
              {t('details.referencedByMore', { shown: REFERENCES_SHOWN })}
            </p>
          ) : null}
        </>
      )}
    </Section>
  );
}
