/**
 * The sections of the generic details page: the resource's key facts, the resources it points
 * to (linked to their own details pages) and its other properties.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeHref } from '../../ui';
import { detailsLink } from '../../../oci/resource-types';
import { enumTranslation } from '../../i18n/enumTranslation';
import { FieldValue } from '../../kit/FieldValue';
import type { FieldFormat } from '../../kit/formatField';
import { useFieldLabel } from './fieldLabel';
import type { StoredResource } from '../../../contract/db';
import { useStoredResources } from '../../data/useStoredResource';
import type { Property, Relation } from './resourceFields';
import { resourceHref } from '../../resourceHref';
import { typeOfOcid } from './resourceReads';
import type { TypeLabels } from '../../kit/useTypeLabels';

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
  const link =
    resourceType === undefined ? null : detailsLink({ resourceType, identifier: id, compartmentId: '' });
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
  const fieldLabel = useFieldLabel();
  const stored = useStoredResources(relations.map((relation) => relation.id));
  if (relations.length === 0) return null;
  return (
    <Section title={t('details.related')}>
      <FactList
        facts={relations.map((relation, at) => {
          const found = stored?.[at];
          const target = relationTarget(relation.id, found);
          const type = found?.resourceType ?? typeOfOcid(relation.id);
          const name = <bdi>{found?.displayName ?? relation.id}</bdi>;
          return {
            label: fieldLabel(relation.key, 'relation'),
            value: (
              <ConsoleLink to={target}>
                {type === undefined ? (
                  name
                ) : (
                  <>
                    {labels.title(type)}: {name}
                  </>
                )}
              </ConsoleLink>
            ),
          };
        })}
      />
    </Section>
  );
}

/** A wire code (PIPELINE_DEPLOYMENT): a value in words, never the code itself. */
const WIRE_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How a property's value is written: yes or no, a number and a time in the user's locale, an
 * enumeration value in words (one the console translates, or any wire code), anything else as
 * the service wrote it.
 */
function formatOf(value: Property['value'], translated: boolean): FieldFormat {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return 'dateTime';
  if (DATE.test(value) && !Number.isNaN(Date.parse(value))) return 'date';
  return translated || WIRE_CODE.test(value) ? 'enum' : 'text';
}

export function Properties({ properties }: { readonly properties: readonly Property[] }) {
  const { t } = useTranslation('searchUi');
  const { t: tc } = useTranslation('console');
  const fieldLabel = useFieldLabel();
  if (properties.length === 0) return null;
  return (
    <Section title={t('details.properties')}>
      <FactList
        facts={properties.map(({ key, value }) => ({
          label: fieldLabel(key, 'property'),
          value: (
            <FieldValue
              value={value}
              format={formatOf(value, typeof value === 'string' && enumTranslation(tc, value) !== '')}
            />
          ),
        }))}
      />
    </Section>
  );
}
