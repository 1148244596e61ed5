/**
 * "Sign in again", where an ended session is shown (the session card, the banner above every
 * page): with the deployment's identity domain, a button that signs in for the same profile (its
 * key and token replaced, its queued changes sent after); without one, a link to the profiles,
 * where a new token is minted and pasted.
 */
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { Button } from '../../ui';
import { profilesPaths } from './paths';
import { useProfilesText } from './profilesText';
import { useStartSignIn } from './useStartSignIn';

export function SignInAgain({ profileId }: { readonly profileId: string }) {
  const t = useProfilesText();
  const domain = useRuntimeConfig().signIn?.name;
  const { start, pending, error } = useStartSignIn(profileId);
  if (domain === undefined)
    return <Link to={profilesPaths.profiles()}>{t('session.signInAgain')}</Link>;
  return (
    <>
      <Button
        variant="primary"
        onPress={() => void start()}
        isPending={pending}
      >
        {t('session.signInAgain')}
      </Button>
      {error !== undefined ? (
        <p role="alert" className="profiles-banner profiles-banner--danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
