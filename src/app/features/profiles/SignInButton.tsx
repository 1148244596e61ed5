/**
 * The button that starts a sign-in with the deployment's identity domain, and the reason it
 * could not start beneath it: the sign-in card's, and "Sign in again" for an ended session. The
 * worker makes the sign-in's key pair on this device (the private half never leaves it) and the
 * page goes to the server's start, on this origin only (through the one gate of addresses,
 * ui/safeHref.ts); the key waits in IndexedDB for the return (SignInReturnScreen). With
 * `renews`, the return brings that session profile back with a new key and token.
 */
import { useState, type ReactNode } from 'react';
import { useFailureText } from '../../i18n/failureText';
import { Button, type ButtonSize } from '../../ui';
import { safeHref } from '../../ui/safeHref';
import { profileCommands } from './profileCommands';

export interface SignInButtonProps {
  readonly renews?: string;
  readonly size?: ButtonSize;
  readonly testId?: string;
  readonly children: ReactNode;
}

export function SignInButton({ renews, size, testId, children }: SignInButtonProps) {
  const describe = useFailureText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const start = async () => {
    setPending(true);
    setError(undefined);
    const result = await profileCommands.startSignIn(renews === undefined ? {} : { renews });
    if (!result.ok) {
      setPending(false);
      setError(describe(result.failure));
      return;
    }
    const address = safeHref(result.value);
    if (address === undefined || !address.startsWith('/')) {
      setPending(false);
      return;
    }
    window.location.href = address;
  };

  return (
    <>
      <Button
        variant="primary"
        size={size}
        onPress={() => void start()}
        isPending={pending}
        data-testid={testId}
      >
        {children}
      </Button>
      {error !== undefined ? (
        <p role="alert" className="profiles-banner profiles-banner--danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
