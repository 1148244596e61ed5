/**
 * One announcement: what it says, its kind and state, its times, the affected regions and
 * resources (each linked to its page), and "Mark as read" — a change like any other, kept on the
 * device offline and applied once; the header's badge goes at once. Kept for offline like the list.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { changeTitle } from '../../i18n/changeTitle';
import { RegionLabel } from '../../i18n/RegionLabel';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { ReadProblem } from '../../kit/ReadProblem';
import { useQueuedChange } from '../../kit/useQueuedChange';
import { QueuedChangeStatus } from '../../kit/QueuedChangeStatus';
import { readData, useRead } from '../../data/useRead';
import { resourceHref } from '../../resourceHref';
import { useFormatDateTime } from '../../settings/useFormatDateTime';
import { Button, OverviewHeading, PageTemplate, Spinner, StatusLabel } from '../../ui';
import { announcementTimes, kindOf, timeKey } from './announcementRows';
import { KIND_STATUS } from './kindStatus';
import { healthPaths } from './paths';
import { useAnnouncements } from './useAnnouncements';
import './health.css';

export function AnnouncementScreen() {
  const { t } = useTranslation('oncall');
  const formatTime = useFormatDateTime();
  const { announcementId = '' } = useParams();
  const { state, refresh } = useRead('getAnnouncement', { announcementId });
  const list = useAnnouncements();
  const row = list.rows.find((r) => r.id === announcementId);
  const change = useQueuedChange({ onDone: list.refresh });
  const shown = readData(state);
  const announcement = shown?.data;
  if (state.status === 'error')
    return (
      <PageTemplate heading={<OverviewHeading title={t('health.announcement')} />}>
        <ReadProblem
          failure={state.failure}
          title={t('health.failedOne')}
          notOffered={t('health.notOffered')}
          onRetry={refresh}
        />
        <p>
          <Link to={healthPaths.list()}>{t('health.back')}</Link>
        </p>
      </PageTemplate>
    );
  if (announcement === undefined) return <Spinner label={t('health.loading')} />;
  const kind = kindOf(announcement.announcementType);
  const unread = row?.unread === true && !change.queued;
  const markRead = () => {
    if (row?.userId === undefined) return;
    void change.queue({
      operation: 'updateAnnouncementUserStatus',
      params: {
        announcementId,
        statusDetails: {
          userStatusAnnouncementId: announcementId,
          userId: row.userId,
          timeAcknowledged: new Date().toISOString(),
        },
      },
      resourceId: announcementId,
      title: changeTitle('oncall:health.markReadTitle', { names: { summary: announcement.summary } }),
    });
  };
  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={announcement.summary}
          subtitle={announcement.referenceTicketNumber ?? undefined}
          status={
            <>
              <StatusLabel status={KIND_STATUS[kind]}>{t(`health.kinds.${kind}`)}</StatusLabel>
              {unread ? <StatusLabel status="active">{t('health.unread')}</StatusLabel> : null}
            </>
          }
        />
      }
      toolbar={
        unread && row.userId !== undefined ? (
          <Button variant="primary" onPress={markRead} isPending={change.sending}>
            {t('health.markRead')}
          </Button>
        ) : undefined
      }
      toolbarLabel={t('health.actions')}
    >
      <ReadFreshness state={state} onRefresh={refresh} />
      {change.queued ? <QueuedChangeStatus change={change} /> : null}
      {announcement.description ? <p className="health-description">{announcement.description}</p> : null}
      <dl className="health-facts">
        {announcement.timeCreated ? (
          <>
            <dt>{t('health.publishedLabel')}</dt>
            <dd>{formatTime(announcement.timeCreated)}</dd>
          </>
        ) : null}
        {announcementTimes(announcement).map(({ type, at }) => (
          <span key={type} style={{ display: 'contents' }}>
            <dt>{t(`health.timeTypes.${timeKey(type)}`)}</dt>
            <dd>{formatTime(at)}</dd>
          </span>
        ))}
        {(announcement.services ?? []).length > 0 ? (
          <>
            <dt>{t('health.services')}</dt>
            <dd>{(announcement.services ?? []).join(', ')}</dd>
          </>
        ) : null}
        {(announcement.affectedRegions ?? []).length > 0 ? (
          <>
            <dt>{t('health.regionsLabel')}</dt>
            <dd>
              {(announcement.affectedRegions ?? []).map((region, i) => (
                <span key={region}>
                  {i > 0 ? ', ' : null}
                  <RegionLabel id={region} />
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      {(announcement.affectedResources ?? []).length > 0 ? (
        <section aria-labelledby="affected-heading">
          <h2 id="affected-heading">{t('health.affected')}</h2>
          <ul>
            {(announcement.affectedResources ?? []).map((resource) => (
              <li key={resource.resourceId}>
                <Link to={resourceHref({ identifier: resource.resourceId, link: null })}>
                  {resource.resourceName ?? resource.resourceId}
                </Link>
                {resource.region ? (
                  <>
                    {' · '}
                    <RegionLabel id={resource.region} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={healthPaths.list()}>{t('health.back')}</Link>
      </p>
    </PageTemplate>
  );
}
