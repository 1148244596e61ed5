/**
 * One line of the results list: the type's badge, the name (and the other name enrichment found,
 * a subnet's `app (10.0.1.0/24)`) as a router link to the resource's page (resourceHref: its
 * own screen, else its summary page, so every row opens one), the lifecycle state, a
 * pending-change label, and where and how old it is.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SearchRow } from '../../../worker/searchApi';
import { Freshness, LifecycleBadge, ResourceBadge, StatusLabel } from '../../ui';
import { resourceHref } from '../../resourceHref';
import type { ResultGroup } from './resultGroups';
import type { TypeLabels } from '../../kit/useTypeLabels';

export interface ResultRowProps {
  readonly row: SearchRow;
  readonly labels: TypeLabels;
  readonly now: number;
  readonly pending: boolean;
  /** Its pending change waits for sign-in (the session has ended). */
  readonly waitsForSignIn?: boolean;
}

function ResultName({ row }: { readonly row: SearchRow }) {
  const name = row.displayName ?? row.identifier;
  const altName = row.altName !== undefined && row.altName !== name ? row.altName : undefined;
  return (
    <>
      <Link className="search-result__name" to={resourceHref(row)}>
        {name}
      </Link>
      {altName !== undefined ? <span className="search-result__alt-name">{altName}</span> : null}
    </>
  );
}

export function ResultRow({ row, labels, now, pending, waitsForSignIn = false }: ResultRowProps) {
  const { t } = useTranslation('searchUi');
  return (
    <div className="search-result" data-testid="search-result" data-type={row.resourceType}>
      <ResourceBadge
        shape={labels.shape(row.resourceType)}
        label={labels.badge(row.resourceType)}
        size="sm"
      />
      <div className="search-result__main">
        <div className="search-result__title">
          <ResultName row={row} />
          {row.lifecycleState ? <LifecycleBadge state={row.lifecycleState} /> : null}
          {pending ? (
            <StatusLabel status="warning">
              {waitsForSignIn ? t('results.waitingSignIn') : t('results.pendingChange')}
            </StatusLabel>
          ) : null}
        </div>
        <div className="search-result__meta">
          <span>{labels.title(row.resourceType)}</span>
          <span>{row.region}</span>
          <Freshness timestamp={row.fetchedAt} now={now} />
        </div>
      </div>
    </div>
  );
}

export function ResultGroupHeading({
  group,
  labels,
}: {
  readonly group: ResultGroup;
  readonly labels: TypeLabels;
}) {
  const { t } = useTranslation('searchUi');
  return (
    <h2 className="search-group" data-testid="search-group" data-type={group.resourceType}>
      <ResourceBadge
        shape={labels.shape(group.resourceType)}
        label={labels.badge(group.resourceType)}
        size="sm"
      />
      <span>{labels.plural(group.resourceType)}</span>
      <span className="search-group__count">{t('results.groupCount', { count: group.rows.length })}</span>
    </h2>
  );
}
