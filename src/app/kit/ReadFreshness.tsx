import { useTranslation } from 'react-i18next';
import { useFailureText } from '../i18n/failureText';
import type { ReadState } from '../data/useRead';
import { readData } from '../data/useRead';
import { Button, Freshness, StatusLabel } from '../ui';
import { useNow } from './useNow';
import './ReadFreshness.css';

/** Older than this, the age is shown as a warning. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export interface ReadFreshnessProps<T> {
  readonly state: ReadState<T>;
  /** Offered as a "Refresh" button when given. */
  readonly onRefresh?: () => void;
}

/**
 * The one freshness line of every read on screen: "as of 3 minutes ago", marked when it is the
 * copy kept on this device (offline, or the service did not answer) with the reason, and a
 * refresh button that spins while the read is on its way.
 */
export function ReadFreshness<T>({ state, onRefresh }: ReadFreshnessProps<T>) {
  const { t } = useTranslation('details');
  const describeFailure = useFailureText();
  const now = useNow();
  const shown = readData(state);
  const loading = state.status === 'loading';
  return (
    <div className="read-freshness">
      {shown !== undefined ? (
        <span className="read-freshness__age">
          <Freshness timestamp={shown.fetchedAt} now={now} staleAfterMs={STALE_AFTER_MS} />
          {shown.fromCache ? <StatusLabel status="warning">{t('freshness.keptCopy')}</StatusLabel> : null}
        </span>
      ) : null}
      {shown?.fromCache && shown.failure !== undefined ? (
        <span className="read-freshness__reason">{t('freshness.keptBecause', { reason: describeFailure(shown.failure) })}</span>
      ) : null}
      {onRefresh !== undefined ? (
        <Button size="sm" variant="ghost" onPress={onRefresh} isPending={loading}>
          {t('freshness.refresh')}
        </Button>
      ) : null}
    </div>
  );
}
