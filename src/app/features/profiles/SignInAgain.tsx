/**
 * "Sign in again", where an ended session is shown (the session card, the banner above every
 * page): with the deployment's identity domain, a button that signs in for the same profile (its
 * key and token replaced, its queued changes sent after); without one, a link to the profiles,
 * where a new token is minted and pasted.
 */
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../runtimeConfigContext';
import { profilesPaths } from './paths';
import { useProfilesText } from './profilesText';
import { SignInButton } from './SignInButton';

export function SignInAgain({ profileId }: { readonly profileId: string }) {
  const t = useProfilesText();
  const domain = useRuntimeConfig().signIn?.name;
  if (domain === undefined) return <Link to={profilesPaths.profiles()}>{t('session.signInAgain')}</Link>;
  return <SignInButton renews={profileId}>{t('session.signInAgain')}</SignInButton>;
}
