/**
 * The sections of the generic details page: the resource's key facts, the resources it points
 * to (linked to their own details pages) and its other properties.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeHref } from '../../ui';
import { detailsLink } from '../../../oci/resource-types';
import { fieldWords } from '../../../oci/fieldWords';
import { consoleDb, type StoredResource } from '../../../contract/db';
import { useCompartmentSearchName } from '../../data/compartmentSearch';
import { useStoredName } from '../../data/useStoredName';
import { NamedId } from '../../ui/NamedId';
import type { Property, Relation } from './resourceFields';
import { resourceHref } from './resourceHref';
import { typeOfOcid } from './resourceReads';
import type { TypeLabels } from './useTypeLabels';

export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="resource-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

export function FactList({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <dl className="resource-facts">
      {facts.map((fact, at) => (
        <div key={`${at}:${fact.label}`} style={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An internal link as a router link, an external one as an anchor; an unsafe address as text. */
export function ConsoleLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  const safe = safeHref(to);
  if (safe === undefined) return <>{children}</>;
  return safe.startsWith('/') ? <Link to={safe}>{children}</Link> : <a href={safeHref(safe)}>{children}</a>;
}

/**
 * Where a related resource opens: by its indexed record, else by its type's link from the id
 * alone; its summary page (which looks it up) when neither leads to a screen.
 */
function relationTarget(id: string, stored: StoredResource | undefined): string {
  if (stored !== undefined) return resourceHref(stored);
  const resourceType = typeOfOcid(id);
  const link = resourceType === undefined ? null : detailsLink({ resourceType, identifier: id, compartmentId: '' });
  return resourceHref({ identifier: id, link });
}

export function Relations({
  relations,
  labels,
}: {
  readonly relations: readonly Relation[];
  readonly labels: TypeLabels;
}) {
  const { t } = useTranslation('searchUi');
  const key = relations.map((relation) => relation.id).join('\n');
  const stored = useLiveQuery(
    async (): Promise<(StoredResource | undefined)[]> =>
      key === '' ? [] : consoleDb().resources.bulkGet(key.split('\n')),
    [key],
  );
  if (relations.length === 0) return null;
  return (
    <Section title={t('details.related')}>
      <FactList
        facts={relations.map((relation, at) => {
          const found = stored?.[at];
          const target = relationTarget(relation.id, found);
          const type = found?.resourceType ?? typeOfOcid(relation.id);
          const name = found?.displayName ?? relation.id;
          const text = type === undefined ? name : `${labels.title(type)}: ${name}`;
          return {
            label: fieldWords(relation.key),
            value: <ConsoleLink to={target}>{text}</ConsoleLink>,
          };
        })}
      />
    </Section>
  );
}

export function Properties({ properties }: { readonly properties: readonly Property[] }) {
  const { t } = useTranslation('searchUi');
  if (properties.length === 0) return null;
  return (
    <Section title={t('details.properties')}>
      <FactList
        facts={properties.map((property) => ({ label: fieldWords(property.key), value: property.value }))}
      />
    </Section>
  );
}

/**
 * A compartment by its name from the local index, as a link to its page, its OCID on demand with
 * a copy button.
 */
export function CompartmentName({ id }: { readonly id: string }) {
  const stored = useStoredName(id);
  const searched = useCompartmentSearchName(id);
  return (
    <NamedId
      name={stored ?? searched}
      ocid={id}
      renderName={(name) => <ConsoleLink to={relationTarget(id, undefined)}>{name}</ConsoleLink>}
    />
  );
}
