import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../i18n/failureText';
import type { ReadState } from '../../data/useRead';
import { readData } from '../../data/useRead';
import { Button, Freshness, StatusLabel } from '../../ui';
import { useNow } from './useNow';
import './details.css';

/** Older than this, the age is shown as a warning. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface ReadFreshnessProps<T> {
  readonly state: ReadState<T>;
  /** Offered as a "Refresh" button when given. */
  readonly onRefresh?: () => void;
}

/**
 * How fresh a read is: "as of 3 minutes ago", marked when it is the copy kept on this device
 * (offline, or the service did not answer) with the reason, and a refresh button.
 */
export function ReadFreshness<T>({ state, onRefresh }: ReadFreshnessProps<T>) {
  const { t } = useTranslation('details');
  const describeFailure = useFailureText();
  const now = useNow();
  const shown = readData(state);
  const loading = state.status === 'loading';
  return (
    <div className="details-freshness">
      {shown !== undefined ? (
        <span className="details-freshness__age">
          <Freshness timestamp={shown.fetchedAt} now={now} staleAfterMs={STALE_AFTER_MS} />
          {shown.fromCache ? <StatusLabel status="warning">{t('freshness.keptCopy')}</StatusLabel> : null}
        </span>
      ) : null}
      {shown?.fromCache && shown.failure !== undefined ? (
        <span className="details-freshness__reason">{t('freshness.keptBecause', { reason: describeFailure(shown.failure) })}</span>
      ) : null}
      {onRefresh !== undefined ? (
        <Button size="sm" variant="ghost" onPress={onRefresh} isPending={loading}>
          {t('freshness.refresh')}
        </Button>
      ) : null}
    </div>
  );
}
