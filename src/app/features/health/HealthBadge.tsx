/**
 * The header's sign that an announcement needs the user: shown only while an active
 * action-required announcement is unread, as a link to service health saying how many. It reads
 * the same kept list as the screen, so it shows offline from what the device kept, and it goes
 * as soon as the user marks them read (at once, even offline: the outbox holds the mark).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { unreadActionsRequired } from './announcementRows';
import { healthPaths } from './paths';
import { useAnnouncements } from './useAnnouncements';
import './health.css';

export function HealthBadge() {
  const { t } = useTranslation('oncall');
  const { rows } = useAnnouncements();
  const count = unreadActionsRequired(rows);
  if (count === 0) return null;
  return (
    <Link
      to={healthPaths.list()}
      className="health-badge touch-target"
      aria-label={t('health.badge', { count })}
      data-testid="health-badge"
      data-count={count}
    >
      <span aria-hidden="true">!</span> <span aria-hidden="true">{count}</span>
    </Link>
  );
}
