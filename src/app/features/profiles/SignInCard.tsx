/**
 * "Sign in with <domain>": offered when the deployment names an identity domain (SignInButton
 * starts it); the return is SignInReturnScreen.
 */
import { Card } from '../../ui';
import { useProfilesText } from './profilesText';
import { SignInButton } from './SignInButton';

export function SignInCard({ name }: { readonly name: string }) {
  const t = useProfilesText();
  return (
    <Card title={t('signIn.title')} headingLevel={2}>
      <p>{t('signIn.body', { name })}</p>
      <SignInButton size="lg" testId="sign-in">
        {t('signIn.button', { name })}
      </SignInButton>
    </Card>
  );
}
