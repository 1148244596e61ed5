/**
 * Above every page while the active profile's session has ended, as a console says that its
 * session expired: in plain words that nothing is sent until the user signs in again, that the
 * changes made meanwhile wait for it (none is lost) and that what is shown is the kept copies,
 * with "Sign in again" beside it. Not on the profiles screen, whose session card says the same.
 */
import { useLocation } from 'react-router-dom';
import { useSessionStatus } from '../../data/useSessionStatus';
import { profilesPaths } from './paths';
import { useProfilesText } from './profilesText';
import { SignInAgain } from './SignInAgain';
import './profiles.css';

export function SessionEndedBanner() {
  const t = useProfilesText();
  const status = useSessionStatus();
  const { pathname } = useLocation();
  if (status?.state !== 'ended' || pathname === profilesPaths.profiles()) return null;
  return (
    <section
      className="profiles-banner profiles-banner--danger session-ended"
      role="status"
      aria-labelledby="session-ended-title"
      data-testid="session-ended"
    >
      <h2 id="session-ended-title" className="session-ended__title">
        {t('session.endedTitle', { name: status.profileName })}
      </h2>
      <p>{t('session.endedBanner')}</p>
      <SignInAgain profileId={status.profileId} />
    </section>
  );
}
