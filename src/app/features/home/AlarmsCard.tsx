/**
 * The home page's firing alarms (src/rules/alarmAttention.ts decides which, most urgent first):
 * each opens its alarm's page, with its severity, since when it fires and how old that knowledge
 * is; the card leads "What needs you" when one is CRITICAL. All firing alarms open from its link.
 * Where the service refused the alarms as not offered (a tenancy or realm without Monitoring, a
 * policy the user lacks), the card says so in a sentence for that region instead of staying away.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AlarmSeverity } from '../../../oci/alarms';
import { detailsLink } from '../../../oci/resource-types';
import type { AlarmsRefused, AttentionAlarm } from '../../../worker/api';
import { useEnumLabel } from '../../i18n/enumLabel';
import alarmKind from '../../kinds/alarm.kind';
import { ReadProblem } from '../../kit/ReadProblem';
import { resourceHref } from '../../resourceHref';
import { Card, Freshness, StatusLabel, formatRelativeTime, type StatusLabelProps } from '../../ui';
import { SHOWN } from './FailingCard';

/** The firing alarms' page: the alarm kind's list, whose route is written there once. */
const FIRING_ALARMS_PATH = alarmKind.getAlarm.list.route;

const SEVERITY_STATUS: Readonly<Record<AlarmSeverity, StatusLabelProps['status']>> = {
  CRITICAL: 'danger',
  ERROR: 'danger',
  WARNING: 'warning',
  INFO: 'info',
};

function alarmPath(alarm: Pick<AttentionAlarm, 'id'>): string {
  const link = detailsLink({ resourceType: 'Alarm', identifier: alarm.id, compartmentId: '' });
  return resourceHref({ identifier: alarm.id, link });
}

export function AlarmsCard({
  alarms,
  refused,
  now,
}: {
  readonly alarms: readonly AttentionAlarm[];
  readonly refused: readonly AlarmsRefused[];
  readonly now: number;
}) {
  const { t, i18n } = useTranslation('home');
  const enumLabel = useEnumLabel();
  if (alarms.length === 0 && refused.length === 0) return null;
  return (
    <Card
      title={alarms.length === 0 ? t('alarms.heading') : t('alarms.title', { count: alarms.length })}
      headingLevel={3}
      className="home-needs__card"
      actions={alarms.length === 0 ? undefined : <Link to={FIRING_ALARMS_PATH}>{t('alarms.all')}</Link>}
    >
      {refused.map(({ region, failure }) => (
        <ReadProblem
          key={region}
          failure={failure}
          title={t('alarms.failed')}
          notOffered={t('alarms.notOffered', { region })}
        />
      ))}
      {alarms.length === 0 ? null : (
        <ul className="home-needs__list">
          {alarms.slice(0, SHOWN).map((alarm) => (
            <li
              key={`${alarm.region} ${alarm.id}`}
              className="home-needs__item"
              data-testid={`needs-alarm-${alarm.severity}`}
            >
              <div className="home-needs__line">
                <Link to={alarmPath(alarm)}>{alarm.displayName}</Link>
                <StatusLabel status={SEVERITY_STATUS[alarm.severity]}>
                  {enumLabel(alarm.severity)}
                </StatusLabel>
              </div>
              <div className="home-needs__meta">
                {alarm.since === undefined ? null : (
                  <span>
                    {t('alarms.since', {
                      when: formatRelativeTime(alarm.since, now, i18n.language, 'short'),
                    })}
                  </span>
                )}
                <Freshness timestamp={alarm.seenAt} now={now} style="short" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {alarms.length > SHOWN ? <p>{t('more', { count: alarms.length - SHOWN })}</p> : null}
    </Card>
  );
}
