/**
 * "Sign in with <domain>": offered when the deployment names an identity domain. The worker makes
 * the sign-in's key pair on this device (the private half never leaves it), and the page goes to
 * the server's start, which sends it on to the domain's sign-in page; the return is
 * SignInReturnScreen.
 */
import { Button, Card } from '../../ui';
import { useProfilesText } from './profilesText';
import { useStartSignIn } from './useStartSignIn';

export function SignInCard({ name }: { readonly name: string }) {
  const t = useProfilesText();
  const { start, pending, error } = useStartSignIn();

  return (
    <Card title={t('signIn.title')} headingLevel={2}>
      <p>{t('signIn.body', { name })}</p>
      <Button
        variant="primary"
        size="lg"
        onPress={() => void start()}
        isPending={pending}
        data-testid="sign-in"
      >
        {t('signIn.button', { name })}
      </Button>
      {error !== undefined ? (
        <p role="alert" className="profiles-banner profiles-banner--danger">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
