/**
 * The home page's card of indexed resources in a state that needs a person: the newest of them,
 * a chart by type that adds up to the headline (or says what it leaves out), and the count by
 * compartment.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NEEDS_PERSON_STATES, failingStatesQuery } from '../../../rules/attention';
import { useStoredName } from '../../data/useStoredName';
import { isolateName } from '../../i18n/interpolation';
import { BarChart, Card, LifecycleBadge, RegionId } from '../../ui';
import { useTypeLabels } from '../../kit/useTypeLabels';
import { resourceHref } from '../../resourceHref';
import { searchPaths } from '../search';
import { typeBars } from './failingChart';
import { FAILING_READ_LIMIT } from '../../../rules/attention';
import type { FailingResources } from './useAttention';

/** Items listed per card; the rest are counted. */
export const SHOWN = 8;

function CompartmentCount({
  id,
  count,
  regions,
}: {
  readonly id: string;
  readonly count: number;
  readonly regions: readonly string[];
}) {
  const { t } = useTranslation('home');
  const name = useStoredName(id === '' ? undefined : id);
  const label = `${isolateName(name ?? (id === '' ? t('failing.noCompartment') : id))} · ${count}`;
  if (id === '') return <li>{label}</li>;
  const q = `query all resources where compartmentId = '${id.replace(/'/g, '')}'`;
  return (
    <li>
      <Link to={searchPaths.search({ q, regions, states: NEEDS_PERSON_STATES })}>{label}</Link>
    </li>
  );
}

export function FailingCard({
  failing,
  regions,
}: {
  readonly failing: FailingResources;
  readonly regions: readonly string[];
}) {
  const { t } = useTranslation('home');
  const types = useTypeLabels();
  if (failing.total === 0) return null;
  const { bars, otherTypes, uncounted } = typeBars(failing);
  return (
    <Card title={t('failing.title', { count: failing.total })} headingLevel={3} className="home-needs__card">
      <ul className="home-needs__list">
        {failing.items.slice(0, SHOWN).map((item) => (
          <li key={item.identifier} className="home-needs__item" data-testid="needs-failing">
            <div className="home-needs__line">
              <Link to={resourceHref(item)}>{item.displayName ?? item.identifier}</Link>
              {item.lifecycleState === undefined ? null : <LifecycleBadge state={item.lifecycleState} />}
            </div>
            <div className="home-needs__meta">
              <span>{types.title(item.resourceType)}</span>
              <RegionId id={item.region} />
            </div>
          </li>
        ))}
      </ul>
      {failing.total > SHOWN ? (
        <p>
          <Link to={searchPaths.search({ q: failingStatesQuery(), regions })}>
            {t('more', { count: failing.total - SHOWN })}
          </Link>
        </p>
      ) : null}
      {failing.byType.length > 1 ? (
        <BarChart
          title={t('failing.byType')}
          data={[
            ...bars.map(([type, value]) => ({ label: types.plural(type), value })),
            ...(otherTypes === undefined
              ? []
              : [{ label: t('failing.otherTypes', { count: otherTypes.types }), value: otherTypes.count }]),
          ]}
        />
      ) : null}
      {uncounted > 0 ? (
        <p data-testid="needs-uncounted">
          {t('failing.uncounted', { count: uncounted, limit: FAILING_READ_LIMIT })}
        </p>
      ) : null}
      {failing.byCompartment.length > 1 ? (
        <details className="home-needs__compartments">
          <summary>{t('failing.byCompartment')}</summary>
          <ul>
            {failing.byCompartment.map(([id, count]) => (
              <CompartmentCount key={id} id={id} count={count} regions={regions} />
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
