/**
 * "Sign in with <domain>": offered when the deployment names an identity domain. The worker makes
 * the sign-in's key pair on this device (the private half never leaves it), and the page goes to
 * the server's start, which sends it on to the domain's sign-in page; the return is
 * SignInReturnScreen.
 */
import { useState } from 'react';
import { useFailureText } from '../../i18n/failureText';
import { Button, Card } from '../../ui';
import { safeHref } from '../../ui/safeHref';
import { profileCommands } from './profileCommands';
import { useProfilesText } from './profilesText';

export function SignInCard({ name }: { readonly name: string }) {
  const t = useProfilesText();
  const describe = useFailureText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const start = async () => {
    setPending(true);
    setError(undefined);
    const result = await profileCommands.startSignIn();
    if (!result.ok) {
      setPending(false);
      setError(describe(result.failure));
      return;
    }
    // A navigation away to the server's start, on this origin only (through the one gate of
    // addresses, ui/safeHref.ts): the key waits in IndexedDB for the return.
    const address = safeHref(result.value);
    if (address === undefined || !address.startsWith('/')) {
      setPending(false);
      return;
    }
    window.location.href = address;
  };

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
