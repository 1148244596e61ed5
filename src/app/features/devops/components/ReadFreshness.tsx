/**
 * How old the data on screen is, and whether it is the copy kept from an earlier visit because
 * the service could not be reached: "Offline — showing the copy from 2 hours ago".
 */
import { useTranslation } from 'react-i18next';
import type { ReadyState } from '../../../data/useRead';
import { Button, Freshness } from '../../../ui';
import { useNow } from '../../../kit/useNow';

export interface ReadFreshnessProps {
  readonly state: ReadyState<unknown>;
  readonly onRefresh?: () => void;
  readonly isRefreshing?: boolean;
}

export function ReadFreshness({ state, onRefresh, isRefreshing = false }: ReadFreshnessProps) {
  const { t } = useTranslation('devops');
  const now = useNow();
  return (
    <div className={state.fromCache ? 'devops-freshness devops-freshness--kept' : 'devops-freshness'}>
      {state.fromCache ? (
        <span role="status" data-testid="kept-copy">
          {t('common.keptCopy')}
        </span>
      ) : null}
      <Freshness timestamp={state.fetchedAt} now={now} staleAfterMs={state.fromCache ? 0 : undefined} />
      {onRefresh !== undefined ? (
        <Button size="sm" variant="ghost" onPress={onRefresh} isPending={isRefreshing}>
          {t('common.refresh')}
        </Button>
      ) : null}
    </div>
  );
}
