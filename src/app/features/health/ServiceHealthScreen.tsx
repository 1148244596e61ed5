/**
 * Service health: the tenancy's announcements (action required, maintenance, incidents, changes,
 * information), newest first, the unread marked, each with its affected regions and its times,
 * opening its page. Kept on the device: offline the list shows with its age. A tenancy without
 * the Announcements Service here, or a user without the policy to read it, gets a sentence.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RegionLabel } from '../../i18n/RegionLabel';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { ReadProblem } from '../../kit/ReadProblem';
import { useFormatDateTime } from '../../settings/useFormatDateTime';
import { EmptyState, OverviewHeading, PageTemplate, Spinner, StatusLabel } from '../../ui';
import { readData } from '../../data/useRead';
import { timeKey, type AnnouncementRow } from './announcementRows';
import { KIND_STATUS } from './kindStatus';
import { healthPaths } from './paths';
import { useAnnouncements } from './useAnnouncements';
import './health.css';

function Item({ row }: { readonly row: AnnouncementRow }) {
  const { t } = useTranslation('oncall');
  const formatTime = useFormatDateTime();
  return (
    <li className={row.unread ? 'health-item health-item--unread' : 'health-item'} data-testid="announcement">
      <span className="health-item__marks">
        <StatusLabel status={KIND_STATUS[row.kind]}>{t(`health.kinds.${row.kind}`)}</StatusLabel>
        {row.unread ? <StatusLabel status="active">{t('health.unread')}</StatusLabel> : null}
        {row.active ? null : <StatusLabel status="muted">{t('health.closed')}</StatusLabel>}
      </span>
      <Link className="health-item__summary" to={healthPaths.announcement(row.id)}>
        {row.summary}
      </Link>
      <p className="health-item__meta">
        {row.created !== undefined ? t('health.published', { time: formatTime(row.created) }) : null}
        {row.times.map((time) => (
          <span key={time.type}>
            {' · '}
            {t('health.timeOf', {
              what: t(`health.timeTypes.${timeKey(time.type)}`),
              time: formatTime(time.at),
            })}
          </span>
        ))}
      </p>
      {row.regions.length > 0 ? (
        <p className="health-item__meta">
          {t('health.regions')}{' '}
          {row.regions.map((region, i) => (
            <span key={region}>
              {i > 0 ? ', ' : null}
              <RegionLabel id={region} />
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

export function ServiceHealthScreen() {
  const { t } = useTranslation('oncall');
  const { tenancy, state, rows, refresh } = useAnnouncements();
  const shown = readData(state);
  return (
    <PageTemplate heading={<OverviewHeading title={t('health.title')} subtitle={t('health.subtitle')} />}>
      {tenancy.status === 'unknown' ? (
        <p className="read-problem">{t('health.noTenancy')}</p>
      ) : state.status === 'error' ? (
        <ReadProblem
          failure={state.failure}
          title={t('health.failed')}
          notOffered={t('health.notOffered')}
          onRetry={refresh}
        />
      ) : shown === undefined ? (
        <Spinner label={t('health.loading')} />
      ) : (
        <>
          <ReadFreshness state={state} onRefresh={refresh} />
          {rows.length === 0 ? (
            <EmptyState title={t('health.noneTitle')} description={t('health.none')} />
          ) : (
            <ul className="health-list" aria-label={t('health.listLabel')}>
              {rows.map((row) => (
                <Item key={row.id} row={row} />
              ))}
            </ul>
          )}
        </>
      )}
    </PageTemplate>
  );
}
